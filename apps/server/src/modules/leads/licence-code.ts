import { randomInt } from 'node:crypto';
import { LEAD_LICENCE_LENGTH } from '@showfloor/core';

/** Upper-case letters and digits without 0/O and 1/I, which a person copying a printed licence confuses. */
const LICENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A new random licence: 10 characters of a 32-letter alphabet, 50 bits that cannot be guessed. */
export function newLicenceCode(): string {
  let code = '';
  for (let index = 0; index < LEAD_LICENCE_LENGTH; index += 1) {
    code += LICENCE_ALPHABET[randomInt(LICENCE_ALPHABET.length)];
  }
  return code;
}

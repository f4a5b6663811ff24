import { LEAD_LICENCE_LENGTH } from '../constants/spec-constants.js';

/** Rules of the lead-capture licence screen (spec modules §5 "Licence screen", §7 "Register checkpoint"). */

/** A licence is exactly 10 ASCII letters or digits. */
export const LICENCE_PATTERN = new RegExp(`^[A-Za-z0-9]{${LEAD_LICENCE_LENGTH}}$`);

const NOT_ALPHANUMERIC = /[^A-Za-z0-9]/g;

/** Message keys of the licence screen; the app translates them. */
export type LicenceScreenMessage =
  | 'userNameAndLicenceRequired'
  | 'userNameRequired'
  | 'licenceRequired'
  | 'invalidLicence';

export type LicenceScreenValidation =
  | { ok: true; userName: string; licence: string }
  | { ok: false; message: LicenceScreenMessage };

export function isValidLicence(licence: string): boolean {
  return LICENCE_PATTERN.test(licence);
}

/**
 * Checks the licence screen before any call: both fields empty give one combined message rather
 * than two, one empty field names that field, and a malformed licence is refused without asking the
 * back office.
 */
export function validateLicenceScreen(input: { userName: string; licence: string }): LicenceScreenValidation {
  const userName = input.userName.trim();
  const licence = input.licence.trim();
  if (userName === '' && licence === '') return { ok: false, message: 'userNameAndLicenceRequired' };
  if (userName === '') return { ok: false, message: 'userNameRequired' };
  if (licence === '') return { ok: false, message: 'licenceRequired' };
  if (!isValidLicence(licence)) return { ok: false, message: 'invalidLicence' };
  return { ok: true, userName, licence };
}

/**
 * The user name keeps letters and digits only. `wouldBeAltered` tells the screen to show its warning
 * while the typed value still holds characters that sanitising would drop.
 */
export function sanitizeUserName(input: string): { value: string; wouldBeAltered: boolean } {
  const value = input.replace(NOT_ALPHANUMERIC, '');
  return { value, wouldBeAltered: value !== input };
}

export type ScannedLicence = { ok: true; licence: string } | { ok: false; warning: 'cryptedBadge' };

/**
 * A licence scanned from its QR code. Text starting with '#' is an encrypted visitor badge scanned by
 * mistake; like any text that is not a licence it gives the 'crypted badge' warning.
 */
export function readScannedLicence(text: string): ScannedLicence {
  const licence = text.trim();
  if (licence.startsWith('#') || !isValidLicence(licence)) return { ok: false, warning: 'cryptedBadge' };
  return { ok: true, licence };
}

/**
 * The userName of the register call: the name plus the first 3 characters of the device name and of
 * the device id, so one person on two devices counts as two checkpoints of the user quota.
 */
export function checkpointUserName(name: string, deviceName: string, deviceId: string): string {
  return `${name}${[...deviceName].slice(0, 3).join('')}${[...deviceId].slice(0, 3).join('')}`;
}

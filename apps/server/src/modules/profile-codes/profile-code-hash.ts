import { createHash, timingSafeEqual } from 'node:crypto';
import type { ProfileCodeSource } from '@showfloor/core';
import { hashPassword, verifyPassword } from '../accounts/index.js';

const LEGACY_PREFIX = 'sha256$';

/**
 * The stored form of a profile's code: the accounts' slow salted hash (scrypt), so that a copy of
 * the database does not give the code away. A code only known by its legacy SHA-256 keeps that form.
 */
export function storedHashOf(source: ProfileCodeSource): Promise<string> {
  if ('code' in source) return hashPassword(source.code);
  return Promise.resolve(`${LEGACY_PREFIX}${source.legacySha256}`);
}

/** Whether a typed code (already trimmed) matches a stored hash; an unreadable one never matches. */
export async function isProfileCodeRight(code: string, stored: string): Promise<boolean> {
  if (!stored.startsWith(LEGACY_PREFIX)) return verifyPassword(code, stored);
  const expected = Buffer.from(stored.slice(LEGACY_PREFIX.length), 'hex');
  const typed = createHash('sha256').update(code, 'utf8').digest();
  return expected.length === typed.length && timingSafeEqual(expected, typed);
}

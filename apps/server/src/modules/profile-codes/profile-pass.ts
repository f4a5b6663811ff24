import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** The secret passes are signed with, under DATA_DIR: never in the repository, never published. */
export const PROFILE_PASS_KEY_FILE = 'profile-pass.key';

/** How long a pass lasts: longer than any show, so a device unlocked once stays unlocked for it. */
export const PROFILE_PASS_DAYS = 30;

const KEY_BYTES = 32;

export class ProfilePassKeyError extends Error {
  override name = 'ProfilePassKeyError';
}

async function readKey(file: string): Promise<Buffer | null> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  const key = Buffer.from(text.trim(), 'base64url');
  if (key.length !== KEY_BYTES)
    throw new ProfilePassKeyError(`${file} does not hold a pass key; remove it to generate a new one`);
  return key;
}

/**
 * The pass-signing secret: generated on first use and kept in DATA_DIR, readable by the owner only
 * (like the VAPID keys). Removing the file makes every pass given so far invalid at the next start.
 */
export async function loadProfilePassKey(dataDir: string): Promise<Buffer> {
  const file = path.join(dataDir, PROFILE_PASS_KEY_FILE);
  const stored = await readKey(file);
  if (stored) return stored;
  await mkdir(dataDir, { recursive: true });
  const generated = randomBytes(KEY_BYTES);
  try {
    // 'wx': a second process starting at the same moment keeps the key the first one wrote.
    await writeFile(file, `${generated.toString('base64url')}\n`, { mode: 0o600, flag: 'wx' });
    // The mode given to writeFile is masked by the umask; the secret must stay the owner's.
    await chmod(file, 0o600);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const winner = await readKey(file);
    if (winner) return winner;
    throw error;
  }
  return generated;
}

/**
 * The signature of a pass's text. The key is derived from the secret and the profile's stored code
 * hash, so changing a profile's code makes every pass given for the old one invalid.
 */
function signatureOf(secret: Buffer, codeHash: string, text: string): Buffer {
  const key = createHmac('sha256', secret).update(codeHash, 'utf8').digest();
  return createHmac('sha256', key).update(text, 'utf8').digest();
}

/** `v1.{profile}.{expiry, s since the epoch}.{HMAC-SHA256, base64url}` (core's profilePassSchema). */
export function signProfilePass(
  secret: Buffer,
  codeHash: string,
  profile: string,
  expiresAtSeconds: number,
): string {
  const text = `v1.${profile}.${expiresAtSeconds}`;
  return `${text}.${signatureOf(secret, codeHash, text).toString('base64url')}`;
}

/** Whether `pass` was signed for `profile` and its current code, and has not expired at `nowMs`. */
export function isProfilePassValid(
  secret: Buffer,
  codeHash: string,
  profile: string,
  pass: string,
  nowMs: number,
): boolean {
  const parts = pass.split('.');
  if (parts.length !== 4) return false;
  const [version, named, expiry, signature] = parts as [string, string, string, string];
  if (version !== 'v1' || named !== profile || !/^\d{1,12}$/.test(expiry)) return false;
  if (Number(expiry) * 1000 <= nowMs) return false;
  const expected = signatureOf(secret, codeHash, `${version}.${named}.${expiry}`);
  const given = Buffer.from(signature, 'base64url');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

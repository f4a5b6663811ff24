import {
  constants,
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  type KeyObject,
  privateDecrypt,
} from 'node:crypto';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Where the favorites sync key pair is kept, under DATA_DIR: never in the repository, never published. */
export const FAVORITES_SYNC_KEY_FILE = 'favorites-sync-key.pem';

/** RSA modulus: a 2048-bit key encrypts up to 190 bytes with OAEP SHA-256, enough for a token. */
const MODULUS_BITS = 2048;

/** The back office's favorites sync key pair (spec core §7: tokens are encrypted with its public key). */
export interface FavoritesSyncKeys {
  /** SPKI DER, base64: what Web Crypto imports with `importKey('spki', …, {name: 'RSA-OAEP', hash: 'SHA-256'})`. */
  publicKey: string;
  /** The token's bytes decrypted, or null when they were not encrypted for this key. */
  decrypt(ciphertext: Buffer): Buffer | null;
}

function keysOf(privateKey: KeyObject): FavoritesSyncKeys {
  const publicKey = createPublicKey(privateKey).export({ type: 'spki', format: 'der' }).toString('base64');
  return {
    publicKey,
    decrypt(ciphertext) {
      try {
        return privateDecrypt(
          { key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
          ciphertext,
        );
      } catch {
        return null;
      }
    },
  };
}

async function readPrivateKey(file: string): Promise<KeyObject | null> {
  try {
    return createPrivateKey(await readFile(file, 'utf8'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/**
 * The key pair, generated on first start into DATA_DIR (owner-only file mode) and read from there
 * afterwards: several processes on one DATA_DIR share it, and a new pair would make every token a
 * device prepared with the old public key undecipherable.
 */
export async function loadFavoritesSyncKeys(dataDir: string): Promise<FavoritesSyncKeys> {
  const file = path.join(dataDir, FAVORITES_SYNC_KEY_FILE);
  const stored = await readPrivateKey(file);
  if (stored) return keysOf(stored);
  await mkdir(dataDir, { recursive: true });
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: MODULUS_BITS });
  const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  try {
    // 'wx': a second process starting at the same moment keeps the pair the first one wrote.
    await writeFile(file, pem, { mode: 0o600, flag: 'wx' });
    // The mode given to writeFile is masked by the umask; the private key must stay the owner's.
    await chmod(file, 0o600);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const winner = await readPrivateKey(file);
    if (winner) return keysOf(winner);
    throw error;
  }
  return keysOf(privateKey);
}

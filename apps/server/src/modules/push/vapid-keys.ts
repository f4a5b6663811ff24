import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import type { ServerConfig } from '../../config.js';

/** The back office's VAPID identity: browsers accept pushes signed by this key pair only. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  /** A mailto: or https: address push services can reach the sender at. */
  subject: string;
}

/** Where generated keys are kept, under DATA_DIR: never in the repository. */
export const VAPID_KEYS_FILE = 'vapid-keys.json';

/** Uncompressed P-256 point (65 bytes) and private scalar (32 bytes), base64url without padding. */
const publicKeySchema = z.string().regex(/^[A-Za-z0-9_-]{87}$/, 'must be a base64url P-256 public key');
const privateKeySchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'must be a base64url P-256 private key');
const subjectSchema = z
  .string()
  .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'must be a mailto: or https: address');
const storedKeysSchema = z.object({ publicKey: publicKeySchema, privateKey: privateKeySchema });

export class VapidConfigError extends Error {
  override name = 'VapidConfigError';
}

function parseVariable<T>(schema: z.ZodType<T>, name: string, value: string): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success)
    throw new VapidConfigError(`${name} ${parsed.error.issues[0]?.message ?? 'is invalid'}`);
  return parsed.data;
}

/** The settings the keys come from: VAPID_* and PUBLIC_URL, read in config.ts. */
export type VapidKeysConfig = Pick<ServerConfig, 'vapid' | 'publicUrl'>;

function subjectOf(config: VapidKeysConfig): string {
  const configured = config.vapid.subject;
  if (configured) return parseVariable(subjectSchema, 'VAPID_SUBJECT', configured);
  const publicUrl = config.publicUrl;
  // Push services use the subject to reach whoever sends: the show's own address is the best guess.
  return publicUrl?.startsWith('https://') ? publicUrl : 'mailto:push@showfloor.invalid';
}

async function readStoredKeys(file: string): Promise<{ publicKey: string; privateKey: string } | null> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  const parsed = storedKeysSchema.safeParse(JSON.parse(text));
  if (!parsed.success)
    throw new VapidConfigError(`${file} does not hold VAPID keys; remove it to generate new ones`);
  return parsed.data;
}

/**
 * The VAPID keys: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when set (several server processes must
 * share one pair), else a pair generated on first use and kept in DATA_DIR, readable by the owner
 * only. Changing the pair orphans every subscription, so a generated one is never replaced.
 */
export async function loadVapidKeys(config: VapidKeysConfig, dataDir: string): Promise<VapidKeys> {
  const subject = subjectOf(config);
  const { publicKey, privateKey } = config.vapid;
  if (publicKey || privateKey) {
    if (!publicKey) throw new VapidConfigError('VAPID_PUBLIC_KEY is missing while VAPID_PRIVATE_KEY is set');
    if (!privateKey) throw new VapidConfigError('VAPID_PRIVATE_KEY is missing while VAPID_PUBLIC_KEY is set');
    return {
      publicKey: parseVariable(publicKeySchema, 'VAPID_PUBLIC_KEY', publicKey),
      privateKey: parseVariable(privateKeySchema, 'VAPID_PRIVATE_KEY', privateKey),
      subject,
    };
  }
  const file = path.join(dataDir, VAPID_KEYS_FILE);
  const stored = await readStoredKeys(file);
  if (stored) return { ...stored, subject };
  await mkdir(dataDir, { recursive: true });
  // Loaded only to make a pair: every `showfloor` command and server start loads this module.
  const { default: webpush } = await import('web-push');
  const generated = webpush.generateVAPIDKeys();
  try {
    // 'wx': a second process starting at the same moment keeps the pair the first one wrote.
    await writeFile(file, `${JSON.stringify(generated)}\n`, { mode: 0o600, flag: 'wx' });
    // The mode given to writeFile is masked by the umask; the private key must stay the owner's.
    await chmod(file, 0o600);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const winner = await readStoredKeys(file);
    if (winner) return { ...winner, subject };
    throw error;
  }
  return { publicKey: generated.publicKey, privateKey: generated.privateKey, subject };
}

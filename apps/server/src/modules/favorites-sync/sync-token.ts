import { createHash } from 'node:crypto';
import {
  FAVORITES_SYNC_TOKEN_MAX_AGE_MS,
  type SyncTokenPayload,
  syncTokenPayloadSchema,
} from '@showfloor/core';
import type { FavoritesSyncKeys } from './sync-keys.js';

export type TokenRefusal =
  /** Not base64, not encrypted for this back office's key, or not the payload's shape. */
  | 'TOKEN_UNREADABLE'
  /** Older than FAVORITES_SYNC_TOKEN_MAX_AGE_MS, or as far in the future. */
  | 'TOKEN_STALE';

export type ReadToken =
  | { ok: true; payload: SyncTokenPayload; digest: string }
  | { ok: false; error: TokenRefusal };

function decodeBase64(text: string): Buffer {
  // Web Crypto callers send standard base64; base64url is read as well.
  return Buffer.from(text.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
}

/**
 * Decrypts a sync token and checks its age. The digest names the decrypted payload, not the
 * ciphertext: OAEP is randomised, so one payload encrypted twice must still count as one token.
 */
export function readSyncToken(keys: FavoritesSyncKeys, token: string, now: number): ReadToken {
  const plain = keys.decrypt(decodeBase64(token));
  if (plain === null) return { ok: false, error: 'TOKEN_UNREADABLE' };
  let json: unknown;
  try {
    json = JSON.parse(plain.toString('utf8'));
  } catch {
    return { ok: false, error: 'TOKEN_UNREADABLE' };
  }
  const parsed = syncTokenPayloadSchema.safeParse(json);
  if (!parsed.success) return { ok: false, error: 'TOKEN_UNREADABLE' };
  if (Math.abs(now - parsed.data.timestamp) > FAVORITES_SYNC_TOKEN_MAX_AGE_MS)
    return { ok: false, error: 'TOKEN_STALE' };
  const digest = createHash('sha256')
    .update(
      JSON.stringify([
        parsed.data.subject,
        parsed.data.value,
        parsed.data.timestamp,
        parsed.data.nonce ?? '',
      ]),
    )
    .digest('hex');
  return { ok: true, payload: parsed.data, digest };
}

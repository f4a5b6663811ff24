import { z } from 'zod';
import { PUBLISHED_DATA_TYPES } from '../catalog/data-types.js';
import { FAVORITES_SYNC_CODE_DIGITS } from '../constants/spec-constants.js';
import {
  FAVORITE_POSITIONS_SYNC_MAX_ENTRIES,
  type SyncedPositionEntry,
  syncedPositionEntrySchema,
} from './favorite-positions-merge.js';
import type { SyncedFavoriteEntry } from './favorites-merge.js';

/**
 * Favorites synchronisation between devices (spec core §7): `POST {sync url}/sync` with
 * `{token, favorites, positions}` (positions: the map's favourite positions, their own list). The token is the base64 RSA-OAEP (SHA-256) encryption, with the back office's
 * public key, of `{subject, value, timestamp}` (SyncTokenPayload). The answer carries the merged
 * entries, a new code for a code request, or `{error: 'code'}` for an unknown or revoked code.
 */
export const FAVORITES_SYNC_PATH = '/sync';
/** The public key the app encrypts its tokens with (SPKI, base64). */
export const FAVORITES_SYNC_KEY_PATH = '/sync/key';
/** Forgets a code: its entries are deleted and the code answers `{error: 'code'}` from then on. */
export const FAVORITES_SYNC_REVOKE_PATH = '/sync/revoke';

/** Most entries one sync carries: one per favorite ever toggled; a whole programme fits. */
export const FAVORITES_SYNC_MAX_ENTRIES = 10_000;
/** A 2048-bit RSA ciphertext is 256 bytes, 344 characters of base64. */
const TOKEN_MAX_CHARS = 1_024;

/** The subject of a code request. */
export const GET_CODE_SUBJECT = 'get_code';

/**
 * The subject of a login-mode token: the account is the one of the session token the payload's
 * `value` carries, so a device can only ever speak for its own account.
 */
export const ACCOUNT_SUBJECT = 'user';

/** The live room and storage key of a peering code. */
export function codeSyncSubject(code: string): string {
  return `code:${code}`;
}

/** The live room and storage key of an account (login mode). */
export function userSyncSubject(accountId: number | string): string {
  return `user:${accountId}`;
}

export const favoritesSyncCodeSchema = z
  .string()
  .regex(new RegExp(`^\\d{${FAVORITES_SYNC_CODE_DIGITS}}$`), `must be ${FAVORITES_SYNC_CODE_DIGITS} digits`);

/** What a token decrypts to. */
export const syncTokenPayloadSchema = z.object({
  /** `get_code`, `code:<digits>` (peering) or `user` (login mode: the session's account). */
  subject: z.union([
    z.literal(GET_CODE_SUBJECT),
    z.string().regex(new RegExp(`^code:\\d{${FAVORITES_SYNC_CODE_DIGITS}}$`)),
    z.literal(ACCOUNT_SUBJECT),
  ]),
  /**
   * Peering and code requests: a random nonce that makes every token unique. Login mode: the
   * session token, which proves the account (the public key is public, so a subject alone proves nothing).
   */
  value: z.string().min(16).max(200),
  /** Milliseconds since the epoch on the device, when the token was made. */
  timestamp: z.number().int().nonnegative(),
  /** Random, so that two login-mode tokens of one session made in one millisecond still differ. */
  nonce: z.string().min(16).max(64).optional(),
});
export type SyncTokenPayload = z.infer<typeof syncTokenPayloadSchema>;

export const syncedFavoriteEntrySchema = z.object({
  id: z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER),
  dataType: z.enum(PUBLISHED_DATA_TYPES),
  action: z.enum(['create', 'delete']),
  timestamp: z.number().int().nonnegative(),
}) satisfies z.ZodType<SyncedFavoriteEntry>;

export const favoritesSyncRequestSchema = z.object({
  token: z
    .string()
    .min(1)
    .max(TOKEN_MAX_CHARS)
    .regex(/^[A-Za-z0-9+/=_-]+$/, 'must be base64'),
  favorites: z.array(syncedFavoriteEntrySchema).max(FAVORITES_SYNC_MAX_ENTRIES).default([]),
  /** The map's favourite positions changed on the device (an app of before positions sends none). */
  positions: z.array(syncedPositionEntrySchema).max(FAVORITE_POSITIONS_SYNC_MAX_ENTRIES).default([]),
});
export type FavoritesSyncRequest = z.infer<typeof favoritesSyncRequestSchema>;

export const favoritesSyncResponseSchema = z.union([
  z.object({
    favorites: z.array(syncedFavoriteEntrySchema),
    positions: z.array(syncedPositionEntrySchema).optional(),
  }),
  z.object({ code: favoritesSyncCodeSchema }),
  z.object({ error: z.literal('code') }),
]);
/**
 * The answer: merged entries (of any type the device keeps) and positions, a new code, or the
 * invalid-code answer. `positions` is absent only from a back office of before positions.
 */
export type FavoritesSyncResponse =
  | { favorites: SyncedFavoriteEntry[]; positions?: SyncedPositionEntry[] }
  | { code: string }
  | { error: 'code' };

export const favoritesSyncRevokeRequestSchema = z.object({
  token: favoritesSyncRequestSchema.shape.token,
});

export const favoritesSyncKeyResponseSchema = z.object({
  /** RSA-OAEP SHA-256 public key, SPKI DER in base64 (Web Crypto's `importKey('spki', …)`). */
  publicKey: z.string().min(1),
  algorithm: z.literal('RSA-OAEP-256'),
});
export type FavoritesSyncKeyResponse = z.infer<typeof favoritesSyncKeyResponseSchema>;

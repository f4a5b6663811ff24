import { createHash, randomInt } from 'node:crypto';
import {
  codeSyncSubject,
  EMPTY_SYNCED_FAVORITES,
  EMPTY_SYNCED_POSITIONS,
  FAVORITES_SYNC_CODE_DIGITS,
  FAVORITES_SYNC_TOKEN_MAX_AGE_MS,
  type FavoritesSyncResponse,
  GET_CODE_SUBJECT,
  mergeRemoteFavorites,
  mergeRemotePositions,
  type SyncedFavoriteEntry,
  type SyncedPositionEntry,
  type SynchronizedFavoritesEvent,
  type SyncTokenPayload,
  userSyncSubject,
} from '@showfloor/core';
import type { FavoritesSyncRepository } from './favorites-sync.repository.js';
import type { FavoritesSyncKeys } from './sync-keys.js';
import { readSyncToken, type TokenRefusal } from './sync-token.js';

/** Whose session a login-mode token carries: the account id, or undefined when it is not live. */
export type SessionReader = (sessionToken: string) => Promise<number | undefined>;

export type SyncRefusal =
  | TokenRefusal
  /** The token was seen already. */
  | 'TOKEN_REPLAYED'
  /** A login-mode token whose session is not live. */
  | 'UNAUTHENTICATED'
  /** Revocation of something that is not a code. */
  | 'NOT_A_CODE';

/** A token accepted: what it asks for, and the subject it speaks for (null for a code request). */
export type AcceptedToken =
  | { ok: true; kind: 'getCode' }
  | { ok: true; kind: 'code'; subject: string; code: string }
  | { ok: true; kind: 'user'; subject: string };

export type TokenVerdict = AcceptedToken | { ok: false; error: SyncRefusal };

export interface FavoritesSyncServiceOptions {
  keys: FavoritesSyncKeys;
  sessions: SessionReader;
  now?: () => number;
  /** Told the merged entries and positions of a subject after each successful sync (the live layer's fan-out). */
  onSynced?: (subject: string, event: SynchronizedFavoritesEvent) => void;
}

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** A uniformly drawn 12-digit code, leading zeros kept: 10^12 possibilities. */
function drawCode(): string {
  // randomInt's range must stay under 2^48; 10^12 does.
  return String(randomInt(0, 10 ** FAVORITES_SYNC_CODE_DIGITS)).padStart(FAVORITES_SYNC_CODE_DIGITS, '0');
}

/**
 * Favorites synchronisation (spec core §4, §7): tokens checked (decrypted, fresh, never seen,
 * speaking for a live code or the session's own account), codes issued and revoked, and each
 * subject's entries merged with the core merge.
 */
export class FavoritesSyncService {
  private readonly now: () => number;
  private readonly onSynced: (subject: string, event: SynchronizedFavoritesEvent) => void;

  constructor(
    private readonly repository: FavoritesSyncRepository,
    private readonly options: FavoritesSyncServiceOptions,
  ) {
    this.now = options.now ?? Date.now;
    this.onSynced = options.onSynced ?? (() => undefined);
  }

  get publicKey(): string {
    return this.options.keys.publicKey;
  }

  /**
   * Reads a token without consuming it: the subject it speaks for, or null. For the live layer's
   * room joins, which carry the token the device has just sent to POST /sync (consumed there).
   */
  async verifySubject(token: string): Promise<string | null> {
    const read = readSyncToken(this.options.keys, token, this.now());
    if (!read.ok) return null;
    const accepted = await this.authorise(read.payload);
    if (!accepted.ok || accepted.kind === 'getCode') return null;
    if (accepted.kind === 'code' && !(await this.repository.isLiveCode(sha256(accepted.code)))) return null;
    return accepted.subject;
  }

  /** Checks a token and consumes it: the same token is refused from then on. */
  async acceptToken(token: string): Promise<TokenVerdict> {
    const now = this.now();
    const read = readSyncToken(this.options.keys, token, now);
    if (!read.ok) return read;
    const accepted = await this.authorise(read.payload);
    if (!accepted.ok) return accepted;
    // Remembered past the moment it would be refused as stale anyway (its timestamp may be ahead).
    const expiresAt = new Date(read.payload.timestamp + FAVORITES_SYNC_TOKEN_MAX_AGE_MS + 1);
    const isFirstUse = await this.repository.rememberToken(read.digest, expiresAt, new Date(now));
    if (!isFirstUse) return { ok: false, error: 'TOKEN_REPLAYED' };
    return accepted;
  }

  /** Whether a code is live (issued and not revoked). */
  async verifyCode(code: string): Promise<boolean> {
    return this.repository.isLiveCode(sha256(code));
  }

  /** A new code, stored (only its digest). */
  async issueCode(): Promise<string> {
    for (;;) {
      const code = drawCode();
      if (await this.repository.insertCode(sha256(code))) return code;
    }
  }

  /**
   * Merges the device's entries and map positions into the subject's and answers the merged ones;
   * a code that is unknown or revoked answers `{error: 'code'}` (spec core §7) and writes nothing.
   */
  async sync(
    accepted: Exclude<AcceptedToken, { kind: 'getCode' }>,
    incoming: readonly SyncedFavoriteEntry[],
    incomingPositions: readonly SyncedPositionEntry[] = [],
  ): Promise<FavoritesSyncResponse> {
    if (accepted.kind === 'code' && !(await this.repository.isLiveCode(sha256(accepted.code))))
      return { error: 'code' };
    const subjectHash = sha256(accepted.subject);
    const [stored, storedPositions] = await Promise.all([
      this.repository.entries(subjectHash),
      this.repository.positions(subjectHash),
    ]);
    const before = mergeRemoteFavorites(EMPTY_SYNCED_FAVORITES, stored);
    const merged = mergeRemoteFavorites(before, incoming);
    const positionsBefore = mergeRemotePositions(EMPTY_SYNCED_POSITIONS, storedPositions);
    const positions = mergeRemotePositions(positionsBefore, incomingPositions);
    const kept = new Set(before.entries);
    const keptPositions = new Set(positionsBefore.entries);
    await this.repository.writeEntries(
      subjectHash,
      merged.entries.filter((entry) => !kept.has(entry)),
      positions.entries.filter((entry) => !keptPositions.has(entry)),
    );
    this.onSynced(accepted.subject, { entries: merged.entries, positions: positions.entries });
    return { favorites: merged.entries, positions: positions.entries };
  }

  /** Revokes a code: it answers `{error: 'code'}` from then on and its favorites are forgotten. */
  async revoke(accepted: AcceptedToken): Promise<{ ok: true } | { ok: false; error: 'NOT_A_CODE' }> {
    if (accepted.kind !== 'code') return { ok: false, error: 'NOT_A_CODE' };
    await this.repository.revokeCode(sha256(accepted.code), sha256(accepted.subject), new Date(this.now()));
    return { ok: true };
  }

  private async authorise(payload: SyncTokenPayload): Promise<TokenVerdict> {
    if (payload.subject === GET_CODE_SUBJECT) return { ok: true, kind: 'getCode' };
    if (payload.subject.startsWith('code:')) {
      const code = payload.subject.slice('code:'.length);
      return { ok: true, kind: 'code', subject: codeSyncSubject(code), code };
    }
    // Login mode: the public key is public, so the subject proves nothing; the session token does.
    const accountId = await this.options.sessions(payload.value);
    if (accountId === undefined) return { ok: false, error: 'UNAUTHENTICATED' };
    return { ok: true, kind: 'user', subject: userSyncSubject(accountId) };
  }
}

import type { FavoritesSyncService } from './favorites-sync.service.js';

/**
 * The subject a sync token speaks for (`code:<code>` or `user:<account id>`), or null: what the
 * live layer checks before a socket joins a subject's room (`joinSync` with the token the device
 * sends to POST /sync). Reading does not consume the token: POST /sync already has.
 */
export type VerifySyncSubject = (token: string) => Promise<string | null>;

export function createVerifySyncSubject(service: FavoritesSyncService): VerifySyncSubject {
  return (token) => service.verifySubject(token);
}

/**
 * The subject a sync token speaks for, consuming the token (a replay is refused): what another
 * module asks before it lets a device change that subject's settings (session reminders).
 */
export type AcceptSyncSubject = (
  token: string,
) => Promise<{ ok: true; subject: string } | { ok: false; error: string }>;

export function createAcceptSyncSubject(service: FavoritesSyncService): AcceptSyncSubject {
  return async (token) => {
    const accepted = await service.acceptToken(token);
    if (!accepted.ok) return accepted;
    if (accepted.kind === 'getCode') return { ok: false, error: 'TOKEN_UNREADABLE' };
    // A revoked code speaks for nobody any more.
    if (accepted.kind === 'code' && (await service.verifyCode(accepted.code)) === false)
      return { ok: false, error: 'TOKEN_UNREADABLE' };
    return { ok: true, subject: accepted.subject };
  };
}

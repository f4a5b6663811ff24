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

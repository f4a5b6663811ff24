import { loginTokenShape, type VersionedStorage } from '../../platform/storage/index.js';

/**
 * Whether a session is held (spec core §3 "loginToken {token, expiry}"): the toolbar and menu
 * only need to know where the login entry leads. An expired or damaged token counts as logged out.
 */
export function isLoggedIn(storage: VersionedStorage, now: number): boolean {
  const token = storage.read(loginTokenShape);
  return token !== null && (token.expiry === null || token.expiry > now);
}

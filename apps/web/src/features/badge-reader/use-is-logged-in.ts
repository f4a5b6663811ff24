import { loginTokenShape, type VersionedStorage } from '../../platform/storage/index.js';
import { useApp } from '../../shell/app-context.js';
import { isLoggedIn } from '../navigation/index.js';

/**
 * Whether a user is logged in, for the badge reader's login gate. It only reads the stored
 * 'loginToken' ({token, expiry}); the accounts feature fills and clears it, so until a login page
 * exists the reader simply stays behind the gate.
 */
export function useIsLoggedIn(): boolean {
  const { services } = useApp();
  return isLoggedIn(services.storage, services.clock.now());
}

/**
 * Whose scanned contacts these are: the session's token. Contacts are kept per user so that a shared
 * device never shows one visitor's contacts to another.
 */
export function loginOwnerKey(storage: VersionedStorage): string | null {
  const token = storage.read(loginTokenShape);
  return token ? `token:${token.token}` : null;
}

import type { KeyValueStore } from '../../platform/storage/index.js';
import { useApp } from '../../shell/app-context.js';
import { isLoggedIn } from '../navigation/index.js';

/** The login token's localStorage key (spec core §3); the accounts feature writes it on login. */
export const LOGIN_TOKEN_KEY = 'loginToken';

/**
 * Whether a user is logged in, for the badge reader's login gate. It only reads the stored
 * 'loginToken' ({token, expiry}); the accounts feature fills and clears it, so until a login page
 * exists the reader simply stays behind the gate.
 */
export function useIsLoggedIn(): boolean {
  const { services } = useApp();
  return isLoggedIn(services.store, Date.now());
}

/**
 * Whose scanned contacts these are: the user id the token carries, else the token itself. Contacts are
 * kept per user so that a shared device never shows one visitor's contacts to another.
 */
export function loginOwnerKey(store: KeyValueStore): string | null {
  const text = store.get(LOGIN_TOKEN_KEY);
  if (!text) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== 'object' || parsed === null) return null;
    const record = parsed as Record<string, unknown>;
    for (const key of ['userId', 'id', 'login', 'token']) {
      const value = record[key];
      if ((typeof value === 'string' && value !== '') || typeof value === 'number') return `${key}:${value}`;
    }
    return null;
  } catch {
    return null;
  }
}

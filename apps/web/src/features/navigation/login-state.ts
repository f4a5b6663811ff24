import type { KeyValueStore } from '../../platform/storage/index.js';

/**
 * Whether a session is held (spec core §3 "loginToken {token, expiry}"): the toolbar and menu
 * only need to know where the login entry leads. An expired or damaged token counts as logged out.
 */
export function isLoggedIn(store: KeyValueStore, now: number): boolean {
  const text = store.get('loginToken');
  if (!text) return false;
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== 'object' || parsed === null) return false;
    const { token, expiry } = parsed as { token?: unknown; expiry?: unknown };
    if (typeof token !== 'string' || token === '') return false;
    return typeof expiry !== 'number' || expiry > now;
  } catch {
    return false;
  }
}

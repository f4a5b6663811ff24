import type { AccountSession } from '../login/index.js';

/**
 * Whose scanned contacts these are: the session's token, so that a shared device never shows one
 * visitor's contacts to another. The key keeps the `token:` form contacts were first stored under,
 * so a device finds the contacts it already holds.
 */
export function scannedContactOwner(session: Pick<AccountSession, 'token'>): string | null {
  const token = session.token();
  return token === null ? null : `token:${token}`;
}

import type { FAVORITES_SYNC_MODES } from '../constants/spec-constants.js';

/**
 * The favorites synchronisation status of spec core §4 as a pure transition function: disabled,
 * ongoing, failed, success. The app feeds it the sync calls it makes, their outcomes and the
 * connectivity poll's answers (every 8 s, core §9), and performs the `sync` effect it returns.
 */

export type FavoritesSyncStatus = 'disabled' | 'ongoing' | 'failed' | 'success';
export type FavoritesSyncMode = (typeof FAVORITES_SYNC_MODES)[number];

export type FavoritesSyncStatusEvent =
  /** A sync call was sent. */
  | { type: 'syncStarted' }
  | { type: 'syncSucceeded' }
  /** A sync call failed: network, server, encryption (core §8), or an invalid code. */
  | { type: 'syncFailed' }
  /** The connectivity poll answered; `canSync` says whether a code (peering) or a session (login) is held. */
  | { type: 'connectivityChecked'; isOnline: boolean; canSync: boolean }
  /** The user stopped synchronising (whatever they chose for the local favorites). */
  | { type: 'stopped' };

export type FavoritesSyncStatusEffect = { kind: 'sync' };

export interface FavoritesSyncStatusTransition {
  status: FavoritesSyncStatus;
  effects: FavoritesSyncStatusEffect[];
}

/** Spec core §4: ongoing if peering mode with a saved code, else disabled. */
export function initialFavoritesSyncStatus(mode: FavoritesSyncMode, hasCode: boolean): FavoritesSyncStatus {
  return mode === 'peering' && hasCode ? 'ongoing' : 'disabled';
}

export function favoritesSyncStatusTransition(
  status: FavoritesSyncStatus,
  event: FavoritesSyncStatusEvent,
): FavoritesSyncStatusTransition {
  switch (event.type) {
    case 'syncStarted':
      return { status: 'ongoing', effects: [] };
    case 'syncSucceeded':
      return { status: 'success', effects: [] };
    case 'syncFailed':
      return { status: 'failed', effects: [] };
    case 'stopped':
      return { status: 'disabled', effects: [] };
    case 'connectivityChecked': {
      if (!event.isOnline) {
        // While the check fails, a sync that looked fine or under way is not: say so.
        const isHealthy = status === 'success' || status === 'ongoing';
        return { status: isHealthy ? 'failed' : status, effects: [] };
      }
      // Back online: a failed or never-started sync tries again, when there is something to sync with.
      const isWaiting = status === 'failed' || status === 'disabled';
      return { status, effects: isWaiting && event.canSync ? [{ kind: 'sync' }] : [] };
    }
  }
}

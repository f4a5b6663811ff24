import { describe, expect, it } from 'vitest';
import {
  type FavoritesSyncStatus,
  favoritesSyncStatusTransition,
  initialFavoritesSyncStatus,
} from './favorites-sync-status.js';

const ALL: FavoritesSyncStatus[] = ['disabled', 'ongoing', 'failed', 'success'];

describe('initialFavoritesSyncStatus', () => {
  it('is ongoing in peering mode with a saved code, disabled otherwise', () => {
    expect(initialFavoritesSyncStatus('peering', true)).toBe('ongoing');
    expect(initialFavoritesSyncStatus('peering', false)).toBe('disabled');
    expect(initialFavoritesSyncStatus('login', true)).toBe('disabled');
    expect(initialFavoritesSyncStatus('login', false)).toBe('disabled');
  });
});

describe('favoritesSyncStatusTransition', () => {
  it.each(ALL)('from %s: a sync call sets ongoing, success sets success, an error sets failed', (status) => {
    expect(favoritesSyncStatusTransition(status, { type: 'syncStarted' })).toEqual({
      status: 'ongoing',
      effects: [],
    });
    expect(favoritesSyncStatusTransition(status, { type: 'syncSucceeded' }).status).toBe('success');
    expect(favoritesSyncStatusTransition(status, { type: 'syncFailed' }).status).toBe('failed');
    expect(favoritesSyncStatusTransition(status, { type: 'stopped' }).status).toBe('disabled');
  });

  it('turns success and ongoing into failed while the connectivity check fails, and leaves the others', () => {
    const offline = { type: 'connectivityChecked', isOnline: false, canSync: true } as const;
    expect(favoritesSyncStatusTransition('success', offline)).toEqual({ status: 'failed', effects: [] });
    expect(favoritesSyncStatusTransition('ongoing', offline)).toEqual({ status: 'failed', effects: [] });
    expect(favoritesSyncStatusTransition('failed', offline)).toEqual({ status: 'failed', effects: [] });
    expect(favoritesSyncStatusTransition('disabled', offline)).toEqual({ status: 'disabled', effects: [] });
  });

  it('triggers a sync when back online from failed or disabled, if a code or a session is held', () => {
    const online = { type: 'connectivityChecked', isOnline: true, canSync: true } as const;
    expect(favoritesSyncStatusTransition('failed', online)).toEqual({
      status: 'failed',
      effects: [{ kind: 'sync' }],
    });
    expect(favoritesSyncStatusTransition('disabled', online).effects).toEqual([{ kind: 'sync' }]);
    expect(favoritesSyncStatusTransition('success', online)).toEqual({ status: 'success', effects: [] });
    expect(favoritesSyncStatusTransition('ongoing', online)).toEqual({ status: 'ongoing', effects: [] });
    const nothingToSync = { ...online, canSync: false };
    expect(favoritesSyncStatusTransition('failed', nothingToSync).effects).toEqual([]);
    expect(favoritesSyncStatusTransition('disabled', nothingToSync).effects).toEqual([]);
  });
});

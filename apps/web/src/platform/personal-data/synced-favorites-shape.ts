import { type SyncedFavoriteEntry, syncedFavoriteEntrySchema } from '@showfloor/core';
import type { PersistedShape } from '../storage/persisted-shape.js';

export const SYNCED_FAVORITES_STORAGE_KEY = 'synchronized-favorites';
export const SYNC_CODE_STORAGE_KEY = 'synchronized-favorites-code';

/**
 * The synchronized-favorites log (spec core §3): the latest known entry of each favorite toggled
 * (`entries`, what the merge compares remote entries with) and the local entries the server has not
 * confirmed yet (`pending`, sent with every sync until an answer holds them). Nothing the visitor
 * toggles is lost to a dead network, a reload or a server error: it stays pending.
 */
export interface SyncedFavoritesLog {
  entries: SyncedFavoriteEntry[];
  pending: SyncedFavoriteEntry[];
}

export const EMPTY_SYNCED_FAVORITES_LOG: SyncedFavoritesLog = { entries: [], pending: [] };

function entriesOf(value: unknown): SyncedFavoriteEntry[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry) => {
    const parsed = syncedFavoriteEntrySchema.safeParse(entry);
    return parsed.success ? [parsed.data] : [];
  });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Version 1: `{version: 1, data: {entries, pending}}`; entries that do not parse are dropped one by one. */
export const syncedFavoritesShape: PersistedShape<SyncedFavoritesLog> = {
  key: SYNCED_FAVORITES_STORAGE_KEY,
  version: 1,
  empty: EMPTY_SYNCED_FAVORITES_LOG,
  read: (stored) => {
    if (!isRecord(stored) || stored.version !== 1 || !isRecord(stored.data))
      return EMPTY_SYNCED_FAVORITES_LOG;
    return { entries: entriesOf(stored.data.entries), pending: entriesOf(stored.data.pending) };
  },
};

/** The peering code of this device (spec core §3 synchronized-favorites-code), digits only. */
export const syncCodeShape: PersistedShape<string | null> = {
  key: SYNC_CODE_STORAGE_KEY,
  version: 1,
  empty: null,
  read: (stored) => {
    if (!isRecord(stored) || stored.version !== 1) return null;
    return typeof stored.data === 'string' && /^\d+$/.test(stored.data) ? stored.data : null;
  },
};

import {
  type SyncedFavoriteEntry,
  type SyncedPositionEntry,
  syncedFavoriteEntrySchema,
  syncedPositionEntrySchema,
} from '@showfloor/core';
import type { z } from 'zod';
import type { PersistedShape } from '../storage/persisted-shape.js';

export const SYNCED_FAVORITES_STORAGE_KEY = 'synchronized-favorites';
export const SYNCED_POSITIONS_STORAGE_KEY = 'synchronized-favorite-positions';
export const SYNC_CODE_STORAGE_KEY = 'synchronized-favorites-code';

/**
 * The synchronized-favorites log (spec core §3): the latest known entry of each favorite toggled
 * (`entries`, what the merge compares remote entries with) and the local entries the server has not
 * confirmed yet (`pending`, sent with every sync until an answer holds them). Nothing the visitor
 * toggles is lost to a dead network, a reload or a server error: it stays pending.
 */
export interface SyncLog<Entry> {
  entries: Entry[];
  pending: Entry[];
}
export type SyncedFavoritesLog = SyncLog<SyncedFavoriteEntry>;
/** The same log for the map's favourite positions. */
export type SyncedPositionsLog = SyncLog<SyncedPositionEntry>;

export const EMPTY_SYNCED_FAVORITES_LOG: SyncedFavoritesLog = { entries: [], pending: [] };
export const EMPTY_SYNCED_POSITIONS_LOG: SyncedPositionsLog = { entries: [], pending: [] };

function entriesOf<Entry>(schema: z.ZodType<Entry>, value: unknown): Entry[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry) => {
    const parsed = schema.safeParse(entry);
    return parsed.success ? [parsed.data] : [];
  });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Version 1: `{version: 1, data: {entries, pending}}`; entries that do not parse are dropped one by one. */
function syncLogShape<Entry>(
  key: string,
  schema: z.ZodType<Entry>,
  empty: SyncLog<Entry>,
): PersistedShape<SyncLog<Entry>> {
  return {
    key,
    version: 1,
    empty,
    read: (stored) => {
      if (!isRecord(stored) || stored.version !== 1 || !isRecord(stored.data)) return empty;
      return {
        entries: entriesOf(schema, stored.data.entries),
        pending: entriesOf(schema, stored.data.pending),
      };
    },
  };
}

export const syncedFavoritesShape = syncLogShape(
  SYNCED_FAVORITES_STORAGE_KEY,
  syncedFavoriteEntrySchema,
  EMPTY_SYNCED_FAVORITES_LOG,
);

export const syncedPositionsShape = syncLogShape(
  SYNCED_POSITIONS_STORAGE_KEY,
  syncedPositionEntrySchema,
  EMPTY_SYNCED_POSITIONS_LOG,
);

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

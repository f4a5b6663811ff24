import type { DataType } from '../catalog/data-types.js';
import { type FavoriteChange, type FavoritesState, withFavorite } from './favorites-state.js';

/** One entry of the synchronized-favorites log (spec core §3), as devices exchange them. */
export interface SyncedFavoriteEntry extends FavoriteChange {
  /** Milliseconds since the epoch when the change was made, on the device that made it. */
  timestamp: number;
}

/**
 * Favorites together with the latest known change of each (type, id). The log is what makes a
 * merge order-independent: without it a device could not tell an old remote 'create' from a newer
 * local 'delete'.
 */
export interface SyncedFavorites {
  favorites: FavoritesState;
  /** At most one entry per (dataType, id): the latest; sorted by type, then id. */
  entries: SyncedFavoriteEntry[];
}

export const EMPTY_SYNCED_FAVORITES: SyncedFavorites = { favorites: {}, entries: [] };

/** The log entry for a local change, to merge and to queue for the server. */
export function favoriteEntry(change: FavoriteChange, now: number): SyncedFavoriteEntry {
  return { ...change, timestamp: now };
}

function keyOf(entry: { dataType: DataType; id: number }): string {
  return `${entry.dataType}\u0000${entry.id}`;
}

/**
 * Total order on entries of one key: later timestamp wins; on a tie 'delete' wins, so that two
 * devices that disagree at the same millisecond still converge, and converge on the safer side.
 */
function isNewer(candidate: SyncedFavoriteEntry, current: SyncedFavoriteEntry): boolean {
  if (candidate.timestamp !== current.timestamp) return candidate.timestamp > current.timestamp;
  return candidate.action === 'delete' && current.action === 'create';
}

function compareEntries(left: SyncedFavoriteEntry, right: SyncedFavoriteEntry): number {
  return left.dataType < right.dataType ? -1 : left.dataType > right.dataType ? 1 : left.id - right.id;
}

/**
 * Applies remote synchronized-favorites entries (spec core §4: remote entries create or delete local
 * favorites according to their action), last write wins per (type, id). Entries older than what the
 * device already knows for that item change nothing. Merging is idempotent and, since the winner
 * of each key is a maximum, the result does not depend on the order or batching of entries.
 * Local changes go through the same function: `mergeRemoteFavorites(state, [favoriteEntry(change, now)])`.
 */
export function mergeRemoteFavorites(
  local: SyncedFavorites,
  remoteEntries: readonly SyncedFavoriteEntry[],
): SyncedFavorites {
  const latest = new Map(local.entries.map((entry) => [keyOf(entry), entry]));
  const changed = new Set<string>();
  for (const entry of remoteEntries) {
    const key = keyOf(entry);
    const current = latest.get(key);
    if (current !== undefined && !isNewer(entry, current)) continue;
    latest.set(key, {
      id: entry.id,
      dataType: entry.dataType,
      action: entry.action,
      timestamp: entry.timestamp,
    });
    changed.add(key);
  }
  if (changed.size === 0) return local;
  let favorites = local.favorites;
  for (const key of changed) {
    const winner = latest.get(key)!;
    favorites = withFavorite(favorites, winner.dataType, winner.id, winner.action === 'create');
  }
  return { favorites, entries: [...latest.values()].sort(compareEntries) };
}

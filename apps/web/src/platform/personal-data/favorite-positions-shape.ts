import { type FavoritePosition, parseFavoritePositions } from '@showfloor/core';
import type { PersistedShape } from '../storage/persisted-shape.js';

export const FAVORITE_POSITIONS_STORAGE_KEY = 'favoritePositions';

/**
 * Version 0 is the map's own sync payload (spec modules §2: "title and places with x, y, zone,
 * floor"): a bare list of `{ title, places }`, without ids or dates, floors sometimes as digit
 * strings. Version 1 wraps `{ version, data }` where each position has an id and a creation time.
 */
export const FAVORITE_POSITIONS_SHAPE_VERSION = 1;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A version 0 entry given what version 1 needs: an id from its rank, a creation time keeping the order. */
function migrateVersion0(entries: unknown[]): unknown[] {
  return entries.map((entry, index) => {
    if (!isRecord(entry)) return entry;
    const places = Array.isArray(entry.places)
      ? entry.places.map((place) =>
          isRecord(place) && typeof place.floor === 'string' && /^-?\d+$/.test(place.floor)
            ? { ...place, floor: Number(place.floor) }
            : place,
        )
      : entry.places;
    return { id: `synced-${index + 1}`, createdAt: entries.length - index, ...entry, places };
  });
}

/** Reads stored positions of any version; entries that do not parse are dropped one by one. */
export function readStoredFavoritePositions(stored: unknown): FavoritePosition[] {
  if (Array.isArray(stored)) return parseFavoritePositions(migrateVersion0(stored));
  if (!isRecord(stored) || stored.version !== FAVORITE_POSITIONS_SHAPE_VERSION) return [];
  return parseFavoritePositions(stored.data);
}

const NO_POSITIONS: FavoritePosition[] = [];

export const favoritePositionsShape: PersistedShape<FavoritePosition[]> = {
  key: FAVORITE_POSITIONS_STORAGE_KEY,
  version: FAVORITE_POSITIONS_SHAPE_VERSION,
  empty: NO_POSITIONS,
  read: readStoredFavoritePositions,
};

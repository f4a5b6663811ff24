import {
  EMPTY_FAVORITES,
  type FavoritesState,
  isPublishedDataType,
  normalizeFavoriteId,
  withFavorite,
} from '@showfloor/core';
import type { PersistedShape } from '../storage/persisted-shape.js';

export const FAVORITES_STORAGE_KEY = 'favorites';

/**
 * Version 1 (the first app) stored `{ [type]: ids }` without a version, ids as it received them:
 * numbers or digit strings. Version 2 wraps `{ version, data }` with numeric, sorted ids.
 */
export const FAVORITES_SHAPE_VERSION = 2;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Keeps the valid favorites of a per-type id map: known types, ids that normalize (spec core §5). */
function favoritesOfIdMap(map: Record<string, unknown>): FavoritesState {
  let state: FavoritesState = EMPTY_FAVORITES;
  for (const [type, ids] of Object.entries(map)) {
    if (!isPublishedDataType(type) || !Array.isArray(ids)) continue;
    for (const raw of ids) {
      const parsed = normalizeFavoriteId(raw);
      if (parsed.ok) state = withFavorite(state, type, parsed.id, true);
    }
  }
  return state;
}

/** Reads stored favorites of any version; anything unreadable is dropped item by item. */
export function readStoredFavorites(stored: unknown): FavoritesState {
  if (!isRecord(stored)) return EMPTY_FAVORITES;
  if (stored.version === FAVORITES_SHAPE_VERSION) {
    return isRecord(stored.data) ? favoritesOfIdMap(stored.data) : EMPTY_FAVORITES;
  }
  // Unversioned: version 1.
  return favoritesOfIdMap(stored);
}

export const favoritesShape: PersistedShape<FavoritesState> = {
  key: FAVORITES_STORAGE_KEY,
  version: FAVORITES_SHAPE_VERSION,
  empty: EMPTY_FAVORITES,
  read: readStoredFavorites,
};

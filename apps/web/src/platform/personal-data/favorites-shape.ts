import {
  EMPTY_FAVORITES,
  EMPTY_KEYED_FAVORITES,
  type FavoritesState,
  isPublishedDataType,
  type KeyedFavorites,
  normalizeFavoriteId,
  type OriginalIds,
  withFavorite,
  withOriginalId,
} from '@showfloor/core';
import { type PersistedShape, VERSIONED_JSON } from '../storage/persisted-shape.js';
import { isRecord, readAsideMarks } from './aside-marks.js';

export const FAVORITES_STORAGE_KEY = 'favorites';

/**
 * Version 1 (the first app) stored `{ [type]: ids }` without a version, ids as it received them:
 * numbers or digit strings. Version 2 wraps `{ version, data }` with numeric, sorted ids. Version 3
 * keeps each item's original id beside its numeric id and the favorites set aside (their item is not
 * in the held data): `{ shown: { [type]: { ids, originalIds } }, aside: [{ dataType, id, originalId }] }`.
 * Older versions read with no original ids: the first data version checked names them.
 */
export const FAVORITES_SHAPE_VERSION = 3;

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

function readVersion3(data: Record<string, unknown>): KeyedFavorites {
  let state: FavoritesState = EMPTY_FAVORITES;
  let originalIds: OriginalIds = {};
  const shown = isRecord(data.shown) ? data.shown : {};
  for (const [type, lists] of Object.entries(shown)) {
    if (!isPublishedDataType(type) || !isRecord(lists) || !Array.isArray(lists.ids)) continue;
    const originals = Array.isArray(lists.originalIds) ? lists.originalIds : [];
    lists.ids.forEach((raw, index) => {
      const parsed = normalizeFavoriteId(raw);
      if (!parsed.ok) return;
      state = withFavorite(state, type, parsed.id, true);
      const originalId = originals[index];
      if (typeof originalId === 'string')
        originalIds = withOriginalId(originalIds, type, parsed.id, originalId);
    });
  }
  return { state, originalIds, aside: readAsideMarks(data.aside, () => true) };
}

/** Reads stored favorites of any version; anything unreadable is dropped item by item. */
export function readStoredFavorites(stored: unknown): KeyedFavorites {
  if (!isRecord(stored)) return EMPTY_KEYED_FAVORITES;
  if (stored.version === FAVORITES_SHAPE_VERSION) {
    return isRecord(stored.data) ? readVersion3(stored.data) : EMPTY_KEYED_FAVORITES;
  }
  if (stored.version === 2) {
    return isRecord(stored.data)
      ? { ...EMPTY_KEYED_FAVORITES, state: favoritesOfIdMap(stored.data) }
      : EMPTY_KEYED_FAVORITES;
  }
  // Unversioned: version 1.
  return { ...EMPTY_KEYED_FAVORITES, state: favoritesOfIdMap(stored) };
}

/** The version 3 data of favorites. */
function storedFavorites(keyed: KeyedFavorites): unknown {
  const shown: Record<string, { ids: number[]; originalIds: (string | null)[] }> = {};
  for (const [type, ids] of Object.entries(keyed.state)) {
    if (!ids || ids.length === 0) continue;
    const originals = keyed.originalIds[type as keyof OriginalIds];
    shown[type] = { ids, originalIds: ids.map((id) => originals?.[id] ?? null) };
  }
  const aside = keyed.aside.map(({ dataType, id, originalId }) => ({ dataType, id, originalId }));
  return { shown, aside };
}

export const favoritesShape: PersistedShape<KeyedFavorites> = {
  key: FAVORITES_STORAGE_KEY,
  version: FAVORITES_SHAPE_VERSION,
  empty: EMPTY_KEYED_FAVORITES,
  read: readStoredFavorites,
  format: {
    decode: VERSIONED_JSON.decode,
    encode: (value, version) => JSON.stringify({ version, data: storedFavorites(value) }),
  },
};

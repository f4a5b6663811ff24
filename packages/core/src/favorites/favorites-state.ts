import type { DataType } from '../catalog/data-types.js';
import { type ItemIdError, type ItemIdResult, parseItemId } from '../validation/item-id.js';

/**
 * Favorites per data type as id lists (spec core §3). Lists are kept in ascending id order so that
 * two devices holding the same favorites hold the same value, whatever order they were added in;
 * screens sort by title anyway.
 */
export type FavoritesState = Partial<Record<DataType, number[]>>;

export const EMPTY_FAVORITES: FavoritesState = {};

/** Items tied to the user's own profile (their events, their exhibitor), which cannot be unfavorited. */
export type OwnProfileItems = Partial<Record<DataType, readonly number[]>>;

export type FavoriteError = ItemIdError | 'missingDataType' | 'cantRemove';

export interface FavoriteChange {
  id: number;
  dataType: DataType;
  action: 'create' | 'delete';
}

export type ToggleFavoriteResult =
  | { ok: true; state: FavoritesState; change: FavoriteChange }
  | { ok: false; state: FavoritesState; error: FavoriteError };

/** Spec core §5: digit-only strings become numbers, numbers are kept, anything else is refused. */
export function normalizeFavoriteId(value: unknown): ItemIdResult {
  return parseItemId(value);
}

export function isFavorite(state: FavoritesState, dataType: DataType, id: number): boolean {
  return state[dataType]?.includes(id) ?? false;
}

/** Sets one favorite on or off, keeping the canonical sorted order and dropping empty types. */
export function withFavorite(
  state: FavoritesState,
  dataType: DataType,
  id: number,
  on: boolean,
): FavoritesState {
  const current = state[dataType] ?? [];
  if (current.includes(id) === on) return state;
  const ids = on ? [...current, id].sort((a, b) => a - b) : current.filter((entry) => entry !== id);
  const next: FavoritesState = { ...state };
  if (ids.length === 0) delete next[dataType];
  else next[dataType] = ids;
  return next;
}

/**
 * Adds or removes a favorite (spec core §5). A call without an id or a data type is ignored with an
 * error; removing an item tied to the user's own profile is refused with 'cantRemove', because the
 * profile's events and exhibitor are always shown among favorites. On refusal the state comes back
 * unchanged.
 */
export function toggleFavorite(
  state: FavoritesState,
  item: { id: unknown; dataType: DataType | null | undefined },
  ownProfileIds: OwnProfileItems = {},
): ToggleFavoriteResult {
  if (!item.dataType) return { ok: false, state, error: 'missingDataType' };
  const parsed = normalizeFavoriteId(item.id);
  if (!parsed.ok) return { ok: false, state, error: parsed.error };
  const { dataType } = item;
  const { id } = parsed;
  if (isFavorite(state, dataType, id)) {
    if (ownProfileIds[dataType]?.includes(id)) return { ok: false, state, error: 'cantRemove' };
    return {
      ok: true,
      state: withFavorite(state, dataType, id, false),
      change: { id, dataType, action: 'delete' },
    };
  }
  return {
    ok: true,
    state: withFavorite(state, dataType, id, true),
    change: { id, dataType, action: 'create' },
  };
}

/** Number of favorites across every type. */
export function favoritesCount(state: FavoritesState): number {
  let count = 0;
  for (const ids of Object.values(state)) count += ids?.length ?? 0;
  return count;
}

import { describe, expect, it } from 'vitest';
import {
  EMPTY_FAVORITES,
  type FavoritesState,
  favoritesCount,
  isFavorite,
  normalizeFavoriteId,
  toggleFavorite,
} from './favorites-state.js';

function toggled(state: FavoritesState, dataType: 'events' | 'exhibitors', id: unknown): FavoritesState {
  const result = toggleFavorite(state, { dataType, id });
  if (!result.ok) throw new Error(result.error);
  return result.state;
}

describe('normalizeFavoriteId', () => {
  it('converts digit-only strings, keeps numbers and refuses the rest', () => {
    expect(normalizeFavoriteId('15')).toEqual({ ok: true, id: 15 });
    expect(normalizeFavoriteId(15)).toEqual({ ok: true, id: 15 });
    expect(normalizeFavoriteId('E15')).toEqual({ ok: false, error: 'invalidId' });
    expect(normalizeFavoriteId({ id: 15 })).toEqual({ ok: false, error: 'invalidId' });
  });
});

describe('toggleFavorite', () => {
  it('adds then removes a favorite and reports the change', () => {
    const added = toggleFavorite(EMPTY_FAVORITES, { dataType: 'events', id: '12' });
    expect(added).toEqual({
      ok: true,
      state: { events: [12] },
      change: { id: 12, dataType: 'events', action: 'create' },
    });
    const removed = toggleFavorite(added.state, { dataType: 'events', id: 12 });
    expect(removed).toEqual({
      ok: true,
      state: {},
      change: { id: 12, dataType: 'events', action: 'delete' },
    });
  });
  it('keeps ids per type in ascending order', () => {
    let state = toggled(EMPTY_FAVORITES, 'events', 9);
    state = toggled(state, 'events', 3);
    state = toggled(state, 'exhibitors', 5);
    expect(state).toEqual({ events: [3, 9], exhibitors: [5] });
    expect(isFavorite(state, 'events', 3)).toBe(true);
    expect(isFavorite(state, 'exhibitors', 3)).toBe(false);
    expect(favoritesCount(state)).toBe(3);
  });
  it('ignores a call without id or type, with an error, leaving favorites as they were', () => {
    const state = toggled(EMPTY_FAVORITES, 'events', 1);
    expect(toggleFavorite(state, { dataType: 'events', id: undefined })).toEqual({
      ok: false,
      state,
      error: 'missingId',
    });
    expect(toggleFavorite(state, { dataType: undefined, id: 1 })).toEqual({
      ok: false,
      state,
      error: 'missingDataType',
    });
    expect(toggleFavorite(state, { dataType: 'events', id: 'x1' })).toEqual({
      ok: false,
      state,
      error: 'invalidId',
    });
  });
  it("refuses to remove an item tied to the user's own profile, but lets it be added", () => {
    const own = { events: [4] };
    const added = toggleFavorite(EMPTY_FAVORITES, { dataType: 'events', id: 4 }, own);
    expect(added.ok).toBe(true);
    const removal = toggleFavorite(added.state, { dataType: 'events', id: 4 }, own);
    expect(removal).toEqual({ ok: false, state: { events: [4] }, error: 'cantRemove' });
    const other = toggleFavorite(added.state, { dataType: 'exhibitors', id: 4 }, own);
    expect(other.ok).toBe(true);
  });
});

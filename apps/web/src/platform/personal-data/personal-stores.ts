import {
  FAVORITES_STORAGE_DEBOUNCE_MS,
  type FavoritePosition,
  type KeyedFavorites,
  type KeyedNotes,
} from '@showfloor/core';
import type { KeyValueStore } from '../storage/index.js';
import { calendarFeedShape, type StoredCalendarFeed } from './calendar-feed-shape.js';
import { favoritePositionsShape } from './favorite-positions-shape.js';
import { favoritesShape } from './favorites-shape.js';
import { notesShape } from './notes-shape.js';
import { flushOnPageHide, PersistedState } from './persisted-state.js';
import {
  type SyncedFavoritesLog,
  type SyncedPositionsLog,
  syncCodeShape,
  syncedFavoritesShape,
  syncedPositionsShape,
} from './synced-favorites-shape.js';

export interface PersonalStores {
  /** Favorites shown (`state`), with their items' original ids and those set aside (PersonalDataKeeper). */
  favorites: PersistedState<KeyedFavorites>;
  notes: PersistedState<KeyedNotes>;
  /** The subscribable calendar of favorite events this device created, if any. */
  calendarFeed: PersistedState<StoredCalendarFeed | null>;
  /** The map's favourite positions (spec modules §2), written on every change like notes. */
  favoritePositions: PersistedState<FavoritePosition[]>;
  /** The favorites sync log: latest entries and those the server has not confirmed (debounced like favorites). */
  syncedFavorites: PersistedState<SyncedFavoritesLog>;
  /** The same log for the map's favourite positions, written at once as the positions are. */
  syncedPositions: PersistedState<SyncedPositionsLog>;
  /** The peering code of favorites sync, written at once. */
  syncCode: PersistedState<string | null>;
}

/**
 * The one favorites store and the one notes store of the app (built once by the composition root):
 * every screen shares them, so a toggle on a sheet shows at once on the list and the favorites
 * page. Favorites writes are debounced (spec core §9: 1 s) and flushed on page hide; notes are
 * written on every change (spec modules §2).
 */
export function createPersonalStores(backend: KeyValueStore): PersonalStores {
  const created: PersonalStores = {
    favorites: new PersistedState(backend, favoritesShape, { debounceMs: FAVORITES_STORAGE_DEBOUNCE_MS }),
    notes: new PersistedState(backend, notesShape, { debounceMs: 0 }),
    calendarFeed: new PersistedState(backend, calendarFeedShape, { debounceMs: 0 }),
    favoritePositions: new PersistedState(backend, favoritePositionsShape, { debounceMs: 0 }),
    syncedFavorites: new PersistedState(backend, syncedFavoritesShape, {
      debounceMs: FAVORITES_STORAGE_DEBOUNCE_MS,
    }),
    syncedPositions: new PersistedState(backend, syncedPositionsShape, { debounceMs: 0 }),
    syncCode: new PersistedState(backend, syncCodeShape, { debounceMs: 0 }),
  };
  if (typeof window !== 'undefined') {
    flushOnPageHide(window, created.favorites.flush);
    flushOnPageHide(window, created.syncedFavorites.flush);
    // Another tab of the app changed them: show its favorites and notes here too.
    window.addEventListener('storage', (event) => {
      if (event.key === favoritesShape.key) created.favorites.reload();
      if (event.key === notesShape.key) created.notes.reload();
      if (event.key === favoritePositionsShape.key) created.favoritePositions.reload();
      if (event.key === calendarFeedShape.key) created.calendarFeed.reload();
      if (event.key === syncedFavoritesShape.key) created.syncedFavorites.reload();
      if (event.key === syncedPositionsShape.key) created.syncedPositions.reload();
      if (event.key === syncCodeShape.key) created.syncCode.reload();
    });
  }
  return created;
}

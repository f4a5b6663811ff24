export { CALENDAR_FEED_STORAGE_KEY, type StoredCalendarFeed } from './calendar-feed-shape.js';
export {
  FAVORITE_POSITIONS_STORAGE_KEY,
  readStoredFavoritePositions,
} from './favorite-positions-shape.js';
export { FAVORITES_STORAGE_KEY, readStoredFavorites } from './favorites-shape.js';
export { NOTES_STORAGE_KEY, readStoredNotes } from './notes-shape.js';
export { flushOnPageHide, PersistedState } from './persisted-state.js';
export { PersonalDataKeeper } from './personal-data-keeper.js';
export { createPersonalStores, type PersonalStores } from './personal-stores.js';
export { REMINDERS_STORAGE_KEY, remindersShape } from './reminders-shape.js';
export {
  EMPTY_SYNCED_FAVORITES_LOG,
  EMPTY_SYNCED_POSITIONS_LOG,
  SYNC_CODE_STORAGE_KEY,
  SYNCED_FAVORITES_STORAGE_KEY,
  SYNCED_POSITIONS_STORAGE_KEY,
  type SyncedFavoritesLog,
  type SyncedPositionsLog,
  type SyncLog,
  syncCodeShape,
  syncedFavoritesShape,
  syncedPositionsShape,
} from './synced-favorites-shape.js';

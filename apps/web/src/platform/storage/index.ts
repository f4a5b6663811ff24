export { BrowserKeyValueStore, type KeyValueStore, MemoryKeyValueStore } from './key-value-store.js';
export {
  BARE_JSON,
  BARE_TEXT,
  type PersistedShape,
  type StoredFormat,
  VERSIONED_JSON,
  VERSIONED_OVER_TEXT,
} from './persisted-shape.js';
export { STORAGE_KEYS } from './storage-keys.js';
export {
  accountShape,
  calendarFeedShape,
  contactsShape,
  deviceIdShape,
  favoritePositionsShape,
  favoritesShape,
  languageShape,
  loginTokenShape,
  notesShape,
  pmrStatusShape,
  profilePassesShape,
  profileShape,
  STORED_SHAPES,
  type StoredAccount,
  type StoredProfilePass,
  type StoredProfilePasses,
  scanDisclaimerShape,
  showConfigShape,
  userDataShape,
  versionCodeShape,
} from './stored-shapes.js';
export { VersionedStorage } from './versioned-storage.js';

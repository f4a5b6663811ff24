export { BrowserKeyValueStore, type KeyValueStore, MemoryKeyValueStore } from './key-value-store.js';
export { STORAGE_KEYS } from './storage-keys.js';

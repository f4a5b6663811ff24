export { CATALOG_DATABASE_NAME, CatalogDatabase, type StoredRecord } from './catalog-database.js';
export { type CatalogMeta, InvalidLocalDataError, parseCatalogMeta } from './catalog-meta.js';
export type { CatalogReader, RecordCounts } from './catalog-reader.js';
export type { CatalogWriter, WriteProgress } from './catalog-writer.js';
export { DexieCatalogReader } from './dexie-catalog-reader.js';
export { DexieCatalogWriter } from './dexie-catalog-writer.js';
export type { KeptQueryResults } from './kept-query-results.js';
export { useLiveQuery, useRememberedLiveQuery } from './use-live-query.js';

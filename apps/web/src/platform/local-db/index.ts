export { CATALOG_DATABASE_NAME, CatalogDatabase, type StoredRecord } from './catalog-database.js';
export { type CatalogMeta, InvalidLocalDataError, parseCatalogMeta } from './catalog-meta.js';
export {
  DexieLocalCatalog,
  type LocalCatalog,
  type RecordCounts,
  type WriteProgress,
} from './local-catalog.js';
export { useLiveQuery, useRememberedLiveQuery } from './use-live-query.js';

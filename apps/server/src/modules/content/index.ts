export {
  badRowsOf,
  badRowsOfContent,
  type ContentFile,
  contentFileReport,
  readContentFile,
} from './content-file.js';
export {
  applyContent,
  type ContentLog,
  type ContentStores,
  planContent,
  typeCountsOf,
  VENUE_ITEM_TYPES,
} from './content-import.js';
export { ContentUploadStore, type StoredUpload } from './content-upload-store.js';
export {
  EXHIBITOR_LIST_FORMATS,
  type ExhibitorListFormat,
  type ExhibitorListResult,
  isXlsx,
  looksLikeCsv,
  readExhibitorListFile,
  readXlsxSheet,
} from './exhibitor-list-file.js';
export { ImportGate } from './import-gate.js';
export { type ImageRefusal, isImageRefusal, type PreparedImage, prepareItemImage } from './item-image.js';
export {
  isPublicAddress,
  LOGO_FETCH_CONCURRENCY,
  LogoFetcher,
  type LogoFetcherOptions,
  type LogoOutcome,
  type LogoRequest,
} from './logo-fetcher.js';

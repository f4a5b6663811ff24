export { AccountApi, type SessionAccess } from './account-api.js';
export { ApiClient, type ApiClientOptions, type DownloadProgress } from './api-client.js';
export { CalendarFeedApi, CalendarFeedGoneError } from './calendar-feed-api.js';
export { isDataIncrement, parseDataBundle, parseUpdateAnswer } from './catalog-payloads.js';
export { FavoritesSyncApi, SyncEncryptionError } from './favorites-sync-api.js';
export { httpLeadCalls, LEAD_CALL_PATHS, type LeadCalls } from './lead-api.js';
export { isNetworkError, NETWORK_ERROR_KINDS, NetworkError, type NetworkErrorKind } from './network-error.js';
export { sendNotesMail } from './notes-mail-api.js';
export { failureOf, isProviderError, ProviderError, type ProviderErrorCode } from './provider-error.js';

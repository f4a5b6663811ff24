export { DEFAULT_FAVORITES_SYNC_LIMITS, type FavoritesSyncLimits } from './favorites-sync.routes.js';
export {
  FAVORITES_SYNC_API_PREFIXES,
  type FavoritesSyncModuleOptions,
  registerFavoritesSyncModule,
} from './register-favorites-sync-module.js';
export { FAVORITES_SYNC_KEY_FILE } from './sync-keys.js';
export type { AcceptSyncSubject, VerifySyncSubject } from './sync-subject.js';

import './app-service.js';

export { type AssetCache, CacheStorageAssetCache, noAssetCache } from './asset-cache.js';
export { type AppliedUpdate, BufferedUpdate, type UpdateJob } from './buffered-update.js';
export type { LocalDataState } from './local-data-startup.js';
export { dataModeOf, manifestRequestOf } from './update-plan.js';
export { localUpdateSessions, type UpdateSession, type UpdateSessionFactory } from './update-session.js';
export { UpdaterController, type UpdaterDeps, type UpdaterSnapshot } from './updater-controller.js';
export { UpdaterPanel } from './updater-panel.js';
export { useUpdateTriggers } from './use-update-triggers.js';
export { WhatChangedNotice } from './what-changed-notice.js';
export { WhatChangedStore } from './what-changed-store.js';
export { workerUpdateSessions } from './worker-update-sessions.js';

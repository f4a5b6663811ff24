export { DataVersionRepository, type ListedVersion } from './data-version.repository.js';
export { PublishedStore } from './published-store.js';
export {
  CONFIG_PATH,
  type ExclusiveRunner,
  PUBLISHED_LOCALES,
  PublishError,
  PublishingService,
  type PublishOptions,
  type PublishResult,
} from './publishing.service.js';
export {
  assetPackQuerySchema,
  bundleParamsSchema,
  manifestQuerySchema,
  registerUpdaterRoutes,
  versionQuerySchema,
} from './updater.routes.js';
export { UpdaterService } from './updater.service.js';

export { DataVersionRepository } from './data-version.repository.js';
export { PublishedStore } from './published-store.js';
export {
  CONFIG_PATH,
  PUBLISHED_LOCALES,
  PublishingService,
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

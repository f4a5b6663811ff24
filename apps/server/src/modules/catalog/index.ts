export { assetParamsSchema, assetQuerySchema, registerAssetRoutes } from './asset.routes.js';
export { type Asset, CatalogRepository, type StoredItem } from './catalog.repository.js';
export { loadDemoShow, yesterday } from './load-demo-show.js';

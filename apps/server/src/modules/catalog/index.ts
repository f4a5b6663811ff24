export { assetParamsSchema, assetQuerySchema, registerAssetRoutes } from './asset.routes.js';
export {
  type Asset,
  type AssetInput,
  CatalogRepository,
  type EditableItem,
  type ImportBatch,
  type ImportCounts,
  type ItemTitleRow,
  type StoredItem,
  type TypeCounts,
} from './catalog.repository.js';
export { type ImportPlan, planImport, type SourcedItem } from './import-plan.js';
export { loadDemoShow, yesterday } from './load-demo-show.js';

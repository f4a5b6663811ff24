export {
  CATALOG_LOADERS,
  createI18n,
  dataTypeLabelKey,
  FALLBACK_LANGUAGE,
  loadLanguage,
  resolveLanguage,
} from './app-i18n.js';
export type { Catalog } from './catalog.js';

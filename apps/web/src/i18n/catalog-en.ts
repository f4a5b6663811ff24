import { type Catalog, mergeCatalogs } from './catalog.js';
import en from './en.json';

/** Every English text of the app: a chunk of its own, fetched only by a visitor who reads English. */
export const EN_CATALOG: Catalog = mergeCatalogs(
  en,
  import.meta.glob<Catalog>('../features/*/i18n/en.json', { eager: true, import: 'default' }),
);

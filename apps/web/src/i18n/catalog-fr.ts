import { type Catalog, mergeCatalogs } from './catalog.js';
import fr from './fr.json';

/** Every French text of the app: a chunk of its own, fetched only by a visitor who reads French. */
export const FR_CATALOG: Catalog = mergeCatalogs(
  fr,
  import.meta.glob<Catalog>('../features/*/i18n/fr.json', { eager: true, import: 'default' }),
);

import type { CatalogReader } from '../../platform/local-db/index.js';
import { lazyPage, type PageDefinition } from '../../shell/page.js';
import { warmUpMaplibre } from './load-maplibre.js';
import { readVenueRecords } from './read-venue-records.js';

const loadMapPage = () => import('./map-page.js');

/**
 * Starts what the map needs as soon as the page's code is here, while the router shows the page:
 * the venue's records (a database read of 4.5 MB in dataset W, which the page then finds in memory
 * or in flight instead of starting it after its first render) and the engine's code. Resolves with
 * the page's code, so that the reads never hold the main thread before the page's first render.
 */
async function startMapReads(_props: unknown, catalog: CatalogReader): Promise<void> {
  await loadMapPage();
  warmUpMaplibre();
  readVenueRecords(catalog).catch(() => undefined);
}

// The page and its map engine are fetched when the map is first opened (and cached then by the
// service worker for offline use),
// so the app's start carries none of it; the router waits for the page's code before leaving the
// page before it.
export const pages: readonly PageDefinition[] = [
  {
    pageKey: 'mobigeo',
    component: lazyPage(loadMapPage, 'MapPage'),
    prepare: startMapReads,
  },
];

import { lazyPage, type PageDefinition } from '../../app/page-registry.js';

// The page and its map engine are fetched when the map is first opened (precached for offline use),
// so the app's start carries none of it; the router waits for the page's code before leaving the
// page before it.
export const pages: readonly PageDefinition[] = [
  { pageKey: 'mobigeo', component: lazyPage(() => import('./map-page.js'), 'MapPage') },
];

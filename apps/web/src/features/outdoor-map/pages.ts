import { lazyPage, type PageDefinition } from '../../shell/page.js';

/** The outdoor map (page key googleMap): its code and the map engine are fetched when first shown. */
export const pages: readonly PageDefinition[] = [
  { pageKey: 'googleMap', component: lazyPage(() => import('./outdoor-map-page.js'), 'OutdoorMapPage') },
];

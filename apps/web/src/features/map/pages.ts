import type { PageDefinition } from '../../app/page-registry.js';
import { MapPageEntry } from './map-page-entry.js';
import { OutdoorMapNotice } from './outdoor-map-notice.js';

export const pages: readonly PageDefinition[] = [
  { pageKey: 'mobigeo', component: MapPageEntry },
  { pageKey: 'googleMap', component: OutdoorMapNotice },
];

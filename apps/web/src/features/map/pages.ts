import type { PageDefinition } from '../../app/page-registry.js';
import { MapPage } from './map-page.js';

export const pages: readonly PageDefinition[] = [{ pageKey: 'mobigeo', component: MapPage }];

import type { PageDefinition } from '../../app/page-registry.js';
import { MapPageEntry } from './map-page-entry.js';

export const pages: readonly PageDefinition[] = [{ pageKey: 'mobigeo', component: MapPageEntry }];

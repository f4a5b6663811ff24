import type { PageDefinition } from '../../app/page-registry.js';
import { SearchPage } from './search-page.js';

export const pages: readonly PageDefinition[] = [{ pageKey: 'search', component: SearchPage }];

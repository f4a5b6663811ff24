import type { PageDefinition } from '../../app/page-registry.js';
import { FavoritesPage } from './favorites-page.js';

export const pages: readonly PageDefinition[] = [{ pageKey: 'favorites', component: FavoritesPage }];

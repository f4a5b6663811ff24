import { lazyPage, type PageDefinition } from '../../app/page-registry.js';

export const pages: readonly PageDefinition[] = [
  { pageKey: 'favorites', component: lazyPage(() => import('./favorites-page.js'), 'FavoritesPage') },
];

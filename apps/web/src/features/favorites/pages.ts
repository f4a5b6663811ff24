import { lazyPage, type PageDefinition } from '../../shell/page.js';

export const pages: readonly PageDefinition[] = [
  { pageKey: 'favorites', component: lazyPage(() => import('./favorites-page.js'), 'FavoritesPage') },
];

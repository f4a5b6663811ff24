import { lazyPage, type PageDefinition } from '../../app/page-registry.js';

export const pages: readonly PageDefinition[] = [
  { pageKey: 'search', component: lazyPage(() => import('./search-page.js'), 'SearchPage') },
];

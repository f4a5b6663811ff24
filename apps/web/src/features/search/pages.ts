import { lazyPage, type PageDefinition } from '../../shell/page.js';

export const pages: readonly PageDefinition[] = [
  { pageKey: 'search', component: lazyPage(() => import('./search-page.js'), 'SearchPage') },
];

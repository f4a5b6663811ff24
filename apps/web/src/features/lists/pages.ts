import { lazyPage, type PageDefinition } from '../../shell/page.js';

export const pages: readonly PageDefinition[] = [
  { pageKey: 'list', component: lazyPage(() => import('./list-page.js'), 'ListPage') },
  { pageKey: 'list-groups', component: lazyPage(() => import('./grouped-list-page.js'), 'GroupedListPage') },
];

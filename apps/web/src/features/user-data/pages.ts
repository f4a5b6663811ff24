import { lazyPage, type PageDefinition } from '../../app/page-registry.js';

export const pages: readonly PageDefinition[] = [
  { pageKey: 'user-data', component: lazyPage(() => import('./user-data-page.js'), 'UserDataPage') },
];

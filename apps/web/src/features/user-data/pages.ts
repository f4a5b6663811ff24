import { lazyPage, type PageDefinition } from '../../shell/page.js';

export const pages: readonly PageDefinition[] = [
  { pageKey: 'user-data', component: lazyPage(() => import('./user-data-page.js'), 'UserDataPage') },
];

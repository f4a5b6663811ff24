import { lazyPage, type PageDefinition } from '../../app/page-registry.js';

export const pages: readonly PageDefinition[] = [
  { pageKey: 'login', component: lazyPage(() => import('./login-page.js'), 'LoginPage') },
];

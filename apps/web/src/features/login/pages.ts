import { lazyPage, type PageDefinition } from '../../shell/page.js';

export const pages: readonly PageDefinition[] = [
  { pageKey: 'login', component: lazyPage(() => import('./login-page.js'), 'LoginPage') },
];

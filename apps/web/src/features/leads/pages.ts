import { lazyPage, type PageDefinition } from '../../shell/page.js';

export const pages: readonly PageDefinition[] = [
  { pageKey: 'klipso-leads', component: lazyPage(() => import('./leads-route-page.js'), 'LeadsRoutePage') },
];

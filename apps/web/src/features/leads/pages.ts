import { lazyPage, type PageDefinition } from '../../app/page-registry.js';

export const pages: readonly PageDefinition[] = [
  { pageKey: 'klipso-leads', component: lazyPage(() => import('./leads-route-page.js'), 'LeadsRoutePage') },
];

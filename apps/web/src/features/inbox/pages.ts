import { lazyPage, type PageDefinition } from '../../app/page-registry.js';

export const pages: readonly PageDefinition[] = [
  { pageKey: 'inbox', component: lazyPage(() => import('./inbox-page.js'), 'InboxPage') },
];

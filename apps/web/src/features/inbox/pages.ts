import { lazyPage, type PageDefinition } from '../../shell/page.js';

export const pages: readonly PageDefinition[] = [
  { pageKey: 'inbox', component: lazyPage(() => import('./inbox-page.js'), 'InboxPage') },
];

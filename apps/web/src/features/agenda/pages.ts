import { lazyPage, type PageDefinition } from '../../app/page-registry.js';

export const pages: readonly PageDefinition[] = [
  {
    pageKey: 'synoptic-agenda',
    component: lazyPage(() => import('./synoptic-agenda-page.js'), 'SynopticAgendaPage'),
  },
];

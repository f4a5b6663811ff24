import { lazyPage, type PageDefinition } from '../../shell/page.js';

export const pages: readonly PageDefinition[] = [
  {
    pageKey: 'synoptic-agenda',
    component: lazyPage(() => import('./synoptic-agenda-page.js'), 'SynopticAgendaPage'),
  },
];

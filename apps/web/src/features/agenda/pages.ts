import type { PageDefinition } from '../../app/page-registry.js';
import { SynopticAgendaPage } from './synoptic-agenda-page.js';

export const pages: readonly PageDefinition[] = [
  { pageKey: 'synoptic-agenda', component: SynopticAgendaPage },
];

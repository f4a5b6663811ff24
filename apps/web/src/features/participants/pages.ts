import { lazyPage, type PageDefinition } from '../../shell/page.js';

/** The networking screens (spec core §2, §6): all need a login. */
export const pages: readonly PageDefinition[] = [
  {
    pageKey: 'search-taiga',
    component: lazyPage(() => import('./participants-page.js'), 'ParticipantsPage'),
  },
  { pageKey: 'participant', component: lazyPage(() => import('./participant-sheet.js'), 'ParticipantPage') },
  { pageKey: 'contact', component: lazyPage(() => import('./participant-sheet.js'), 'ContactPage') },
];

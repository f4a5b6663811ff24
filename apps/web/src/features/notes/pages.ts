import { lazyPage, type PageDefinition } from '../../shell/page.js';

export const pages: readonly PageDefinition[] = [
  { pageKey: 'notes', component: lazyPage(() => import('./notes-page.js'), 'NotesPage') },
];

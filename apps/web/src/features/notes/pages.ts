import { lazyPage, type PageDefinition } from '../../app/page-registry.js';

export const pages: readonly PageDefinition[] = [
  { pageKey: 'notes', component: lazyPage(() => import('./notes-page.js'), 'NotesPage') },
];

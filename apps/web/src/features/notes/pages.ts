import type { PageDefinition } from '../../app/page-registry.js';
import { NotesPage } from './notes-page.js';

export const pages: readonly PageDefinition[] = [{ pageKey: 'notes', component: NotesPage }];

import type { PageDefinition } from '../../app/page-registry.js';
// Registers what a login fetches for networking (codifications, the directory in ALL mode).
import './networking-on-login.js';
import { ContactPage, ParticipantPage } from './participant-sheet.js';
import { ParticipantsPage } from './participants-page.js';

/** The networking screens (spec core §2, §6): all need a login. */
export const pages: readonly PageDefinition[] = [
  { pageKey: 'search-taiga', component: ParticipantsPage },
  { pageKey: 'participant', component: ParticipantPage },
  { pageKey: 'contact', component: ContactPage },
];

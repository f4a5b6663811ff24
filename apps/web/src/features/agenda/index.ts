export { readableTextColor } from './readable-text-color.js';
export { SynopticAgendaPage } from './synoptic-agenda-page.js';

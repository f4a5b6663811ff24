import { encodeRoute, type PublishedChangelog, type Route, type WhatChanged } from '@showfloor/core';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { TEST_SHOW_CONFIG } from '../features/updater/fake-back-office.js';
import { WhatChangedStore } from '../features/updater/index.js';
import { WhatChangedDialog } from '../features/updater/what-changed-dialog.js';
import { loadLanguage } from '../i18n/index.js';
import { TestClock } from '../platform/clock/index.js';
import { CatalogDatabase } from '../platform/local-db/index.js';
import { ApiClient } from '../platform/network/index.js';
import { MemoryKeyValueStore } from '../platform/storage/index.js';
import { AppContextProvider, HOME_ROUTE, type Router } from '../shell/index.js';
import { createAppServices } from './app-services.js';

const MOVED = {
  id: 11,
  originalId: 'talk-keynote',
  title: 'Opening keynote',
  time: {
    old: { start: '2026-11-21T09:30:00+01:00', end: '2026-11-21T10:30:00+01:00' },
    new: { start: '2026-11-21T11:00:00+01:00', end: '2026-11-21T12:00:00+01:00' },
  },
  room: { old: 'Salle Rhône', new: 'Salle Saône' },
};
const CANCELLED = { id: 13, originalId: 'talk-panel', title: 'Closing panel', isCancelled: true as const };

const NOTICE: WhatChanged = {
  version: 5,
  note: 'Saturday morning reshuffled',
  isPartial: true,
  sessions: [MOVED, CANCELLED],
};

/** A router that stays on home: the dialog only reads the current route and builds links. */
const router: Router = {
  route: HOME_ROUTE,
  navigate: (_route: Route) => undefined,
  back: () => undefined,
  replace: (_route: Route) => undefined,
  panes: null,
  preload: () => () => undefined,
};

/** The dialog as the app renders it, in `language`, its text with tags stripped. */
async function render(notice: WhatChanged, language: 'en' | 'fr') {
  const services = createAppServices({
    store: new MemoryKeyValueStore(),
    api: new ApiClient({
      baseUrl: 'http://back-office.test',
      fetch: async () => new Response('', { status: 503 }),
    }),
    database: new CatalogDatabase(`what-changed-${language}`, { indexedDB: new IDBFactory(), IDBKeyRange }),
    clock: new TestClock(0),
  });
  await loadLanguage(services.i18n, language);
  const html = renderToStaticMarkup(
    <I18nextProvider i18n={services.i18n}>
      <AppContextProvider value={{ services, router, config: TEST_SHOW_CONFIG, language }}>
        <WhatChangedDialog notice={notice} onClose={() => undefined} />
      </AppContextProvider>
    </I18nextProvider>,
  );
  const text = html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ');
  return { html, text };
}

/** The "What changed" notice as the app renders it, with the services of the composition root. */
describe('the "What changed" dialog', () => {
  it('names each touched favorite with its old and new time and room, links to the sheet of those still shown', async () => {
    const { html, text } = await render(NOTICE, 'en');
    expect(html).toMatch(/<dialog[^>]*aria-labelledby="([^"]+)"[^>]*>\s*<h2 id="\1">What changed<\/h2>/);
    expect(text).toContain('Version 5 of the show’s data changes some of your favorites:');
    expect(html).toContain(
      `<a href="${encodeRoute({ pageKey: 'event', props: { id: 11 } }).replace(/&/g, '&amp;')}" class="what-changed-title">Opening keynote</a>`,
    );
    expect(text).toContain('Time: Sat, Nov 21, 09:30 – 10:30 → Sat, Nov 21, 11:00 – 12:00');
    expect(text).toContain('Room: Salle Rhône → Salle Saône');
    // A cancelled session has no sheet to open: its title is not a link.
    expect(html).toContain('<span class="what-changed-title">Closing panel</span>');
    expect(text).toContain('Closing panel Cancelled');
    expect(text).toContain('Note from the organisers: Saturday morning reshuffled');
    expect(text).toContain('Other versions were published while you were offline');
    expect(html).toMatch(/<button type="button" class="primary">Close<\/button>/);
  });

  it('speaks French to a French visitor, and leaves out the note and the offline line when there are none', async () => {
    const { text } = await render({ ...NOTICE, note: '', isPartial: false }, 'fr');
    expect(text).toContain('Ce qui a changé');
    expect(text).toContain('Horaire : sam. 21 nov., 09:30 – 10:30 → sam. 21 nov., 11:00 – 12:00');
    expect(text).toContain('Salle : Salle Rhône → Salle Saône');
    expect(text).toContain('Annulé');
    expect(text).not.toContain('Note des organisateurs');
    expect(text).not.toContain('hors ligne');
  });
});

describe('the notice store', () => {
  const changelog: PublishedChangelog = {
    version: 5,
    previousVersion: 4,
    publishedAt: '2026-11-20T18:00:00.000Z',
    note: '',
    restoredFrom: null,
    counts: {},
    sessions: [MOVED],
  };

  it('holds a notice only when the changelog touches a favorite, until the visitor closes it', async () => {
    const store = new WhatChangedStore();
    let changes = 0;
    store.subscribe(() => changes++);
    const unrelated = { state: { events: [2] }, originalIds: { events: { 2: 'talk-other' } }, aside: [] };
    store.offer(changelog, unrelated, 4);
    expect(store.getSnapshot()).toBeNull();
    expect(changes).toBe(0);

    const favorite = { state: { events: [11] }, originalIds: { events: { 11: 'talk-keynote' } }, aside: [] };
    store.offer(changelog, favorite, 4);
    expect(store.getSnapshot()).toEqual({ version: 5, note: '', isPartial: false, sessions: [MOVED] });
    expect(changes).toBe(1);
    store.dismiss();
    expect(store.getSnapshot()).toBeNull();
    expect(changes).toBe(2);
  });
});

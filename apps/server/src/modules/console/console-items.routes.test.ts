import {
  CONSOLE_CSRF_HEADER,
  type ConsoleItem,
  type ConsoleItemList,
  type OrganiserRole,
} from '@showfloor/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { showConfigFixture, sourceItem } from '../../testing/catalog-factories.js';
import { type ConsoleLogin, logInOrganiser } from '../../testing/console-organisers.js';
import { openTestApp, type TestApp } from '../../testing/test-app.js';
import { TEST_DRIVERS } from '../../testing/test-database.js';
import { OrganiserRepository } from './organiser.repository.js';

type LoggedIn = ConsoleLogin;

for (const driver of TEST_DRIVERS) {
  describe(`console items on ${driver}: browse every type, edit a title and a session's room`, () => {
    let test: TestApp;
    let organisers: OrganiserRepository;
    let editor: LoggedIn;
    let staff: LoggedIn;

    const logInAs = (email: string, role: OrganiserRole) =>
      logInOrganiser(test.app, test.handle.db, email, role);

    beforeAll(async () => {
      test = await openTestApp(driver);
      organisers = new OrganiserRepository(test.handle.db);
      const { catalog } = test;
      await catalog.setConfig(showConfigFixture());
      await catalog.importItems([
        {
          items: [
            sourceItem('places', 'room-a', { fields: { title: 'Room A' } }),
            sourceItem('places', 'room-b', { fields: { title: 'Salle B' } }),
            sourceItem('events', 'talk-1', {
              fields: { title: 'Opening keynote', event_place_text: 'Room A', start_time: '9h30' },
              refs: { places: { type: 'places', ids: ['room-a'] } },
            }),
            sourceItem('speakers', 'chloe', {
              fields: { title: 'Chloé Berthélémy', display_name: 'Chloé Berthélémy' },
            }),
          ],
        },
      ]);
      editor = await logInAs('editor@show.test', 'editor');
      staff = await logInAs('staff@show.test', 'staff');
    });
    afterAll(async () => {
      await test.close();
    });

    const get = (who: LoggedIn, url: string) =>
      test.app.inject({ method: 'GET', url: `/console/api/${url}`, headers: { cookie: who.cookie } });
    const put = (
      who: LoggedIn,
      url: string,
      payload: Record<string, unknown>,
      csrf = who.session.csrfToken,
    ) =>
      test.app.inject({
        method: 'PUT',
        url: `/console/api/${url}`,
        payload,
        headers: { cookie: who.cookie, [CONSOLE_CSRF_HEADER]: csrf },
      });

    async function talk(): Promise<ConsoleItem> {
      const list: ConsoleItemList = (await get(staff, 'items/events')).json();
      const id = list.items.find((item) => item.originalId === 'talk-1')?.id;
      return (await get(staff, `items/events/${id}`)).json();
    }

    it('counts items per type and lists a type by title, to any organiser', async () => {
      expect((await get(staff, 'items')).json().counts).toEqual({ events: 1, places: 2, speakers: 1 });
      const speakers = await get(staff, 'items/speakers');
      expect(speakers.statusCode).toBe(200);
      expect(speakers.json().items).toEqual([
        expect.objectContaining({ originalId: 'chloe', title: 'Chloé Berthélémy', source: null }),
      ]);
      expect((await get(staff, 'items/unicorns')).statusCode).toBe(400);
      expect((await test.app.inject({ method: 'GET', url: '/console/api/items/events' })).statusCode).toBe(
        401,
      );
    });

    it('shows a session with the rooms it may move to and its own', async () => {
      const item = await talk();
      expect(item.roomId).toBe('room-a');
      expect(item.rooms).toEqual([
        { originalId: 'room-a', title: 'Room A' },
        { originalId: 'room-b', title: 'Salle B' },
      ]);
      expect((await get(staff, `items/places/${item.id}`)).statusCode).toBe(404);
    });

    it('moves a session to another room and renames it, publishes it so, and audits who did', async () => {
      const before = await talk();
      const moved = await put(editor, `items/events/${before.id}`, {
        updatedAt: before.updatedAt,
        roomId: 'room-b',
        title: { kind: 'plain', text: ' Opening keynote (moved) ' },
      });
      expect(moved.statusCode).toBe(200);
      expect(moved.json()).toMatchObject({
        roomId: 'room-b',
        fields: { title: 'Opening keynote (moved)', event_place_text: 'Salle B' },
      });
      const entries = await organisers.auditEntries(5);
      expect(entries[0]).toMatchObject({
        actor: 'editor@show.test',
        action: 'item.edit',
        detail: {
          type: 'events',
          originalId: 'talk-1',
          changed: ['title', 'room'],
          room: { from: 'room-a', to: 'room-b' },
        },
      });

      const published = await test.publishing.publish();
      expect(published.version).toBeGreaterThan(0);
      const bundle = (await test.app.inject({ url: '/offline/db_eng.json' })).json();
      const events = bundle.data.events;
      const row = events.rows[0];
      expect(row[events.fields.indexOf('title')]).toBe('Opening keynote (moved)');
      expect(row[events.fields.indexOf('event_place_text')]).toBe('Salle B');
      const rooms = bundle.data.places;
      const roomB = rooms.rows.find(
        (place: unknown[]) => place[rooms.fields.indexOf('original_id')] === 'room-b',
      );
      expect(row[events.fields.indexOf('references')]).toEqual({
        places: [roomB[rooms.fields.indexOf('id')]],
      });
    });

    it('refuses an edit made on an older read, a room that does not exist, and a room for a non-session', async () => {
      const stale = await talk();
      const first = await put(editor, `items/events/${stale.id}`, {
        updatedAt: stale.updatedAt,
        title: { kind: 'plain', text: 'First edit' },
      });
      expect(first.statusCode).toBe(200);
      const second = await put(editor, `items/events/${stale.id}`, {
        updatedAt: stale.updatedAt,
        title: { kind: 'plain', text: 'Second edit, on the old read' },
      });
      expect(second.statusCode).toBe(409);
      expect((await talk()).fields.title).toBe('First edit');

      const current = await talk();
      const noRoom = await put(editor, `items/events/${current.id}`, {
        updatedAt: current.updatedAt,
        roomId: 'room-z',
      });
      expect(noRoom.statusCode).toBe(400);
      expect(noRoom.json().field).toBe('roomId');
      const emptyTitle = await put(editor, `items/events/${current.id}`, {
        updatedAt: current.updatedAt,
        title: { kind: 'plain', text: '   ' },
      });
      expect(emptyTitle.statusCode).toBe(400);
      expect(emptyTitle.json().field).toBe('title.text');
      const speakers: ConsoleItemList = (await get(staff, 'items/speakers')).json();
      const speaker: ConsoleItem = (await get(staff, `items/speakers/${speakers.items[0]?.id}`)).json();
      const speakerRoom = await put(editor, `items/speakers/${speaker.id}`, {
        updatedAt: speaker.updatedAt,
        roomId: 'room-a',
      });
      expect(speakerRoom.statusCode).toBe(400);
      expect(speakerRoom.json().field).toBe('roomId');
      expect((await talk()).updatedAt).toBe(current.updatedAt);
    });

    it('lets staff read but not edit, and refuses an edit without the CSRF token', async () => {
      const item = await talk();
      const byStaff = await put(staff, `items/events/${item.id}`, {
        updatedAt: item.updatedAt,
        roomId: 'room-a',
      });
      expect(byStaff.statusCode).toBe(403);
      const forged = await put(
        editor,
        `items/events/${item.id}`,
        { updatedAt: item.updatedAt, roomId: 'room-a' },
        'forged',
      );
      expect(forged.statusCode).toBe(403);
      expect((await talk()).roomId).toBe(item.roomId);
    });
  });
}

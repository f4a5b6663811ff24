import {
  CONSOLE_CSRF_HEADER,
  type ConsoleItem,
  type ConsoleItemList,
  DESCRIPTION_MAX_CHARS,
  type OrganiserRole,
  type PublishPreview,
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
            sourceItem('events', 'night-set', {
              fields: {
                title: { $t: { fr: 'Concert de nuit', en: 'Night concert' } },
                description: { $t: { fr: '<p>Un concert.</p>', en: '<p>A concert.</p>' } },
                start_date: '2026-11-21T22:30:00+01:00',
                end_date: '2026-11-22T00:30:00+01:00',
                day: '2026-11-21',
                start_time: '22h30',
                end_time: '0h30',
                lump: { start_date_UTC: '2026-11-21T21:30:00Z', end_date_UTC: '2026-11-21T23:30:00Z' },
              },
            }),
            sourceItem('exhibitors', 'acme', {
              fields: { title: 'Acme', description: '<p>Robots.</p>' },
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

    async function itemOf(type: string, originalId: string): Promise<ConsoleItem> {
      const list: ConsoleItemList = (await get(staff, `items/${type}`)).json();
      const id = list.items.find((item) => item.originalId === originalId)?.id;
      return (await get(staff, `items/${type}/${id}`)).json();
    }
    const talk = () => itemOf('events', 'talk-1');
    const nightSet = () => itemOf('events', 'night-set');

    it('counts items per type and lists a type by title, to any organiser', async () => {
      expect((await get(staff, 'items')).json().counts).toEqual({
        events: 2,
        exhibitors: 1,
        places: 2,
        speakers: 1,
      });
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

    it('shows a session’s times on the show clock and moves them, which the publish preview lists as moved', async () => {
      const before = await nightSet();
      expect(before.times).toEqual({
        start: '2026-11-21T22:30',
        end: '2026-11-22T00:30',
        timeZone: 'Europe/Paris',
      });
      expect(before.hasDescription).toBe(true);
      const moved = await put(editor, `items/events/${before.id}`, {
        updatedAt: before.updatedAt,
        start: '2026-11-21T23:15',
        end: '2026-11-22T01:05',
      });
      expect(moved.statusCode).toBe(200);
      const item: ConsoleItem = moved.json();
      expect(item.times).toMatchObject({ start: '2026-11-21T23:15', end: '2026-11-22T01:05' });
      expect(item.fields).toMatchObject({
        start_date: '2026-11-21T23:15:00+01:00',
        end_date: '2026-11-22T01:05:00+01:00',
        day: '2026-11-21',
        start_time: '23h15',
        end_time: '1h05',
        lump: { start_date_UTC: '2026-11-21T22:15:00Z', end_date_UTC: '2026-11-22T00:05:00Z' },
      });
      const [entry] = await organisers.auditEntries(1);
      expect(entry).toMatchObject({
        action: 'item.edit',
        detail: {
          originalId: 'night-set',
          changed: ['times'],
          times: {
            from: { start: '2026-11-21T22:30:00+01:00', end: '2026-11-22T00:30:00+01:00' },
            to: { start: '2026-11-21T23:15:00+01:00', end: '2026-11-22T01:05:00+01:00' },
          },
        },
      });

      const preview: PublishPreview = (await get(staff, 'publish/preview')).json();
      expect(preview.changes.sessions.find((session) => session.originalId === 'night-set')).toMatchObject({
        time: {
          old: { start: '2026-11-21T22:30:00+01:00', end: '2026-11-22T00:30:00+01:00' },
          new: { start: '2026-11-21T23:15:00+01:00', end: '2026-11-22T01:05:00+01:00' },
        },
      });
    });

    it('refuses an end before the start naming the end, a time that is not one, and times for a non-session', async () => {
      const before = await nightSet();
      const backwards = await put(editor, `items/events/${before.id}`, {
        updatedAt: before.updatedAt,
        start: '2026-11-21T23:30',
        end: '2026-11-21T00:30',
      });
      expect(backwards.statusCode).toBe(400);
      expect(backwards.json()).toMatchObject({ field: 'end', message: expect.stringContaining('next day') });
      const notADate = await put(editor, `items/events/${before.id}`, {
        updatedAt: before.updatedAt,
        start: '2026-02-30T10:00',
        end: '2026-03-01T11:00',
      });
      expect(notADate.json().field).toBe('start');
      const exhibitor = await itemOf('exhibitors', 'acme');
      const timedExhibitor = await put(editor, `items/exhibitors/${exhibitor.id}`, {
        updatedAt: exhibitor.updatedAt,
        start: '2026-11-21T10:00',
        end: '2026-11-21T11:00',
      });
      expect(timedExhibitor.statusCode).toBe(400);
      expect(timedExhibitor.json().field).toBe('start');
      expect((await nightSet()).updatedAt).toBe(before.updatedAt);
    });

    it('stores a description sanitised: no script or event handler reaches the catalog', async () => {
      const exhibitor = await itemOf('exhibitors', 'acme');
      const saved = await put(editor, `items/exhibitors/${exhibitor.id}`, {
        updatedAt: exhibitor.updatedAt,
        title: { kind: 'plain', text: 'Acme' },
        description: {
          kind: 'plain',
          html: '<p onclick="steal()">Robots <b>and</b> arms<script>fetch("//evil")</script></p><img src=x onerror=alert(1)>',
        },
      });
      expect(saved.statusCode).toBe(200);
      expect(saved.json().fields.description).toBe('<p>Robots <b>and</b> arms</p>');
      expect((await organisers.auditEntries(1))[0]?.detail).toMatchObject({ changed: ['description'] });

      const session = await nightSet();
      const bilingual = await put(editor, `items/events/${session.id}`, {
        updatedAt: session.updatedAt,
        description: { kind: 'localized', fr: '<p>Un concert <i>électrique</i>.</p>', en: '' },
      });
      expect(bilingual.json().fields.description).toEqual({
        $t: { fr: '<p>Un concert <i>électrique</i>.</p>' },
      });

      const current = await nightSet();
      const tooLong = await put(editor, `items/events/${current.id}`, {
        updatedAt: current.updatedAt,
        description: { kind: 'localized', fr: 'x', en: 'x'.repeat(DESCRIPTION_MAX_CHARS + 1) },
      });
      expect(tooLong.statusCode).toBe(400);
      expect(tooLong.json().field).toBe('description.en');
      const room = await itemOf('places', 'room-a');
      const placeDescription = await put(editor, `items/places/${room.id}`, {
        updatedAt: room.updatedAt,
        description: { kind: 'plain', html: '<p>A room</p>' },
      });
      expect(placeDescription.json().field).toBe('description');
      expect((await nightSet()).updatedAt).toBe(current.updatedAt);
    });

    it('refuses times and descriptions from staff, and on a stale read, changing nothing', async () => {
      const read = await nightSet();
      const auditedBefore = (await organisers.auditEntries(200)).length;
      const edit = {
        updatedAt: read.updatedAt,
        start: '2026-11-22T09:00',
        end: '2026-11-22T10:00',
        description: { kind: 'localized', fr: '<p>Matin</p>', en: '<p>Morning</p>' },
      };
      expect((await put(staff, `items/events/${read.id}`, edit)).statusCode).toBe(403);
      const first = await put(editor, `items/events/${read.id}`, edit);
      expect(first.statusCode).toBe(200);
      expect(first.json().fields).toMatchObject({ day: '2026-11-22', start_time: '9h00' });
      const stale = await put(editor, `items/events/${read.id}`, {
        ...edit,
        start: '2026-11-22T15:00',
        end: '2026-11-22T16:00',
      });
      expect(stale.statusCode).toBe(409);
      expect((await nightSet()).times?.start).toBe('2026-11-22T09:00');
      const entries = await organisers.auditEntries(200);
      expect(entries[0]?.detail.changed).toEqual(['description', 'times']);
      expect(entries).toHaveLength(auditedBefore + 1);
    });
  });
}

import { type CalendarFeed, publishedChangelogSchema, type SourceItem } from '@showfloor/core';
import ICAL from 'ical.js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { showConfigFixture, sourceItem } from '../../testing/catalog-factories.js';
import { openTestApp, type TestApp } from '../../testing/test-app.js';
import { TEST_DRIVERS } from '../../testing/test-database.js';

function session(originalId: string, start: string, end: string, room = 'Salle Rhône'): SourceItem {
  return sourceItem('events', originalId, {
    fields: { start_date: start, end_date: end, event_place_text: room },
  });
}

const keynote = session('evt-keynote', '2026-11-21T09:30:00+01:00', '2026-11-21T10:30:00+01:00');
const workshop = session('evt-workshop', '2026-11-22T14:00:00+01:00', '2026-11-22T15:00:00+01:00');

/** The VEVENTs of an .ics text with their place and status, as calendar apps read them. */
function placedEventsOf(
  text: string,
): { summary: string; start: number; location: string; status: unknown }[] {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    return {
      summary: event.summary,
      start: event.startDate.toJSDate().getTime(),
      location: event.location,
      status: component.getFirstPropertyValue('status'),
    };
  });
}

/** The VEVENTs of an .ics text as calendar apps read them: title, start and end instants. */
function eventsOf(text: string): { summary: string; start: number; end: number }[] {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    return {
      summary: event.summary,
      start: event.startDate.toJSDate().getTime(),
      end: event.endDate.toJSDate().getTime(),
    };
  });
}

for (const driver of TEST_DRIVERS) {
  describe(`calendar subscriptions on ${driver}`, () => {
    let test: TestApp;
    beforeEach(async () => {
      test = await openTestApp(driver);
      await test.catalog.setConfig(showConfigFixture());
      await test.catalog.upsertItems([keynote, workshop]);
      await test.publishing.publish();
    });
    afterEach(async () => {
      await test.close();
    });

    async function create(events: string[], language = 'en'): Promise<CalendarFeed> {
      const response = await test.app.inject({
        method: 'POST',
        url: '/calendars',
        payload: { events, language },
      });
      expect(response.statusCode).toBe(201);
      return response.json();
    }

    async function read(feed: CalendarFeed) {
      return test.app.inject({ url: new URL(feed.url).pathname });
    }

    it('serves the favorite events as a calendar, and follows a session the organiser moves', async () => {
      const feed = await create(['evt-keynote', 'evt-gone']);
      expect(feed.url).toMatch(/^http:\/\/localhost(:\d+)?\/calendars\/[\w-]{22}\.ics$/);

      const first = await read(feed);
      expect(first.statusCode).toBe(200);
      expect(first.headers['content-type']).toContain('text/calendar');
      expect(eventsOf(first.body)).toEqual([
        {
          summary: 'events evt-keynote (en)',
          start: Date.parse('2026-11-21T09:30:00+01:00'),
          end: Date.parse('2026-11-21T10:30:00+01:00'),
        },
      ]);

      // The keynote moves an hour later in a new data version: the same address shows the new time.
      await test.catalog.upsertItems([
        session('evt-keynote', '2026-11-21T10:30:00+01:00', '2026-11-21T11:30:00+01:00'),
      ]);
      await test.publishing.publish();
      expect(eventsOf((await read(feed)).body)[0]?.start).toBe(Date.parse('2026-11-21T10:30:00+01:00'));
    });

    it('shows a favorite the organiser moved in time and room at its new time and room, and drops a cancelled one', async () => {
      const feed = await create(['evt-keynote', 'evt-workshop']);
      expect((await read(feed)).body).toContain('LOCATION:Salle Rhône');

      // The next version moves the keynote an hour later into another room and cancels the workshop.
      await test.catalog.replaceItems([
        session('evt-keynote', '2026-11-21T10:30:00+01:00', '2026-11-21T11:30:00+01:00', 'Salle Saône'),
      ]);
      await test.publishing.publish({ note: 'Keynote moved, workshop cancelled' });
      const changelog = publishedChangelogSchema.parse(
        (await test.app.inject({ url: '/files/project/changelog.json' })).json(),
      );
      expect(changelog.sessions).toEqual([
        expect.objectContaining({
          originalId: 'evt-keynote',
          time: {
            old: { start: '2026-11-21T09:30:00+01:00', end: '2026-11-21T10:30:00+01:00' },
            new: { start: '2026-11-21T10:30:00+01:00', end: '2026-11-21T11:30:00+01:00' },
          },
          room: { old: 'Salle Rhône', new: 'Salle Saône' },
        }),
        expect.objectContaining({ originalId: 'evt-workshop', isCancelled: true }),
      ]);

      // The same address, read by the calendar app at its next poll: no new subscription, no update
      // from the device. A cancelled session leaves the calendar (the file has no event to mark).
      expect(placedEventsOf((await read(feed)).body)).toEqual([
        {
          summary: 'events evt-keynote (en)',
          start: Date.parse('2026-11-21T10:30:00+01:00'),
          location: 'Salle Saône',
          status: null,
        },
      ]);
    });

    it('builds its addresses from the configuration only, never from Host or X-Forwarded-Host', async () => {
      const spoofed = {
        host: 'evil.example',
        'x-forwarded-host': 'evil.example',
        'x-forwarded-proto': 'https',
      };
      const created = await test.app.inject({
        method: 'POST',
        url: '/calendars',
        headers: spoofed,
        payload: { events: ['evt-keynote'], language: 'en' },
      });
      const feed: CalendarFeed = created.json();
      // PUBLIC_URL unset: the documented default, http://localhost:$PORT.
      expect(feed.url).toMatch(/^http:\/\/localhost:8080\/calendars\/[\w-]{22}\.ics$/);
      const updated = await test.app.inject({
        method: 'PUT',
        url: `/calendars/${feed.id}`,
        headers: spoofed,
        payload: { key: feed.key, events: ['evt-workshop'], language: 'en' },
      });
      expect(updated.json<CalendarFeed>().url).toBe(feed.url);
      const file = await test.app.inject({ url: new URL(feed.url).pathname, headers: spoofed });
      expect(file.statusCode).toBe(200);
      expect(file.body).not.toContain('evil.example');
    });

    it('changes the list with the key only, and forgets a deleted feed', async () => {
      const feed = await create(['evt-keynote'], 'fr');
      const url = `/calendars/${feed.id}`;

      const wrongKey = await test.app.inject({
        method: 'PUT',
        url,
        payload: { key: 'not-the-key', events: [], language: 'fr' },
      });
      expect(wrongKey.statusCode).toBe(403);
      expect(wrongKey.json()).toMatchObject({ error: 'FORBIDDEN', field: 'key' });
      expect(eventsOf((await read(feed)).body)).toHaveLength(1);

      const updated = await test.app.inject({
        method: 'PUT',
        url,
        payload: { key: feed.key, events: ['evt-keynote', 'evt-workshop'], language: 'fr' },
      });
      expect(updated.statusCode).toBe(200);
      expect(eventsOf((await read(feed)).body).map((event) => event.summary)).toEqual([
        'events evt-keynote (fr)',
        'events evt-workshop (fr)',
      ]);

      const removed = await test.app.inject({ method: 'DELETE', url, payload: { key: feed.key } });
      expect(removed.statusCode).toBe(204);
      expect((await read(feed)).statusCode).toBe(404);
    });

    it('answers 400 naming the field for a malformed request, 404 for an unknown address', async () => {
      const badLanguage = await test.app.inject({
        method: 'POST',
        url: '/calendars',
        payload: { events: ['evt-keynote'], language: 'de' },
      });
      expect(badLanguage.statusCode).toBe(400);
      expect(badLanguage.json()).toMatchObject({ error: 'BAD_REQUEST', field: 'language' });

      const badEvents = await test.app.inject({
        method: 'POST',
        url: '/calendars',
        payload: { events: 'evt-keynote', language: 'en' },
      });
      expect(badEvents.json()).toMatchObject({ field: 'events' });

      expect((await test.app.inject({ url: '/calendars/AAAAAAAAAAAAAAAAAAAAAA.ics' })).statusCode).toBe(404);
      expect((await test.app.inject({ url: '/calendars/../etc.ics' })).statusCode).toBe(404);
    });
  });
}

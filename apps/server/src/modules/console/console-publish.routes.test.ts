import {
  CONSOLE_CSRF_HEADER,
  type ConsoleVersion,
  type OrganiserRole,
  type PublishedChangelog,
  type PublishPreview,
  type SourceItem,
} from '@showfloor/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { showConfigFixture, sourceItem } from '../../testing/catalog-factories.js';
import { type ConsoleLogin, logInEveryRole } from '../../testing/console-organisers.js';
import { openTestApp, type TestApp } from '../../testing/test-app.js';
import { TEST_DRIVERS } from '../../testing/test-database.js';
import { OrganiserRepository } from './organiser.repository.js';

/** A one-hour talk starting at `hour` on a day of the show. */
function talk(id: string, day: string, hour: number, room: string): SourceItem {
  const at = (h: number) => `2026-11-${day}T${String(h).padStart(2, '0')}:00:00+01:00`;
  return sourceItem('events', id, {
    fields: { start_date: at(hour), end_date: at(hour + 1), event_place_text: room },
  });
}

const FIRST = [
  talk('t1', '21', 10, 'Hall A'),
  talk('t2', '21', 10, 'Hall B'),
  talk('t3', '22', 10, 'Hall C'),
  sourceItem('exhibitors', 'exh-1'),
];

type LoggedIn = ConsoleLogin;

for (const driver of TEST_DRIVERS) {
  describe(`publishing from the console on ${driver}`, () => {
    let test: TestApp;
    let organisers: OrganiserRepository;
    const people: Partial<Record<OrganiserRole, LoggedIn>> = {};

    beforeAll(async () => {
      test = await openTestApp(driver);
      organisers = new OrganiserRepository(test.handle.db);
      Object.assign(people, await logInEveryRole(test.app, test.handle.db));
      await test.catalog.setConfig(showConfigFixture());
      await test.catalog.importItems([{ items: FIRST }]);
    });
    afterAll(async () => {
      await test.close();
    });

    function who(role: OrganiserRole): LoggedIn {
      const person = people[role];
      if (!person) throw new Error(`${role} did not log in`);
      return person;
    }
    const get = (role: OrganiserRole, url: string) =>
      test.app.inject({ method: 'GET', url, headers: { cookie: who(role).cookie } });
    const post = (role: OrganiserRole, url: string, payload: Record<string, unknown>, csrf?: string) =>
      test.app.inject({
        method: 'POST',
        url,
        payload,
        headers: { cookie: who(role).cookie, [CONSOLE_CSRF_HEADER]: csrf ?? who(role).session.csrfToken },
      });

    it('shows the whole draft as added before the first publish, and lets staff read it', async () => {
      const answer = await get('staff', '/console/api/publish/preview');
      expect(answer.statusCode).toBe(200);
      const preview: PublishPreview = answer.json();
      expect(preview).toMatchObject({ baseVersion: null, isComparable: true, isConfigChanged: true });
      expect(preview.changes.byType.events).toEqual({ added: 3, changed: 0, removed: 0 });
    });

    it('lets neither staff nor a forged call publish, and changes nothing then', async () => {
      expect((await post('staff', '/console/api/publish', { note: 'x' })).statusCode).toBe(403);
      const forged = await post('editor', '/console/api/publish', { note: 'x' }, 'forged');
      expect(forged.statusCode).toBe(403);
      expect(forged.json().error).toBe('CSRF');
      const tooLong = await post('editor', '/console/api/publish', { note: 'x'.repeat(1_001) });
      expect(tooLong.statusCode).toBe(400);
      expect(tooLong.json().field).toBe('note');
      expect(await test.publishing.latest()).toBeUndefined();
    });

    it('publishes with a note, audited, and lists the version with who and why', async () => {
      const answer = await post('editor', '/console/api/publish', { note: 'First programme' });
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ version: 1, records: 4, changes: 4 });
      const [entry] = await organisers.auditEntries(1);
      expect(entry).toMatchObject({
        actor: 'editor@show.test',
        action: 'content.publish',
        detail: { version: 1, note: 'First programme', changes: 4 },
      });
      const versions: ConsoleVersion[] = (await get('staff', '/console/api/versions')).json().versions;
      expect(versions).toHaveLength(1);
      expect(versions[0]).toMatchObject({
        version: 1,
        publishedBy: 'editor@show.test',
        note: 'First programme',
        restoredFrom: null,
        counts: { events: 3, exhibitors: 1 },
        changes: {
          events: { added: 3, changed: 0, removed: 0 },
          exhibitors: { added: 1, changed: 0, removed: 0 },
        },
        canRestore: true,
      });
      const preview: PublishPreview = (await get('editor', '/console/api/publish/preview')).json();
      expect(preview).toMatchObject({ baseVersion: 1, isConfigChanged: false, changes: { total: 0 } });
    });

    it('tells sessions moved in time or room and cancelled, and publishes that changelog for the app', async () => {
      await test.catalog.replaceItems([
        talk('t1', '21', 14, 'Hall A'),
        talk('t2', '21', 10, 'Hall Z'),
        sourceItem('exhibitors', 'exh-1'),
      ]);
      const preview: PublishPreview = (await get('editor', '/console/api/publish/preview')).json();
      expect(preview.changes.byType.events).toEqual({ added: 0, changed: 2, removed: 1 });
      expect(
        preview.changes.sessions.map((session) => [session.originalId, Object.keys(session).sort()]),
      ).toEqual([
        ['t1', ['id', 'originalId', 'time', 'title']],
        ['t2', ['id', 'originalId', 'room', 'title']],
        ['t3', ['id', 'isCancelled', 'originalId', 'title']],
      ]);
      const published = await post('owner', '/console/api/publish', { note: 'Keynote moved' });
      expect(published.json()).toMatchObject({ version: 2, changes: 3 });

      const file = await test.app.inject({ method: 'GET', url: '/files/project/changelog.json' });
      expect(file.statusCode).toBe(200);
      const changelog: PublishedChangelog = file.json();
      expect(changelog).toMatchObject({
        version: 2,
        previousVersion: 1,
        note: 'Keynote moved',
        restoredFrom: null,
      });
      expect(changelog.counts.events).toEqual({ added: 0, changed: 2, removed: 1 });
      expect(changelog.sessions[0]).toMatchObject({
        originalId: 't1',
        time: {
          old: { start: '2026-11-21T10:00:00+01:00', end: '2026-11-21T11:00:00+01:00' },
          new: { start: '2026-11-21T14:00:00+01:00', end: '2026-11-21T15:00:00+01:00' },
        },
      });
      expect(changelog.sessions[1]).toMatchObject({
        originalId: 't2',
        room: { old: 'Hall B', new: 'Hall Z' },
      });
      expect(changelog.sessions[2]).toMatchObject({ originalId: 't3', isCancelled: true });
      expect(typeof changelog.sessions[2]?.id).toBe('number');
    });

    it('publishes an older version again as a new one, its catalog restored (a rollback)', async () => {
      expect((await post('staff', '/console/api/versions/1/republish', { note: 'undo' })).statusCode).toBe(
        403,
      );
      expect((await post('owner', '/console/api/versions/99/republish', {})).statusCode).toBe(404);
      expect((await post('owner', '/console/api/versions/zero/republish', {})).json().field).toBe('version');
      const answer = await post('owner', '/console/api/versions/1/republish', {
        note: 'Back to the first programme',
      });
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toMatchObject({ version: 3, records: 4, changes: 3 });
      expect((await test.catalog.countsByType()).events).toBe(3);
      const versions: ConsoleVersion[] = (await get('editor', '/console/api/versions')).json().versions;
      expect(versions.map((version) => [version.version, version.restoredFrom, version.note])).toEqual([
        [3, 1, 'Back to the first programme'],
        [2, null, 'Keynote moved'],
        [1, null, 'First programme'],
      ]);
      const [entry] = await organisers.auditEntries(1);
      expect(entry).toMatchObject({ action: 'content.republish', detail: { version: 3, restoredFrom: 1 } });
      const preview: PublishPreview = (await get('editor', '/console/api/publish/preview')).json();
      expect(preview.changes.total).toBe(0);
      const changelog: PublishedChangelog = (
        await test.app.inject({ method: 'GET', url: '/files/project/changelog.json' })
      ).json();
      expect(changelog).toMatchObject({ version: 3, restoredFrom: 1 });
      expect(changelog.sessions.find((session) => session.originalId === 't1')?.time?.new.start).toBe(
        '2026-11-21T10:00:00+01:00',
      );
    });
  });
}

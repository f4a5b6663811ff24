import {
  codeSyncSubject,
  type FavoritesSyncKeyResponse,
  GET_CODE_SUBJECT,
  type ReminderPushPayload,
  reminderPushPayloadSchema,
  type SourceItem,
} from '@showfloor/core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { publishedRoot } from '../../data-dir.js';
import { showConfigFixture, sourceItem } from '../../testing/catalog-factories.js';
import { LocalPushService } from '../../testing/local-push-service.js';
import { encryptSyncToken } from '../../testing/sync-tokens.js';
import { openTestApp, type TestApp, testConfig } from '../../testing/test-app.js';
import { TEST_DRIVERS } from '../../testing/test-database.js';
import { PublishedStore } from '../publishing/index.js';
import { createPushServices, type PushServices } from '../push/index.js';
import { createRemindersService } from './register-reminders-module.js';
import { RemindersRepository } from './reminders.repository.js';
import type { RemindersService } from './reminders.service.js';

const MINUTE = 60_000;
const KEYNOTE_START = Date.parse('2026-11-21T09:30:00+01:00');
const ALLOW_LOOPBACK = { PUSH_ALLOWED_HOSTS: '127.0.0.1' };

function session(originalId: string, start: number, room = 'Salle Rhône'): SourceItem {
  return sourceItem('events', originalId, {
    fields: {
      start_date: new Date(start).toISOString(),
      end_date: new Date(start + 60 * MINUTE).toISOString(),
      event_place_text: room,
    },
  });
}

/** A sync token of `subject`, encrypted the way the app does with the published key. */
function encryptToken(publicKey: string, subject: string): Promise<string> {
  const payload = { subject, value: crypto.randomUUID(), timestamp: Date.now(), nonce: crypto.randomUUID() };
  return encryptSyncToken(publicKey, payload);
}

const pushService = new LocalPushService();
beforeAll(() => pushService.start());
afterAll(() => pushService.stop());

for (const driver of TEST_DRIVERS) {
  describe(`session reminders by push on ${driver}`, () => {
    let test: TestApp;
    let push: PushServices;
    let publicKey: string;
    let now: number;
    let reminders: RemindersService;

    beforeEach(async () => {
      pushService.received.length = 0;
      test = await openTestApp(driver, ALLOW_LOOPBACK);
      await test.catalog.setConfig(showConfigFixture());
      await test.catalog.upsertItems([session('evt-keynote', KEYNOTE_START)]);
      await test.publishing.publish();
      push = await createPushServices(test.handle.db, testConfig(test.dataDir, ALLOW_LOOPBACK));
      publicKey = (await test.app.inject({ url: '/sync/key' })).json<FavoritesSyncKeyResponse>().publicKey;
      now = KEYNOTE_START - 30 * MINUTE;
      reminders = createRemindersService(
        test.handle.db,
        new PublishedStore(publishedRoot(test.dataDir)),
        push.sender,
        // The server's own check of sync tokens is exercised through the route below.
        async () => ({ ok: false, error: 'TOKEN_UNREADABLE' }),
        () => now,
      );
    });
    afterEach(async () => {
      await test.close();
    });

    const syncPost = async (subject: string, favorites: object[]) =>
      test.app.inject({
        method: 'POST',
        url: '/sync',
        payload: { token: await encryptToken(publicKey, subject), favorites },
      });

    async function newCode(): Promise<string> {
      return (await syncPost(GET_CODE_SUBJECT, [])).json<{ code: string }>().code;
    }

    /** The record id the published version gives a session: what the app's favorites hold. */
    async function publishedIdOf(originalId: string): Promise<number> {
      const bundle = (await test.app.inject({ url: '/offline/db_eng.json' })).json<{
        data: { events: { fields: string[]; rows: unknown[][] } };
      }>();
      const { fields, rows } = bundle.data.events;
      const row = rows.find((candidate) => candidate[fields.indexOf('original_id')] === originalId);
      return Number(row?.[fields.indexOf('id')]);
    }

    /** A device with a code whose favorites hold the keynote, subscribed to push as `name`. */
    async function deviceStarringKeynote(name: string) {
      const code = await newCode();
      const id = await publishedIdOf('evt-keynote');
      const synced = await syncPost(codeSyncSubject(code), [
        { id, dataType: 'events', action: 'create', timestamp: Date.now() },
      ]);
      expect(synced.statusCode).toBe(200);
      const subscription = pushService.subscription(name);
      await push.inbox.subscribe({ subscription });
      return { code, subscription, id };
    }

    async function register(
      device: { code: string; subscription: { endpoint: string; keys: { auth: string } } },
      isOn = true,
      auth = device.subscription.keys.auth,
    ) {
      return test.app.inject({
        method: 'PUT',
        url: '/reminders/devices',
        payload: {
          token: await encryptToken(publicKey, codeSyncSubject(device.code)),
          endpoint: device.subscription.endpoint,
          auth,
          isOn,
          language: 'en',
        },
      });
    }

    const remindersOf = (name: string): ReminderPushPayload['reminder'][] =>
      pushService.payloadsOf(name).map((payload) => reminderPushPayloadSchema.parse(payload).reminder);

    it('pushes a favorite session at its lead time, once, with its time, room and sheet', async () => {
      const phone = await deviceStarringKeynote('phone');
      expect((await register(phone)).statusCode).toBe(200);

      now = KEYNOTE_START - 11 * MINUTE;
      expect(await reminders.sendDue()).toEqual({ sent: 0, failed: 0, gone: 0 });
      now = KEYNOTE_START - 10 * MINUTE;
      expect(await reminders.sendDue()).toEqual({ sent: 1, failed: 0, gone: 0 });
      expect(remindersOf('phone')).toEqual([
        {
          key: expect.any(String),
          kind: 'upcoming',
          title: 'Starting soon: events evt-keynote (en)',
          body: 'Sat, Nov 21, 09:30 – 10:30 · Salle Rhône',
          action: `?/event?id=${phone.id}`,
        },
      ]);
      // The next minute's check, and one after the start, send nothing more.
      now += MINUTE;
      await reminders.sendDue();
      now = KEYNOTE_START + MINUTE;
      await reminders.sendDue();
      expect(remindersOf('phone')).toHaveLength(1);
    });

    it('follows a session moved by a publish to its new time', async () => {
      const phone = await deviceStarringKeynote('phone');
      await register(phone);
      now = KEYNOTE_START - 5 * MINUTE;
      await reminders.sendDue();
      await test.catalog.upsertItems([session('evt-keynote', KEYNOTE_START + 60 * MINUTE, 'Salle Saône')]);
      await test.publishing.publish();
      now = KEYNOTE_START + 45 * MINUTE;
      await reminders.sendDue();
      expect(remindersOf('phone')).toHaveLength(1);
      now = KEYNOTE_START + 50 * MINUTE;
      await reminders.sendDue();
      expect(remindersOf('phone').map((reminder) => reminder.body)).toEqual([
        'Sat, Nov 21, 09:30 – 10:30 · Salle Rhône',
        'Sat, Nov 21, 10:30 – 11:30 · Salle Saône',
      ]);
    });

    it('pushes "Cancelled" in place of the reminder of a session a publish removed', async () => {
      const phone = await deviceStarringKeynote('phone');
      await register(phone);
      // A check while the session is still published: its start and room are known from then on.
      await reminders.sendDue();
      await test.catalog.replaceItems([session('evt-other', KEYNOTE_START)]);
      await test.publishing.publish();
      now = KEYNOTE_START - 10 * MINUTE;
      await reminders.sendDue();
      await reminders.sendDue();
      expect(remindersOf('phone')).toEqual([
        {
          key: expect.any(String),
          kind: 'cancelled',
          title: 'Cancelled: events evt-keynote (en)',
          body: 'Sat, Nov 21, 09:30 – 10:30 · Salle Rhône',
        },
      ]);
    });

    it('pushes nothing to a device whose switch is off', async () => {
      const phone = await deviceStarringKeynote('phone');
      expect((await register(phone, false)).json()).toEqual({ isOn: false });
      now = KEYNOTE_START - 5 * MINUTE;
      expect(await reminders.sendDue()).toEqual({ sent: 0, failed: 0, gone: 0 });
      expect(pushService.payloadsOf('phone')).toEqual([]);
    });

    it('forgets a device whose push subscription is gone', async () => {
      const phone = await deviceStarringKeynote('gone-phone');
      await register(phone);
      now = KEYNOTE_START - 5 * MINUTE;
      expect(await reminders.sendDue()).toEqual({ sent: 0, failed: 0, gone: 1 });
      expect(await new RemindersRepository(test.handle.db).devicesOn()).toEqual([]);
    });

    it("lets a device change only its own settings: its subscription's secret and a fresh token of its subject", async () => {
      const phone = await deviceStarringKeynote('phone');
      const laptop = await deviceStarringKeynote('laptop');

      const missing = await test.app.inject({
        method: 'PUT',
        url: '/reminders/devices',
        payload: { endpoint: phone.subscription.endpoint },
      });
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toMatchObject({ error: 'BAD_REQUEST', field: 'token' });

      // The laptop, with its own code, tries to turn the phone's reminders off.
      const other = await register(
        { code: laptop.code, subscription: phone.subscription },
        false,
        laptop.subscription.keys.auth,
      );
      expect(other.statusCode).toBe(403);
      expect(other.json()).toMatchObject({ field: 'auth' });

      const unknown = await register({
        code: phone.code,
        subscription: pushService.subscription('never-subscribed'),
      });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toMatchObject({ field: 'endpoint' });

      const stale = await test.app.inject({
        method: 'PUT',
        url: '/reminders/devices',
        payload: {
          token: 'bm90IGEgdG9rZW4=',
          endpoint: phone.subscription.endpoint,
          auth: phone.subscription.keys.auth,
          isOn: true,
          language: 'en',
        },
      });
      expect(stale.statusCode).toBe(400);
      expect(stale.json()).toMatchObject({ field: 'token' });

      expect((await register(phone)).statusCode).toBe(200);
      const devices = await new RemindersRepository(test.handle.db).devicesOn();
      expect(devices.map((device) => device.endpoint)).toEqual([phone.subscription.endpoint]);
    });
  });
}

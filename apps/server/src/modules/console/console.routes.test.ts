import {
  CONSOLE_CSRF_HEADER,
  type ConsoleLicence,
  type ConsoleSession,
  type OrganiserRole,
  readCheckLicenceResponse,
  readRegisterCheckpointResponse,
} from '@showfloor/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { showConfigFixture, smallCatalog } from '../../testing/catalog-factories.js';
import { openTestApp, type TestApp } from '../../testing/test-app.js';
import { TEST_DRIVERS } from '../../testing/test-database.js';
import { LEAD_INSTANCE_NAME } from '../leads/index.js';
import {
  InboxMessageRepository,
  InboxService,
  PushEndpointPolicy,
  PushSubscriptionRepository,
} from '../push/index.js';
import { ConsoleAuthService } from './console-auth.service.js';
import { OrganiserRepository } from './organiser.repository.js';

const PASSWORD = 'a long console password';

interface LoggedIn {
  cookie: string;
  session: ConsoleSession;
}

for (const driver of TEST_DRIVERS) {
  describe(`organiser console API on ${driver}`, () => {
    let test: TestApp;
    let organisers: OrganiserRepository;
    let auth: ConsoleAuthService;
    beforeAll(async () => {
      test = await openTestApp(driver);
      organisers = new OrganiserRepository(test.handle.db);
      auth = new ConsoleAuthService(organisers);
    });
    afterAll(async () => {
      await test.close();
    });

    /** Adds an organiser through their one-time link, as `showfloor organiser add` and the console do. */
    async function addOrganiser(email: string, role: OrganiserRole): Promise<void> {
      const token = await auth.addOrganiser(email, role, 'command line');
      const set = await test.app.inject({
        method: 'POST',
        url: '/console/api/set-password',
        payload: { token, password: PASSWORD },
      });
      expect(set.statusCode).toBe(200);
    }

    async function logIn(email: string, remoteAddress = '198.51.100.1'): Promise<LoggedIn> {
      const answer = await test.app.inject({
        method: 'POST',
        url: '/console/api/login',
        payload: { email, password: PASSWORD },
        remoteAddress,
      });
      expect(answer.statusCode).toBe(200);
      const setCookie = String(answer.headers['set-cookie']);
      expect(setCookie).toMatch(/HttpOnly/);
      expect(setCookie).toMatch(/SameSite=Strict/);
      expect(setCookie).toMatch(/Path=\/console/);
      return { cookie: setCookie.split(';')[0] ?? '', session: answer.json() };
    }

    const send = (who: LoggedIn, payload: unknown, csrf = who.session.csrfToken) =>
      test.app.inject({
        method: 'POST',
        url: '/console/api/messages',
        payload: payload as Record<string, unknown>,
        headers: { cookie: who.cookie, [CONSOLE_CSRF_HEADER]: csrf },
      });

    it('sets a password once through the link, then logs in with it and not with another', async () => {
      const token = await auth.addOrganiser('ines@show.test', 'owner', 'command line');
      const short = await test.app.inject({
        method: 'POST',
        url: '/console/api/set-password',
        payload: { token, password: 'short' },
      });
      expect(short.statusCode).toBe(400);
      expect(short.json().field).toBe('password');
      const set = {
        method: 'POST' as const,
        url: '/console/api/set-password',
        payload: { token, password: PASSWORD },
      };
      expect((await test.app.inject(set)).statusCode).toBe(200);
      const again = await test.app.inject(set);
      expect(again.statusCode).toBe(400);
      expect(again.json().error).toBe('INVALID_LINK');

      const owner = await logIn('Ines@Show.test');
      expect(owner.session).toMatchObject({ email: 'ines@show.test', role: 'owner' });
      const wrong = await test.app.inject({
        method: 'POST',
        url: '/console/api/login',
        payload: { email: 'ines@show.test', password: 'not it at all' },
      });
      expect(wrong.statusCode).toBe(401);
      const session = await test.app.inject({
        url: '/console/api/session',
        headers: { cookie: owner.cookie },
      });
      expect(session.json()).toEqual(owner.session);
    });

    it('sends an inbox message that visitors then read, and writes who sent it to the audit log', async () => {
      await addOrganiser('sam@show.test', 'staff');
      const staff = await logIn('sam@show.test');
      const sent = await send(staff, { title: 'Doors open', content: 'Hall 2 opens at 9:00.' });
      expect(sent.statusCode).toBe(200);
      const visitors = await test.app.inject({ url: '/inbox/messages' });
      expect(visitors.json().messages.map((message: { title: string }) => message.title)).toContain(
        'Doors open',
      );
      const listed = await test.app.inject({
        url: '/console/api/messages',
        headers: { cookie: staff.cookie },
      });
      expect(listed.json().messages[0]).toMatchObject({ title: 'Doors open', profile: null });
      const audit = await test.app.inject({ url: '/console/api/audit', headers: { cookie: staff.cookie } });
      expect(audit.json().entries[0]).toMatchObject({
        actor: 'sam@show.test',
        action: 'message.send',
        detail: { title: 'Doors open' },
      });
    });

    it('refuses a change without the session CSRF token, or without a session, and stores nothing', async () => {
      const staff = await logIn('sam@show.test');
      const before = (await test.app.inject({ url: '/inbox/messages' })).json().messages.length;
      const forged = await send(staff, { title: 'Forged', content: 'From another site' }, 'not-the-token');
      expect(forged.statusCode).toBe(403);
      expect(forged.json().error).toBe('CSRF');
      const anonymous = await test.app.inject({
        method: 'POST',
        url: '/console/api/messages',
        payload: { title: 'Anonymous', content: 'No session' },
      });
      expect(anonymous.statusCode).toBe(401);
      const badField = await send(staff, { title: '', content: 'No title' });
      expect(badField.statusCode).toBe(400);
      expect(badField.json().field).toBe('title');
      expect((await test.app.inject({ url: '/inbox/messages' })).json().messages.length).toBe(before);
    });

    it('schedules a message, changes and deletes one not sent, and sends the one due into the inbox once', async () => {
      const staff = await logIn('sam@show.test');
      const headers = { cookie: staff.cookie, [CONSOLE_CSRF_HEADER]: staff.session.csrfToken };
      const inAnHour = new Date(Date.now() + 3_600_000).toISOString();
      const schedule = (payload: Record<string, unknown>) =>
        test.app.inject({ method: 'POST', url: '/console/api/scheduled-messages', headers, payload });

      const past = await schedule({ title: 'Late', content: 'Too late', sendAt: '2020-01-01T09:00:00Z' });
      expect(past.statusCode).toBe(400);
      expect(past.json().field).toBe('sendAt');
      const keynote = (await schedule({ title: 'Keynote soon', content: 'Hall 1', sendAt: inAnHour })).json();
      const lunch = (await schedule({ title: 'Lunch', content: 'Served', sendAt: inAnHour })).json();

      const edited = await test.app.inject({
        method: 'PUT',
        url: `/console/api/scheduled-messages/${keynote.id}`,
        headers,
        payload: { title: 'Keynote in 10 minutes', content: 'Hall 1', sendAt: inAnHour, profile: 'visitor' },
      });
      expect(edited.statusCode).toBe(200);
      const deleted = await test.app.inject({
        method: 'DELETE',
        url: `/console/api/scheduled-messages/${lunch.id}`,
        headers,
      });
      expect(deleted.statusCode).toBe(200);
      const listed = (await test.app.inject({ url: '/console/api/messages', headers })).json();
      expect(listed.scheduled).toEqual([
        expect.objectContaining({ id: keynote.id, title: 'Keynote in 10 minutes', profile: 'visitor' }),
      ]);
      // Not in any visitor's inbox before its time.
      const beforeItsTime = (await test.app.inject({ url: '/inbox/messages?profile=visitor' })).json();
      expect(beforeItsTime.messages.map((message: { id: string }) => message.id)).not.toContain(keynote.id);

      // Its time comes: the server's sending moves it into the inbox, once.
      const later = new InboxService(
        new InboxMessageRepository(test.handle.db),
        new PushSubscriptionRepository(test.handle.db),
        { send: async () => 'sent' },
        new PushEndpointPolicy([]),
        () => new Date(Date.now() + 2 * 3_600_000),
      );
      expect((await later.sendDue()).map((result) => result.message.title)).toEqual([
        'Keynote in 10 minutes',
      ]);
      expect(await later.sendDue()).toEqual([]);
      const inbox = (await test.app.inject({ url: '/inbox/messages?profile=visitor' })).json();
      expect(inbox.messages.filter((message: { id: string }) => message.id === keynote.id)).toHaveLength(1);
      const afterwards = (await test.app.inject({ url: '/console/api/messages', headers })).json();
      expect(afterwards.scheduled).toEqual([]);
      expect(afterwards.messages[0]).toMatchObject({ id: keynote.id, pushedCount: 0 });
      // Sent: it can no longer be changed.
      const tooLate = await test.app.inject({
        method: 'DELETE',
        url: `/console/api/scheduled-messages/${keynote.id}`,
        headers,
      });
      expect(tooLate.statusCode).toBe(404);
      const audit = (await test.app.inject({ url: '/console/api/audit', headers })).json();
      expect(audit.entries.slice(0, 4).map((entry: { action: string }) => entry.action)).toEqual([
        'message.unschedule',
        'message.reschedule',
        'message.schedule',
        'message.schedule',
      ]);
    });

    it('sells licences to a catalog exhibitor, lists their users and devices, revokes a device and frees the seats', async () => {
      await test.catalog.upsertItems(smallCatalog());
      await test.catalog.setConfig(showConfigFixture());
      await addOrganiser('eve@show.test', 'editor');
      const editor = await logIn('eve@show.test');
      const headers = { cookie: editor.cookie, [CONSOLE_CSRF_HEADER]: editor.session.csrfToken };
      const sell = (payload: Record<string, unknown>) =>
        test.app.inject({ method: 'POST', url: '/console/api/licences', headers, payload });

      const unknown = await sell({ exhibitorOriginalId: 'exh-404', count: 1, userQuota: 2 });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().field).toBe('exhibitorOriginalId');
      const tooMany = await sell({ exhibitorOriginalId: 'exh-1', count: 500, userQuota: 2 });
      expect(tooMany.json().field).toBe('count');
      const sold = await sell({ exhibitorOriginalId: 'exh-1', count: 2, userQuota: 2 });
      expect(sold.statusCode).toBe(200);
      const [code = ''] = sold.json().codes;

      // A phone of the exhibitor's team checks the licence and registers a user.
      const checked = readCheckLicenceResponse(
        (
          await test.app.inject({
            method: 'POST',
            url: '/leads/check-licence',
            payload: { CAB: code, mobileId: 'phone-1' },
          })
        ).json(),
      );
      if (!checked.ok) throw new Error('licence refused');
      const registered = readRegisterCheckpointResponse(
        (
          await test.app.inject({
            method: 'POST',
            url: '/leads/register-checkpoint',
            payload: {
              instanceName: LEAD_INSTANCE_NAME,
              exhibitorId: checked.value.ExhibitorId,
              userName: 'Rita',
              mobileId: 'phone-1',
            },
          })
        ).json(),
      );
      expect(registered.ok).toBe(true);

      const listed = async (): Promise<ConsoleLicence | undefined> =>
        (await test.app.inject({ url: '/console/api/licences', headers }))
          .json()
          .licences.find((licence: ConsoleLicence) => licence.code === code);
      expect(await listed()).toMatchObject({
        exhibitorOriginalId: 'exh-1',
        exhibitorName: 'exhibitors exh-1 (fr)',
        userQuota: 2,
        users: ['Rita'],
        devices: [expect.objectContaining({ mobileId: 'phone-1' })],
      });

      // Staff may read the licences, not sell nor revoke.
      const staff = await logIn('sam@show.test');
      const staffHeaders = { cookie: staff.cookie, [CONSOLE_CSRF_HEADER]: staff.session.csrfToken };
      expect(
        (await test.app.inject({ url: '/console/api/licences', headers: staffHeaders })).statusCode,
      ).toBe(200);
      const refused = await test.app.inject({
        method: 'DELETE',
        url: `/console/api/licences/${code}/devices/phone-1`,
        headers: staffHeaders,
      });
      expect(refused.statusCode).toBe(403);
      expect((await listed())?.devices).toHaveLength(1);

      const revoked = await test.app.inject({
        method: 'DELETE',
        url: `/console/api/licences/${code}/devices/phone-1`,
        headers,
      });
      expect(revoked.statusCode).toBe(200);
      expect((await listed())?.devices).toEqual([]);
      // The revoked phone can no longer export the exhibitor's leads.
      const exported = await test.app.inject({
        url: '/leads/export.csv',
        headers: { 'x-lead-licence': code, 'x-lead-mobile-id': 'phone-1' },
      });
      expect(exported.statusCode).toBeGreaterThanOrEqual(400);

      const reset = await test.app.inject({
        method: 'POST',
        url: `/console/api/licences/${code}/reset`,
        headers,
      });
      expect(reset.statusCode).toBe(200);
      expect((await listed())?.users).toEqual([]);
      const audit = (await test.app.inject({ url: '/console/api/audit', headers })).json();
      const licenceChanges = audit.entries
        .map((entry: { action: string }) => entry.action)
        .filter((action: string) => action.startsWith('licence.'));
      expect(licenceChanges).toEqual(['licence.reset', 'licence.revoke-device', 'licence.create']);
    });

    it('never takes a visitor token for a console session, and ends the session at logout', async () => {
      const visitorLike = await test.app.inject({
        url: '/console/api/session',
        headers: { authorization: 'Bearer anything', cookie: 'token=abc' },
      });
      expect(visitorLike.statusCode).toBe(401);
      const staff = await logIn('sam@show.test');
      const out = await test.app.inject({
        method: 'POST',
        url: '/console/api/logout',
        headers: { cookie: staff.cookie, [CONSOLE_CSRF_HEADER]: staff.session.csrfToken },
      });
      expect(out.statusCode).toBe(200);
      const after = await test.app.inject({ url: '/console/api/session', headers: { cookie: staff.cookie } });
      expect(after.statusCode).toBe(401);
    });

    it('ends a session idle for half an hour, and any session twelve hours after its login', async () => {
      let now = new Date('2026-11-26T08:00:00Z');
      const clocked = new ConsoleAuthService(organisers, () => now);
      const login = await clocked.logIn('sam@show.test', PASSWORD);
      if (login === undefined) throw new Error('login refused');
      now = new Date('2026-11-26T08:29:00Z');
      expect(await clocked.identify(login.token)).toBeDefined();
      now = new Date('2026-11-26T08:58:00Z');
      expect(await clocked.identify(login.token)).toBeDefined();
      now = new Date('2026-11-26T09:29:00Z');
      expect(await clocked.identify(login.token)).toBeUndefined();

      const busy = await clocked.logIn('sam@show.test', PASSWORD);
      if (busy === undefined) throw new Error('login refused');
      for (let minutes = 20; minutes <= 12 * 60; minutes += 20) {
        now = new Date(Date.parse('2026-11-26T09:29:00Z') + minutes * 60_000);
        const identity = await clocked.identify(busy.token);
        if (minutes < 12 * 60) expect(identity, `${minutes} min after login`).toBeDefined();
        else expect(identity).toBeUndefined();
      }
    });

    it('locks an account being guessed, even against the right password, and says when to retry', async () => {
      for (let attempt = 0; attempt < 12; attempt++) {
        await test.app.inject({
          method: 'POST',
          url: '/console/api/login',
          payload: { email: 'ines@show.test', password: `guess ${attempt}` },
          remoteAddress: '203.0.113.99',
        });
      }
      const locked = await test.app.inject({
        method: 'POST',
        url: '/console/api/login',
        payload: { email: 'ines@show.test', password: PASSWORD },
        remoteAddress: '203.0.113.99',
      });
      expect(locked.statusCode).toBe(429);
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    });
  });
}

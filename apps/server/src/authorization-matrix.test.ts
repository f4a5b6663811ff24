import { createHash } from 'node:crypto';
import diagnostics from 'node:diagnostics_channel';
import { REGISTER_STATUS } from '@showfloor/core';
import { eq } from 'drizzle-orm';
import type {
  FastifyInstance,
  InjectOptions,
  LightMyRequestResponse as Response,
  RouteOptions,
} from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { favoritesSyncEntries, pushSubscriptions, reminderDevices } from './db/schema.js';
import { createAccountsServices } from './modules/accounts/index.js';
import { createLeadsServices, LEAD_EXPORT_HEADERS } from './modules/leads/index.js';
import { loadParticipantIdKey, ParticipantPublicIds } from './modules/participants/index.js';
import { showConfigFixture, sourceItem } from './testing/catalog-factories.js';
import { encryptSyncToken } from './testing/sync-tokens.js';
import { openTestApp, type TestApp } from './testing/test-app.js';
import { TEST_DRIVERS } from './testing/test-database.js';

/**
 * The authorization matrix (docs/security.md, "Standing tests"): for every route that takes an id or
 * acts on something a user, an exhibitor's device or a browser owns, principal B acts on A's and is
 * refused, and A's data is the same afterwards. Every registered route is either in the matrix or in
 * PUBLIC_ROUTES with the reason it owns nothing: a new route without an entry fails the last test.
 */

/** Routes that act on nothing anyone owns, each with the reason. */
const PUBLIC_ROUTES: Record<string, string> = {
  'GET /online.txt': 'connectivity probe',
  'GET /offline/db_:locale.json': 'published data bundle, the same for everyone',
  'GET /offline/first_:locale.json':
    "a first visit's first payload of the published data, the same for everyone",
  'POST /manifest/phonegap': 'updater manifest of the published data',
  'GET /manifest/update': 'updater manifest of the published data',
  'GET /files/project/config.json': 'published show configuration',
  'GET /files/project/changelog.json':
    'published changelog of the current version (what changed, for the app)',
  'GET /files/assets-pack': 'published assets',
  'GET /files/assets/*': 'published assets',
  'OPTIONS *': 'CORS preflight, answers no data',
  'POST /login.htm': 'takes credentials, gives a session',
  'POST /nodebackend/login': 'takes credentials, gives a session',
  'GET /getCodifs.htm': 'codification labels of the directory, the same for everyone',
  'POST /notes/mail': 'sends the caller’s own notes; its key is public and stores nothing a user owns',
  'POST /leads/check-licence': 'the licence code is the credential itself (rate limited per address)',
  'GET /leads/demo-badges.html': 'demo badges, printed for anyone to scan',
  'GET /leads/demo-licences.html': 'demo licences only; real licences are never listed',
  'POST /calendars': 'creates a new calendar with a random id and key',
  'GET /inbox/messages':
    'messages sent to every browser of a profile, not to a user; a protected profile needs its pass (protected-profile-inbox.test.ts)',
  'POST /profiles/unlock': 'takes a profile code, gives a pass (rate limited per address and profile)',
  'GET /push/key': 'the VAPID public key',
  'GET /sync/key': 'the favorites sync public key',
  'POST /console/api/login': 'takes an organiser’s credentials, gives a console session',
  'POST /console/api/set-password': 'takes a one-time link’s token, which alone names the organiser',
  'POST /accounts/set-password': 'takes an invitation link’s token, which alone names the account',
};

interface Principal {
  login: string;
  password: string;
  token: string;
  userId: number;
  participantId: number;
  lastName: string;
  /** The lead device: licence, mobile id, exhibitor and checkpoint. */
  licence: string;
  mobileId: string;
  exhibitorId: number;
  checkpointId: number;
  calendar: { id: string; key: string };
  endpoint: string;
}

interface World {
  app: FastifyInstance;
  a: Principal;
  b: Principal;
  /** A's photo address as B read it in the directory, before A hid from it. */
  photoSeenByB: string;
  /** A visible participant who accepts no contact requests. */
  notContactableId: number;
}

interface MatrixCase {
  /** `METHOD url` as the route is registered. */
  route: string;
  /** What B tries. */
  attempt: string;
  run(world: World): Promise<Response>;
  /** How the refusal shows (besides A's data staying the same, checked for every case). */
  refused(response: Response, world: World): void | Promise<void>;
}

const PASSWORD = 'matrix-password';
const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 1, 2, 3]);
const OTHER_PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 9, 9, 9, 9]);

const bearer = (principal: Principal) => ({ authorization: `Bearer ${principal.token}` });
const asB = (world: World, options: InjectOptions) =>
  world.app.inject({ ...options, headers: { ...bearer(world.b), ...options.headers } });

function photoUpload(bytes: Uint8Array, owner?: Principal): Pick<InjectOptions, 'payload' | 'headers'> {
  const boundary = 'matrix-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="p.png"\r\nContent-Type: image/png\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      ...(owner ? bearer(owner) : {}),
    },
  };
}

function exportAs(world: World, format: 'csv' | 'xlsx', licence: string, mobileId: string) {
  return world.app.inject({
    url: `/leads/export.${format}`,
    headers: { [LEAD_EXPORT_HEADERS.licence]: licence, [LEAD_EXPORT_HEADERS.mobileId]: mobileId },
  });
}

function leadSave(device: Principal, exhibitorId: number, checkpointId: number, code: string) {
  return {
    instanceName: 'showfloor',
    exhibitorId,
    mobileId: device.mobileId,
    visitorToSaveList: [
      {
        SaveAction: 1,
        VisitorToSave: {
          CAB: code,
          VisitHistoricList: [
            { CheckPointId: checkpointId, ContactName: 'x', DateVisit: '21/11/2026 10:00:00' },
          ],
          ExternalId: `guid-${code}-${device.mobileId}`,
          IsExistPhoto: false,
          IsExistVoiceMessage: false,
          FieldValueList: [
            { Id: 1, Code: 'Nom', Label: 'Nom', Value: `Lu par ${device.mobileId}`, Values: null },
          ],
        },
      },
    ],
  };
}

/** A login-mode favorites sync token for a session, encrypted as the app does (Web Crypto, the published key). */
async function accountSyncToken(world: World, sessionToken: string): Promise<string> {
  const { publicKey } = (await world.app.inject({ url: '/sync/key' })).json<{ publicKey: string }>();
  const payload = { subject: 'user', value: sessionToken, timestamp: Date.now(), nonce: crypto.randomUUID() };
  return encryptSyncToken(publicKey, payload);
}

function expectStatus(...statuses: number[]) {
  return (response: Response) => expect(statuses).toContain(response.statusCode);
}

/** A near miss of a random id: its last character changed. */
const nearMiss = (id: string) => `${id.slice(0, -1)}${id.endsWith('A') ? 'B' : 'A'}`;

/** The console's calls: a visitor's session, whatever it carries, opens none of them. */
const CONSOLE_CALLS: Array<{ method: 'GET' | 'POST' | 'PUT' | 'DELETE'; path: string; route?: string }> = [
  { method: 'POST', path: '/console/api/scheduled-messages' },
  { method: 'GET', path: '/console/api/licences' },
  { method: 'POST', path: '/console/api/licences' },
  {
    method: 'DELETE',
    path: '/console/api/licences/ABCDEFGHJK/devices/device-a',
    route: '/console/api/licences/:code/devices/:mobileId',
  },
  {
    method: 'POST',
    path: '/console/api/licences/ABCDEFGHJK/reset',
    route: '/console/api/licences/:code/reset',
  },
  {
    method: 'PUT',
    path: '/console/api/scheduled-messages/0b0e7a4e-3f7c-4d8e-9a55-6f1f1b2c3d4e',
    route: '/console/api/scheduled-messages/:id',
  },
  {
    method: 'DELETE',
    path: '/console/api/scheduled-messages/0b0e7a4e-3f7c-4d8e-9a55-6f1f1b2c3d4e',
    route: '/console/api/scheduled-messages/:id',
  },
  { method: 'GET', path: '/console/api/session' },
  { method: 'POST', path: '/console/api/logout' },
  { method: 'GET', path: '/console/api/messages' },
  { method: 'POST', path: '/console/api/messages' },
  { method: 'GET', path: '/console/api/audit' },
  { method: 'GET', path: '/console/api/items' },
  { method: 'GET', path: '/console/api/items/events', route: '/console/api/items/:type' },
  { method: 'GET', path: '/console/api/items/events/1', route: '/console/api/items/:type/:id' },
  { method: 'PUT', path: '/console/api/items/events/1', route: '/console/api/items/:type/:id' },
  {
    method: 'GET',
    path: '/console/api/categories/event_categories',
    route: '/console/api/categories/:type',
  },
  {
    method: 'PUT',
    path: '/console/api/categories/event_categories',
    route: '/console/api/categories/:type',
  },
  {
    method: 'PUT',
    path: '/console/api/items/exhibitors/1/image?updatedAt=2026-01-01T00:00:00.000Z',
    route: '/console/api/items/:type/:id/image',
  },
  {
    method: 'POST',
    path: '/console/api/content/uploads?name=schedule.xml',
    route: '/console/api/content/uploads',
  },
  { method: 'POST', path: '/console/api/content/apply' },
  { method: 'GET', path: '/console/api/publish/preview' },
  { method: 'POST', path: '/console/api/publish' },
  { method: 'GET', path: '/console/api/versions' },
  {
    method: 'POST',
    path: '/console/api/versions/1/republish',
    route: '/console/api/versions/:version/republish',
  },
  { method: 'GET', path: '/console/api/settings' },
  { method: 'PUT', path: '/console/api/settings' },
  { method: 'GET', path: '/console/api/lead-form' },
  { method: 'PUT', path: '/console/api/lead-form' },
  { method: 'GET', path: '/console/api/people' },
  { method: 'GET', path: '/console/api/people/1', route: '/console/api/people/:id' },
  { method: 'PUT', path: '/console/api/people/1', route: '/console/api/people/:id' },
  { method: 'GET', path: '/console/api/people/1/export', route: '/console/api/people/:id/export' },
  { method: 'POST', path: '/console/api/people/1/erase', route: '/console/api/people/:id/erase' },
  { method: 'POST', path: '/console/api/people/import/dry-run' },
  { method: 'POST', path: '/console/api/people/import' },
  { method: 'POST', path: '/console/api/people/invitations' },
  { method: 'GET', path: '/console/api/codifications' },
  {
    method: 'PUT',
    path: '/console/api/codifications/profil',
    route: '/console/api/codifications/:nameField',
  },
];

const MATRIX: MatrixCase[] = [
  ...CONSOLE_CALLS.map(
    ({ method, path, route }): MatrixCase => ({
      route: `${method} ${route ?? path}`,
      attempt: 'B calls the organiser console with its visitor session',
      run: (world) =>
        asB(world, {
          method,
          url: path,
          headers: { cookie: `showfloor_console=${world.b.token}`, 'x-csrf-token': world.b.token },
          ...(method === 'POST' || method === 'PUT'
            ? { payload: { title: 'From B', content: 'A visitor’s message', sendAt: '2030-01-01T09:00:00Z' } }
            : {}),
        }),
      refused: expectStatus(401),
    }),
  ),
  {
    route: 'GET /files/photos/:id',
    attempt: 'B fetches the photo address it read in the directory before A hid from it',
    run: (world) => world.app.inject({ url: `/${world.photoSeenByB}` }),
    refused: expectStatus(404),
  },
  {
    route: 'POST /getParticipants.htm',
    attempt: 'B looks hidden A up by id',
    run: (world) =>
      asB(world, {
        method: 'POST',
        url: '/getParticipants.htm',
        payload: { params: { filters: { ids: [world.a.participantId] } } },
      }),
    refused: (response) => {
      expect(response.statusCode).toBe(200);
      expect(response.json().datas).toEqual([]);
    },
  },
  {
    route: 'POST /getParticipants.htm',
    attempt: 'B looks hidden A up by name',
    run: (world) =>
      asB(world, {
        method: 'POST',
        url: '/getParticipants.htm',
        payload: { params: { search: world.a.lastName } },
      }),
    refused: (response) => {
      expect(response.statusCode).toBe(200);
      expect(response.json().datas).toEqual([]);
    },
  },
  {
    route: 'POST /contactParticipant.htm',
    attempt: 'B asks to contact hidden A',
    run: (world) =>
      asB(world, {
        method: 'POST',
        url: '/contactParticipant.htm',
        payload: { contactId: world.a.participantId },
      }),
    refused: (response) => {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ error: 'PARTICIPANT_NOT_FOUND', field: 'contactId' });
    },
  },
  {
    route: 'POST /contactParticipant.htm',
    attempt: 'B asks to contact a participant who accepts no contact',
    run: (world) =>
      asB(world, {
        method: 'POST',
        url: '/contactParticipant.htm',
        payload: { contactId: world.notContactableId },
      }),
    refused: async (response, world) => {
      expect(response.statusCode).toBe(403);
      const exported = await asB(world, { url: '/me/export.json' });
      expect(exported.json().contactRequests).toEqual([]);
    },
  },
  {
    route: 'GET /me.htm',
    attempt: 'B asks for its profile naming A’s user id',
    run: (world) => asB(world, { url: `/me.htm?id=${world.a.userId}&userId=${world.a.userId}` }),
    refused: (response, world) => {
      expect(response.statusCode).toBe(200);
      expect(response.json().datas).toMatchObject({ id: world.b.participantId, login: world.b.login });
    },
  },
  {
    route: 'POST /updateMe.htm',
    attempt: 'B names A’s user id beside its fields',
    run: (world) =>
      asB(world, {
        method: 'POST',
        url: '/updateMe.htm',
        payload: { userId: world.a.userId, updatedFields: { firstName: 'Pirate' } },
      }),
    refused: expectStatus(400),
  },
  {
    route: 'POST /updateMe.htm',
    attempt: 'B takes A’s login',
    run: (world) =>
      asB(world, {
        method: 'POST',
        url: '/updateMe.htm',
        payload: { updatedFields: { login: world.a.login }, password: PASSWORD },
      }),
    refused: (response) => {
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ error: 'LOGIN_TAKEN', field: 'updatedFields.login' });
    },
  },
  {
    route: 'POST /me/photo',
    attempt: 'B uploads a photo naming A’s user id',
    run: (world) =>
      asB(world, { method: 'POST', url: `/me/photo?userId=${world.a.userId}`, ...photoUpload(OTHER_PNG) }),
    refused: (response, world) => {
      // Answered for B, about B: A's photo is checked unchanged with the rest of A's data.
      expect(response.statusCode).toBe(200);
      expect(response.json().datas).toMatchObject({ login: world.b.login });
    },
  },
  {
    route: 'DELETE /me/photo',
    attempt: 'B removes a photo naming A’s user id',
    run: (world) => asB(world, { method: 'DELETE', url: `/me/photo?userId=${world.a.userId}` }),
    refused: (response, world) => {
      expect(response.statusCode).toBe(200);
      expect(response.json().datas).toMatchObject({ login: world.b.login, profilePicture: null });
    },
  },
  {
    route: 'GET /me/export.json',
    attempt: 'B exports its data naming A’s user id',
    run: (world) => asB(world, { url: `/me/export.json?userId=${world.a.userId}` }),
    refused: (response, world) => {
      expect(response.statusCode).toBe(200);
      expect(response.json().account.login).toBe(world.b.login);
      expect(response.body).not.toContain(world.a.login);
      expect(response.body).not.toContain(world.a.lastName);
    },
  },
  {
    route: 'GET /nodebackend/user/:token',
    attempt: 'B sends A’s user id and participant id as the token',
    run: async (world) => {
      const byUserId = await world.app.inject({ url: `/nodebackend/user/${world.a.userId}` });
      expect(byUserId.statusCode).toBe(401);
      return world.app.inject({ url: `/nodebackend/user/${world.a.participantId}` });
    },
    refused: expectStatus(401),
  },
  {
    route: 'GET /nodebackend/user/:token',
    attempt: 'B sends its own token',
    run: (world) => world.app.inject({ url: `/nodebackend/user/${world.b.token}` }),
    refused: (response, world) => {
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ login: world.b.login });
    },
  },
  {
    route: 'POST /logout.htm',
    attempt: 'B logs out naming A’s token',
    run: async (world) => {
      const login = await world.app.inject({
        method: 'POST',
        url: '/login.htm',
        payload: { login: world.b.login, password: PASSWORD },
      });
      const token = login.json().datas.token as string;
      return world.app.inject({
        method: 'POST',
        url: `/logout.htm?token=${world.a.token}`,
        headers: { authorization: `Bearer ${token}` },
        payload: { token: world.a.token },
      });
    },
    // A's session is part of A's data, checked unchanged.
    refused: expectStatus(200),
  },
  {
    route: 'PUT /calendars/:id',
    attempt: 'B changes A’s calendar with its own key',
    run: (world) =>
      world.app.inject({
        method: 'PUT',
        url: `/calendars/${world.a.calendar.id}`,
        payload: { key: world.b.calendar.key, events: ['evt-workshop'], language: 'en' },
      }),
    refused: expectStatus(403),
  },
  {
    route: 'DELETE /calendars/:id',
    attempt: 'B deletes A’s calendar with its own key',
    run: (world) =>
      world.app.inject({
        method: 'DELETE',
        url: `/calendars/${world.a.calendar.id}`,
        payload: { key: world.b.calendar.key },
      }),
    refused: expectStatus(403),
  },
  {
    route: 'POST /sync',
    attempt: 'B, logged in, syncs in login mode and reads only its own favorites; then with no session',
    run: async (world) => {
      const asB = await world.app.inject({
        method: 'POST',
        url: '/sync',
        payload: { token: await accountSyncToken(world, world.b.token), favorites: [] },
      });
      expect(asB.json()).toEqual({ favorites: [], positions: [] });
      return world.app.inject({
        method: 'POST',
        url: '/sync',
        payload: { token: await accountSyncToken(world, 'not-a-session-token-at-all'), favorites: [] },
      });
    },
    refused: expectStatus(401),
  },
  {
    route: 'POST /sync/revoke',
    attempt: 'B revokes its login-mode subject (only a code can be revoked)',
    run: async (world) =>
      world.app.inject({
        method: 'POST',
        url: '/sync/revoke',
        payload: { token: await accountSyncToken(world, world.b.token) },
      }),
    refused: expectStatus(400),
  },
  {
    route: 'GET /calendars/:id',
    attempt: 'B reads A’s calendar as JSON, and a near miss of its id',
    run: async (world) => {
      const asJson = await world.app.inject({ url: `/calendars/${world.a.calendar.id}` });
      expect(asJson.statusCode).toBe(404);
      return world.app.inject({ url: `/calendars/${nearMiss(world.a.calendar.id)}.ics` });
    },
    refused: expectStatus(404),
  },
  {
    route: 'POST /push/subscriptions',
    attempt: 'B subscribes its own browser',
    run: (world) =>
      world.app.inject({
        method: 'POST',
        url: '/push/subscriptions',
        payload: { subscription: pushSubscription(world.b.endpoint), profile: 'press' },
      }),
    refused: expectStatus(201),
  },
  {
    route: 'DELETE /push/subscriptions',
    attempt: 'B unsubscribes its browser, and a near miss of A’s endpoint',
    run: async (world) => {
      const nearMissOfA = await world.app.inject({
        method: 'DELETE',
        url: '/push/subscriptions',
        payload: { endpoint: `${world.a.endpoint}/` },
      });
      expect(nearMissOfA.statusCode).toBe(204);
      return world.app.inject({
        method: 'DELETE',
        url: '/push/subscriptions',
        payload: { endpoint: world.b.endpoint },
      });
    },
    refused: expectStatus(204),
  },
  {
    route: 'PUT /reminders/devices',
    attempt: 'B ties A’s push subscription to its own favorites, with its own session and its own secret',
    run: async (world) =>
      world.app.inject({
        method: 'PUT',
        url: '/reminders/devices',
        payload: {
          token: await accountSyncToken(world, world.b.token),
          endpoint: world.a.endpoint,
          auth: pushSubscription(world.b.endpoint).keys.auth,
          isOn: false,
          language: 'en',
        },
      }),
    refused: expectStatus(403),
  },
  {
    route: 'POST /leads/register-checkpoint',
    attempt: 'device B registers on exhibitor A',
    run: (world) =>
      world.app.inject({
        method: 'POST',
        url: '/leads/register-checkpoint',
        payload: {
          instanceName: 'showfloor',
          exhibitorId: world.a.exhibitorId,
          userName: 'intruder',
          mobileId: world.b.mobileId,
        },
      }),
    refused: (response) => {
      expect(response.statusCode).toBe(200);
      expect(response.json().RegisterCheckPointResult).toMatchObject({
        RegisterStatus: REGISTER_STATUS.notAuthorised,
        CheckPointId: 0,
      });
    },
  },
  {
    route: 'POST /leads/save-contacts',
    attempt: 'device B saves a lead under exhibitor A',
    run: (world) =>
      world.app.inject({
        method: 'POST',
        url: '/leads/save-contacts',
        payload: leadSave(world.b, world.a.exhibitorId, world.b.checkpointId, 'INTRUDER1'),
      }),
    refused: expectStatus(403),
  },
  {
    route: 'POST /leads/save-contacts',
    attempt: 'device B saves under its exhibitor with device A’s checkpoint',
    run: (world) =>
      world.app.inject({
        method: 'POST',
        url: '/leads/save-contacts',
        payload: leadSave(world.b, world.b.exhibitorId, world.a.checkpointId, 'INTRUDER2'),
      }),
    refused: expectStatus(403),
  },
  {
    route: 'POST /leads/save-contacts',
    attempt: 'device B saves the badge A scanned, under its own exhibitor',
    run: (world) =>
      world.app.inject({
        method: 'POST',
        url: '/leads/save-contacts',
        payload: leadSave(world.b, world.b.exhibitorId, world.b.checkpointId, 'SHARED01'),
      }),
    refused: async (response, world) => {
      // Its own lead: accepted, and kept apart from A's lead of the same badge.
      expect(response.statusCode).toBe(200);
      const own = await exportAs(world, 'csv', world.b.licence, world.b.mobileId);
      expect(own.body).toContain('Lu par device-b');
      expect(own.body).not.toContain('Lu par device-a');
    },
  },
  {
    route: 'GET /leads/export.csv',
    attempt: 'B exports with its licence and A’s device, then A’s licence and its device',
    run: async (world) => {
      const mixed = await exportAs(world, 'csv', world.b.licence, world.a.mobileId);
      expect(mixed.statusCode).toBe(403);
      return exportAs(world, 'csv', world.a.licence, world.b.mobileId);
    },
    refused: expectStatus(403),
  },
  {
    route: 'GET /leads/export.xlsx',
    attempt: 'B exports with its licence and A’s device, then A’s licence and its device',
    run: async (world) => {
      const mixed = await exportAs(world, 'xlsx', world.b.licence, world.a.mobileId);
      expect(mixed.statusCode).toBe(403);
      return exportAs(world, 'xlsx', world.a.licence, world.b.mobileId);
    },
    refused: expectStatus(403),
  },
  {
    // Last: B is gone afterwards.
    route: 'DELETE /me',
    attempt: 'B deletes its account naming A’s user id',
    run: (world) =>
      asB(world, { method: 'DELETE', url: `/me?userId=${world.a.userId}&id=${world.a.userId}` }),
    refused: async (response, world) => {
      expect(response.statusCode).toBe(200);
      expect((await asB(world, { url: '/me.htm' })).statusCode).toBe(401);
    },
  },
];

function event(originalId: string, title: string, start: string) {
  const end = start.replace(/T(\d\d)/, (_, hour: string) => `T${String(Number(hour) + 1).padStart(2, '0')}`);
  return sourceItem('events', originalId, {
    fields: { title: { $t: { fr: title, en: title } }, start_date: start, end_date: end },
  });
}

function pushSubscription(endpoint: string) {
  return {
    endpoint,
    expirationTime: null,
    keys: {
      p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
      // Each browser has its own auth secret: what proves a subscription is the caller's.
      auth: createHash('sha256').update(endpoint).digest().subarray(0, 16).toString('base64url'),
    },
  };
}

/** `METHOD url` of every route the app registers, HEAD routes folded into their GET. */
async function openAppListingRoutes(driver: (typeof TEST_DRIVERS)[number], env: NodeJS.ProcessEnv) {
  const routes = new Set<string>();
  const collect = (route: RouteOptions) => {
    for (const method of [route.method].flat()) if (method !== 'HEAD') routes.add(`${method} ${route.url}`);
  };
  // Fastify announces each new instance here, before any route is added to it.
  const channel = diagnostics.channel('fastify.initialization');
  const onInstance = (message: unknown) => {
    (message as { fastify: FastifyInstance }).fastify.addHook('onRoute', collect);
  };
  channel.subscribe(onInstance);
  try {
    return { test: await openTestApp(driver, env), routes };
  } finally {
    channel.unsubscribe(onInstance);
  }
}

for (const driver of TEST_DRIVERS) {
  describe(`authorization matrix on ${driver}`, () => {
    let test: TestApp;
    let routes: Set<string>;
    let world: World;
    let snapshotBefore: unknown;

    async function principal(name: 'a' | 'b', exhibitor: string): Promise<Principal> {
      const app = test.app;
      const accounts = createAccountsServices(test.handle.db, { sessionHours: 24 });
      const login = `${name}@matrix.test`;
      const lastName = name === 'a' ? 'Aubrac' : 'Bertin';
      const { userId } = await accounts.accounts.createAccount({
        login,
        password: PASSWORD,
        profile: { firstName: name.toUpperCase(), lastName, organizationName: `Org ${name}` },
      });
      const token = (
        await app.inject({ method: 'POST', url: '/login.htm', payload: { login, password: PASSWORD } })
      ).json().datas.token as string;
      // The id the app sees (public, docs/decisions.md "Hardening"), not the row id.
      const participantId = (
        await app.inject({ url: '/me.htm', headers: { authorization: `Bearer ${token}` } })
      ).json().datas.id as number;
      const leads = createLeadsServices(test.handle.db).leads;
      const [licence = ''] = await leads.createLicences({
        exhibitorOriginalId: exhibitor,
        exhibitorName: `Exposant ${name}`,
        count: 1,
        userQuota: 2,
      });
      const mobileId = `device-${name}`;
      const { ExhibitorId: exhibitorId } = await leads.checkLicence({ CAB: licence, mobileId });
      const { CheckPointId: checkpointId } = await leads.registerCheckpoint({
        instanceName: 'showfloor',
        exhibitorId,
        userName: mobileId,
        mobileId,
      });
      const feed = await app.inject({
        method: 'POST',
        url: '/calendars',
        payload: { events: [name === 'a' ? 'evt-keynote' : 'evt-workshop'], language: 'en' },
      });
      const endpoint = `https://push.example/send/${name}`;
      await app.inject({
        method: 'POST',
        url: '/push/subscriptions',
        payload: { subscription: pushSubscription(endpoint), profile: 'visitor' },
      });
      return {
        login,
        password: PASSWORD,
        token,
        userId,
        participantId,
        lastName,
        licence,
        mobileId,
        exhibitorId,
        checkpointId,
        calendar: feed.json(),
        endpoint,
      };
    }

    /** Everything A owns, as A (or A's device, calendar app, browser) reads it. */
    async function snapshotOfA() {
      const { app, a } = world;
      const me = await app.inject({ url: '/me.htm', headers: bearer(a) });
      const photoPath = me.json().datas.profilePicture?.value as string | undefined;
      const photo = photoPath ? await app.inject({ url: `/${photoPath}` }) : undefined;
      const exported = await app.inject({ url: '/me/export.json', headers: bearer(a) });
      const { exportedAt: _exportedAt, ...exportedData } = exported.json();
      const calendar = await app.inject({ url: `/calendars/${a.calendar.id}.ics` });
      return {
        me: me.json(),
        photo: photo && {
          status: photo.statusCode,
          sha256: createHash('sha256').update(photo.rawPayload).digest('hex'),
        },
        exported: exportedData,
        nodebackend: (await app.inject({ url: `/nodebackend/user/${a.token}` })).json(),
        leads: (await exportAs(world, 'csv', a.licence, a.mobileId)).body,
        calendar: { status: calendar.statusCode, events: calendar.body.match(/^SUMMARY.*$/gm) },
        // Read from the table: a sync per attempt would run into the per-account rate limit.
        syncedFavorites: await test.handle.db
          .select()
          .from(favoritesSyncEntries)
          .where(
            eq(
              favoritesSyncEntries.subjectHash,
              createHash('sha256').update(`user:${a.userId}`).digest('hex'),
            ),
          ),
        push: await test.handle.db
          .select()
          .from(pushSubscriptions)
          .where(eq(pushSubscriptions.endpoint, a.endpoint)),
        reminders: await test.handle.db
          .select()
          .from(reminderDevices)
          .where(eq(reminderDevices.endpoint, a.endpoint)),
      };
    }

    beforeAll(async () => {
      ({ test, routes } = await openAppListingRoutes(driver, { PUSH_ALLOWED_HOSTS: 'push.example' }));
      await test.catalog.setConfig(showConfigFixture());
      await test.catalog.upsertItems([
        event('evt-keynote', 'Keynote', '2026-11-21T09:30:00+01:00'),
        event('evt-workshop', 'Workshop', '2026-11-22T14:00:00+01:00'),
      ]);
      await test.publishing.publish();
      const a = await principal('a', 'exh-a');
      const b = await principal('b', 'exh-b');
      const accounts = createAccountsServices(test.handle.db, { sessionHours: 24 });
      const notContactable = await accounts.participantRepository.insert({
        firstName: 'Noé',
        lastName: 'Nocontact',
        contactable: false,
      });
      // The app's public id of that row (the key the test app keeps in its DATA_DIR).
      const publicIds = new ParticipantPublicIds(loadParticipantIdKey(undefined, test.dataDir));
      world = {
        app: test.app,
        a,
        b,
        photoSeenByB: '',
        notContactableId: publicIds.toPublic(notContactable.id),
      };

      // A, visible, puts up a photo; B reads its address in the directory; then A hides.
      const uploaded = await test.app.inject({ method: 'POST', url: '/me/photo', ...photoUpload(PNG, a) });
      expect(uploaded.statusCode).toBe(200);
      const found = await asB(world, {
        method: 'POST',
        url: '/getParticipants.htm',
        payload: { params: { filters: { ids: [a.participantId] } } },
      });
      world.photoSeenByB = found.json().datas[0].profilePicture.value;
      expect((await test.app.inject({ url: `/${world.photoSeenByB}` })).statusCode).toBe(200);
      const hidden = await test.app.inject({
        method: 'POST',
        url: '/updateMe.htm',
        headers: bearer(a),
        payload: { updatedFields: { visible: false } },
      });
      expect(hidden.statusCode).toBe(200);

      await test.app.inject({ method: 'POST', url: '/me/photo', ...photoUpload(PNG, b) });
      const saved = await test.app.inject({
        method: 'POST',
        url: '/leads/save-contacts',
        payload: leadSave(a, a.exhibitorId, a.checkpointId, 'SHARED01'),
      });
      expect(saved.statusCode).toBe(200);
      const synced = await test.app.inject({
        method: 'POST',
        url: '/sync',
        payload: {
          token: await accountSyncToken(world, a.token),
          favorites: [{ id: 1, dataType: 'events', action: 'create', timestamp: 1 }],
        },
      });
      expect(synced.statusCode).toBe(200);
      snapshotBefore = await snapshotOfA();
    });
    afterAll(async () => {
      await test.close();
    });

    it('sees A’s data whole before any attempt (so the comparisons below compare something)', () => {
      expect(snapshotBefore).toMatchObject({
        me: { datas: { login: world.a.login, visible: false } },
        photo: { status: 200 },
        nodebackend: { login: world.a.login },
        calendar: { status: 200, events: ['SUMMARY:Keynote'] },
        syncedFavorites: [{ dataType: 'events', itemId: 1, action: 'create', changedAt: 1 }],
        push: [{ endpoint: world.a.endpoint, profile: 'visitor' }],
      });
      expect(snapshotBefore).toHaveProperty('leads', expect.stringContaining('Lu par device-a'));
    });

    for (const entry of MATRIX) {
      it(`${entry.route}: ${entry.attempt} — refused, A unchanged`, async () => {
        const response = await entry.run(world);
        await entry.refused(response, world);
        expect(await snapshotOfA()).toEqual(snapshotBefore);
      });
    }

    it('has a matrix entry, or a reason in PUBLIC_ROUTES, for every route the app registers, and no stale one', () => {
      const classified = new Set([...MATRIX.map((entry) => entry.route), ...Object.keys(PUBLIC_ROUTES)]);
      expect([...routes].filter((route) => !classified.has(route)).sort()).toEqual([]);
      expect([...classified].filter((route) => !routes.has(route)).sort()).toEqual([]);
    });
  });
}

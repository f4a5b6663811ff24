import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import type { AccountsConfig } from '../../config.js';
import type { DatabaseHandle } from '../../db/database.js';
import { testConfig } from '../../testing/test-app.js';
import { openTestDatabase, TEST_DRIVERS } from '../../testing/test-database.js';
import type { ParticipantInput } from '../participants/index.js';
import { DEMO_CODIFICATIONS } from '../participants/index.js';
import { createAccountsServices } from './register-accounts-module.js';

const CONFIG: AccountsConfig = {
  corsOrigins: [],
  sessionHours: 24,
  loginRateLimit: 100,
  contactRateLimit: 8,
  searchRateLimit: 40,
  participantIdKey: 'participants-routes-test-key',
};
const PASSWORD = 'networking-pass';

const DIRECTORY: ParticipantInput[] = [
  {
    externalId: 'p-1',
    firstName: 'Élise',
    lastName: 'Durand',
    organizationName: 'Helios Énergie',
    role: 'Acheteuse',
    profil: 'visitor',
    service: 'purchasing',
    centerinterest: ['energy', 'ai'],
    email: 'elise@private.test',
    phone: '+33 1 11 11 11 11',
  },
  {
    externalId: 'p-2',
    firstName: 'Marc',
    lastName: 'Dupont',
    organizationName: 'Axione Digital',
    role: 'CTO',
    profil: 'exhibitor',
    service: 'it',
    centerinterest: ['ai'],
  },
  {
    externalId: 'p-3',
    firstName: 'Nina',
    lastName: 'Dupuis',
    organizationName: 'Helios Conseil',
    role: 'Consultante',
    profil: 'visitor',
    service: 'sales',
    centerinterest: ['health'],
  },
  {
    externalId: 'p-4',
    firstName: 'Hidden',
    lastName: 'Duval',
    organizationName: 'Helios Énergie',
    role: 'CEO',
    profil: 'visitor',
    visible: false,
  },
  {
    externalId: 'p-5',
    firstName: 'Paul',
    lastName: 'Martin',
    organizationName: 'Quartz Group',
    role: 'CEO',
    profil: 'press',
    contactable: false,
    exhibitorId: 'exh-7',
  },
];

for (const driver of TEST_DRIVERS) {
  describe(`participants directory on ${driver}`, () => {
    let handle: DatabaseHandle;
    let app: FastifyInstance;
    let dataDir: string;
    let services: ReturnType<typeof createAccountsServices>;
    let token: string;
    let ownParticipantId: number;

    beforeEach(async () => {
      handle = await openTestDatabase(driver);
      dataDir = await mkdtemp(path.join(tmpdir(), 'showfloor-participants-'));
      app = await buildApp({ db: handle.db, config: { ...testConfig(dataDir), accounts: CONFIG }, dataDir });
      services = createAccountsServices(handle.db, CONFIG);
      await services.participantRepository.replaceGenerated('p-', DIRECTORY);
      await services.codifications.replace(DEMO_CODIFICATIONS);
      ({ participantId: ownParticipantId } = await services.accounts.createAccount({
        login: 'me@example.org',
        password: PASSWORD,
        profile: { firstName: 'Moi', lastName: 'Zeller', organizationName: 'Mine' },
      }));
      const login = await app.inject({
        method: 'POST',
        url: '/login.htm',
        payload: { login: 'me@example.org', password: PASSWORD },
      });
      token = login.json().datas.token;
    });
    afterEach(async () => {
      await app.close();
      await handle.close();
      await rm(dataDir, { recursive: true, force: true });
    });

    async function search(params?: object) {
      const response = await app.inject({
        method: 'POST',
        url: '/getParticipants.htm',
        headers: { authorization: `Bearer ${token}` },
        payload: params === undefined ? {} : { params },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ status: 'success', http_code: 200 });
      return response.json().datas as {
        id: number;
        lastName: string;
        contacted: boolean;
        [key: string]: unknown;
      }[];
    }
    const names = (rows: { lastName: string }[]) => rows.map((row) => row.lastName);

    async function contact(contactId: unknown) {
      return app.inject({
        method: 'POST',
        url: '/contactParticipant.htm',
        headers: { authorization: `Bearer ${token}` },
        payload: { contactId },
      });
    }

    it('requires login (401, which the app maps to AUTH_ERROR)', async () => {
      const response = await app.inject({ method: 'POST', url: '/getParticipants.htm', payload: {} });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ status: 'error', http_code: 401 });
    });

    it('lists visible participants in name order, never the invisible ones nor private fields nor row ids', async () => {
      const rows = await search();
      expect(names(rows)).toEqual(['Dupont', 'Dupuis', 'Durand', 'Martin', 'Zeller']);
      expect(JSON.stringify(rows)).not.toContain('private.test');
      expect(JSON.stringify(rows)).not.toContain('+33');
      expect(rows[0]).not.toHaveProperty('email');
      expect(rows[0]).not.toHaveProperty('phone');
      // Opaque ids: no row id, and gaps that say nothing of the hidden participant between them.
      const rowIds = (await handle.db.query.participants.findMany()).map((row) => row.id);
      // Rows are numbered 1 to 6 with the hidden Duval among them; none of those numbers is shown.
      expect(rows.map((row) => row.id).filter((id) => rowIds.includes(id))).toEqual([]);
      const sorted = rows.map((row) => row.id).sort((a, b) => a - b);
      const gaps = sorted.slice(1).map((id, index) => id - (sorted[index] ?? 0));
      expect(Math.min(...gaps)).toBeGreaterThan(1_000_000);
      expect(rows.every((row) => Number.isSafeInteger(row.id))).toBe(true);
    });

    it('pages with start and take, answering at most take rows', async () => {
      expect(names(await search({ start: 0, take: 2 }))).toEqual(['Dupont', 'Dupuis']);
      expect(names(await search({ start: 2, take: 2 }))).toEqual(['Durand', 'Martin']);
      expect(names(await search({ start: 4, take: 2 }))).toEqual(['Zeller']);
    });

    it('pages by keyset after the last id of the previous page, skipping invisible participants', async () => {
      const first = await search({ take: 2 });
      expect(names(first)).toEqual(['Dupont', 'Dupuis']);
      const second = await search({ take: 2, after: first.at(-1)?.id });
      expect(names(second)).toEqual(['Durand', 'Martin']);
      expect(names(await search({ take: 2, after: second.at(-1)?.id }))).toEqual(['Zeller']);
    });

    it('refuses a forged or stale paging cursor with 400 naming params.after', async () => {
      const ask = (after: unknown) =>
        app.inject({
          method: 'POST',
          url: '/getParticipants.htm',
          headers: { authorization: `Bearer ${token}` },
          payload: { params: { take: 2, after } },
        });
      const [dupont] = await search({ take: 1 });
      // A made-up cursor, and row ids, which a client could once walk: neither names a position.
      for (const forged of [(dupont?.id ?? 0) + 1, 3, 123_456_789]) {
        const refused = await ask(forged);
        expect(refused.statusCode, String(forged)).toBe(400);
        expect(refused.json()).toMatchObject({
          status: 'error',
          error: 'INVALID_CURSOR',
          field: 'params.after',
        });
      }
      // The cursor of a participant hidden since: refused too, rather than ending the list early.
      expect((await ask(dupont?.id)).statusCode).toBe(200);
      const { participants } = await import('../../db/schema.js');
      const { eq } = await import('drizzle-orm');
      await handle.db.update(participants).set({ visible: false }).where(eq(participants.externalId, 'p-2'));
      const stale = await ask(dupont?.id);
      expect(stale.statusCode).toBe(400);
      expect(stale.json()).toMatchObject({ error: 'INVALID_CURSOR', field: 'params.after' });
    });

    it('finds by keyword accent- and case-insensitively on name, organisation or role', async () => {
      expect(names(await search({ search: 'DUP' }))).toEqual(['Dupont', 'Dupuis']);
      expect(names(await search({ search: 'elise' }))).toEqual(['Durand']);
      expect(names(await search({ search: 'helios' }))).toEqual(['Dupuis', 'Durand']);
      expect(names(await search({ search: 'helios energie' }))).toEqual(['Durand']);
      expect(names(await search({ search: 'ceo' }))).toEqual(['Martin']);
      expect(names(await search({ search: 'helios', searchBy: 'lastName' }))).toEqual([]);
      expect(names(await search({ search: 'du', searchBy: 'organizationName' }))).toEqual([]);
    });

    it('filters by the advanced fields and codification codes', async () => {
      expect(names(await search({ filters: { lastName: 'du', organizationName: 'helios' } }))).toEqual([
        'Dupuis',
        'Durand',
      ]);
      expect(names(await search({ filters: { role: 'cto' } }))).toEqual(['Dupont']);
      expect(names(await search({ filters: { profil: 'visitor' } }))).toEqual(['Dupuis', 'Durand']);
      expect(names(await search({ filters: { service: 'it' } }))).toEqual(['Dupont']);
      expect(names(await search({ filters: { centerinterest: ['ai', 'health'] } }))).toEqual([
        'Dupont',
        'Dupuis',
        'Durand',
      ]);
      expect(names(await search({ filters: { centerinterest: 'energy' } }))).toEqual(['Durand']);
      expect(names(await search({ filters: { exhibitorId: 'exh-7' } }))).toEqual(['Martin']);
    });

    it('answers a list of ids with only the visible ones', async () => {
      const all = await search();
      const hidden = await handle.db.query.participants.findFirst({
        where: (p, { eq }) => eq(p.externalId, 'p-4'),
      });
      if (!hidden) throw new Error('Duval missing');
      // The hidden participant's public id, and a row id as a client could once send it.
      const ids = [...all.map((row) => row.id), services.publicIds.toPublic(hidden.id), 1];
      expect(names(await search({ filters: { ids } }))).toEqual([
        'Dupont',
        'Dupuis',
        'Durand',
        'Martin',
        'Zeller',
      ]);
    });

    it('answers at most the spec page (take 100 plus one) per call, so the directory cannot be read in a few', async () => {
      const ask = (take: number) =>
        app.inject({
          method: 'POST',
          url: '/getParticipants.htm',
          headers: { authorization: `Bearer ${token}` },
          payload: { params: { take } },
        });
      expect((await ask(101)).statusCode).toBe(200);
      for (const take of [102, 500]) {
        const response = await ask(take);
        expect(response.statusCode, String(take)).toBe(400);
        expect(response.json()).toMatchObject({ error: 'BAD_REQUEST', field: 'params.take' });
      }
    });

    it('refuses malformed parameters with 400 naming the field', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/getParticipants.htm',
        headers: { authorization: `Bearer ${token}` },
        payload: { params: { take: 'lots' } },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: 'BAD_REQUEST', field: 'params.take' });
      const tooMany = await app.inject({
        method: 'POST',
        url: '/getParticipants.htm',
        headers: { authorization: `Bearer ${token}` },
        payload: { params: { take: 100_000 } },
      });
      expect(tooMany.json().field).toBe('params.take');
    });

    it('records a contact request once; asking again succeeds; the directory and profile mark it', async () => {
      const [dupont] = await search({ search: 'dupont' });
      if (!dupont) throw new Error('Dupont missing');
      const first = await contact(dupont.id);
      expect(first.statusCode).toBe(200);
      expect(first.json()).toMatchObject({ status: 'success', http_code: 200 });
      const second = await contact(dupont.id);
      expect(second.statusCode).toBe(200);
      const { contactRequests } = await import('../../db/schema.js');
      expect(await handle.db.select().from(contactRequests)).toHaveLength(1);
      expect((await search({ search: 'dupont' }))[0]?.contacted).toBe(true);
      const me = await app.inject({ url: '/me.htm', headers: { authorization: `Bearer ${token}` } });
      expect(me.json().datas.contactedParticipants).toEqual([dupont.id]);
    });

    it('refuses to contact the non-contactable (403), the invisible or unknown (404) and oneself (400)', async () => {
      const [martin] = await search({ search: 'martin' });
      expect((await contact(martin?.id)).statusCode).toBe(403);
      const hidden = await handle.db.query.participants.findFirst({
        where: (p, { eq }) => eq(p.externalId, 'p-4'),
      });
      if (!hidden) throw new Error('Duval missing');
      const invisible = await contact(services.publicIds.toPublic(hidden.id));
      expect(invisible.statusCode).toBe(404);
      expect(invisible.json()).toMatchObject({ status: 'error', field: 'contactId' });
      // A made-up id and a row id (the hidden one's) answer the same 404.
      expect((await contact(999_999)).statusCode).toBe(404);
      expect(await (await contact(hidden.id)).json()).toEqual(invisible.json());
      const me = await app.inject({ url: '/me.htm', headers: { authorization: `Bearer ${token}` } });
      expect(me.json().datas.id).toBe(services.publicIds.toPublic(ownParticipantId));
      expect((await contact(me.json().datas.id)).statusCode).toBe(400);
      expect((await contact('abc')).json()).toMatchObject({ error: 'BAD_REQUEST', field: 'contactId' });
    });

    it('limits contact requests per user with a JSON 429', async () => {
      const [dupont] = await search({ search: 'dupont' });
      for (let i = 0; i < CONFIG.contactRateLimit; i++)
        expect((await contact(dupont?.id)).statusCode).toBe(200);
      const limited = await contact(dupont?.id);
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toMatchObject({ error: 'RATE_LIMITED', http_code: 429 });
    });

    it('limits participant searches per user with a JSON 429', async () => {
      const ask = () =>
        app.inject({
          method: 'POST',
          url: '/getParticipants.htm',
          headers: { authorization: `Bearer ${token}` },
          payload: {},
        });
      for (let i = 0; i < CONFIG.searchRateLimit; i++) expect((await ask()).statusCode).toBe(200);
      expect((await ask()).statusCode).toBe(429);
    });

    it('answers codification lists for the requested fields, in request order, with fr/en labels', async () => {
      const query = new URLSearchParams({
        'fields[0][sourceCode]': 'showfloor',
        'fields[0][entityCode]': 'participants',
        'fields[0][nameField]': 'service',
        'fields[1][sourceCode]': 'showfloor',
        'fields[1][entityCode]': 'participants',
        'fields[1][nameField]': 'profil',
        'fields[2][sourceCode]': 'other',
        'fields[2][entityCode]': 'x',
        'fields[2][nameField]': 'y',
      });
      const response = await app.inject({
        url: `/getCodifs.htm?${query}`,
        headers: { 'content-type': 'application/json' },
      });
      expect(response.statusCode).toBe(200);
      const { fieldsInfo } = response.json().datas;
      expect(fieldsInfo.map((field: { nameField: string }) => field.nameField)).toEqual([
        'service',
        'profil',
        'y',
      ]);
      expect(fieldsInfo[1].codif[0]).toEqual({
        code: 'visitor',
        label: { $t: { fr: 'Visiteur', en: 'Visitor' } },
      });
      expect(fieldsInfo[2].codif).toEqual([]);
      const incomplete = await app.inject({ url: '/getCodifs.htm?fields[0][sourceCode]=showfloor' });
      expect(incomplete.statusCode).toBe(400);
      expect(incomplete.json().field).toBe('fields.0.entityCode');
    });
  });
}

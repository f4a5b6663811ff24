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
import { accountTransaction } from './account-transaction.js';
import { createAccountsServices } from './register-accounts-module.js';

const CONFIG: AccountsConfig = {
  corsOrigins: ['https://app.example.org'],
  sessionHours: 1,
  loginRateLimit: 5,
  contactRateLimit: 50,
  searchRateLimit: 100,
};
const PASSWORD = 'correct horse battery';
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);

function multipart(field: string, bytes: Uint8Array, filename = 'photo.png') {
  const boundary = '----showfloor-test-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`;
  const payload = Buffer.concat([
    Buffer.from(head),
    Buffer.from(bytes),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

for (const driver of TEST_DRIVERS) {
  describe(`accounts on ${driver}`, () => {
    let handle: DatabaseHandle;
    let app: FastifyInstance;
    let dataDir: string;
    let services: ReturnType<typeof createAccountsServices>;

    beforeEach(async () => {
      handle = await openTestDatabase(driver);
      dataDir = await mkdtemp(path.join(tmpdir(), 'showfloor-accounts-'));
      app = await buildApp({ db: handle.db, config: { ...testConfig(dataDir), accounts: CONFIG }, dataDir });
      services = createAccountsServices(handle.db, CONFIG);
      await services.accounts.createAccount({
        login: 'Alice@Example.org',
        password: PASSWORD,
        profile: { firstName: 'Alice', lastName: 'Aubert', role: 'Buyer', phone: '+33 1 00 00 00 01' },
      });
      await services.accounts.createAccount({
        login: 'bob@example.org',
        password: PASSWORD,
        profile: {
          firstName: 'Bob',
          lastName: 'Bernard',
          phone: '+33 6 99 99 99 99',
          email: 'bob.private@example.org',
        },
      });
    });
    afterEach(async () => {
      await app.close();
      await handle.close();
      await rm(dataDir, { recursive: true, force: true });
    });

    async function login(loginName = 'alice@example.org', password = PASSWORD): Promise<string> {
      const response = await app.inject({
        method: 'POST',
        url: '/login.htm',
        payload: { login: loginName, password },
      });
      expect(response.statusCode).toBe(200);
      return response.json().datas.token;
    }

    const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

    it('logs in case-insensitively and answers the token and profile in the provider envelope', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/login.htm',
        payload: { login: 'ALICE@example.org', password: PASSWORD },
      });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toMatchObject({ status: 'success', http_code: 200 });
      expect(body.datas.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(body.datas.profile).toMatchObject({
        firstName: 'Alice',
        login: 'alice@example.org',
        contactedParticipants: [],
      });
    });

    it('refuses a wrong password or an unknown login with 401, the same way', async () => {
      const wrong = await app.inject({
        method: 'POST',
        url: '/login.htm',
        payload: { login: 'alice@example.org', password: 'nope' },
      });
      const unknown = await app.inject({
        method: 'POST',
        url: '/login.htm',
        payload: { login: 'who@example.org', password: 'nope' },
      });
      for (const response of [wrong, unknown]) {
        expect(response.statusCode).toBe(401);
        expect(response.json()).toMatchObject({ status: 'error', http_code: 401, error: 'BAD_LOGIN' });
      }
    });

    it('answers malformed input with 400 naming the field', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/login.htm',
        payload: { login: 'not-an-email', password: 'x' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        status: 'error',
        http_code: 400,
        error: 'BAD_REQUEST',
        field: 'login',
      });
    });

    it('serves /me.htm only with a live token, by Bearer header or token query, the header winning', async () => {
      expect((await app.inject({ url: '/me.htm' })).statusCode).toBe(401);
      expect((await app.inject({ url: '/me.htm', headers: bearer('forged') })).json()).toMatchObject({
        status: 'error',
        http_code: 401,
        error: 'AUTH_ERROR',
      });
      const token = await login();
      const byHeader = await app.inject({ url: '/me.htm', headers: bearer(token) });
      expect(byHeader.json()).toMatchObject({ status: 'success', datas: { firstName: 'Alice' } });
      const byQuery = await app.inject({ url: `/me.htm?token=${token}` });
      expect(byQuery.json().datas.firstName).toBe('Alice');
      // A stale header is not rescued by a valid query token.
      const both = await app.inject({ url: `/me.htm?token=${token}`, headers: bearer('stale') });
      expect(both.statusCode).toBe(401);
    });

    it('ends the session on logout', async () => {
      const token = await login();
      expect(
        (await app.inject({ method: 'POST', url: '/logout.htm', headers: bearer(token) })).statusCode,
      ).toBe(200);
      expect((await app.inject({ url: '/me.htm', headers: bearer(token) })).statusCode).toBe(401);
    });

    it('expires sessions after the configured hours', async () => {
      let now = new Date('2026-11-21T09:00:00Z');
      const { AccountService } = await import('./account.service.js');
      const { AccountRepository } = await import('./account.repository.js');
      const clocked = new AccountService(
        new AccountRepository(handle.db),
        services.participantRepository,
        services.photos,
        {
          sessionHours: 2,
          now: () => now,
          inTransaction: accountTransaction(handle.db),
          publicIds: services.publicIds,
        },
      );
      const result = await clocked.login('alice@example.org', PASSWORD);
      if (!result) throw new Error('login failed');
      now = new Date('2026-11-21T10:59:00Z');
      expect(await clocked.authenticate(result.token)).toBeDefined();
      now = new Date('2026-11-21T11:00:01Z');
      expect(await clocked.authenticate(result.token)).toBeUndefined();
    });

    it('stores only a hash of the token and a salted scrypt hash of the password', async () => {
      const token = await login();
      const { sessions, users } = await import('../../db/schema.js');
      const [session] = await handle.db.select().from(sessions);
      expect(session?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
      expect(session?.tokenHash).not.toContain(token);
      const rows = await handle.db.select().from(users);
      expect(rows.map((row) => row.passwordHash.split('$')[0])).toEqual(['scrypt', 'scrypt']);
      // Same password, different salts: different hashes.
      expect(rows[0]?.passwordHash).not.toBe(rows[1]?.passwordHash);
    });

    it('updates the changed profile fields and refuses invalid ones naming the field', async () => {
      const token = await login();
      const updated = await app.inject({
        method: 'POST',
        url: '/updateMe.htm',
        headers: bearer(token),
        payload: {
          updatedFields: {
            lastName: 'Aubert-Durand',
            phoneNumber: '+33 6 12 34 56 78',
            visible: false,
            socialNetworkProfiles: { ln: 'https://www.linkedin.com/in/alice' },
          },
        },
      });
      expect(updated.statusCode).toBe(200);
      expect(updated.json().datas).toMatchObject({
        lastName: 'Aubert-Durand',
        phone: '+33 6 12 34 56 78',
        visible: false,
        firstName: 'Alice',
        social: { ln: 'https://www.linkedin.com/in/alice' },
      });

      const badPhone = await app.inject({
        method: 'POST',
        url: '/updateMe.htm',
        headers: bearer(token),
        payload: { updatedFields: { phoneNumber: 'call me' } },
      });
      expect(badPhone.statusCode).toBe(400);
      expect(badPhone.json().field).toBe('updatedFields.phoneNumber');
      const unknownField = await app.inject({
        method: 'POST',
        url: '/updateMe.htm',
        headers: bearer(token),
        payload: { updatedFields: { isAdmin: true } },
      });
      expect(unknownField.statusCode).toBe(400);

      const taken = await app.inject({
        method: 'POST',
        url: '/updateMe.htm',
        headers: bearer(token),
        payload: { updatedFields: { login: 'BOB@example.org' }, password: PASSWORD },
      });
      expect(taken.statusCode).toBe(409);
      expect(taken.json()).toMatchObject({ error: 'LOGIN_TAKEN', field: 'updatedFields.login' });
      expect((await app.inject({ url: '/me.htm', headers: bearer(token) })).json().datas.login).toBe(
        'alice@example.org',
      );
    });

    it('takes a photo upload checked by its bytes, serves it, and refuses other files and oversize ones', async () => {
      const token = await login();
      const upload = await app.inject({
        method: 'POST',
        url: '/me/photo',
        ...merge(multipart('photo', PNG), bearer(token)),
      });
      expect(upload.statusCode).toBe(200);
      const picture = upload.json().datas.profilePicture;
      expect(picture.metaData).toEqual({ name: 'profile.png', size: PNG.length, type: 'image/png' });
      const served = await app.inject({ url: `/${picture.value}` });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/png');
      expect(new Uint8Array(served.rawPayload)).toEqual(PNG);

      const text = new TextEncoder().encode('<svg onload="alert(1)"/>');
      const fake = await app.inject({
        method: 'POST',
        url: '/me/photo',
        ...merge(multipart('photo', text, 'x.png'), bearer(token)),
      });
      expect(fake.statusCode).toBe(400);
      expect(fake.json()).toMatchObject({ error: 'UNSUPPORTED_TYPE', field: 'photo' });

      const big = new Uint8Array(2 * 1024 * 1024 + 1);
      big.set(PNG);
      const oversize = await app.inject({
        method: 'POST',
        url: '/me/photo',
        ...merge(multipart('photo', big), bearer(token)),
      });
      expect(oversize.statusCode).toBe(413);
      expect(oversize.json()).toMatchObject({ status: 'error', field: 'photo' });
      // The refused uploads left the first photo in place.
      expect(
        (await app.inject({ url: '/me.htm', headers: bearer(token) })).json().datas.profilePicture.value,
      ).toBe(picture.value);

      const anonymous = await app.inject({ method: 'POST', url: '/me/photo', ...multipart('photo', PNG) });
      expect(anonymous.statusCode).toBe(401);
    });

    it('takes the cropper’s data URL in updateMe.htm, and null removes the photo and its file', async () => {
      const token = await login();
      const dataUrl = `data:image/png;base64,${Buffer.from(PNG).toString('base64')}`;
      const set = await app.inject({
        method: 'POST',
        url: '/updateMe.htm',
        headers: bearer(token),
        payload: { updatedFields: { profilePicture: { value: dataUrl } } },
      });
      expect(set.statusCode).toBe(200);
      const url = set.json().datas.profilePicture.value;
      expect((await app.inject({ url: `/${url}` })).statusCode).toBe(200);
      const fake = await app.inject({
        method: 'POST',
        url: '/updateMe.htm',
        headers: bearer(token),
        payload: { updatedFields: { profilePicture: { value: 'data:image/png;base64,PHN2Zy8+' } } },
      });
      expect(fake.json()).toMatchObject({ error: 'UNSUPPORTED_TYPE', field: 'updatedFields.profilePicture' });
      const removed = await app.inject({
        method: 'POST',
        url: '/updateMe.htm',
        headers: bearer(token),
        payload: { updatedFields: { profilePicture: null } },
      });
      expect(removed.json().datas.profilePicture).toBeNull();
      expect((await app.inject({ url: `/${url}` })).statusCode).toBe(404);
    });

    it('exports only the user’s own data and deletes the account with everything attached', async () => {
      const token = await login();
      const photo = await app.inject({
        method: 'POST',
        url: '/me/photo',
        ...merge(multipart('photo', PNG), bearer(token)),
      });
      const photoUrl = photo.json().datas.profilePicture.value;
      const exported = await app.inject({ url: '/me/export.json', headers: bearer(token) });
      expect(exported.statusCode).toBe(200);
      expect(exported.headers['content-disposition']).toContain('attachment');
      const text = exported.body;
      expect(text).toContain('alice@example.org');
      expect(text).not.toContain('bob');
      expect(exported.json().sessions).toHaveLength(1);

      expect((await app.inject({ method: 'DELETE', url: '/me', headers: bearer(token) })).statusCode).toBe(
        200,
      );
      expect((await app.inject({ url: '/me.htm', headers: bearer(token) })).statusCode).toBe(401);
      const again = await app.inject({
        method: 'POST',
        url: '/login.htm',
        payload: { login: 'alice@example.org', password: PASSWORD },
      });
      expect(again.statusCode).toBe(401);
      expect((await app.inject({ url: `/${photoUrl}` })).statusCode).toBe(404);
      expect(
        await services.participantRepository.search({ start: 0, take: 10, filters: { lastName: 'Aubert' } }),
      ).toEqual([]);
    });

    it('serves the alternative provider: nodebackend login and user by token', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/nodebackend/login',
        payload: { username: 'alice@example.org', password: PASSWORD },
      });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toMatchObject({ success: true, profile: { firstName: 'Alice' } });
      const user = await app.inject({ url: `/nodebackend/user/${body.token}` });
      expect(user.json()).toMatchObject({ firstName: 'Alice', login: 'alice@example.org' });
      expect((await app.inject({ url: '/nodebackend/user/forged' })).statusCode).toBe(401);
      const bad = await app.inject({
        method: 'POST',
        url: '/nodebackend/login',
        payload: { username: 'alice@example.org', password: 'no' },
      });
      expect(bad.statusCode).toBe(401);
      expect(bad.json().success).toBe(false);
    });

    it('limits wrong passwords on one account with a JSON 429 and Retry-After', async () => {
      const attempt = () =>
        app.inject({
          method: 'POST',
          url: '/login.htm',
          payload: { login: 'alice@example.org', password: 'guess' },
        });
      for (let i = 0; i < CONFIG.loginRateLimit; i++) expect((await attempt()).statusCode).toBe(401);
      const limited = await attempt();
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toMatchObject({ status: 'error', http_code: 429, error: 'RATE_LIMITED' });
    });

    it('allows credentials cross-origin only for the configured origins', async () => {
      const trusted = await app.inject({
        method: 'OPTIONS',
        url: '/me.htm',
        headers: { origin: 'https://app.example.org', 'access-control-request-method': 'GET' },
      });
      expect(trusted.headers['access-control-allow-origin']).toBe('https://app.example.org');
      expect(trusted.headers['access-control-allow-credentials']).toBe('true');
      const other = await app.inject({ url: '/online.txt', headers: { origin: 'https://evil.example' } });
      expect(other.headers['access-control-allow-origin']).toBe('*');
      expect(other.headers['access-control-allow-credentials']).toBeUndefined();
    });
  });
}

function merge(
  request: { payload: Buffer; headers: Record<string, string> },
  headers: Record<string, string>,
) {
  return { payload: request.payload, headers: { ...request.headers, ...headers } };
}

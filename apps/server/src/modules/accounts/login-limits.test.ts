import type { InjectOptions } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { openTestApp, type TestApp } from '../../testing/test-app.js';
import { TEST_DRIVERS } from '../../testing/test-database.js';
import { createAccountsServices } from './register-accounts-module.js';

const PASSWORD = 'correct horse battery';

async function createAccounts(test: TestApp, logins: string[]): Promise<void> {
  const { accounts } = createAccountsServices(test.handle.db, { sessionHours: 1 });
  for (const login of logins)
    await accounts.createAccount({ login, password: PASSWORD, profile: { firstName: 'Visitor' } });
}

function login(test: TestApp, account: string, password: string, headers: InjectOptions['headers'] = {}) {
  return test.app.inject({
    method: 'POST',
    url: '/login.htm',
    payload: { login: account, password },
    headers,
  });
}

for (const driver of TEST_DRIVERS) {
  describe(`login limits on ${driver}`, () => {
    let test: TestApp;
    afterEach(async () => {
      await test.close();
    });

    it('limits 60 wrong passwords on one account though each claims another X-Forwarded-For', async () => {
      test = await openTestApp(driver);
      await createAccounts(test, ['alice@example.org']);
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 60; attempt++) {
        const forwardedFor = `203.0.113.${attempt + 1}`;
        const response = await login(test, 'alice@example.org', `guess-${attempt}`, {
          'x-forwarded-for': forwardedFor,
        });
        statuses.push(response.statusCode);
      }
      expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(6);
      expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(54);
      // While the account is locked even the right password is refused: guessing learns nothing.
      const right = await login(test, 'alice@example.org', PASSWORD, { 'x-forwarded-for': '198.51.100.7' });
      expect(right.statusCode).toBe(429);
      expect(right.json()).toMatchObject({ status: 'error', http_code: 429, error: 'RATE_LIMITED' });
      expect(Number(right.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    });

    it('lets 50 different accounts behind one address each log in', async () => {
      test = await openTestApp(driver);
      const logins = Array.from({ length: 50 }, (_, index) => `visitor${index}@example.org`);
      await createAccounts(test, logins);
      for (const account of logins) {
        const response = await login(test, account, PASSWORD);
        expect(response.statusCode, account).toBe(200);
      }
    }, 60_000);

    it('counts one account over /login.htm and /nodebackend/login together', async () => {
      test = await openTestApp(driver);
      await createAccounts(test, ['alice@example.org']);
      for (let attempt = 0; attempt < 5; attempt++)
        expect((await login(test, 'alice@example.org', 'guess')).statusCode).toBe(401);
      const other = await test.app.inject({
        method: 'POST',
        url: '/nodebackend/login',
        payload: { username: 'Alice@Example.org', password: 'guess' },
      });
      expect(other.statusCode).toBe(401);
      const locked = await test.app.inject({
        method: 'POST',
        url: '/nodebackend/login',
        payload: { username: 'alice@example.org', password: PASSWORD },
      });
      expect(locked.statusCode).toBe(429);
      expect(locked.json()).toMatchObject({ success: false, error: 'RATE_LIMITED' });
      expect(Number(locked.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect((await login(test, 'alice@example.org', PASSWORD)).statusCode).toBe(429);
    });

    it('believes X-Forwarded-For only from the proxy TRUST_PROXY names', async () => {
      // inject() connects from 127.0.0.1: the configured proxy here.
      test = await openTestApp(driver, { TRUST_PROXY: '127.0.0.1', LOGIN_RATE_LIMIT: '2' });
      await createAccounts(test, ['alice@example.org']);
      const from = (address: string) =>
        login(test, 'alice@example.org', PASSWORD, { 'x-forwarded-for': address });
      expect((await from('198.51.100.1')).statusCode).toBe(200);
      expect((await from('198.51.100.1')).statusCode).toBe(200);
      expect((await from('198.51.100.1')).statusCode).toBe(429);
      expect((await from('198.51.100.2')).statusCode).toBe(200);
    });

    it('ignores X-Forwarded-For when no proxy is configured', async () => {
      test = await openTestApp(driver, { LOGIN_RATE_LIMIT: '2' });
      await createAccounts(test, ['alice@example.org']);
      const from = (address: string) =>
        login(test, 'alice@example.org', PASSWORD, { 'x-forwarded-for': address });
      expect((await from('198.51.100.1')).statusCode).toBe(200);
      expect((await from('198.51.100.2')).statusCode).toBe(200);
      expect((await from('198.51.100.3')).statusCode).toBe(429);
    });
  });
}

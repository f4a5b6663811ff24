import { mkdtemp, rm } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import type { DatabaseHandle } from '../db/database.js';
import { createAccountsServices } from '../modules/accounts/index.js';
import { testConfig } from '../testing/test-app.js';
import { openTestDatabase, TEST_DRIVERS } from '../testing/test-database.js';
import { DEFAULT_BODY_LIMIT } from './body-limits.js';

const PASSWORD = 'correct horse battery';

/** Sends the headers of a POST declaring `length` bytes, then one byte every `everyMs`; resolves with what the server answered, and when. */
function trickle(
  port: number,
  length: number,
  everyMs: number,
): Promise<{ answer: string; afterMs: number }> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    let timer: NodeJS.Timeout | undefined;
    socket.on('connect', () => {
      socket.write(
        `POST /leads/check-licence HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n\r\n`,
      );
      timer = setInterval(() => {
        if (!socket.destroyed) socket.write(' ');
      }, everyMs);
    });
    socket.on('data', (chunk) => {
      answer += chunk.toString('latin1');
    });
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ answer, afterMs: Date.now() - started });
    });
    setTimeout(() => {
      clearInterval(timer);
      socket.destroy();
      reject(new Error(`the trickled request was still open after 10 s: ${answer}`));
    }, 10_000);
  });
}

for (const driver of TEST_DRIVERS) {
  describe(`request bodies on ${driver}: limits before parsing, credentials before bodies, timeouts`, () => {
    let handle: DatabaseHandle;
    let app: FastifyInstance;
    let dataDir: string;
    let token: string;

    beforeEach(async () => {
      handle = await openTestDatabase(driver);
      dataDir = await mkdtemp(path.join(tmpdir(), 'showfloor-bodies-'));
      const config = testConfig(dataDir, { REQUEST_TIMEOUT_SECONDS: '1', HEADERS_TIMEOUT_SECONDS: '0.5' });
      app = await buildApp({ db: handle.db, config, dataDir });
      const { accounts } = createAccountsServices(handle.db, config.accounts);
      await accounts.createAccount({ login: 'alice@example.org', password: PASSWORD });
      const session = await accounts.login('alice@example.org', PASSWORD);
      if (!session) throw new Error('login failed');
      token = session.token;
    });
    afterEach(async () => {
      await app.close();
      await handle.close();
      await rm(dataDir, { recursive: true, force: true });
    });

    it('refuses a body past its route’s limit with 413 naming the body, before the handler runs', async () => {
      // Valid JSON, a valid session: only the size is wrong, so only the limit can refuse it.
      const filler = 'x'.repeat(DEFAULT_BODY_LIMIT);
      const search = await app.inject({
        method: 'POST',
        url: '/getParticipants.htm',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        payload: JSON.stringify({ params: { search: 'a' }, filler }),
      });
      expect(search.statusCode).toBe(413);
      expect(search.json()).toMatchObject({ field: 'body' });

      const licence = await app.inject({
        method: 'POST',
        url: '/leads/check-licence',
        payload: { CAB: 'ABCDEFGHIJ', mobileId: 'device-a', filler },
      });
      expect(licence.statusCode).toBe(413);
      expect(licence.json()).toMatchObject({ field: 'body' });

      // A profile update with a photo is larger, and has its own limit.
      const profile = await app.inject({
        method: 'POST',
        url: '/updateMe.htm',
        headers: { authorization: `Bearer ${token}` },
        payload: { updatedFields: { firstName: 'Alice' }, filler },
      });
      expect(profile.statusCode).toBe(400);
    });

    it('checks the session of a profile update before reading its body', async () => {
      // Three megabytes of broken JSON: read first, it would be a 400; the session comes first.
      const response = await app.inject({
        method: 'POST',
        url: '/updateMe.htm',
        headers: { authorization: 'Bearer not-a-session', 'content-type': 'application/json' },
        payload: `{"updatedFields": ${'['.repeat(3 * 1024 * 1024)}`,
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ error: 'AUTH_ERROR' });
    });

    it('cuts a body trickled slowly at the request timeout', async () => {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const address = app.server.address();
      if (typeof address !== 'object' || address === null) throw new Error('not listening');
      const { answer, afterMs } = await trickle(address.port, 1000, 200);
      expect(answer).toMatch(/^HTTP\/1\.1 408/);
      expect(afterMs).toBeLessThan(3000);
    });
  });
}

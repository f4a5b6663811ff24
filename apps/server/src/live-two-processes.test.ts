import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  codeSyncSubject,
  type FavoritesSyncKeyResponse,
  GET_CODE_SUBJECT,
  LIVE_CLIENT_EVENT_NAMES,
  type SyncedFavoriteEntry,
} from '@showfloor/core';
import pg from 'pg';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from './cli.js';
import { type LiveAdapterName, testDatabaseUrl, testRedisUrl } from './config.js';
import { createServices } from './create-services.js';
import { FAVORITES_SYNC_KEY_FILE } from './modules/favorites-sync/index.js';
import { openLiveAdapter } from './modules/live/index.js';
import { openConfiguredDatabase } from './open-configured-database.js';
import { showConfigFixture, smallCatalog } from './testing/catalog-factories.js';
import { connected, connectLiveClient, recordEvents } from './testing/live-server.js';
import { type ServerProcess, startServerProcess } from './testing/server-process.js';
import { encryptSyncToken } from './testing/sync-tokens.js';
import { testConfig } from './testing/test-app.js';

/**
 * Two real back office processes (`startServer`, as `npm start` runs it) on one PostgreSQL database,
 * as behind a load balancer: a device connected to one hears what a device connected to the other
 * synchronised, and an inbox message sent through one reaches the devices of both. The in-process
 * test of the adapters is `modules/live/live-adapters.test.ts`; this one adds what only separate
 * processes show (each its own socket.io server, DATA_DIR, connection pool and command channel). The
 * folders share only the sync key file, the least live events need; the journey
 * `e2e/tests/favorites-sync-two-processes.spec.ts` shares the whole DATA_DIR as a deployment would and
 * drives the app in two browsers, where this test reaches the Redis adapter too and runs in seconds.
 */
const SETUPS: { adapter: Exclude<LiveAdapterName, 'none'>; ports: [number, number]; needs: string[] }[] = [
  { adapter: 'postgres', ports: [8921, 8922], needs: ['TEST_DATABASE_URL'] },
  { adapter: 'redis', ports: [8923, 8924], needs: ['TEST_DATABASE_URL', 'TEST_REDIS_URL'] },
];
const RUNNABLE = SETUPS.filter(
  ({ adapter }) =>
    testDatabaseUrl() !== undefined && (adapter === 'postgres' || testRedisUrl() !== undefined),
);
const MISSING = SETUPS.filter((setup) => !RUNNABLE.includes(setup));

/** A database of its own on the test server, so that no other test sees these processes' rows or NOTIFYs. */
async function createDatabase(serverUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `showfloor_two_processes_${randomBytes(4).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`) };
}

/**
 * Migrates the database and stores a show (a configuration, a few items), so that neither process
 * generates the demo show at its start; creates the Postgres adapter's table, which two processes
 * starting together would otherwise both create.
 */
async function prepareShow(databaseUrl: string, dataDir: string): Promise<void> {
  const config = testConfig(dataDir, { DATABASE_URL: databaseUrl });
  const handle = await openConfiguredDatabase(config);
  try {
    const services = createServices(handle, config);
    await services.catalog.setConfig(showConfigFixture());
    await services.catalog.upsertItems(smallCatalog());
  } finally {
    await handle.close();
  }
  const adapter = await openLiveAdapter(
    { adapter: 'postgres', redisUrl: undefined, maxSocketsPerAddress: 1 },
    { databaseUrl },
  );
  await adapter.close();
}

/** The favorites sync key pair, the same file in both DATA_DIRs (docs/security.md: servers of one show share it). */
async function shareSyncKey(dataDirs: readonly string[]): Promise<void> {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  for (const dataDir of dataDirs) {
    await mkdir(dataDir, { recursive: true, mode: 0o700 });
    await writeFile(path.join(dataDir, FAVORITES_SYNC_KEY_FILE), pem, { mode: 0o600 });
  }
}

async function post(baseUrl: string, route: string, body: object): Promise<Response> {
  return fetch(`${baseUrl}${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

for (const { adapter, ports } of RUNNABLE) {
  describe(`two back office processes on one PostgreSQL (LIVE_ADAPTER=${adapter})`, () => {
    let root: string;
    let database: { url: string; drop(): Promise<void> };
    const dataDirs: string[] = [];
    const servers: ServerProcess[] = [];
    const sockets: Socket[] = [];
    let serverEnv: Record<string, string>;

    beforeAll(async () => {
      root = await mkdtemp(path.join(tmpdir(), 'showfloor-two-processes-'));
      database = await createDatabase(testDatabaseUrl() ?? '');
      dataDirs.push(path.join(root, 'first'), path.join(root, 'second'));
      await shareSyncKey(dataDirs);
      await prepareShow(database.url, path.join(root, 'preparation'));
      serverEnv = {
        DATABASE_URL: database.url,
        LIVE_ADAPTER: adapter,
        ...(adapter === 'redis' ? { REDIS_URL: testRedisUrl() ?? '' } : {}),
      };
      // Started together, as a deployment's processes would be.
      servers.push(
        ...(await Promise.all(
          dataDirs.map((dataDir, index) =>
            startServerProcess({ dataDir, env: { ...serverEnv, PORT: String(ports[index]) } }),
          ),
        )),
      );
    }, 180_000);

    afterAll(async () => {
      for (const socket of sockets) socket.disconnect();
      await Promise.all(servers.map((server) => server.stop()));
      await database?.drop();
      await rm(root, { recursive: true, force: true });
    });

    it('brings a favorite synchronised through one process, and an inbox message sent through one, to the devices of both', async () => {
      const [first, second] = servers as [ServerProcess, ServerProcess];
      const keys = await Promise.all(
        servers.map(async (server) => {
          const response = await fetch(`${server.baseUrl}/sync/key`);
          expect(response.status).toBe(200);
          return ((await response.json()) as FavoritesSyncKeyResponse).publicKey;
        }),
      );
      // A device may ask the key of one process and post its token to the other.
      expect(keys[1]).toBe(keys[0]);
      const publicKey = keys[0] ?? '';
      const token = (subject: string) =>
        encryptSyncToken(publicKey, {
          subject,
          value: crypto.randomUUID(),
          timestamp: Date.now(),
          nonce: crypto.randomUUID(),
        });

      const codeAnswer = await post(first.baseUrl, '/sync', {
        token: await token(GET_CODE_SUBJECT),
        favorites: [],
      });
      expect(codeAnswer.status).toBe(200);
      const { code } = (await codeAnswer.json()) as { code: string };
      const subject = codeSyncSubject(code);

      // One phone on each process, both with the code (the second process reads it from the database).
      const phoneOnFirst = connectLiveClient(first.baseUrl);
      const phoneOnSecond = connectLiveClient(second.baseUrl);
      sockets.push(phoneOnFirst, phoneOnSecond);
      await Promise.all([connected(phoneOnFirst), connected(phoneOnSecond)]);
      for (const phone of [phoneOnFirst, phoneOnSecond]) {
        expect(await phone.emitWithAck(LIVE_CLIENT_EVENT_NAMES.joinSync, await token(subject))).toEqual({
          joined: true,
        });
      }
      const favoritesOnFirst = recordEvents(phoneOnFirst, 'synchronizedFavorites');
      const favoritesOnSecond = recordEvents(phoneOnSecond, 'synchronizedFavorites');
      const messagesOnFirst = recordEvents(phoneOnFirst, 'inboxMessage');
      const messagesOnSecond = recordEvents(phoneOnSecond, 'inboxMessage');

      // The first phone stars a session and syncs through the first process.
      const starred: SyncedFavoriteEntry = {
        id: 9,
        dataType: 'events',
        action: 'create',
        timestamp: Date.now(),
      };
      const synced = await post(first.baseUrl, '/sync', {
        token: await token(subject),
        favorites: [starred],
      });
      expect(synced.status).toBe(200);
      expect(await synced.json()).toEqual({ favorites: [starred], positions: [] });
      expect(await favoritesOnSecond.toHave(1, 10_000)).toEqual([{ entries: [starred], positions: [] }]);
      expect(await favoritesOnFirst.toHave(1, 10_000)).toEqual([{ entries: [starred], positions: [] }]);

      // The second phone stars another through the second process: the first phone hears both entries.
      const another: SyncedFavoriteEntry = {
        id: 4,
        dataType: 'exhibitors',
        action: 'create',
        timestamp: Date.now(),
      };
      const back = await post(second.baseUrl, '/sync', { token: await token(subject), favorites: [another] });
      expect(back.status).toBe(200);
      const [, fromSecond] = await favoritesOnFirst.toHave(2, 10_000);
      expect(fromSecond).toEqual({ entries: expect.arrayContaining([starred, another]), positions: [] });

      // `showfloor inbox send` on the first process's DATA_DIR runs inside it (its command channel).
      const output: string[] = [];
      const sent = await runCli(
        ['inbox', 'send', '--title', 'Doors open', '--content', 'Hall A opens now.'],
        {
          env: { ...serverEnv, DATA_DIR: dataDirs[0] ?? '' },
          out: (line) => output.push(line),
          err: (line) => output.push(line),
        },
      );
      expect(sent, output.join('\n')).toBe(0);
      expect((await messagesOnFirst.toHave(1, 10_000))[0]).toMatchObject({ title: 'Doors open' });
      expect((await messagesOnSecond.toHave(1, 10_000))[0]).toMatchObject({ title: 'Doors open' });
    });
  });
}

describe('several processes on the embedded database', () => {
  it('refuses to start with a multi-process adapter, naming the setting and what to do', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'showfloor-pglite-live-'));
    try {
      const refused = startServerProcess({
        dataDir: root,
        env: { LIVE_ADAPTER: 'postgres', PORT: '8925' },
      });
      await expect(refused).rejects.toThrow(
        /LIVE_ADAPTER: postgres is for several server processes, which need PostgreSQL \(DATABASE_URL\); the embedded database \(PGlite\) serves one process/,
      );
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});

if (MISSING.length > 0) {
  // A run without PostgreSQL or Redis cannot start these processes, and says so.
  describe('two back office processes without their servers', () => {
    it('says which setups were not tried', () => {
      const names = MISSING.map(({ adapter, needs }) => `${adapter} (set ${needs.join(' and ')})`);
      console.warn(`two-process live tests not run for ${names.join(', ')}`);
      expect(RUNNABLE.length).toBeLessThan(SETUPS.length);
    });
  });
}

import { randomBytes } from 'node:crypto';
import { LIVE_CLIENT_EVENT_NAMES } from '@showfloor/core';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCommand } from '../../cli.js';
import { testDatabaseUrl, testRedisUrl } from '../../config.js';
import {
  connected,
  connectLiveClient,
  type LiveTestServer,
  openLiveTestServer,
  recordEvents,
} from '../../testing/live-server.js';
import { openLiveAdapter } from './live-adapter.js';

/**
 * Two back offices, each with its own socket.io adapter on the shared PostgreSQL (or Redis), as two
 * processes behind a load balancer: what one sends reaches the sockets of the other.
 */
const ADAPTERS = [
  { name: 'postgres' as const, url: testDatabaseUrl() },
  { name: 'redis' as const, url: testRedisUrl() },
];

/** The adapters whose servers this run has: each needs PostgreSQL for the data, and its own server. */
const RUNNABLE = ADAPTERS.filter(({ url }) => url !== undefined && testDatabaseUrl() !== undefined);
const MISSING = ADAPTERS.filter((adapter) => !RUNNABLE.includes(adapter));

for (const { name } of RUNNABLE) {
  describe(`live events across two servers (${name})`, () => {
    const servers: LiveTestServer[] = [];
    const sockets: Socket[] = [];
    // One channel per run: other test runs on the same PostgreSQL or Redis hear nothing of this one.
    const channel = `showfloor-live-test-${randomBytes(4).toString('hex')}`;

    beforeAll(async () => {
      for (let index = 0; index < 2; index += 1) {
        const adapter = await openLiveAdapter(
          { adapter: name, redisUrl: testRedisUrl(), maxSocketsPerAddress: 100 },
          { databaseUrl: testDatabaseUrl(), channel },
        );
        servers.push(
          await openLiveTestServer('postgres', {
            adapter,
            resolveSyncSubject: async (token) => (token === 'token-of-ana' ? 'user:17' : null),
          }),
        );
      }
    }, 120_000);
    afterAll(async () => {
      for (const socket of sockets) socket.disconnect();
      await Promise.all(servers.map((server) => server.close()));
    });

    it('sends what one server emits to the clients of both', async () => {
      const [first, second] = servers as [LiveTestServer, LiveTestServer];
      const onFirst = connectLiveClient(first.url);
      const onSecond = connectLiveClient(second.url);
      sockets.push(onFirst, onSecond);
      await Promise.all([connected(onFirst), connected(onSecond)]);
      expect(await onSecond.emitWithAck(LIVE_CLIENT_EVENT_NAMES.joinSync, 'token-of-ana')).toEqual({
        joined: true,
      });
      // The adapters learn of each other by a heartbeat; the rooms are theirs at once.
      await new Promise((resolve) => setTimeout(resolve, 500));
      const messagesFirst = recordEvents(onFirst, 'inboxMessage');
      const messagesSecond = recordEvents(onSecond, 'inboxMessage');
      const versionsSecond = recordEvents(onSecond, 'dataVersion');
      const favoritesSecond = recordEvents(onSecond, 'synchronizedFavorites');

      const io = { out: () => {}, err: () => {}, cwd: first.config.dataDir };
      const context = { config: first.config, handle: first.handle, services: first.services };
      expect(
        await runCommand(['inbox', 'send', '--title', 'Doors open', '--content', 'Hall A'], context, io),
      ).toBe(0);
      expect((await messagesFirst.toHave(1))[0]).toMatchObject({ title: 'Doors open' });
      expect((await messagesSecond.toHave(1))[0]).toMatchObject({ title: 'Doors open' });

      first.hub.toEveryone('dataVersion', { version: 3 });
      expect(await versionsSecond.toHave(1)).toEqual([{ version: 3 }]);

      const entries = [{ id: 9, dataType: 'events' as const, action: 'create' as const, timestamp: 5 }];
      first.hub.toSyncSubject('user:17', { entries, positions: [] });
      expect(await favoritesSecond.toHave(1)).toEqual([{ entries, positions: [] }]);
    }, 60_000);
  });
}

if (MISSING.length > 0) {
  // A run without PostgreSQL or Redis cannot try these adapters, and says so.
  describe('live adapters without their servers', () => {
    it('says which were not tried', () => {
      console.warn(
        `live adapter tests not run for ${MISSING.map(({ name }) => name).join(', ')}: set TEST_DATABASE_URL and TEST_REDIS_URL`,
      );
      expect(RUNNABLE.length).toBeLessThan(ADAPTERS.length);
    });
  });
}

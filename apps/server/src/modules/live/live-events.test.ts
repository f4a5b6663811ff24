import { CONSOLE_CSRF_HEADER, LIVE_CLIENT_EVENT_NAMES } from '@showfloor/core';
import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { runCommand } from '../../cli.js';
import { showConfigFixture } from '../../testing/catalog-factories.js';
import { logInOrganiser } from '../../testing/console-organisers.js';
import {
  connected,
  connectLiveClient,
  type LiveTestServer,
  openLiveTestServer,
  recordEvents,
} from '../../testing/live-server.js';
import { TEST_DRIVERS } from '../../testing/test-database.js';
import { HANDSHAKE_REFUSALS } from './socket-live-hub.js';

const TRUSTED = 'https://app.show.test';
const SYNC_TOKENS: Record<string, string> = { 'token-of-ana': 'code:ANA123' };

describe.each(TEST_DRIVERS)('live events (%s)', (driver) => {
  let server: LiveTestServer;
  const sockets: Socket[] = [];
  const client = (options: Parameters<typeof connectLiveClient>[1] = {}) => {
    const socket = connectLiveClient(server.url, options);
    sockets.push(socket);
    return socket;
  };

  beforeAll(async () => {
    server = await openLiveTestServer(driver, {
      env: { CORS_ORIGINS: TRUSTED },
      resolveSyncSubject: async (token) => SYNC_TOKENS[token] ?? null,
      maxSocketsPerAddress: 6,
    });
    await server.services.catalog.setConfig(showConfigFixture());
  }, 120_000);
  afterEach(async () => {
    for (const socket of sockets.splice(0)) socket.disconnect();
    // The server counts them closed a moment later: the next test starts with none open.
    while (server.hub.socketCount > 0) await new Promise((resolve) => setTimeout(resolve, 20));
  });
  afterAll(async () => server?.close());

  it('refuses a handshake from a page of another site, and accepts the allow-list and the own host', async () => {
    const handshake = (origin: string) =>
      fetch(`${server.url}/socket.io/?EIO=4&transport=polling`, { headers: { origin } });
    const refused = await handshake('https://evil.example');
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ message: HANDSHAKE_REFUSALS.origin });
    await expect(connected(client({ origin: 'https://evil.example' }))).rejects.toThrow();
    await expect(connected(client({ origin: TRUSTED }))).resolves.toBeUndefined();
    await expect(connected(client({ origin: server.url }))).resolves.toBeUndefined();
  });

  it('refuses one socket too many from one address', async () => {
    const open = Array.from({ length: 6 }, () => client());
    await Promise.all(open.map(connected));
    await expect(connected(client())).rejects.toThrow();
    const refused = await fetch(`${server.url}/socket.io/?EIO=4&transport=polling`);
    expect(await refused.json()).toMatchObject({ message: HANDSHAKE_REFUSALS.tooMany });
  });

  it('sends an inbox message sent from the console to every open app, and a profile’s to that profile only', async () => {
    const everyone = client();
    const exhibitor = client({ auth: { profile: 'exhibitor' } });
    await Promise.all([connected(everyone), connected(exhibitor)]);
    const toEveryone = recordEvents(everyone, 'inboxMessage');
    const toExhibitor = recordEvents(exhibitor, 'inboxMessage');
    const organiser = await logInOrganiser(server.app, server.handle.db, 'ines@show.test', 'owner');
    const send = (payload: Record<string, string>) =>
      server.app.inject({
        method: 'POST',
        url: '/console/api/messages',
        payload,
        headers: { cookie: organiser.cookie, [CONSOLE_CSRF_HEADER]: organiser.session.csrfToken },
      });
    expect(
      (await send({ title: 'Stands only', content: 'For exhibitors', profile: 'exhibitor' })).statusCode,
    ).toBe(200);
    expect((await send({ title: 'Doors open', content: 'Welcome <b>all</b>' })).statusCode).toBe(200);
    const [first, second] = await toExhibitor.toHave(2);
    expect(first).toMatchObject({ title: 'Stands only', content: 'For exhibitors' });
    expect(second).toMatchObject({ title: 'Doors open' });
    // The everyone-only socket got the second message alone: the exhibitors' never reached it.
    const [only] = await toEveryone.toHave(1);
    expect(only).toMatchObject({ title: 'Doors open' });
    expect(toEveryone.received).toHaveLength(1);
  });

  it('sends the command line’s inbox message and published version to every open app', async () => {
    const app = client();
    await connected(app);
    const messages = recordEvents(app, 'inboxMessage');
    const versions = recordEvents(app, 'dataVersion');
    const io = { out: () => {}, err: () => {}, cwd: server.config.dataDir };
    const context = { config: server.config, handle: server.handle, services: server.services };
    expect(
      await runCommand(['inbox', 'send', '--title', 'Keynote moved', '--content', 'Hall B'], context, io),
    ).toBe(0);
    expect(await runCommand(['publish'], context, io)).toBe(0);
    expect((await messages.toHave(1))[0]).toMatchObject({ title: 'Keynote moved', content: 'Hall B' });
    const latest = await server.services.versions.latest();
    expect(await versions.toHave(1)).toEqual([{ version: latest?.version }]);
  });

  it('replays the events a socket missed during a short disconnection', async () => {
    const app = client();
    await connected(app);
    const versions = recordEvents(app, 'dataVersion');
    server.hub.toEveryone('dataVersion', { version: 41 });
    await versions.toHave(1);
    const back = new Promise<void>((resolve) => app.io.once('reconnect', () => resolve()));
    const gone = new Promise<void>((resolve) => app.once('disconnect', () => resolve()));
    // The network drops (not a goodbye): the server keeps the session for 30 s.
    app.io.engine.close();
    await gone;
    server.hub.toEveryone('dataVersion', { version: 42 });
    await back;
    expect(await versions.toHave(2)).toEqual([{ version: 41 }, { version: 42 }]);
    expect(app.recovered).toBe(true);
  });

  it('sends a sync subject’s favorites to the sockets that joined it with a valid token only', async () => {
    const ana = client();
    const stranger = client();
    await Promise.all([connected(ana), connected(stranger)]);
    const join = (socket: Socket, token: string) =>
      socket.emitWithAck(LIVE_CLIENT_EVENT_NAMES.joinSync, token) as Promise<{ joined: boolean }>;
    expect(await join(ana, 'token-of-ana')).toEqual({ joined: true });
    expect(await join(stranger, 'forged')).toEqual({ joined: false });
    const anaGets = recordEvents(ana, 'synchronizedFavorites');
    const strangerGets = recordEvents(stranger, 'synchronizedFavorites');
    const strangerVersions = recordEvents(stranger, 'dataVersion');
    const entries = [{ id: 7, dataType: 'exhibitors' as const, action: 'create' as const, timestamp: 1 }];
    const positions = [{ id: 'meet', action: 'delete' as const, timestamp: 2 }];
    server.hub.toSyncSubject('code:ANA123', { entries, positions });
    server.hub.toEveryone('dataVersion', { version: 50 });
    expect(await anaGets.toHave(1)).toEqual([{ entries, positions }]);
    // Events of one socket arrive in order: once the next one is in, the favorites would have been too.
    await strangerVersions.toHave(1);
    expect(strangerGets.received).toEqual([]);
  });
});

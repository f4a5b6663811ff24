import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { LIVE_SOCKET_PATH } from '@showfloor/core';
import type { FastifyInstance } from 'fastify';
import { io, type Socket } from 'socket.io-client';
import { buildApp } from '../app.js';
import type { ServerConfig } from '../config.js';
import { createServices, type Services } from '../create-services.js';
import type { DatabaseHandle } from '../db/database.js';
import { type LiveAdapter, type ResolveSyncSubject, SocketLiveHub } from '../modules/live/index.js';
import { testConfig } from './test-app.js';
import { openTestDatabase, type TestDriver } from './test-database.js';

/** A back office listening on 127.0.0.1 with its live socket, as server.ts wires it. */
export interface LiveTestServer {
  url: string;
  app: FastifyInstance;
  handle: DatabaseHandle;
  services: Services;
  config: ServerConfig;
  hub: SocketLiveHub;
  close(): Promise<void>;
}

export interface LiveTestServerOptions {
  env?: NodeJS.ProcessEnv;
  adapter?: LiveAdapter;
  resolveSyncSubject?: ResolveSyncSubject;
  maxSocketsPerAddress?: number;
}

export async function openLiveTestServer(
  driver: TestDriver,
  options: LiveTestServerOptions = {},
): Promise<LiveTestServer> {
  const handle = await openTestDatabase(driver);
  const dataDir = await mkdtemp(path.join(tmpdir(), 'showfloor-live-'));
  const config = testConfig(dataDir, options.env);
  const hub = new SocketLiveHub({
    trustedOrigins: config.accounts.corsOrigins,
    publicUrl: config.publicUrl,
    maxSocketsPerAddress: options.maxSocketsPerAddress ?? config.live.maxSocketsPerAddress,
    ...(options.adapter === undefined
      ? {}
      : { adapter: options.adapter.adapter, closeAdapter: options.adapter.close }),
    ...(options.resolveSyncSubject === undefined ? {} : { resolveSyncSubject: options.resolveSyncSubject }),
  });
  const services = createServices(handle, config, hub);
  const app = await buildApp({ db: handle.db, config, dataDir, exclusive: handle.exclusive, live: hub });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    url,
    app,
    handle,
    services,
    config,
    hub,
    close: async () => {
      await app.close();
      await handle.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** A socket.io client as the app opens it (WebSocket only: the app's browsers all have it). */
export function connectLiveClient(
  url: string,
  options: { origin?: string; auth?: Record<string, string> } = {},
): Socket {
  return io(url, {
    path: LIVE_SOCKET_PATH,
    transports: ['websocket'],
    reconnectionDelay: 100,
    reconnectionDelayMax: 200,
    ...(options.origin === undefined ? {} : { extraHeaders: { origin: options.origin } }),
    ...(options.auth === undefined ? {} : { auth: options.auth }),
  });
}

/** Resolves once the client is connected; rejects with the server's refusal. */
export function connected(socket: Socket): Promise<void> {
  return new Promise((resolve, reject) => {
    if (socket.connected) return resolve();
    socket.once('connect', () => resolve());
    socket.once('connect_error', (error) => reject(error));
  });
}

/** Every payload of one event the client receives, in order, and a wait for the next ones. */
export function recordEvents(socket: Socket, event: string) {
  const received: unknown[] = [];
  const waiters: Array<() => void> = [];
  socket.on(event, (payload: unknown) => {
    received.push(payload);
    for (const waiter of waiters.splice(0)) waiter();
  });
  return {
    received,
    /** Resolves when `count` payloads have arrived; rejects after `timeoutMs`. */
    async toHave(count: number, timeoutMs = 5_000): Promise<unknown[]> {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`${event}: ${received.length} of ${count} arrived in ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
      return received;
    },
  };
}

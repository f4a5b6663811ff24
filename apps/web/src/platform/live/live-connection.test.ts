import type { LiveHandshake } from '@showfloor/core';
import { describe, expect, it } from 'vitest';
import { LiveConnection, type LiveSocket, type OpenLiveSocket } from './live-connection.js';

/** A socket.io socket in memory: the test plays the server's side. */
class MemorySocket implements LiveSocket {
  recovered = false;
  readonly emitted: unknown[][] = [];
  private readonly listeners = new Map<string, Array<(...args: unknown[]) => void>>();
  constructor(readonly handshake: LiveHandshake) {}
  on(event: string, listener: (...args: never[]) => void) {
    this.listeners.set(event, [
      ...(this.listeners.get(event) ?? []),
      listener as (...args: unknown[]) => void,
    ]);
    return this;
  }
  emit(event: string, ...args: unknown[]) {
    this.emitted.push([event, ...args]);
    return this;
  }
  disconnect() {
    return this;
  }
  serverSends(event: string, payload?: unknown) {
    for (const listener of this.listeners.get(event) ?? []) listener(payload);
  }
}

function connection(handshake: LiveHandshake = {}) {
  const sockets: MemorySocket[] = [];
  const open: OpenLiveSocket = (_url, options) => {
    let said: LiveHandshake = {};
    options.auth((data) => {
      said = data;
    });
    const socket = new MemorySocket(said);
    sockets.push(socket);
    return socket;
  };
  const live = new LiveConnection({
    baseUrl: 'https://show.test',
    handshake: () => handshake,
    loadSocket: async () => open,
  });
  return { live, sockets };
}

describe('the live connection', () => {
  it('is connecting until the socket connects, then connected, then disconnected when it drops', async () => {
    const { live, sockets } = connection();
    const seen: string[] = [];
    live.subscribeStatus(() => seen.push(live.getStatus()));
    expect(live.getStatus()).toBe('connecting');
    await live.start();
    sockets[0]?.serverSends('connect');
    sockets[0]?.serverSends('disconnect');
    expect(seen).toEqual(['connected', 'disconnected']);
  });

  it('says the profile and its pass on the handshake', async () => {
    const { live, sockets } = connection({ profile: 'exhibitor', pass: 'signed-pass' });
    await live.start();
    expect(sockets[0]?.handshake).toEqual({ profile: 'exhibitor', pass: 'signed-pass' });
  });

  it('hands each event to its subscribers, parsed, and drops a malformed one', async () => {
    const { live, sockets } = connection();
    await live.start();
    const versions: number[] = [];
    const stop = live.onLiveEvent('dataVersion', ({ version }) => versions.push(version));
    sockets[0]?.serverSends('dataVersion', { version: 4 });
    sockets[0]?.serverSends('dataVersion', { version: 'five' });
    stop();
    sockets[0]?.serverSends('dataVersion', { version: 6 });
    expect(versions).toEqual([4]);
  });

  it('asks for an HTTP fetch after a reconnection that lost events, not after a replayed one', async () => {
    const { live, sockets } = connection();
    await live.start();
    let refetches = 0;
    live.onRefetchNeeded(() => {
      refetches += 1;
    });
    const socket = sockets[0];
    socket?.serverSends('connect');
    socket?.serverSends('disconnect');
    if (socket) socket.recovered = true;
    socket?.serverSends('connect');
    expect(refetches).toBe(0);
    socket?.serverSends('disconnect');
    if (socket) socket.recovered = false;
    socket?.serverSends('connect');
    expect(refetches).toBe(1);
  });

  it('joins the sync subject once connected, and again on a new session', async () => {
    const { live, sockets } = connection();
    await live.start();
    live.joinSync('sync-token');
    const socket = sockets[0];
    expect(socket?.emitted).toEqual([]);
    socket?.serverSends('connect');
    socket?.serverSends('disconnect');
    socket?.serverSends('connect');
    expect(socket?.emitted).toEqual([
      ['joinSync', 'sync-token'],
      ['joinSync', 'sync-token'],
    ]);
  });

  it('shows disconnected when the client code cannot be fetched (offline first start)', async () => {
    const live = new LiveConnection({
      baseUrl: 'https://show.test',
      handshake: () => ({}),
      loadSocket: () => Promise.reject(new Error('offline')),
    });
    await live.start();
    expect(live.getStatus()).toBe('disconnected');
  });
});

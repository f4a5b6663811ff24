import {
  ACCOUNT_SUBJECT,
  codeSyncSubject,
  FAVORITES_CONNECTIVITY_POLL_MS,
  type FavoritePosition,
  type FavoritesState,
  type FavoritesSyncMode,
  type FavoritesSyncResponse,
  INVALID_SYNC_CODE_MESSAGE,
  type SyncedFavoriteEntry,
  type SyncedPositionEntry,
  type SyncTokenPayload,
} from '@showfloor/core';
import { describe, expect, it } from 'vitest';
import { TestClock } from '../../platform/clock/index.js';
import { NetworkError } from '../../platform/network/index.js';
import { createPersonalStores, type PersonalStores } from '../../platform/personal-data/index.js';
import { MemoryKeyValueStore } from '../../platform/storage/index.js';
import { FavoritesSyncController, type SubscribeLive } from './favorites-sync-controller.js';

const START = Date.parse('2026-11-21T09:00:00Z');
const DEBOUNCE_MS = 1_000;
const CODE = '123456789012';

interface SentSync {
  token: SyncTokenPayload;
  favorites: SyncedFavoriteEntry[];
  positions: SyncedPositionEntry[];
  answer(response: FavoritesSyncResponse): void;
  fail(error: unknown): void;
}

/** The back office as the controller sees it: each sync waits until the test answers it. */
class FakeSyncCalls {
  readonly sent: SentSync[] = [];

  sync = (
    token: SyncTokenPayload,
    favorites: readonly SyncedFavoriteEntry[],
    positions: readonly SyncedPositionEntry[] = [],
  ) =>
    new Promise<FavoritesSyncResponse>((resolve, reject) => {
      this.sent.push({
        token,
        favorites: [...favorites],
        positions: [...positions],
        answer: resolve,
        fail: reject,
      });
    });

  revoke = async (): Promise<void> => {};

  /** The sync sent last. */
  last(): SentSync {
    const call = this.sent.at(-1);
    if (call === undefined) throw new Error('no sync was sent');
    return call;
  }
}

/** The live socket: what the test emits reaches the controller's handler. */
class FakeLive {
  private handler: Parameters<SubscribeLive>[1] | null = null;

  subscribe: SubscribeLive = (_name, handler) => {
    this.handler = handler;
    return () => {
      this.handler = null;
    };
  };

  emit(entries: SyncedFavoriteEntry[], positions?: SyncedPositionEntry[]): void {
    this.handler?.(positions === undefined ? { entries } : { entries, positions });
  }
}

/** The live connection's signal after a reconnection that lost events. */
class FakeRefetch {
  private readonly listeners = new Set<() => void>();

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  reconnectedWithoutReplay(): void {
    for (const listener of this.listeners) listener();
  }
}

interface Setup {
  mode?: FavoritesSyncMode;
  code?: string | null;
  session?: string | null;
  favorites?: FavoritesState;
  positions?: FavoritePosition[];
  isOnline?: boolean;
}

function openController(setup: Setup = {}) {
  const clock = new TestClock(START);
  const calls = new FakeSyncCalls();
  const live = new FakeLive();
  const refetch = new FakeRefetch();
  const personal: PersonalStores = createPersonalStores(new MemoryKeyValueStore());
  personal.favorites.set({ state: setup.favorites ?? {}, originalIds: {}, aside: [] });
  personal.favoritePositions.set(setup.positions ?? []);
  personal.syncCode.set(setup.code === undefined ? CODE : setup.code);
  const notices: { message: string; level: string }[] = [];
  let session = setup.session ?? null;
  let isOnline = setup.isOnline ?? true;
  let nonces = 0;
  const controller = new FavoritesSyncController({
    calls,
    favorites: personal.favorites,
    log: personal.syncedFavorites,
    positions: personal.favoritePositions,
    positionsLog: personal.syncedPositions,
    code: personal.syncCode,
    clock,
    isOnline: async () => isOnline,
    isEnabled: () => true,
    mode: () => setup.mode ?? 'peering',
    debounceMs: () => DEBOUNCE_MS,
    sessionToken: () => session,
    notify: (message, level) => notices.push({ message, level }),
    newNonce: () => `nonce-${++nonces}`,
    subscribeLive: live.subscribe,
    onRefetchNeeded: refetch.subscribe,
  });
  return {
    controller,
    clock,
    calls,
    live,
    refetch,
    personal,
    notices,
    favorites: () => personal.favorites.getSnapshot().state,
    pending: () => personal.syncedFavorites.getSnapshot().pending,
    positions: () => personal.favoritePositions.getSnapshot(),
    pendingPositions: () => personal.syncedPositions.getSnapshot().pending,
    status: () => controller.getSnapshot().status,
    star(dataType: keyof FavoritesState, id: number) {
      const held = personal.favorites.getSnapshot();
      const ids = held.state[dataType] ?? [];
      personal.favorites.set({ ...held, state: { ...held.state, [dataType]: [...ids, id] } });
    },
    setSession(next: string | null) {
      session = next;
    },
    setOnline(next: boolean) {
      isOnline = next;
    },
  };
}

/** Lets the promises the controller awaits settle (its calls are answered by the test). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

const create = (
  dataType: SyncedFavoriteEntry['dataType'],
  id: number,
  timestamp: number,
): SyncedFavoriteEntry => ({
  id,
  dataType,
  action: 'create',
  timestamp,
});

describe('favorites sync on a device with a code', () => {
  it('syncs at start, sending the favorites held before, and shows the merged answer', async () => {
    const device = openController({ favorites: { exhibitors: [3] } });
    expect(device.status()).toBe('ongoing');
    device.controller.start();
    const first = device.calls.last();
    expect(first.token).toEqual({ subject: codeSyncSubject(CODE), value: 'nonce-1', timestamp: START });
    expect(first.favorites).toEqual([create('exhibitors', 3, START)]);
    // Another phone had starred a session: the answer holds both.
    first.answer({ favorites: [create('exhibitors', 3, START), create('events', 7, START - 5)] });
    await settle();
    expect(device.favorites()).toEqual({ exhibitors: [3], events: [7] });
    expect(device.pending()).toEqual([]);
    expect(device.status()).toBe('success');
    device.controller.stop();
  });

  it('waits for the debounce after a toggle, and sends a burst of toggles in one sync', async () => {
    const device = openController();
    device.controller.start();
    device.calls.last().answer({ favorites: [] });
    await settle();

    device.star('events', 1);
    device.clock.advance(DEBOUNCE_MS / 2);
    device.star('events', 2);
    device.clock.advance(DEBOUNCE_MS - 1);
    expect(device.calls.sent).toHaveLength(1);
    expect(device.pending()).toHaveLength(2);
    device.clock.advance(1);
    expect(device.calls.sent).toHaveLength(2);
    const burst = device.calls.last();
    expect(burst.favorites.map(({ id, action }) => [id, action])).toEqual([
      [1, 'create'],
      [2, 'create'],
    ]);
    burst.answer({ favorites: burst.favorites });
    await settle();
    expect(device.pending()).toEqual([]);
    expect(device.status()).toBe('success');
    device.controller.stop();
  });

  it('sends a change made during a sync with the next one, and keeps it pending until then', async () => {
    const device = openController();
    device.controller.start();
    const first = device.calls.last();
    device.star('speakers', 5);
    device.clock.advance(DEBOUNCE_MS);
    // The debounce fired while the first sync was out: nothing is sent twice at once.
    expect(device.calls.sent).toHaveLength(1);
    first.answer({ favorites: [] });
    await settle();
    expect(device.calls.sent).toHaveLength(2);
    expect(device.calls.last().favorites).toEqual([create('speakers', 5, START)]);
    expect(device.pending()).toEqual([create('speakers', 5, START)]);
    device.controller.stop();
  });

  it('applies what another device synced, heard on the live socket, without echoing it back', async () => {
    const device = openController({ favorites: { events: [1] } });
    device.controller.start();
    device.calls.last().answer({ favorites: [create('events', 1, START)] });
    await settle();

    device.live.emit([
      create('events', 9, START + 10),
      { ...create('events', 1, START + 10), action: 'delete' },
    ]);
    expect(device.favorites()).toEqual({ events: [9] });
    device.clock.advance(DEBOUNCE_MS * 2);
    expect(device.calls.sent).toHaveLength(1);
    expect(device.pending()).toEqual([]);
    // An entry older than what the device knows changes nothing.
    device.live.emit([create('events', 1, START)]);
    expect(device.favorites()).toEqual({ events: [9] });
    device.controller.stop();
  });

  it('keeps a toggle made offline, says the sync failed, and sends it when the network is back', async () => {
    const device = openController();
    device.controller.start();
    device.calls.last().answer({ favorites: [] });
    await settle();

    device.setOnline(false);
    device.star('exhibitors', 4);
    device.clock.advance(DEBOUNCE_MS);
    device.calls.last().fail(new NetworkError('connectionError', 'offline'));
    await settle();
    expect(device.status()).toBe('failed');
    expect(device.pending()).toEqual([create('exhibitors', 4, START)]);

    device.clock.advance(FAVORITES_CONNECTIVITY_POLL_MS);
    await settle();
    expect(device.calls.sent).toHaveLength(2);
    device.setOnline(true);
    device.clock.advance(FAVORITES_CONNECTIVITY_POLL_MS);
    await settle();
    expect(device.calls.sent).toHaveLength(3);
    const resent = device.calls.last();
    expect(resent.favorites).toEqual([create('exhibitors', 4, START)]);
    resent.answer({ favorites: resent.favorites });
    await settle();
    expect(device.status()).toBe('success');
    expect(device.pending()).toEqual([]);
    device.controller.stop();
  });

  it('marks a healthy sync failed while the connectivity check fails', async () => {
    const device = openController();
    device.controller.start();
    device.calls.last().answer({ favorites: [] });
    await settle();
    device.setOnline(false);
    device.clock.advance(FAVORITES_CONNECTIVITY_POLL_MS);
    await settle();
    expect(device.status()).toBe('failed');
    device.controller.stop();
  });

  it('catches up after a reconnection that lost events: a sync fetches what another device sent meanwhile', async () => {
    const device = openController({ favorites: { events: [1] } });
    device.controller.start();
    device.calls.last().answer({ favorites: [create('events', 1, START)] });
    await settle();

    device.refetch.reconnectedWithoutReplay();
    expect(device.calls.sent).toHaveLength(2);
    const catchUp = device.calls.last();
    expect(catchUp.favorites).toEqual([]);
    expect(catchUp.token).toMatchObject({ subject: codeSyncSubject(CODE), timestamp: START });
    catchUp.answer({ favorites: [create('events', 1, START), create('events', 4, START + 1)] });
    await settle();
    expect(device.favorites()).toEqual({ events: [1, 4] });
    expect(device.status()).toBe('success');
    device.controller.stop();
    // Stopped, or without a code, nothing is sent.
    device.refetch.reconnectedWithoutReplay();
    expect(device.calls.sent).toHaveLength(2);
  });

  it('forgets a code the back office no longer knows and tells the user', async () => {
    const device = openController({ favorites: { events: [2] } });
    device.controller.start();
    device.calls.last().answer({ error: 'code' });
    await settle();
    expect(device.status()).toBe('failed');
    expect(device.controller.getSnapshot()).toMatchObject({ code: null, isActive: false });
    expect(device.notices).toEqual([{ message: INVALID_SYNC_CODE_MESSAGE, level: 'error' }]);
    // The favorites stay on the device, and nothing more is sent with no code.
    expect(device.favorites()).toEqual({ events: [2] });
    device.live.emit([create('events', 3, START + 1)]);
    expect(device.favorites()).toEqual({ events: [2] });
    device.controller.stop();
  });
});

describe('favorites sync in login mode', () => {
  it('does nothing while logged out, then syncs with the session once logged in', async () => {
    const device = openController({ mode: 'login', code: null, favorites: { events: [6] } });
    expect(device.status()).toBe('disabled');
    device.controller.start();
    device.clock.advance(FAVORITES_CONNECTIVITY_POLL_MS);
    await settle();
    expect(device.calls.sent).toEqual([]);
    device.live.emit([create('events', 8, START)]);
    expect(device.favorites()).toEqual({ events: [6] });

    device.setSession('session-of-ana');
    device.clock.advance(FAVORITES_CONNECTIVITY_POLL_MS);
    await settle();
    const first = device.calls.last();
    expect(first.token).toEqual({
      subject: ACCOUNT_SUBJECT,
      value: 'session-of-ana',
      timestamp: START + 2 * FAVORITES_CONNECTIVITY_POLL_MS,
      nonce: 'nonce-1',
    });
    expect(first.favorites.map(({ id }) => id)).toEqual([6]);
    first.answer({ favorites: [...first.favorites, create('events', 8, START)] });
    await settle();
    expect(device.status()).toBe('success');
    expect(device.favorites()).toEqual({ events: [6, 8] });
    device.controller.stop();
  });
});

const spot = (id: string, title: string): FavoritePosition => ({
  id,
  title,
  places: [{ x: 20, y: 4.5, zone: 'hall-1', floor: 0, unitId: `booth-${id}` }],
  createdAt: START - 1_000,
});
const savedSpot = (id: string, title: string, timestamp: number): SyncedPositionEntry => ({
  id,
  action: 'create',
  timestamp,
  position: spot(id, title),
});

describe('favourite positions of the map, synchronised with the favorites', () => {
  it('sends the positions held before sync, and shows a position saved on another device', async () => {
    const device = openController({ positions: [spot('meet', 'Meeting point')] });
    device.controller.start();
    const first = device.calls.last();
    expect(first.positions).toEqual([savedSpot('meet', 'Meeting point', START)]);
    first.answer({
      favorites: [],
      positions: [savedSpot('meet', 'Meeting point', START), savedSpot('car', 'Car park', START - 9)],
    });
    await settle();
    expect(device.positions().map((position) => position.title)).toEqual(['Meeting point', 'Car park']);
    expect(device.pendingPositions()).toEqual([]);
    device.controller.stop();
  });

  it('syncs a position removed on the map after the debounce, and applies one heard live without echo', async () => {
    const device = openController({ positions: [spot('meet', 'Meeting point')] });
    device.controller.start();
    device.calls.last().answer({ favorites: [], positions: [savedSpot('meet', 'Meeting point', START)] });
    await settle();

    device.clock.advance(1);
    device.personal.favoritePositions.set([]);
    expect(device.pendingPositions()).toEqual([{ id: 'meet', action: 'delete', timestamp: START + 1 }]);
    device.clock.advance(DEBOUNCE_MS);
    const removal = device.calls.last();
    expect(removal.positions).toEqual([{ id: 'meet', action: 'delete', timestamp: START + 1 }]);
    removal.answer({ favorites: [], positions: removal.positions });
    await settle();

    device.live.emit([], [savedSpot('lunch', 'Lunch', START + 5)]);
    expect(device.positions().map((position) => position.id)).toEqual(['lunch']);
    expect(device.pendingPositions()).toEqual([]);
    device.clock.advance(DEBOUNCE_MS);
    expect(device.calls.sent).toHaveLength(2);
    device.controller.stop();
  });

  it('keeps positions pending while the back office answers without them', async () => {
    const device = openController({ positions: [spot('meet', 'Meeting point')] });
    device.controller.start();
    device.calls.last().answer({ favorites: [] });
    await settle();
    expect(device.status()).toBe('success');
    expect(device.pendingPositions()).toEqual([savedSpot('meet', 'Meeting point', START)]);
    device.controller.stop();
  });

  it('deletes the positions with the favorites when sync stops without keeping them, and keeps both otherwise', async () => {
    const kept = openController({ favorites: { events: [1] }, positions: [spot('meet', 'Meeting point')] });
    expect(await kept.controller.stopSync({ keepFavorites: true, revoke: false })).toBe(true);
    expect(kept.positions()).toHaveLength(1);
    expect(kept.pendingPositions()).toEqual([]);
    const gone = openController({ favorites: { events: [1] }, positions: [spot('meet', 'Meeting point')] });
    expect(await gone.controller.stopSync({ keepFavorites: false, revoke: false })).toBe(true);
    expect(gone.positions()).toEqual([]);
    expect(gone.favorites()).toEqual({});
  });
});

import { type InboxMessage, type ProfileConfig, unreadInboxCount } from '@showfloor/core';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { NetworkError } from '../../platform/network/index.js';
import type { InboxCalls } from './inbox-api.js';
import { InboxController } from './inbox-controller.js';
import { InboxDatabase } from './inbox-database.js';
import { InboxStore } from './inbox-store.js';
import {
  IndexedDbPushedMessageQueue,
  PUSHED_QUEUE_DATABASE,
  PUSHED_QUEUE_STORE,
} from './pushed-message-queue.js';

const message = (id: string, date: string, title = `Title ${id}`): InboxMessage => ({
  id,
  date,
  title,
  content: `<p>${title}</p>`,
});

/** The back office as the app sees it: its messages, and whether it can be reached. */
class BackOffice implements InboxCalls {
  messages: InboxMessage[] = [];
  isReachable = true;
  readonly queries: { since: string | null; profile: ProfileConfig['key'] }[] = [];

  async listMessages(query: {
    since: string | null;
    profile: ProfileConfig['key'];
  }): Promise<InboxMessage[]> {
    this.queries.push(query);
    if (!this.isReachable) throw new NetworkError('connectionError', 'offline');
    return this.messages.filter((entry) => query.since === null || entry.date >= query.since);
  }
  async pushKey(): Promise<string> {
    return '';
  }
  async subscribe(): Promise<void> {}
  async unsubscribe(): Promise<void> {}
}

/** What push-sw.js does on a push: the message goes into the queue database. */
async function queueAsServiceWorker(indexedDB: IDBFactory, pushed: InboxMessage): Promise<void> {
  const request = indexedDB.open(PUSHED_QUEUE_DATABASE, 1);
  request.onupgradeneeded = () => request.result.createObjectStore(PUSHED_QUEUE_STORE, { keyPath: 'id' });
  const db = await new Promise<IDBDatabase>((resolve) => {
    request.onsuccess = () => resolve(request.result);
  });
  await new Promise<void>((resolve) => {
    const transaction = db.transaction(PUSHED_QUEUE_STORE, 'readwrite');
    transaction.objectStore(PUSHED_QUEUE_STORE).put(pushed);
    transaction.oncomplete = () => resolve();
  });
  db.close();
}

function setup() {
  const indexedDB = new IDBFactory();
  const backOffice = new BackOffice();
  const store = new InboxStore(new InboxDatabase('controller-test', { indexedDB, IDBKeyRange }));
  const controller = new InboxController({
    store,
    calls: backOffice,
    queue: new IndexedDbPushedMessageQueue(indexedDB),
  });
  return { indexedDB, backOffice, store, controller };
}

describe('the inbox controller', () => {
  it('fetches the messages of the profile, then only newer ones; the unread count follows', async () => {
    const { backOffice, controller } = setup();
    backOffice.messages = [
      message('a', '2026-11-23T08:00:00.000Z'),
      message('b', '2026-11-23T09:00:00.000Z'),
    ];
    controller.setProfile('visitor');
    await controller.refresh();
    expect(unreadInboxCount(controller.getSnapshot().inbox)).toBe(2);
    expect(controller.getSnapshot().inbox.isReady).toBe(true);

    backOffice.messages.push(message('c', '2026-11-23T10:00:00.000Z'));
    await controller.refresh();
    expect(backOffice.queries).toEqual([
      { since: null, profile: 'visitor' },
      { since: '2026-11-23T09:00:00.000Z', profile: 'visitor' },
    ]);
    expect(controller.getSnapshot().inbox.messages.map((entry) => entry.id)).toEqual(['c', 'b', 'a']);
    expect(unreadInboxCount(controller.getSnapshot().inbox)).toBe(3);
  });

  it('resets the count when the inbox page opens, and counts nothing that arrives while it shows', async () => {
    const { backOffice, controller } = setup();
    backOffice.messages = [message('a', '2026-11-23T08:00:00.000Z')];
    await controller.refresh();
    const close = controller.openPage();
    await controller.receivePushed(message('b', '2026-11-23T09:00:00.000Z'));
    expect(unreadInboxCount(controller.getSnapshot().inbox)).toBe(0);
    close();
    await controller.receivePushed(message('c', '2026-11-23T10:00:00.000Z'));
    expect(unreadInboxCount(controller.getSnapshot().inbox)).toBe(1);
  });

  it('keeps what it has when the back office cannot be reached, and says so', async () => {
    const { backOffice, controller } = setup();
    backOffice.messages = [message('a', '2026-11-23T08:00:00.000Z')];
    await controller.refresh();
    backOffice.isReachable = false;
    await controller.refresh();
    expect(controller.getSnapshot()).toMatchObject({ fetchStatus: 'failed', isLoaded: true });
    expect(controller.getSnapshot().inbox.messages.map((entry) => entry.id)).toEqual(['a']);
    backOffice.isReachable = true;
    await controller.refresh();
    expect(controller.getSnapshot().fetchStatus).toBe('idle');
  });

  it('takes the messages the service worker queued while no page was open, once', async () => {
    const { indexedDB, backOffice, controller } = setup();
    backOffice.isReachable = false;
    await queueAsServiceWorker(indexedDB, message('p', '2026-11-23T11:00:00.000Z', 'Pushed'));
    await controller.refresh();
    expect(controller.getSnapshot().inbox.messages).toEqual([
      { ...message('p', '2026-11-23T11:00:00.000Z', 'Pushed'), read: false },
    ]);
    expect((await new IndexedDbPushedMessageQueue(indexedDB).peek()).keys).toEqual([]);
    // The same message by fetch later is merged by id: still one, still unread once.
    backOffice.isReachable = true;
    backOffice.messages = [message('p', '2026-11-23T11:00:00.000Z', 'Pushed')];
    await controller.refresh();
    expect(unreadInboxCount(controller.getSnapshot().inbox)).toBe(1);
  });

  it('clears every message for good', async () => {
    const { backOffice, controller } = setup();
    backOffice.messages = [message('a', '2026-11-23T08:00:00.000Z')];
    await controller.refresh();
    await controller.clear();
    await controller.refresh();
    expect(controller.getSnapshot().inbox.messages).toEqual([]);
  });
});

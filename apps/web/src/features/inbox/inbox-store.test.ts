import {
  clearInbox,
  type InboxMessage,
  openInbox,
  receiveInboxMessages,
  unreadInboxCount,
} from '@showfloor/core';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { InboxDatabase } from './inbox-database.js';
import { InboxStore } from './inbox-store.js';

const message = (id: string, date: string): InboxMessage => ({
  id,
  date,
  title: `Title ${id}`,
  content: `<p>Content ${id}</p>`,
});

/** A store over a fresh fake IndexedDB, and a way to open the same data again as after a reload. */
function devices() {
  const indexedDB = new IDBFactory();
  return () => new InboxStore(new InboxDatabase('inbox-test', { indexedDB, IDBKeyRange }));
}

const fetched = { isInboxOpen: false, isBulk: true };

describe('the device copy of the inbox', () => {
  it('keeps the messages, their read flags and the ready flag across a reload', async () => {
    const open = devices();
    const store = open();
    await store.update((state) =>
      receiveInboxMessages(
        state,
        [message('a', '2026-11-23T08:00:00Z'), message('b', '2026-11-23T09:00:00Z')],
        fetched,
      ),
    );
    await store.update(openInbox);
    await store.update((state) =>
      receiveInboxMessages(state, [message('c', '2026-11-23T10:00:00Z')], {
        isInboxOpen: false,
        isBulk: false,
      }),
    );
    store.close();

    const reloaded = open();
    await reloaded.load();
    const state = reloaded.getSnapshot();
    expect(state.messages.map((entry) => [entry.id, entry.read])).toEqual([
      ['c', false],
      ['b', true],
      ['a', true],
    ]);
    expect(state.isReady).toBe(true);
    expect(unreadInboxCount(state)).toBe(1);
    reloaded.close();
  });

  it('remembers a cleared inbox, so the messages do not come back after a reload', async () => {
    const open = devices();
    const store = open();
    await store.update((state) =>
      receiveInboxMessages(state, [message('a', '2026-11-23T08:00:00Z')], fetched),
    );
    await store.update(clearInbox);
    store.close();

    const reloaded = open();
    await reloaded.update((state) =>
      receiveInboxMessages(state, [message('a', '2026-11-23T08:00:00Z')], fetched),
    );
    expect(reloaded.getSnapshot()).toMatchObject({ messages: [], clearedUntil: '2026-11-23T08:00:00Z' });
    reloaded.close();
  });

  it('drops a damaged row instead of failing the whole inbox', async () => {
    const indexedDB = new IDBFactory();
    const db = new InboxDatabase('inbox-test', { indexedDB, IDBKeyRange });
    await db.messages.bulkPut([
      { ...message('ok', '2026-11-23T08:00:00Z'), read: true, storageVersion: 1 },
      { id: 'broken', title: 'No date' } as never,
    ]);
    const store = new InboxStore(db);
    await store.load();
    expect(store.getSnapshot().messages.map((entry) => entry.id)).toEqual(['ok']);
    expect(store.isLoaded).toBe(true);
    store.close();
  });
});

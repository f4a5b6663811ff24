import { type InboxMessage, inboxMessageSchema } from '@showfloor/core';

/**
 * The service worker's side of a push (public/push-sw.js): it keeps each pushed message in this
 * small IndexedDB database before showing the notification, because no page of the app may be
 * open to receive it. The app takes them on start and when it becomes visible. The names below
 * are the ones push-sw.js uses.
 */
export const PUSHED_QUEUE_DATABASE = 'showfloor-push-inbox';
export const PUSHED_QUEUE_STORE = 'messages';
const PUSHED_QUEUE_VERSION = 1;

export interface PushedMessageQueue {
  /** The messages waiting (valid ones only) and the keys of every row, damaged ones included. */
  peek(): Promise<{ messages: InboxMessage[]; keys: string[] }>;
  /** Forgets these rows, once the inbox has stored their messages. */
  remove(keys: readonly string[]): Promise<void>;
}

function requestResult<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

function done(transaction: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(transaction.error);
    transaction.onabort = () => reject(transaction.error);
  });
}

/** The queue in IndexedDB; `factory` lets tests pass fake-indexeddb. */
export class IndexedDbPushedMessageQueue implements PushedMessageQueue {
  constructor(private readonly factory: IDBFactory = globalThis.indexedDB) {}

  private open(): Promise<IDBDatabase> {
    const request = this.factory.open(PUSHED_QUEUE_DATABASE, PUSHED_QUEUE_VERSION);
    request.onupgradeneeded = () => {
      if (!request.result.objectStoreNames.contains(PUSHED_QUEUE_STORE)) {
        request.result.createObjectStore(PUSHED_QUEUE_STORE, { keyPath: 'id' });
      }
    };
    return requestResult(request);
  }

  async peek(): Promise<{ messages: InboxMessage[]; keys: string[] }> {
    const db = await this.open();
    try {
      const store = db.transaction(PUSHED_QUEUE_STORE, 'readonly').objectStore(PUSHED_QUEUE_STORE);
      const [rows, keys] = await Promise.all([
        requestResult(store.getAll()),
        requestResult(store.getAllKeys()),
      ]);
      const messages = rows.flatMap((row: unknown) => {
        const parsed = inboxMessageSchema.safeParse(row);
        return parsed.success ? [parsed.data] : [];
      });
      return { messages, keys: keys.filter((key): key is string => typeof key === 'string') };
    } finally {
      db.close();
    }
  }

  async remove(keys: readonly string[]): Promise<void> {
    if (keys.length === 0) return;
    const db = await this.open();
    try {
      const transaction = db.transaction(PUSHED_QUEUE_STORE, 'readwrite');
      const store = transaction.objectStore(PUSHED_QUEUE_STORE);
      for (const key of keys) store.delete(key);
      await done(transaction);
    } finally {
      db.close();
    }
  }
}

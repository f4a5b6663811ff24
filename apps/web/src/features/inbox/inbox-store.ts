import {
  compareInboxMessages,
  EMPTY_INBOX,
  INBOX_MAX_MESSAGES,
  type InboxState,
  type StoredInboxMessage,
} from '@showfloor/core';
import {
  INBOX_STORAGE_VERSION,
  type InboxDatabase,
  readStoredInboxRow,
  storedInboxRow,
} from './inbox-database.js';

/**
 * The device's copy of the inbox: screens read the memory copy (useSyncExternalStore), every
 * change is written to IndexedDB in one transaction, in the order the changes were made.
 */
export class InboxStore {
  private state: InboxState = EMPTY_INBOX;
  private isLoadedFlag = false;
  private readonly listeners = new Set<() => void>();
  private writes: Promise<void> = Promise.resolve();
  private loading: Promise<void> | null = null;

  constructor(private readonly db: InboxDatabase) {}

  /** Reads the stored messages the first time it is called; later calls wait for that read. */
  load(): Promise<void> {
    this.loading ??= this.reload();
    return this.loading;
  }

  getSnapshot = (): InboxState => this.state;

  /** False until the stored messages are read: the page then shows nothing rather than "empty". */
  get isLoaded(): boolean {
    return this.isLoadedFlag;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private notify(): void {
    for (const listener of this.listeners) listener();
  }

  /** Reads what is stored, as at start and when another tab may have changed it. */
  async reload(): Promise<void> {
    await this.writes;
    try {
      const [rows, meta] = await this.db.transaction('r', this.db.messages, this.db.meta, () =>
        Promise.all([this.db.messages.toArray(), this.db.meta.get('meta')]),
      );
      const messages = rows
        .map(readStoredInboxRow)
        .filter((message): message is StoredInboxMessage => message !== null)
        .sort(compareInboxMessages)
        .slice(0, INBOX_MAX_MESSAGES);
      this.state = {
        messages,
        isReady: meta?.isReady === true,
        clearedUntil: typeof meta?.clearedUntil === 'string' ? meta.clearedUntil : null,
      };
    } catch (error) {
      // IndexedDB refused (private mode, storage full): the inbox works in memory until reload.
      console.error('inbox: stored messages could not be read', error);
    }
    this.isLoadedFlag = true;
    this.notify();
  }

  /**
   * Applies a pure change of core (receive, open, clear) to the current state, writes it, then
   * shows it. Waits for the stored messages first, so nothing stored is overwritten by a change
   * made before they were read. Shown only once written: an inbox shown cleared and reloaded
   * before its write ended came back with its messages.
   */
  async update(change: (state: InboxState) => InboxState): Promise<void> {
    await this.load();
    const previous = this.state;
    const next = change(previous);
    if (next === previous) return;
    this.state = next;
    this.writes = this.writes.then(() => this.persist(previous, next));
    await this.writes;
    this.notify();
  }

  private async persist(previous: InboxState, next: InboxState): Promise<void> {
    const kept = new Set(next.messages.map((message) => message.id));
    const removed = previous.messages.filter((message) => !kept.has(message.id)).map((message) => message.id);
    const before = new Set(previous.messages);
    const changed = next.messages.filter((message) => !before.has(message)).map(storedInboxRow);
    try {
      // One transaction: a tab closed mid-write keeps the previous inbox, never half of the new one.
      await this.db.transaction('rw', this.db.messages, this.db.meta, async () => {
        if (removed.length > 0) await this.db.messages.bulkDelete(removed);
        if (changed.length > 0) await this.db.messages.bulkPut(changed);
        await this.db.meta.put({
          key: 'meta',
          storageVersion: INBOX_STORAGE_VERSION,
          isReady: next.isReady,
          clearedUntil: next.clearedUntil,
        });
      });
    } catch (error) {
      console.error('inbox: messages could not be saved', error);
    }
  }

  close(): void {
    this.db.close();
  }
}

import type { LiveConnection } from '../../platform/live/index.js';
import type { ApiClient } from '../../platform/network/index.js';
import type { VersionedStorage } from '../../platform/storage/index.js';
import { httpInboxCalls } from './inbox-api.js';
import { InboxController } from './inbox-controller.js';
import { InboxDatabase } from './inbox-database.js';
import { listenForInboxUpdates } from './inbox-live-updates.js';
import { InboxStore } from './inbox-store.js';
import { IndexedDbPushedMessageQueue } from './pushed-message-queue.js';

/** The one inbox of the app: every screen shares it, so the home badge and the page agree. */
export class SharedInbox {
  /** Screens using the inbox now; the listeners run while there is at least one. */
  private users = 0;
  private stop: (() => void) | null = null;

  constructor(
    readonly controller: InboxController,
    private readonly live: Pick<LiveConnection, 'onLiveEvent' | 'onRefetchNeeded'>,
  ) {}

  /**
   * A screen starts using the inbox (home's menu, the side menu, the inbox page): the first one
   * fetches and starts listening for pushes and visibility; the last one to stop ends that.
   */
  start(): () => void {
    this.users += 1;
    if (this.users === 1 && typeof window !== 'undefined') {
      this.stop = listenForInboxUpdates(this.controller, window, this.live);
    }
    let isStarted = true;
    return () => {
      if (!isStarted) return;
      isStarted = false;
      this.users -= 1;
      if (this.users === 0) {
        this.stop?.();
        this.stop = null;
      }
    };
  }
}

/** The app's inbox over its one API client, with its IndexedDB store and pushed-message queue. */
export function createSharedInbox(
  api: ApiClient,
  storage: VersionedStorage,
  live: Pick<LiveConnection, 'onLiveEvent' | 'onRefetchNeeded'>,
): SharedInbox {
  const hasIndexedDb = typeof indexedDB !== 'undefined';
  return new SharedInbox(
    new InboxController({
      store: new InboxStore(new InboxDatabase()),
      calls: httpInboxCalls(api, storage),
      queue: hasIndexedDb ? new IndexedDbPushedMessageQueue() : null,
    }),
    live,
  );
}

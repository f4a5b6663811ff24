import {
  type InboxMessage,
  type InboxState,
  inboxFetchSince,
  openInbox,
  type ProfileConfig,
  receiveInboxMessages,
  clearInbox as withoutMessages,
} from '@showfloor/core';
import type { InboxCalls } from './inbox-api.js';
import type { InboxStore } from './inbox-store.js';
import type { PushedMessageQueue } from './pushed-message-queue.js';

/** How the last fetch of the messages went: 'failed' when the back office could not be reached. */
export type InboxFetchStatus = 'idle' | 'loading' | 'failed';

export interface InboxView {
  inbox: InboxState;
  /** The stored messages have been read (before that, the page shows neither messages nor "empty"). */
  isLoaded: boolean;
  fetchStatus: InboxFetchStatus;
}

export interface InboxControllerDeps {
  store: InboxStore;
  calls: InboxCalls;
  /** The service worker's pushed messages; null where there is no IndexedDB. */
  queue: PushedMessageQueue | null;
}

/**
 * The inbox's one writer (STYLE §6): messages come from the fetch of GET /inbox/messages and from
 * Web Push (the service worker's postMessage and its queue); the page opens and clears it. Every
 * change is a pure function of core applied to the store.
 */
export class InboxController {
  private view: InboxView;
  private readonly listeners = new Set<() => void>();
  private openPages = 0;
  private profile: ProfileConfig['key'] = 'default';
  private refreshing: Promise<void> | null = null;
  private fetchStatus: InboxFetchStatus = 'idle';

  constructor(private readonly deps: InboxControllerDeps) {
    this.view = this.viewOf();
    deps.store.subscribe(() => this.publish());
  }

  private viewOf(): InboxView {
    return {
      inbox: this.deps.store.getSnapshot(),
      isLoaded: this.deps.store.isLoaded,
      fetchStatus: this.fetchStatus,
    };
  }

  private publish(): void {
    this.view = this.viewOf();
    for (const listener of this.listeners) listener();
  }

  getSnapshot = (): InboxView => this.view;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** The profile whose messages are fetched (messages for it and for everyone). */
  setProfile(profile: ProfileConfig['key']): void {
    this.profile = profile;
  }

  private get isInboxOpen(): boolean {
    return this.openPages > 0;
  }

  /**
   * The inbox page is on screen until the returned function is called: the unread count resets,
   * and messages arriving meanwhile are seen as they arrive (spec modules §4).
   */
  openPage(): () => void {
    this.openPages += 1;
    void this.deps.store.update(openInbox);
    let isOpen = true;
    return () => {
      if (!isOpen) return;
      isOpen = false;
      this.openPages -= 1;
    };
  }

  /** The empty-inbox action: every message goes, and the next fetch does not bring them back. */
  clear(): Promise<void> {
    return this.deps.store.update(withoutMessages);
  }

  /** A message the service worker received by push while a page of the app was open. */
  receivePushed(message: InboxMessage): Promise<void> {
    const isInboxOpen = this.isInboxOpen;
    return this.deps.store.update((state) =>
      receiveInboxMessages(state, [message], { isInboxOpen, isBulk: false }),
    );
  }

  /** Re-reads the stored inbox (another tab may have changed it), then refreshes. */
  async resume(): Promise<void> {
    await this.deps.store.reload();
    await this.refresh();
  }

  /**
   * Takes the messages the service worker queued, then fetches the newer ones. Calls made while one
   * runs share it. Offline or on a server error the kept messages stay and the status says so.
   */
  refresh(): Promise<void> {
    this.refreshing ??= this.runRefresh().finally(() => {
      this.refreshing = null;
    });
    return this.refreshing;
  }

  private setStatus(status: InboxFetchStatus): void {
    if (status === this.fetchStatus) return;
    this.fetchStatus = status;
    this.publish();
  }

  private async runRefresh(): Promise<void> {
    this.setStatus('loading');
    await this.takeQueued();
    try {
      await this.deps.store.load();
      const messages = await this.deps.calls.listMessages({
        since: inboxFetchSince(this.deps.store.getSnapshot()),
        profile: this.profile,
      });
      const isInboxOpen = this.isInboxOpen;
      await this.deps.store.update((state) =>
        receiveInboxMessages(state, messages, { isInboxOpen, isBulk: true }),
      );
      this.setStatus('idle');
    } catch (error) {
      console.warn('inbox: messages could not be fetched', error);
      this.setStatus('failed');
    }
  }

  private async takeQueued(): Promise<void> {
    const { queue } = this.deps;
    if (!queue) return;
    try {
      const { messages, keys } = await queue.peek();
      if (keys.length === 0) return;
      const isInboxOpen = this.isInboxOpen;
      await this.deps.store.update((state) =>
        receiveInboxMessages(state, messages, { isInboxOpen, isBulk: false }),
      );
      // Only once stored: a tab closed in between finds them in the queue again, and the merge by
      // id makes taking them twice harmless.
      await queue.remove(keys);
    } catch (error) {
      console.warn('inbox: pushed messages could not be read', error);
    }
  }
}

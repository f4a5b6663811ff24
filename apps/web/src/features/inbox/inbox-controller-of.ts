import type { AppServices } from '../../shell/index.js';
import { httpInboxCalls } from './inbox-api.js';
import { InboxController } from './inbox-controller.js';
import { InboxDatabase } from './inbox-database.js';
import { listenForInboxUpdates } from './inbox-live-updates.js';
import { InboxStore } from './inbox-store.js';
import { IndexedDbPushedMessageQueue } from './pushed-message-queue.js';

interface RunningInbox {
  controller: InboxController;
  /** Screens using the inbox now; the listeners run while there is at least one. */
  users: number;
  stop: (() => void) | null;
}

const inboxes = new WeakMap<AppServices, RunningInbox>();

function runningInboxOf(services: AppServices): RunningInbox {
  let running = inboxes.get(services);
  if (!running) {
    const hasIndexedDb = typeof indexedDB !== 'undefined';
    const controller = new InboxController({
      store: new InboxStore(new InboxDatabase()),
      calls: httpInboxCalls(services.api),
      queue: hasIndexedDb ? new IndexedDbPushedMessageQueue() : null,
    });
    running = { controller, users: 0, stop: null };
    inboxes.set(services, running);
  }
  return running;
}

/** The one inbox of the app: every screen shares it, so the home badge and the page agree. */
export function inboxControllerOf(services: AppServices): InboxController {
  return runningInboxOf(services).controller;
}

/**
 * A screen starts using the inbox (home's menu, the side menu, the inbox page): the first one
 * fetches and starts listening for pushes and visibility; the last one to stop ends that.
 */
export function startInbox(services: AppServices): () => void {
  const running = runningInboxOf(services);
  running.users += 1;
  if (running.users === 1 && typeof window !== 'undefined') {
    running.stop = listenForInboxUpdates(running.controller, window);
  }
  let isStarted = true;
  return () => {
    if (!isStarted) return;
    isStarted = false;
    running.users -= 1;
    if (running.users === 0) {
      running.stop?.();
      running.stop = null;
    }
  };
}

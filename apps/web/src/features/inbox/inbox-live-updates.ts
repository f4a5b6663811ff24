import { inboxPushPayloadSchema } from '@showfloor/core';
import type { LiveConnection } from '../../platform/live/index.js';
import type { InboxController } from './inbox-controller.js';

/** The message push-sw.js posts to the open pages of the app when a push arrives. */
export const PUSHED_MESSAGE_TYPE = 'showfloor-inbox';

/**
 * Keeps the inbox current while the app runs: a fetch now, another when the tab becomes visible or
 * the network comes back, or the socket comes back after losing events (DESIGN §5: every live event
 * can be recovered by a fetch), each message the live socket brings, and each one the service worker
 * posts as a push arrives; no polling. Returns the function that stops listening.
 */
export function listenForInboxUpdates(
  controller: InboxController,
  target: Window,
  live: Pick<LiveConnection, 'onLiveEvent' | 'onRefetchNeeded'>,
): () => void {
  const onVisibility = () => {
    if (target.document.visibilityState === 'visible') void controller.resume();
  };
  const onOnline = () => void controller.refresh();
  const onMessage = (event: MessageEvent) => {
    const data: unknown = event.data;
    if (typeof data !== 'object' || data === null || !('type' in data) || data.type !== PUSHED_MESSAGE_TYPE)
      return;
    const parsed = inboxPushPayloadSchema.safeParse({
      type: 'inbox',
      message: 'message' in data ? data.message : null,
    });
    if (parsed.success) void controller.receivePushed(parsed.data.message);
  };
  const serviceWorker = target.navigator.serviceWorker;
  target.document.addEventListener('visibilitychange', onVisibility);
  target.addEventListener('online', onOnline);
  serviceWorker?.addEventListener('message', onMessage);
  const stopLive = live.onLiveEvent('inboxMessage', (message) => void controller.receivePushed(message));
  const stopRefetch = live.onRefetchNeeded(() => void controller.refresh());
  void controller.refresh();
  return () => {
    stopLive();
    stopRefetch();
    target.document.removeEventListener('visibilitychange', onVisibility);
    target.removeEventListener('online', onOnline);
    serviceWorker?.removeEventListener('message', onMessage);
  };
}

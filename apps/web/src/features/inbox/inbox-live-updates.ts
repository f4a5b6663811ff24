import { inboxPushPayloadSchema } from '@showfloor/core';
import type { InboxController } from './inbox-controller.js';

/** The message push-sw.js posts to the open pages of the app when a push arrives. */
export const PUSHED_MESSAGE_TYPE = 'showfloor-inbox';

/**
 * Keeps the inbox current while the app runs: a fetch now, another when the tab becomes visible or
 * the network comes back (DESIGN §5: every live event can be recovered by a fetch), and each
 * message the service worker posts as it arrives. Returns the function that stops listening.
 */
export function listenForInboxUpdates(controller: InboxController, target: Window): () => void {
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
  void controller.refresh();
  return () => {
    target.document.removeEventListener('visibilitychange', onVisibility);
    target.removeEventListener('online', onOnline);
    serviceWorker?.removeEventListener('message', onMessage);
  };
}

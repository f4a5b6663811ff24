import { unreadInboxCount } from '@showfloor/core';
import { useEffect, useSyncExternalStore } from 'react';
import { useApp } from '../../shell/app-context.js';
import { useProfileKey } from '../profiles/index.js';
import type { InboxController, InboxView } from './inbox-controller.js';

/** The inbox is on in the show's configuration (features.inbox). */
export function useIsInboxEnabled(): boolean {
  return useApp().config?.features?.inbox === true;
}

/**
 * The shared inbox, kept current while the calling screen shows (when the feature is on): fetched
 * at once, on visibility and on reconnection, and fed by pushes.
 */
export function useInbox(): { controller: InboxController; view: InboxView } {
  const isEnabled = useIsInboxEnabled();
  const profile = useProfileKey();
  const { inbox } = useApp().services;
  const { controller } = inbox;
  useEffect(() => {
    if (!isEnabled) return;
    controller.setProfile(profile);
    return inbox.start();
  }, [controller, inbox, isEnabled, profile]);
  const view = useSyncExternalStore(controller.subscribe, controller.getSnapshot);
  return { controller, view };
}

/** The number home shows on its menu button (spec core §2: home "receives the unread inbox count"). */
export function useUnreadInboxCount(): number {
  const isEnabled = useIsInboxEnabled();
  const { view } = useInbox();
  return isEnabled ? unreadInboxCount(view.inbox) : 0;
}

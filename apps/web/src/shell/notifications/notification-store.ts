import {
  type AppNotification,
  addNotification,
  dismissNotification,
  EMPTY_NOTIFICATION_QUEUE,
  editNotification,
  expireNotifications,
  type NotificationInput,
  type NotificationQueue,
  nextNotificationChange,
  visibleNotifications,
} from '@showfloor/core';
import { browserClock, type Clock } from '../../platform/clock/index.js';

/** The clock the store times its popups by; the app's one clock. */
export type NotificationClock = Clock;

/**
 * The popups of the app over the core notification queue (modules §4 "Notifications": duplicates
 * ignored, 4 s / 6 s by level, 0 sticky, edits shown after 200 ms), with one timer for the next
 * change on screen. Messages are i18n keys, translated when shown.
 */
export class NotificationStore {
  private queue: NotificationQueue = EMPTY_NOTIFICATION_QUEUE;
  private visible: readonly AppNotification[] = [];
  private cancelTimer: (() => void) | undefined;
  private readonly listeners = new Set<() => void>();

  constructor(private readonly clock: NotificationClock = browserClock) {}

  getSnapshot = (): readonly AppNotification[] => this.visible;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  add(input: NotificationInput): void {
    this.update(addNotification(this.queue, input, this.clock.now()));
  }

  edit(uid: string, input: Omit<NotificationInput, 'uid'>): void {
    this.update(editNotification(this.queue, uid, input, this.clock.now()));
  }

  dismiss(uid: string): void {
    this.update(dismissNotification(this.queue, uid));
  }

  private update(queue: NotificationQueue): void {
    const now = this.clock.now();
    this.queue = expireNotifications(queue, now);
    this.cancelTimer?.();
    this.cancelTimer = undefined;
    const next = nextNotificationChange(this.queue, now);
    if (next !== undefined) this.cancelTimer = this.clock.setTimer(() => this.update(this.queue), next - now);
    const visible = visibleNotifications(this.queue, now);
    const changed =
      visible.length !== this.visible.length || visible.some((item, index) => item !== this.visible[index]);
    if (!changed) return;
    this.visible = visible;
    for (const listener of this.listeners) listener();
  }
}

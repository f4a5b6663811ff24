import {
  NOTIFICATION_DEFAULT_POSITION,
  NOTIFICATION_DURATION,
  NOTIFICATION_EDIT_DELAY_MS,
  type NotificationLevel,
} from '../constants/spec-constants.js';
import type { Route } from '../routing/route-codec.js';

/** A notification popup (spec modules §3 "Notification", §4 "Notifications"). */
export interface AppNotification {
  uid: string;
  message: string;
  title?: string;
  level: NotificationLevel;
  /** Milliseconds before it hides by itself; 0 means the user must dismiss it. */
  duration: number;
  /** Screen corner code, 'tc' (top centre) unless told otherwise. */
  position: string;
  /** When it appears; an edited notification reappears a little after its edit. */
  shownAt: number;
  /** Values of the placeholders in `title` and `message` (a reminder's session title, time, room). */
  params?: Readonly<Record<string, string>>;
  /** A page of the app the popup offers to open (a reminder's session sheet). */
  link?: NotificationLink;
}

export interface NotificationLink {
  route: Route;
  /** The i18n key of the link's text. */
  label: string;
}

export interface NotificationInput {
  uid?: string;
  message: string;
  title?: string;
  level?: NotificationLevel;
  duration?: number;
  position?: string;
  params?: Readonly<Record<string, string>>;
  link?: NotificationLink;
}

export interface NotificationQueue {
  items: readonly AppNotification[];
  /** Source of generated uids, so that a uid is never reused within a session. */
  sequence: number;
}

export const EMPTY_NOTIFICATION_QUEUE: NotificationQueue = { items: [], sequence: 0 };

/** When a notification hides by itself, or undefined when it stays until dismissed. */
export function expiryOf(notification: AppNotification): number | undefined {
  return notification.duration > 0 ? notification.shownAt + notification.duration : undefined;
}

function isShowing(notification: AppNotification, now: number): boolean {
  const expiry = expiryOf(notification);
  return notification.shownAt <= now && (expiry === undefined || now < expiry);
}

/** The notifications on screen at `now`, oldest first. */
export function visibleNotifications(queue: NotificationQueue, now: number): AppNotification[] {
  return queue.items.filter((notification) => isShowing(notification, now));
}

function build(
  queue: NotificationQueue,
  input: NotificationInput,
  shownAt: number,
): [AppNotification, number] {
  const level = input.level ?? 'info';
  const sequence = input.uid === undefined ? queue.sequence + 1 : queue.sequence;
  const notification: AppNotification = {
    uid: input.uid ?? `notification-${sequence}`,
    message: input.message,
    level,
    duration: Math.max(0, input.duration ?? NOTIFICATION_DURATION[level]),
    position: input.position ?? NOTIFICATION_DEFAULT_POSITION,
    shownAt,
  };
  if (input.title !== undefined) notification.title = input.title;
  if (input.params !== undefined) notification.params = input.params;
  if (input.link !== undefined) notification.link = input.link;
  return [notification, sequence];
}

function sameParams(
  left: Readonly<Record<string, string>> | undefined,
  right: Readonly<Record<string, string>> | undefined,
): boolean {
  const leftKeys = Object.keys(left ?? {});
  return (
    leftKeys.length === Object.keys(right ?? {}).length &&
    leftKeys.every((key) => left?.[key] === right?.[key])
  );
}

/**
 * Shows a notification, unless one with the same level, message and values is already showing: the
 * same failure reported by several requests at once must appear once, not stack up (two reminders of
 * two sessions share a message but not their values, and both show).
 */
export function addNotification(
  queue: NotificationQueue,
  input: NotificationInput,
  now: number,
): NotificationQueue {
  const level = input.level ?? 'info';
  const duplicate = queue.items.some(
    (notification) =>
      notification.level === level &&
      notification.message === input.message &&
      sameParams(notification.params, input.params) &&
      isShowing(notification, now),
  );
  if (duplicate) return queue;
  const [notification, sequence] = build(queue, input, now);
  const items = queue.items.filter((item) => item.uid !== notification.uid);
  return { items: [...items, notification], sequence };
}

/**
 * Replaces the notification `uid` (a "saving…" that becomes "saved"). The old one hides at once
 * and the new one shows after a short pause, so the user sees that the message changed.
 */
export function editNotification(
  queue: NotificationQueue,
  uid: string,
  input: Omit<NotificationInput, 'uid'>,
  now: number,
): NotificationQueue {
  if (!queue.items.some((item) => item.uid === uid)) return addNotification(queue, { ...input, uid }, now);
  const [notification, sequence] = build(queue, { ...input, uid }, now + NOTIFICATION_EDIT_DELAY_MS);
  return {
    items: queue.items.map((item) => (item.uid === uid ? notification : item)),
    sequence,
  };
}

export function dismissNotification(queue: NotificationQueue, uid: string): NotificationQueue {
  const items = queue.items.filter((item) => item.uid !== uid);
  return items.length === queue.items.length ? queue : { ...queue, items };
}

/** Drops the notifications whose time is up; sticky ones stay. */
export function expireNotifications(queue: NotificationQueue, now: number): NotificationQueue {
  const items = queue.items.filter((item) => {
    const expiry = expiryOf(item);
    return expiry === undefined || now < expiry;
  });
  return items.length === queue.items.length ? queue : { ...queue, items };
}

/** The next moment something changes on screen (an appearance or an expiry), for the UI's one timer. */
export function nextNotificationChange(queue: NotificationQueue, now: number): number | undefined {
  const times = queue.items.flatMap((item) => [item.shownAt, expiryOf(item)]);
  const future = times.filter((time): time is number => time !== undefined && time > now);
  return future.length > 0 ? Math.min(...future) : undefined;
}

import { describe, expect, it } from 'vitest';
import {
  addNotification,
  dismissNotification,
  EMPTY_NOTIFICATION_QUEUE,
  editNotification,
  expireNotifications,
  expiryOf,
  type NotificationInput,
  nextNotificationChange,
  visibleNotifications,
} from './notification-queue.js';

const NOW = 1_000_000;

describe('notification queue', () => {
  it('shows a notification at the top centre with the duration of its level', () => {
    const queue = addNotification(EMPTY_NOTIFICATION_QUEUE, { message: 'Saved', level: 'success' }, NOW);
    const [shown] = visibleNotifications(queue, NOW);
    expect(shown).toMatchObject({ message: 'Saved', level: 'success', duration: 4000, position: 'tc' });
    expect(shown && expiryOf(shown)).toBe(NOW + 4000);
  });

  it('keeps warnings and errors 6 s, success and info 4 s', () => {
    let queue = EMPTY_NOTIFICATION_QUEUE;
    for (const level of ['success', 'info', 'warning', 'error'] as const) {
      queue = addNotification(queue, { message: level, level }, NOW);
    }
    expect(queue.items.map((item) => item.duration)).toEqual([4000, 4000, 6000, 6000]);
    expect(visibleNotifications(queue, NOW + 4000).map((item) => item.level)).toEqual(['warning', 'error']);
    expect(visibleNotifications(queue, NOW + 6000)).toEqual([]);
  });

  it('ignores a notification with the same level and message as one showing', () => {
    const once = addNotification(
      EMPTY_NOTIFICATION_QUEUE,
      { message: 'Network unavailable', level: 'error' },
      NOW,
    );
    expect(addNotification(once, { message: 'Network unavailable', level: 'error' }, NOW + 100)).toBe(once);
    expect(
      addNotification(once, { message: 'Network unavailable', level: 'warning' }, NOW + 100).items,
    ).toHaveLength(2);
  });

  it('shows two notifications of one message with different values, and a link, but not the same twice', () => {
    const reminder = (title: string): NotificationInput => ({
      message: 'reminders.upcoming',
      params: { title },
      link: { route: { pageKey: 'event', props: { id: 4 } }, label: 'reminders.open' },
    });
    let queue = addNotification(EMPTY_NOTIFICATION_QUEUE, reminder('Keynote'), NOW);
    queue = addNotification(queue, reminder('Workshop'), NOW);
    queue = addNotification(queue, reminder('Keynote'), NOW);
    const shown = visibleNotifications(queue, NOW);
    expect(shown.map((item) => item.params?.title)).toEqual(['Keynote', 'Workshop']);
    expect(shown[0]?.link).toEqual({
      route: { pageKey: 'event', props: { id: 4 } },
      label: 'reminders.open',
    });
  });

  it('shows the same message again once the first one has gone', () => {
    const once = addNotification(EMPTY_NOTIFICATION_QUEUE, { message: 'Update failed', level: 'error' }, NOW);
    const again = addNotification(once, { message: 'Update failed', level: 'error' }, NOW + 6000);
    expect(visibleNotifications(again, NOW + 6000)).toHaveLength(1);
    expect(again.items).toHaveLength(2);
  });

  it('keeps a zero-duration notification until the user dismisses it', () => {
    const queue = addNotification(
      EMPTY_NOTIFICATION_QUEUE,
      { uid: 'n', message: 'Read me', duration: 0 },
      NOW,
    );
    expect(expireNotifications(queue, NOW + 3_600_000)).toBe(queue);
    expect(visibleNotifications(dismissNotification(queue, 'n'), NOW)).toEqual([]);
  });

  it('drops expired notifications', () => {
    const queue = addNotification(EMPTY_NOTIFICATION_QUEUE, { message: 'Hi' }, NOW);
    expect(expireNotifications(queue, NOW + 3999).items).toHaveLength(1);
    expect(expireNotifications(queue, NOW + 4000).items).toHaveLength(0);
  });

  it('replaces an edited notification after 200 ms', () => {
    const saving = addNotification(
      EMPTY_NOTIFICATION_QUEUE,
      { uid: 'save', message: 'Saving', level: 'info', duration: 15000 },
      NOW,
    );
    const saved = editNotification(
      saving,
      'save',
      { message: 'Saved', level: 'success', duration: 2000 },
      NOW + 500,
    );
    expect(saved.items).toHaveLength(1);
    expect(visibleNotifications(saved, NOW + 600)).toEqual([]);
    expect(visibleNotifications(saved, NOW + 700)).toMatchObject([{ uid: 'save', message: 'Saved' }]);
    expect(visibleNotifications(saved, NOW + 2700)).toEqual([]);
  });

  it('adds the notification when the edited one is gone', () => {
    const queue = editNotification(EMPTY_NOTIFICATION_QUEUE, 'x', { message: 'New' }, NOW);
    expect(visibleNotifications(queue, NOW)).toMatchObject([{ uid: 'x', message: 'New' }]);
  });

  it('gives generated notifications distinct uids', () => {
    let queue = addNotification(EMPTY_NOTIFICATION_QUEUE, { message: 'a' }, NOW);
    queue = dismissNotification(queue, queue.items[0]!.uid);
    queue = addNotification(queue, { message: 'b' }, NOW);
    queue = addNotification(queue, { message: 'c' }, NOW);
    expect(new Set(queue.items.map((item) => item.uid)).size).toBe(2);
    expect(queue.items[0]?.uid).not.toBe('notification-1');
  });

  it('tells the UI when to look again', () => {
    let queue = addNotification(EMPTY_NOTIFICATION_QUEUE, { uid: 'a', message: 'a', level: 'error' }, NOW);
    queue = editNotification(queue, 'a', { message: 'b', level: 'error' }, NOW + 1000);
    expect(nextNotificationChange(queue, NOW + 1000)).toBe(NOW + 1200);
    expect(nextNotificationChange(queue, NOW + 1200)).toBe(NOW + 7200);
    expect(nextNotificationChange(EMPTY_NOTIFICATION_QUEUE, NOW)).toBeUndefined();
  });
});

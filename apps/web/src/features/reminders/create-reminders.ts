import {
  DETAIL_PAGE_OF_TYPE,
  formatSessionTime,
  type Language,
  type NotificationInput,
  reminderLeadMinutesOf,
} from '@showfloor/core';
import type { Clock } from '../../platform/clock/index.js';
import type { CatalogReader } from '../../platform/local-db/index.js';
import { type PersonalStores, remindersShape } from '../../platform/personal-data/index.js';
import type { VersionedStorage } from '../../platform/storage/index.js';
import type { NotificationStore, ShowConfigStore } from '../../shell/index.js';
import { ReminderController, type ToldReminder } from './reminder-controller.js';

export interface ReminderServiceDependencies {
  clock: Clock;
  catalog: CatalogReader;
  personal: PersonalStores;
  config: ShowConfigStore;
  storage: VersionedStorage;
  notifications: NotificationStore;
  language(): Language;
}

function isoOf(instant: number | null): string | null {
  return instant === null ? null : new Date(instant).toISOString();
}

/** The popup of a reminder: the session's title, its time and room, and a link to its sheet. */
export function reminderNotification(
  { reminder, session, recordId }: ToldReminder,
  language: Language,
  timeZone: string,
): NotificationInput {
  const time = formatSessionTime(
    { start: isoOf(session.start), end: isoOf(session.end) },
    language,
    timeZone,
  );
  const isCancelled = reminder.kind === 'cancelled';
  const page = DETAIL_PAGE_OF_TYPE.events;
  const input: NotificationInput = {
    uid: `reminder-${reminder.key}`,
    title: isCancelled ? 'reminders.cancelledTitle' : 'reminders.upcomingTitle',
    message: session.room === '' ? 'reminders.when' : 'reminders.whenAndRoom',
    params: { title: session.title, time, room: session.room },
    level: isCancelled ? 'warning' : 'info',
    // A reminder stays until the visitor closes it or opens the session: it may come while they look away.
    duration: 0,
  };
  if (recordId !== undefined && page !== undefined)
    input.link = { route: { pageKey: page, props: { id: recordId } }, label: 'reminders.open' };
  return input;
}

/** The app's session reminders, started: built once by the composition root. */
export function createReminders(dependencies: ReminderServiceDependencies): ReminderController {
  const { config, storage, personal, catalog } = dependencies;
  const timeZone = () => config.getSnapshot()?.timeZone ?? 'Europe/Paris';
  const controller = new ReminderController({
    clock: dependencies.clock,
    favorites: personal.favorites.getSnapshot,
    loadEvents: (ids) => catalog.getRecords('events', ids),
    show: () => {
      const current = config.getSnapshot();
      if (current === undefined) return null;
      return {
        key: current.showKey ?? '',
        timeZone: current.timeZone,
        leadMinutes: reminderLeadMinutesOf(current),
      };
    },
    read: () => storage.read(remindersShape),
    write: (next) => storage.write(remindersShape, next),
    isPushed: () => false,
    tell: (told) =>
      dependencies.notifications.add(reminderNotification(told, dependencies.language(), timeZone())),
  });
  // New favorites, new data (the favorites follow its ids), a new configuration: plan again.
  personal.favorites.subscribe(() => void controller.check());
  config.subscribe(() => void controller.check());
  // A tab in the background may have slept through its timer: back on screen, catch up.
  globalThis.document?.addEventListener('visibilitychange', () => {
    if (globalThis.document.visibilityState === 'visible') void controller.check();
  });
  void controller.check();
  return controller;
}

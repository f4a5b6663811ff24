import {
  DETAIL_PAGE_OF_TYPE,
  formatSessionTime,
  type Language,
  type NotificationInput,
  reminderLeadMinutesOf,
  type StoredReminders,
} from '@showfloor/core';
import type { Clock } from '../../platform/clock/index.js';
import type { CatalogReader } from '../../platform/local-db/index.js';
import { type ApiClient, FavoritesSyncApi, ReminderDevicesApi } from '../../platform/network/index.js';
import { type PersonalStores, remindersShape } from '../../platform/personal-data/index.js';
import type { VersionedStorage } from '../../platform/storage/index.js';
import type { LazyService, NotificationStore, ShowConfigStore } from '../../shell/index.js';
import type { FavoritesSyncController } from '../favorites/index.js';
import { currentPushSubscription, PushReminderRegistration } from './push-registration.js';
import { ReminderController, type ToldReminder } from './reminder-controller.js';

export interface ReminderServiceDependencies {
  clock: Clock;
  catalog: CatalogReader;
  personal: PersonalStores;
  config: ShowConfigStore;
  storage: VersionedStorage;
  notifications: NotificationStore;
  language(): Language;
  /** Tells `listener` each time the interface language changes (the pushed texts follow it). */
  onLanguageChange(listener: () => void): void;
  api: ApiClient;
  /**
   * The favorites sync, built when the show switches it on: its subject's tokens tie this device's
   * push subscription to its favorites.
   */
  favoritesSync: LazyService<FavoritesSyncController>;
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
  const read = () => storage.read(remindersShape);
  const write = (next: StoredReminders) => storage.write(remindersShape, next);
  const syncApi = new FavoritesSyncApi(dependencies.api);
  const devicesApi = new ReminderDevicesApi(dependencies.api);
  const registration = new PushReminderRegistration({
    isEnabled: () => {
      const features = config.getSnapshot()?.features;
      return features?.push === true && features.synchronizedFavorites === true;
    },
    subjectToken: () => dependencies.favoritesSync.current()?.subjectToken() ?? null,
    encrypt: (token) => syncApi.encrypt(token),
    subscription: currentPushSubscription,
    register: (request) => devicesApi.register(request),
    read,
    write,
    language: dependencies.language,
  });
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
    read,
    write,
    isPushed: () => registration.isPushed(),
    tell: (told) =>
      dependencies.notifications.add(reminderNotification(told, dependencies.language(), timeZone())),
  });
  // Where the reminders go (push or the app) first, then what is due.
  const refresh = () => void registration.update().then(() => controller.check());
  // New favorites, new data (the favorites follow its ids), a new configuration: plan again.
  personal.favorites.subscribe(() => void controller.check());
  config.subscribe(refresh);
  // The switch, and the sync subject (a code entered, sync stopped): tell the back office again.
  controller.subscribe(refresh);
  // The sync once its code is here (only for a show that switches it on).
  let isFollowingSync = false;
  const followSync = () => {
    if (isFollowingSync || config.getSnapshot()?.features.synchronizedFavorites !== true) return;
    isFollowingSync = true;
    dependencies.favoritesSync.load().then(
      (sync) => {
        sync.subscribe(refresh);
        refresh();
      },
      () => {
        isFollowingSync = false;
      },
    );
  };
  config.subscribe(followSync);
  followSync();
  dependencies.onLanguageChange(refresh);
  // A tab in the background may have slept through its timer, and notifications may have been
  // allowed meanwhile (the inbox's switch): back on screen, check where reminders go, then catch up.
  globalThis.document?.addEventListener('visibilitychange', () => {
    if (globalThis.document.visibilityState === 'visible') refresh();
  });
  refresh();
  return controller;
}

import { type Language, LOCALE_CODES, type LocaleCode } from '@showfloor/core';
import type { i18n } from 'i18next';
import type { Clock } from '../platform/clock/index.js';
import type { LiveConnection } from '../platform/live/index.js';
import type { CatalogReader } from '../platform/local-db/index.js';
import type { ApiClient } from '../platform/network/index.js';
import type { PersonalDataKeeper, PersonalStores } from '../platform/personal-data/index.js';
import type { KeyValueStore, VersionedStorage } from '../platform/storage/index.js';
import type { NotificationStore } from './notifications/notification-store.js';
import type { ShowConfigStore } from './show-config-store.js';

/**
 * Everything the screens use, created once at startup by the composition root (app/app-services.ts).
 * A feature that owns a service adds it to this interface from its own folder (declaration merging,
 * as Fastify's decorators do), so the shell names no feature and the root must build them all.
 */
export interface AppServices {
  api: ApiClient;
  catalog: CatalogReader;
  /** The raw store, for the code not yet reading through `storage`. */
  store: KeyValueStore;
  /** Every stored key read and written through its versioned shape (platform/storage/stored-shapes.ts). */
  storage: VersionedStorage;
  clock: Clock;
  /** The user's favorites, notes, calendar feed and favourite positions, shared by every screen. */
  personal: PersonalStores;
  /** Keeps `personal` with its show: settled at startup and after every data version applied. */
  personalKeeper: PersonalDataKeeper;
  config: ShowConfigStore;
  notifications: NotificationStore;
  /** The live socket: its status and events (inbox messages, versions, synced favorites). */
  live: LiveConnection;
  i18n: i18n;
  /** Settles once the texts of the language the app starts in are in `i18n`: the first render waits for it. */
  languageReady: Promise<void>;
  /** Switches the interface language and loads that locale's data. */
  setLanguage(language: Language): void;
}

export function localeOf(language: Language): LocaleCode {
  return LOCALE_CODES[language];
}

import { APP_VERSION, type Language } from '@showfloor/core';
import {
  CacheStorageAssetCache,
  localUpdateSessions,
  UpdaterController,
  workerUpdateSessions,
} from '../features/updater/index.js';
import { createI18n, resolveLanguage } from '../i18n/index.js';
import { browserClock } from '../platform/clock/index.js';
import {
  CATALOG_DATABASE_NAME,
  CatalogDatabase,
  DexieCatalogReader,
  DexieCatalogWriter,
} from '../platform/local-db/index.js';
import { ApiClient } from '../platform/network/index.js';
import { BrowserKeyValueStore, languageShape, VersionedStorage } from '../platform/storage/index.js';
import { type AppServices, localeOf, NotificationStore, ShowConfigStore } from '../shell/index.js';

/** The composition root: every service of the app, built once at startup and handed to <AppRoot>. */

export function createAppServices(): AppServices {
  const store = new BrowserKeyValueStore();
  const storage = new VersionedStorage(store);
  const clock = browserClock;
  const config = new ShowConfigStore(storage);
  const api = new ApiClient();
  const database = new CatalogDatabase();
  // Screens get the reader; the writer goes to the updater alone, the one code that writes the catalog.
  const catalog = new DexieCatalogReader(database);
  const catalogWriter = new DexieCatalogWriter(database);
  const notifications = new NotificationStore(clock);
  const language = resolveLanguage(
    storage.read(languageShape) ?? globalThis.navigator?.language,
    config.getSnapshot(),
  );
  const i18n = createI18n(language);
  const currentLanguage = (): Language => resolveLanguage(i18n.language, config.getSnapshot());
  const sessions =
    typeof Worker === 'undefined'
      ? localUpdateSessions({ api, catalog: catalogWriter, assets: new CacheStorageAssetCache() })
      : workerUpdateSessions(api.url('').replace(/\/$/, ''), CATALOG_DATABASE_NAME);
  const updater = new UpdaterController({
    api,
    catalog: catalogWriter,
    sessions,
    appVersion: APP_VERSION,
    now: clock.now,
    locale: () => localeOf(currentLanguage()),
    autoUpdate: () => config.getSnapshot()?.autoUpdate ?? false,
    notify: (message, level) => notifications.add({ message: `updater.${message}`, level }),
    onApplied: (applied) => {
      if (applied.config) config.set(applied.config);
    },
  });
  return {
    api,
    catalog,
    store,
    storage,
    clock,
    config,
    notifications,
    updater,
    i18n,
    setLanguage(next) {
      const chosen = resolveLanguage(next, config.getSnapshot());
      storage.write(languageShape, chosen);
      void i18n.changeLanguage(chosen);
      globalThis.document?.documentElement.setAttribute('lang', chosen);
      void updater.check({ userRequested: true });
    },
  };
}

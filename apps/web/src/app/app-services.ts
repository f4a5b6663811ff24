import { APP_VERSION, inboxProfileSchema, type Language, PROFILE_PASS_HEADER } from '@showfloor/core';
import { createSharedInbox } from '../features/inbox/index.js';
import type { LeadCaptureController } from '../features/leads/index.js';
import { createAccountSession, LoginActions } from '../features/login/index.js';
import {
  CONTACT_LOGIN_ACTION,
  createParticipantMemory,
  fetchNetworkingOnLogin,
  PendingContact,
} from '../features/participants/index.js';
import { profilePassHeaders, readProfileKey } from '../features/profiles/index.js';
import type { ReminderController } from '../features/reminders/index.js';
import {
  CacheStorageAssetCache,
  localUpdateSessions,
  UpdaterController,
  WhatChangedStore,
  workerUpdateSessions,
} from '../features/updater/index.js';
import { createI18n, loadLanguage, resolveLanguage } from '../i18n/index.js';
import { browserClock, type Clock } from '../platform/clock/index.js';
import {
  FirstPayloadCatalogReader,
  FirstPayloadSource,
  takeEarlyFirstPayload,
} from '../platform/first-payload/index.js';
import { LiveConnection, loadSocketIoClient } from '../platform/live/index.js';
import {
  CATALOG_DATABASE_NAME,
  CatalogDatabase,
  DexieCatalogReader,
  DexieCatalogWriter,
} from '../platform/local-db/index.js';
import { ApiClient } from '../platform/network/index.js';
import { createPersonalStores, PersonalDataKeeper } from '../platform/personal-data/index.js';
import {
  BrowserKeyValueStore,
  type KeyValueStore,
  languageShape,
  showConfigShape,
  VersionedStorage,
} from '../platform/storage/index.js';
import {
  type AppServices,
  lazyService,
  localeOf,
  NotificationStore,
  ShowConfigStore,
} from '../shell/index.js';

/** The platform pieces the services stand on: the browser's in the app, in-memory ones in tests. */
export interface AppPlatform {
  store: KeyValueStore;
  api: ApiClient;
  database: CatalogDatabase;
  clock: Clock;
  /** A first visit's first payload, painted until the data is stored (none in tests that omit it). */
  firstPayload?: FirstPayloadSource;
}

export function browserPlatform(): AppPlatform {
  const api = new ApiClient();
  return {
    store: new BrowserKeyValueStore(),
    api,
    database: new CatalogDatabase(),
    clock: browserClock,
    firstPayload: new FirstPayloadSource(
      (path) => takeEarlyFirstPayload(path) ?? api.download(path),
      (value) => showConfigShape.read(value),
    ),
  };
}

/**
 * The composition root: every service of the app, built once at startup and handed to <AppRoot>.
 * The features declare their services on AppServices; this is the one place that builds them and
 * wires them to each other, so what exists never depends on which page's code has loaded.
 */
export function createAppServices(
  { store, api, database, clock, firstPayload }: AppPlatform = browserPlatform(),
): AppServices {
  const storage = new VersionedStorage(store);
  const config = new ShowConfigStore(storage);
  // Screens get the reader; the writer goes to the updater alone, the one code that writes the catalog.
  const stored = new DexieCatalogReader(database);
  const catalog = firstPayload ? new FirstPayloadCatalogReader(stored, database, firstPayload) : stored;
  const catalogWriter = new DexieCatalogWriter(database);
  const notifications = new NotificationStore(clock);
  const personal = createPersonalStores(store);
  // Favorites and notes follow the stored data's ids, never a first payload's.
  const personalKeeper = new PersonalDataKeeper(store, personal, stored);
  const language = resolveLanguage(
    storage.read(languageShape) ?? globalThis.navigator?.language,
    config.getSnapshot(),
  );
  const i18n = createI18n(language);
  // Its texts are kept on the device once fetched; should they not be (offline within a first
  // visit's first seconds), the other language's rather than none.
  const languageReady = loadLanguage(i18n, language)
    .catch(() => loadLanguage(i18n, language === 'fr' ? 'en' : 'fr'))
    .catch((error: unknown) => console.warn('i18n: no language could be loaded', error));
  const currentLanguage = (): Language => resolveLanguage(i18n.language, config.getSnapshot());
  const sessions =
    typeof Worker === 'undefined'
      ? localUpdateSessions({ api, catalog: catalogWriter, assets: new CacheStorageAssetCache() })
      : workerUpdateSessions(api.url('').replace(/\/$/, ''), CATALOG_DATABASE_NAME);
  const whatChanged = new WhatChangedStore();
  const updater = new UpdaterController({
    api,
    catalog: catalogWriter,
    sessions,
    appVersion: APP_VERSION,
    now: clock.now,
    locale: () => localeOf(currentLanguage()),
    autoUpdate: () => config.getSnapshot()?.autoUpdate ?? false,
    showKey: () => config.getSnapshot()?.showKey ?? null,
    notify: (message, level) => notifications.add({ message: `updater.${message}`, level }),
    onApplied: (applied) => {
      const heldShow = config.getSnapshot()?.showKey ?? null;
      if (applied.config) config.set(applied.config);
      const showKey = config.getSnapshot()?.showKey ?? null;
      // What changed is told about the show whose favorites these are, never across shows. Read
      // before the favorites follow the new ids: the notice matches them on original ids either way.
      if (applied.changelog && applied.heldVersion !== null && heldShow === showKey)
        whatChanged.offer(applied.changelog, personal.favorites.getSnapshot(), applied.heldVersion);
      // Another show's data, or ids that moved: favorites and notes follow their show and items.
      void personalKeeper.settle(showKey);
    },
  });

  const account = createAccountSession({ storage, clock, api, config, notifications });
  const participants = createParticipantMemory(account, clock);
  const pendingContact = new PendingContact();
  // Every action a login resumes and everything a login starts, registered before the first
  // screen: the login page may be the first page shown, before any other page's code has loaded.
  const loginActions = new LoginActions();
  loginActions.register(CONTACT_LOGIN_ACTION, pendingContact.resume);
  fetchNetworkingOnLogin({ account, participants, config, notifications });

  // The profile and its pass as they are at each handshake: a protected profile's messages need it.
  const live = new LiveConnection({
    baseUrl: api.url(''),
    handshake: () => {
      const profile = inboxProfileSchema.safeParse(readProfileKey(storage));
      if (!profile.success) return {};
      const pass = profilePassHeaders(storage, profile.data)[PROFILE_PASS_HEADER];
      return pass === undefined ? { profile: profile.data } : { profile: profile.data, pass };
    },
    loadSocket: loadSocketIoClient,
  });

  // Favorites sync's code is fetched, and the sync starts, once a show that has it switched on is
  // known (from the stored configuration at once on a repeat visit); other shows never fetch it.
  const favoritesSync = lazyService(async () =>
    (await import('../features/favorites/create-favorites-sync.js')).createFavoritesSync({
      api,
      personal,
      clock,
      config,
      notifications,
      sessionToken: () => account.token(),
      // Remote entries arrive as soon as another device syncs; the room is joined with each token sent.
      subscribeLive: (name, handler) => live.onLiveEvent(name, handler),
      joinLive: (token) => live.joinSync(token),
      // A reconnection that lost events (a new process behind the load balancer): sync to catch up.
      onRefetchNeeded: (listener) => live.onRefetchNeeded(listener),
    }),
  );
  const startSyncWhenSwitchedOn = () => {
    if (config.getSnapshot()?.features.synchronizedFavorites !== true) return;
    favoritesSync.load().catch((error: unknown) => console.warn('favorites sync: code not fetched', error));
  };
  config.subscribe(startSyncWhenSwitchedOn);
  startSyncWhenSwitchedOn();

  // Reminders of favorite sessions: by push on a synchronised device that allows it, else in the
  // app. Started at once, but their code is fetched beside the first page's, not in its scripts.
  const reminders = lazyService(
    async (): Promise<ReminderController> =>
      (await import('../features/reminders/create-reminders.js')).createReminders({
        clock,
        catalog,
        personal,
        config,
        storage,
        notifications,
        language: currentLanguage,
        onLanguageChange: (listener) => i18n.on('languageChanged', listener),
        api,
        favoritesSync,
      }),
  );
  reminders.load().catch((error: unknown) => console.warn('reminders: code not fetched', error));

  const services: AppServices = {
    api,
    catalog,
    store,
    storage,
    clock,
    personal,
    personalKeeper,
    config,
    notifications,
    updater,
    whatChanged,
    account,
    loginActions,
    participants,
    pendingContact,
    live,
    inbox: createSharedInbox(api, storage, live),
    favoritesSync,
    reminders,
    // Lead capture's code is fetched on the first visit of its page, not with the first page.
    leads: lazyService(
      async (): Promise<LeadCaptureController> =>
        (await import('../features/leads/index.js')).createLeadCaptureController(services),
    ),
    i18n,
    languageReady,
    setLanguage(next) {
      const chosen = resolveLanguage(next, config.getSnapshot());
      loadLanguage(i18n, chosen).then(
        () => {
          storage.write(languageShape, chosen);
          globalThis.document?.documentElement.setAttribute('lang', chosen);
          void updater.check({ userRequested: true });
        },
        // Its texts could not be fetched (offline before they were kept on the device): the app
        // stays in the language it reads, and says so.
        () => notifications.add({ message: 'app.languageUnavailable', level: 'warning' }),
      );
    },
  };
  return services;
}

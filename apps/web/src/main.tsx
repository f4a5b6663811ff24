import { registerSW } from 'virtual:pwa-register';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import {
  AppRoot,
  browserPlatform,
  browserWarmingEnvironment,
  createAppServices,
  warmPageCode,
} from './app/index.js';
import { startAccountSession } from './features/login/index.js';
import { resolveLanguage } from './i18n/index.js';
import { cacheCodeLoadedBeforeWorker } from './platform/offline-shell/index.js';
import { localeOf } from './shell/index.js';
import './shell/tokens.css';
import './styles.css';

/**
 * How long after the show's data is on the device the app starts fetching the other pages' code:
 * the first page's own requests (its images, the visitor's first taps) go first.
 */
const PAGE_CODE_WARMING_DELAY_MS = 5_000;

async function start(): Promise<void> {
  const platform = browserPlatform();
  const services = createAppServices(platform);
  // Before the router reads the address: a token arriving in it becomes the session (spec core §7).
  startAccountSession(services);
  document.documentElement.lang = services.i18n.language;
  // A device that never received the show's data asks at once for its first payload, beside the
  // full download the first update check starts: the page paints from it until the data is stored.
  const startFirstPayload = () =>
    platform.firstPayload?.start(
      localeOf(resolveLanguage(services.i18n.language, services.config.getSnapshot())),
      (payload) => {
        if (payload.config) services.config.showUntilReceived(payload.config);
      },
    );
  if (services.config.getSnapshot() === undefined) startFirstPayload();
  // Before the first render: a device that ran another app version, or holds damaged data, must
  // not show it even for a moment. The first update check then reloads from the server.
  const [local] = await Promise.all([
    services.updater.prepareLocalData(services.storage),
    services.languageReady,
  ]);
  if (local.kind === 'empty') startFirstPayload();
  else platform.firstPayload?.discard();
  // Before the first render too: another show's favorites must not show even for a moment.
  void services.personalKeeper.settle(services.config.getSnapshot()?.showKey ?? null);
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root');
  const root = createRoot(container);
  // A transition: React renders the first screen in slices of a few milliseconds, yielding to the
  // browser between them, rather than in one long task.
  startTransition(() => {
    root.render(
      <StrictMode>
        <AppRoot services={services} />
      </StrictMode>,
    );
  });
  // The service worker caches the app shell so that the app opens with no network at all, and the
  // code of each page once used, this first one's included.
  registerSW({ immediate: true });
  if ('serviceWorker' in navigator) {
    void cacheCodeLoadedBeforeWorker();
    // Then the code of the pages not opened yet, so that they open offline too: once the show's
    // data is on the device (a first visit's download goes first) and the worker is in place.
    const config = services.config;
    const configured = new Promise<void>((resolve) => {
      if (config.hasReceived()) return resolve();
      const stop = config.subscribe(() => {
        if (!config.hasReceived()) return;
        stop();
        resolve();
      });
    });
    void Promise.all([configured, navigator.serviceWorker.ready])
      .then(() => new Promise((resolve) => setTimeout(resolve, PAGE_CODE_WARMING_DELAY_MS)))
      .then(() => warmPageCode(browserWarmingEnvironment(() => config.getSnapshot()?.features.map === true)));
  }
}

void start();

/** The app's hashed code, which the service worker caches on first use (vite.config.ts). */
const APP_CODE_PATH = '/assets/';

/** The parts of `navigator.serviceWorker` this needs. */
export interface ServiceWorkerAccess {
  readonly ready: Promise<{ readonly active: { postMessage(message: unknown): void } | null }>;
  readonly controller: object | null;
  addEventListener(type: 'controllerchange', listener: () => void, options: { once: boolean }): void;
}

/** The browser parts this needs, so a test can hand in its own. */
export interface LoadedCodeEnvironment {
  serviceWorker: ServiceWorkerAccess;
  /** Addresses of the resources the page has loaded so far (the Resource Timing entries). */
  loadedResources(): readonly string[];
  origin: string;
}

/** The app's code the page loaded, from resource addresses: same origin, under `/assets/`. */
export function appCodeAmong(resources: readonly string[], origin: string): string[] {
  return resources.filter((address) => {
    const url = new URL(address, origin);
    return url.origin === origin && url.pathname.startsWith(APP_CODE_PATH);
  });
}

function browserEnvironment(): LoadedCodeEnvironment {
  return {
    serviceWorker: navigator.serviceWorker,
    loadedResources: () => performance.getEntriesByType('resource').map((entry) => entry.name),
    origin: location.origin,
  };
}

/**
 * The service worker precaches the shell only; the rest of the app's code is cached as it is
 * fetched through the worker. On a first visit the home page's code is fetched before the worker
 * exists, so the worker never sees it: once the worker is active, and again once it controls the
 * page (every later fetch goes through it), it is asked to cache what was loaded before (workbox's
 * `CACHE_URLS` message, served by the same cache-first route), so the page reloads offline.
 */
export async function cacheCodeLoadedBeforeWorker(
  environment: LoadedCodeEnvironment = browserEnvironment(),
): Promise<void> {
  const { serviceWorker } = environment;
  const registration = await serviceWorker.ready;
  const cacheLoadedCode = () => {
    const urlsToCache = appCodeAmong(environment.loadedResources(), environment.origin);
    if (urlsToCache.length > 0) {
      registration.active?.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache } });
    }
  };
  cacheLoadedCode();
  if (!serviceWorker.controller) {
    serviceWorker.addEventListener('controllerchange', cacheLoadedCode, { once: true });
  }
}

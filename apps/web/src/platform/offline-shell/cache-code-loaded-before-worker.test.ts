import { describe, expect, it } from 'vitest';
import {
  cacheCodeLoadedBeforeWorker,
  type LoadedCodeEnvironment,
} from './cache-code-loaded-before-worker.js';

const ORIGIN = 'https://show.example';

/** A service worker container whose worker records the messages it gets. */
function fakeEnvironment(resources: string[], controlled: boolean) {
  const messages: unknown[] = [];
  const listeners: Array<() => void> = [];
  const environment: LoadedCodeEnvironment = {
    serviceWorker: {
      ready: Promise.resolve({ active: { postMessage: (message: unknown) => messages.push(message) } }),
      controller: controlled ? {} : null,
      addEventListener: (_type, listener) => listeners.push(listener),
    },
    loadedResources: () => resources,
    origin: ORIGIN,
  };
  const takeControl = () => {
    for (const listener of listeners) listener();
  };
  return { environment, messages, takeControl };
}

describe('caching the code a first visit loaded before the service worker', () => {
  it("asks the worker to cache the app's code, not the show's files nor other sites' files", async () => {
    const { environment, messages } = fakeEnvironment(
      [
        `${ORIGIN}/assets/index-3f2a1b.js`,
        `${ORIGIN}/assets/home-page-9c8d7e.js`,
        `${ORIGIN}/files/assets/logo-1.png`,
        'https://tiles.example/assets/style.json',
      ],
      true,
    );
    await cacheCodeLoadedBeforeWorker(environment);
    expect(messages).toEqual([
      {
        type: 'CACHE_URLS',
        payload: {
          urlsToCache: [`${ORIGIN}/assets/index-3f2a1b.js`, `${ORIGIN}/assets/home-page-9c8d7e.js`],
        },
      },
    ]);
  });

  it('asks again once the worker takes control, for the code loaded in between', async () => {
    const resources = [`${ORIGIN}/assets/index-3f2a1b.js`];
    const { environment, messages, takeControl } = fakeEnvironment(resources, false);
    await cacheCodeLoadedBeforeWorker(environment);
    resources.push(`${ORIGIN}/assets/list-page-5a4b3c.js`);
    takeControl();
    expect(messages).toHaveLength(2);
    expect(messages[1]).toEqual({
      type: 'CACHE_URLS',
      payload: { urlsToCache: [`${ORIGIN}/assets/index-3f2a1b.js`, `${ORIGIN}/assets/list-page-5a4b3c.js`] },
    });
  });
});

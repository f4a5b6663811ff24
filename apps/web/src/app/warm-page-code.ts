import type { PageKey } from '@showfloor/core';
import { loadMaplibre } from '../features/map/index.js';
import { CATALOG_LOADERS } from '../i18n/index.js';
import { PAGES } from './page-registry.js';

/** Pages whose code draws a map: fetched ahead only for a show that has one (the engine is 1 MB). */
const MAP_PAGES: ReadonlySet<PageKey> = new Set(['mobigeo', 'googleMap']);

/** The parts of the browser this needs, so a test can hand in its own. */
export interface WarmingEnvironment {
  /** Runs `task` when the browser is idle. */
  whenIdle(task: () => void): void;
  /** Whether the code of this build was warmed on this device already, and remembering it. */
  wasWarmed(): boolean;
  rememberWarmed(): void;
  /** Whether the show on the device has a map (read once the other pages are warmed). */
  hasMap(): boolean;
  loadMapEngine(): Promise<unknown>;
}

type Loadable = { preload?: () => Promise<unknown> };

/**
 * Fetches, one page at a time while the browser is idle, the code of every page, so that the
 * service worker caches it (its precache holds the shell only, vite.config.ts) and every page opens
 * offline afterwards, not only those visited online. Once per build on a device. The map's pages,
 * and the map engine, only for a show that has a map.
 */
export async function warmPageCode(
  environment: WarmingEnvironment,
  pages: ReadonlyMap<PageKey, unknown> = PAGES,
): Promise<void> {
  if (environment.wasWarmed()) return;
  const idle = () => new Promise<void>((resolve) => environment.whenIdle(resolve));
  const load = async (page: unknown) => {
    await idle();
    await (page as Loadable).preload?.().catch(() => undefined);
  };
  for (const [pageKey, page] of pages) {
    if (!MAP_PAGES.has(pageKey)) await load(page);
  }
  // The other language's texts too, so that switching language works offline.
  for (const loadCatalog of Object.values(CATALOG_LOADERS)) {
    await idle();
    await loadCatalog().catch(() => undefined);
  }
  if (environment.hasMap()) {
    for (const [pageKey, page] of pages) {
      if (MAP_PAGES.has(pageKey)) await load(page);
    }
    await idle();
    await environment.loadMapEngine().catch(() => undefined);
  }
  environment.rememberWarmed();
}

const WARMED_KEY = 'page-code-warmed';

/** The browser's environment: idle callbacks, a mark per build in localStorage, the engine's import. */
export function browserWarmingEnvironment(hasMap: () => boolean): WarmingEnvironment {
  // The entry chunk's hashed address names the build.
  const build = new URL(import.meta.url).pathname;
  return {
    whenIdle: (task) =>
      typeof requestIdleCallback === 'function'
        ? requestIdleCallback(task, { timeout: 5000 })
        : setTimeout(task, 200),
    wasWarmed: () => localStorage.getItem(WARMED_KEY) === build,
    rememberWarmed: () => localStorage.setItem(WARMED_KEY, build),
    hasMap,
    // The engine, and its worker's file (fetched, not started: the map starts it when it opens).
    loadMapEngine: async () => {
      const engine = await loadMaplibre();
      await fetch(engine.maplibreWorkerUrl);
    },
  };
}

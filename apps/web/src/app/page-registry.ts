import type { PageKey } from '@showfloor/core';
import type { CatalogReader } from '../platform/local-db/index.js';
import type { PageDefinition, PagePreparation, PageProps } from '../shell/index.js';
import type { RoutePreparationWork } from './app-router.js';

/** A lazy page with the way to fetch its code ahead of time (the module loader runs each file once). */
type PreloadablePage = PageDefinition['component'] & {
  preload?: () => Promise<unknown>;
  isLoaded?: () => boolean;
};

interface PagesModule {
  pages: readonly PageDefinition[];
}

/**
 * Every feature that has screens exports `pages` from its `pages.ts`; they are gathered here at
 * build time, so adding a feature never touches a shared list.
 */
const modules = import.meta.glob<PagesModule>('../features/*/pages.ts', { eager: true });

export const PAGES: ReadonlyMap<PageKey, PageDefinition['component']> = new Map(
  Object.values(modules).flatMap((module) =>
    module.pages.map((page) => [page.pageKey, page.component] as const),
  ),
);

/** The pages that prepare their data before they are shown. */
const PAGE_PREPARATIONS: ReadonlyMap<PageKey, PagePreparation> = new Map(
  Object.values(modules).flatMap((module) =>
    module.pages.flatMap((page) => (page.prepare ? [[page.pageKey, page.prepare] as const] : [])),
  ),
);

/**
 * What the router waits for before it shows a page (within PAGE_CODE_MAX_WAIT_MS and PAGE_PREPARATION_MAX_WAIT_MS): the page's
 * code when it was never fetched, and the data it prepares; undefined when there is nothing to wait
 * for. Waiting for the code here rather than suspending keeps the page before it on screen: React
 * holds a revealed Suspense fallback for 300 ms, even when the code arrives in 30.
 */
export function preparePage(
  pageKey: PageKey,
  props: PageProps,
  catalog: CatalogReader,
): RoutePreparationWork | undefined {
  const component: PreloadablePage | undefined = PAGES.get(pageKey);
  const code = component?.isLoaded?.() === false ? component.preload?.() : undefined;
  const data = PAGE_PREPARATIONS.get(pageKey)?.(props, catalog);
  return code === undefined && data === undefined ? undefined : { code, data };
}

/**
 * Fetches and runs the code of a page the user is likely to open next (a list's item sheet), while
 * the browser is idle, so opening it does not wait for its code. Errors are left to the real visit.
 */
export function preloadPage(pageKey: PageKey): () => void {
  const component: PreloadablePage | undefined = PAGES.get(pageKey);
  const load = component?.preload;
  if (load === undefined) return () => {};
  const run = () => void load().catch(() => {});
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(run, { timeout: 2000 });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(run, 200);
  return () => clearTimeout(timer);
}

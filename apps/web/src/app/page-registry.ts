import type { PageKey } from '@showfloor/core';
import { type ComponentType, createElement, lazy } from 'react';
import type { LocalCatalog } from '../platform/local-db/index.js';

/** Route parameters of a page, as decoded from the URL (numbers, booleans and JSON already parsed). */
export type PageProps = Readonly<Record<string, unknown>>;

/**
 * Reads what a page shows into memory before the router shows it (see useAppRouter), so that the
 * page paints whole in its first frame. Resolves when done; a failure is left to the page itself.
 */
export type PagePreparation = (props: PageProps, catalog: LocalCatalog) => Promise<unknown>;

/** A screen and the page key it answers (spec core §2). */
export interface PageDefinition {
  pageKey: PageKey;
  component: ComponentType<{ props: PageProps }>;
  prepare?: PagePreparation;
}

type PageComponent = ComponentType<{ props: PageProps }>;

/**
 * A page whose code is fetched when it is first shown (and precached for offline use by the service
 * worker): the app's first screen does not wait for the code of every other one. The app root shows
 * a loading line meanwhile.
 */
export function lazyPage<Name extends string>(
  load: () => Promise<Record<Name, PageComponent>>,
  name: Name,
): PageComponent {
  let loaded: PageComponent | undefined;
  let loading: Promise<PageComponent> | undefined;
  const preload = (): Promise<PageComponent> => {
    loading ??= load().then((module) => {
      loaded = module[name];
      return loaded;
    });
    return loading;
  };
  const Suspending = lazy(() => preload().then((component) => ({ default: component })));
  // A page whose code is already here (preloaded, or shown before) renders at
  // once: React.lazy would still suspend on its first render, and React holds a revealed fallback
  // for 300 ms, which is three times a sheet's whole budget.
  function LazyPage({ props }: { props: PageProps }) {
    return loaded ? createElement(loaded, { props }) : createElement(Suspending, { props });
  }
  return Object.assign(LazyPage, { preload, isLoaded: () => loaded !== undefined });
}

/** A lazy page with the way to fetch its code ahead of time (the module loader runs each file once). */
type PreloadablePage = PageComponent & { preload?: () => Promise<unknown>; isLoaded?: () => boolean };

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
 * What the router waits for before it shows a page (within PAGE_PREPARATION_MAX_WAIT_MS): the page's
 * code when it was never fetched, and the data it prepares; undefined when there is nothing to wait
 * for. Waiting for the code here rather than suspending keeps the page before it on screen: React
 * holds a revealed Suspense fallback for 300 ms, even when the code arrives in 30.
 */
export function preparePage(
  pageKey: PageKey,
  props: PageProps,
  catalog: LocalCatalog,
): Promise<unknown> | undefined {
  const component: PreloadablePage | undefined = PAGES.get(pageKey);
  const code = component?.isLoaded?.() === false ? component.preload?.() : undefined;
  const data = PAGE_PREPARATIONS.get(pageKey)?.(props, catalog);
  if (code === undefined) return data;
  return data === undefined ? code : Promise.all([code, data]);
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

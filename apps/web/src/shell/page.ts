import type { PageKey } from '@showfloor/core';
import { type ComponentType, createElement, lazy } from 'react';
import type { CatalogReader } from '../platform/local-db/index.js';

/** Route parameters of a page, as decoded from the URL (numbers, booleans and JSON already parsed). */
export type PageProps = Readonly<Record<string, unknown>>;

/**
 * Reads what a page shows into memory before the router shows it (see useAppRouter), so that the
 * page paints whole in its first frame. Resolves when done; a failure is left to the page itself.
 */
export type PagePreparation = (props: PageProps, catalog: CatalogReader) => Promise<unknown>;

/** A screen and the page key it answers (spec core §2). */
export interface PageDefinition {
  pageKey: PageKey;
  component: ComponentType<{ props: PageProps }>;
  prepare?: PagePreparation;
}

type PageComponent = ComponentType<{ props: PageProps }>;

/**
 * A page whose code is fetched when it is first shown (and cached then for offline use by the service
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

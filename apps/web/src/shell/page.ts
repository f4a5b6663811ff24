import type { PageKey } from '@showfloor/core';
import { type ComponentType, createElement, type LazyExoticComponent, lazy } from 'react';
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
 * A page's code could not be fetched: the device is offline (or the server down) and the page was
 * never opened before, or its code was loaded before the service worker could keep it. Not a crash:
 * the page opens once the code can be fetched (see PageCodeBoundary).
 */
export class PageCodeUnavailableError extends Error {
  constructor(cause: unknown) {
    super('the page’s code could not be fetched', { cause });
    this.name = 'PageCodeUnavailableError';
  }
}

/** What lazyPage returns: a component, and the fetch of its code ahead of its first showing. */
export type LazyPageComponent = PageComponent & {
  preload: () => Promise<PageComponent>;
  isLoaded: () => boolean;
};

/** Counts the retries asked for (allowPageCodeRetry): a page whose code failed before the last one fetches again. */
let pageCodeRetries = 0;

/**
 * Lets the pages whose code could not be fetched try again when next shown (the network is back, or
 * the visitor asked). Without it a failed page stays failed: React retries a failed render at once,
 * and a page that fetched again on every render would fetch in a loop while offline.
 */
export function allowPageCodeRetry(): void {
  pageCodeRetries += 1;
}

/**
 * A page whose code is fetched when it is first shown (and cached then for offline use by the service
 * worker): the app's first screen does not wait for the code of every other one. The app root shows
 * a loading line meanwhile. A failed fetch shows PageCodeUnavailableError to the page's boundary and
 * is tried again after allowPageCodeRetry, or by the next preload.
 */
export function lazyPage<Name extends string>(
  load: () => Promise<Record<Name, PageComponent>>,
  name: Name,
): LazyPageComponent {
  let loaded: PageComponent | undefined;
  let loading: Promise<PageComponent> | undefined;
  /** The retry count when the last fetch failed; undefined while none failed. */
  let failedAtRetry: number | undefined;
  const preload = (): Promise<PageComponent> => {
    loading ??= load().then(
      (module) => {
        loaded = module[name];
        return loaded;
      },
      (error: unknown) => {
        loading = undefined;
        failedAtRetry = pageCodeRetries;
        throw new PageCodeUnavailableError(error);
      },
    );
    return loading;
  };
  // React.lazy keeps a rejection for good: a retry gets a fresh one.
  const suspendingOnce = (): LazyExoticComponent<PageComponent> =>
    lazy(() => preload().then((component) => ({ default: component })));
  let suspending = suspendingOnce();
  // A page whose code is already here (preloaded, or shown before) renders at
  // once: React.lazy would still suspend on its first render, and React holds a revealed fallback
  // for 300 ms, which is three times a sheet's whole budget.
  function LazyPage({ props }: { props: PageProps }) {
    if (loaded) return createElement(loaded, { props });
    if (failedAtRetry !== undefined && failedAtRetry !== pageCodeRetries) {
      failedAtRetry = undefined;
      suspending = suspendingOnce();
    }
    return createElement(suspending, { props });
  }
  return Object.assign(LazyPage, { preload, isLoaded: () => loaded !== undefined });
}

import {
  currentEntry,
  decodeRoute,
  EMPTY_HISTORY,
  encodeRoute,
  goBack,
  isUnknownRoute,
  type NavigationHistory,
  pushRoute,
  type Route,
  replaceRoute,
  twoColumnPanes,
} from '@showfloor/core';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { HOME_ROUTE, type Router } from '../shell/index.js';
import { ScrollMemory } from './scroll-memory.js';

/**
 * How long the router keeps the current page on screen while the next one prepares its data
 * (see useAppRouter): a sheet read in time shows whole at once; one slower than this shows
 * anyway and fills in as its reads answer.
 */
export const PAGE_PREPARATION_MAX_WAIT_MS = 150;

/**
 * How long the router keeps the current page on screen while the next page's code arrives, when
 * it was never fetched: longer than a data read, as the page cannot show anything without it, and
 * a page-wide "Loading…" between two pages reads as a flash (the map's code takes a loaded phone
 * most of a second to fetch and run).
 */
export const PAGE_CODE_MAX_WAIT_MS = 1000;

/** What a route's page waits for before it shows: its code when never fetched, and its first reads. */
export type RoutePreparationWork = { code?: Promise<unknown>; data?: Promise<unknown> };

/** Starts reading what a route's page shows; undefined when the page has nothing to prepare. */
export type RoutePreparation = (route: Route) => RoutePreparationWork | undefined;

/** Settles when the code has come (or PAGE_CODE_MAX_WAIT_MS passed) and the data has been read (or PAGE_PREPARATION_MAX_WAIT_MS passed). */
function preparedWithinLimits({ code, data }: RoutePreparationWork): Promise<unknown> {
  return Promise.all([
    code === undefined ? undefined : settledWithin(code, PAGE_CODE_MAX_WAIT_MS),
    data === undefined ? undefined : settledWithin(data, PAGE_PREPARATION_MAX_WAIT_MS),
  ]);
}

function settledWithin(work: Promise<unknown>, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    work.then(
      () => {
        clearTimeout(timer);
        resolve();
      },
      () => {
        clearTimeout(timer);
        resolve();
      },
    );
  });
}

/** The route a URL's search part names; an unknown path is logged and the home page shown (core §2). */
export function routeOfSearch(search: string): Route {
  const route = decodeRoute(search);
  if (!route) return HOME_ROUTE;
  if (isUnknownRoute(route)) {
    console.error(`unknown route path: ${route.unknownPath}`);
    return HOME_ROUTE;
  }
  return route;
}

/**
 * The app's history over the core navigation history (`?/home`, `?/list?...`), kept in step with
 * the browser's so that its back button and the app's behave the same. A page that prepares its
 * data (`prepare`) is shown once that is done or after PAGE_PREPARATION_MAX_WAIT_MS, the page
 * before it staying meanwhile; moves are applied in the order they were asked for.
 */
export function useAppRouter(
  prepare: RoutePreparation = () => undefined,
  preload: Router['preload'] = () => () => {},
  isTwoColumn = false,
): Router {
  const prepareRef = useRef(prepare);
  prepareRef.current = prepare;
  const queue = useRef<{ tail: Promise<void>; waiting: number }>({ tail: Promise.resolve(), waiting: 0 });
  /** Applies `apply` once `route` is prepared, after every move asked for before it. */
  const schedule = useCallback((route: Route | undefined, apply: () => void) => {
    let preparing: RoutePreparationWork | undefined;
    try {
      preparing = route === undefined ? undefined : prepareRef.current(route);
    } catch (error) {
      console.warn('router: preparing a page', error);
    }
    const state = queue.current;
    if (preparing === undefined && state.waiting === 0) {
      apply();
      return;
    }
    state.waiting += 1;
    const ready = preparing === undefined ? undefined : preparedWithinLimits(preparing);
    state.tail = state.tail
      .then(() => ready)
      .then(() => {
        state.waiting -= 1;
        apply();
      });
  }, []);

  const [history, setHistory] = useState<NavigationHistory>(() => {
    const initial = pushRoute(EMPTY_HISTORY, routeOfSearch(window.location.search));
    const first = currentEntry(initial);
    // Idempotent, so harmless when StrictMode runs this twice: the first entry gets its index.
    if (first) window.history.replaceState({ navIndex: first.navIndex }, '', first.query);
    return initial;
  });

  // The app, not the browser, puts each page at its position: new pages at their top, a page
  // returned to where it was left (see ScrollMemory).
  const scroll = useMemo(() => new ScrollMemory(window), []);
  const shownIndex = useRef(currentEntry(history)?.navIndex ?? 0);
  const isTwoColumnRef = useRef(isTwoColumn);
  isTwoColumnRef.current = isTwoColumn;
  /** The page the window scrolls: the list on the left in two columns (the item beside it scrolls alone). */
  const windowPage = useRef<string | undefined>(undefined);
  useEffect(() => {
    window.history.scrollRestoration = 'manual';
  }, []);
  useLayoutEffect(() => {
    const entry = currentEntry(history);
    shownIndex.current = entry?.navIndex ?? 0;
    const master = isTwoColumnRef.current ? twoColumnPanes(history)?.master : undefined;
    const page = encodeRoute(master ?? entry ?? HOME_ROUTE);
    // An item opened beside its list, or closed back to it, leaves the list where it stands.
    const keepsWindow = isTwoColumnRef.current && page === windowPage.current;
    windowPage.current = page;
    if (keepsWindow) scroll.stay();
    else scroll.apply();
  }, [history, scroll]);

  useEffect(() => {
    const onPopState = (event: PopStateEvent) => {
      const navIndex = typeof event.state?.navIndex === 'number' ? event.state.navIndex : 0;
      const route = routeOfSearch(window.location.search);
      scroll.leave(shownIndex.current);
      schedule(route, () =>
        setHistory((previous) => {
          scroll.returnTo(navIndex);
          const kept = { entries: previous.entries.slice(0, navIndex) };
          return pushRoute(kept, route);
        }),
      );
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [schedule, scroll]);

  /** A new entry (`push`) or one in place of the current (`replace`, a redirect), in both histories. */
  const move = useCallback(
    (route: Route, kind: 'push' | 'replace') =>
      schedule(route, () =>
        setHistory((previous) => {
          const next = kind === 'push' ? pushRoute(previous, route) : replaceRoute(previous, route);
          const entry = currentEntry(next);
          if (entry === undefined) return next;
          scroll.leave(shownIndex.current);
          scroll.openNew(entry.navIndex);
          const state = { navIndex: entry.navIndex };
          if (kind === 'push') window.history.pushState(state, '', entry.query);
          else window.history.replaceState(state, '', entry.query);
          return next;
        }),
      ),
    [schedule, scroll],
  );
  const navigate = useCallback((route: Route) => move(route, 'push'), [move]);
  const replace = useCallback((route: Route) => move(route, 'replace'), [move]);

  const back = useCallback(
    () =>
      schedule(undefined, () =>
        setHistory((previous) => {
          const result = goBack(previous);
          if (result.kind === 'exit') return previous;
          window.history.back();
          return previous;
        }),
      ),
    [schedule],
  );

  const route = useMemo<Route>(() => {
    const entry = currentEntry(history);
    return entry ? { pageKey: entry.pageKey, props: entry.props } : HOME_ROUTE;
  }, [history]);

  const panes = useMemo(() => twoColumnPanes(history), [history]);

  // The same object while nothing moved: the app context holds it, and every screen reads that.
  return useMemo(
    () => ({ route, navigate, back, replace, panes, preload }),
    [route, navigate, back, replace, panes, preload],
  );
}

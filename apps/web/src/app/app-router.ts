import {
  currentEntry,
  decodeRoute,
  EMPTY_HISTORY,
  goBack,
  isUnknownRoute,
  type NavigationHistory,
  pushRoute,
  type Route,
  replaceRoute,
  type TwoColumnPanes,
  twoColumnPanes,
} from '@showfloor/core';
import { useCallback, useEffect, useMemo, useState } from 'react';

export const HOME_ROUTE: Route = { pageKey: 'home', props: {} };

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

export interface Router {
  route: Route;
  navigate(route: Route): void;
  /** Back one page; at the first entry a web page has nowhere to go, so it stays. */
  back(): void;
  /** Replaces the current page (a redirect), so that back does not return to the page left. */
  replace(route: Route): void;
  /** The list and the item to show side by side when the two-column mode is on, else null. */
  panes: TwoColumnPanes | null;
}

/**
 * The app's history over the core navigation history (`?/home`, `?/list?...`), kept in step with
 * the browser's so that its back button and the app's behave the same.
 */
export function useAppRouter(): Router {
  const [history, setHistory] = useState<NavigationHistory>(() => {
    const initial = pushRoute(EMPTY_HISTORY, routeOfSearch(window.location.search));
    const first = currentEntry(initial);
    // Idempotent, so harmless when StrictMode runs this twice: the first entry gets its index.
    if (first) window.history.replaceState({ navIndex: first.navIndex }, '', first.query);
    return initial;
  });

  useEffect(() => {
    const onPopState = (event: PopStateEvent) => {
      const navIndex = typeof event.state?.navIndex === 'number' ? event.state.navIndex : 0;
      setHistory((previous) => {
        const kept = { entries: previous.entries.slice(0, navIndex) };
        return pushRoute(kept, routeOfSearch(window.location.search));
      });
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);

  const navigate = useCallback((route: Route) => {
    setHistory((previous) => {
      const next = pushRoute(previous, route);
      const entry = currentEntry(next);
      if (entry) window.history.pushState({ navIndex: entry.navIndex }, '', entry.query);
      return next;
    });
  }, []);

  const replace = useCallback((route: Route) => {
    setHistory((previous) => {
      const next = replaceRoute(previous, route);
      const entry = currentEntry(next);
      if (entry) window.history.replaceState({ navIndex: entry.navIndex }, '', entry.query);
      return next;
    });
  }, []);

  const back = useCallback(() => {
    setHistory((previous) => {
      const result = goBack(previous);
      if (result.kind === 'exit') return previous;
      window.history.back();
      return previous;
    });
  }, []);

  const route = useMemo<Route>(() => {
    const entry = currentEntry(history);
    return entry ? { pageKey: entry.pageKey, props: entry.props } : HOME_ROUTE;
  }, [history]);

  const panes = useMemo(() => twoColumnPanes(history), [history]);

  return { route, navigate, back, replace, panes };
}

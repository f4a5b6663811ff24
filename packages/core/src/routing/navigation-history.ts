import type { PageKey } from './page-paths.js';
import { encodeRoute, type Route, type RouteProps } from './route-codec.js';

/** One entry of the app's browser history (spec core §2). */
export interface HistoryEntry {
  pageKey: PageKey;
  props: RouteProps;
  /** Position of the entry in the history, 0 for the first page shown. */
  navIndex: number;
  /** The route's search part, as `encodeRoute` writes it. */
  query: string;
}

export interface NavigationHistory {
  entries: readonly HistoryEntry[];
}

export type BackResult =
  | { kind: 'back'; history: NavigationHistory; entry: HistoryEntry }
  /** Back at the first entry: on mobile the app exits rather than leaving a blank screen. */
  | { kind: 'exit' };

export const EMPTY_HISTORY: NavigationHistory = { entries: [] };

export function currentEntry(history: NavigationHistory): HistoryEntry | undefined {
  return history.entries.at(-1);
}

export function pushRoute(history: NavigationHistory, route: Route): NavigationHistory {
  const entry: HistoryEntry = {
    pageKey: route.pageKey,
    props: route.props,
    navIndex: history.entries.length,
    query: encodeRoute(route),
  };
  return { entries: [...history.entries, entry] };
}

/** Replaces the current entry (a redirect), keeping its navigation index. */
export function replaceRoute(history: NavigationHistory, route: Route): NavigationHistory {
  if (history.entries.length === 0) return pushRoute(history, route);
  return pushRoute({ entries: history.entries.slice(0, -1) }, route);
}

export function goBack(history: NavigationHistory): BackResult {
  if (history.entries.length <= 1) return { kind: 'exit' };
  const entries = history.entries.slice(0, -1);
  const entry = entries.at(-1)!;
  return { kind: 'back', history: { entries }, entry };
}

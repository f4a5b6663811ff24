import type { Route } from '@showfloor/core';
import { useLayoutEffect, useRef } from 'react';

/** What to scroll to its top when a page is shown: the window, the item's pane, or nothing. */
export type ScrollReset = 'window' | 'detail-pane' | undefined;

/**
 * A page opened forwards (a row, a link, the browser's forward button: a higher history index)
 * starts at its top, as a new web page does. The window otherwise kept the scroll of the long list
 * it came from, and a sheet opened from the middle of a programme showed its bottom half. Going
 * back or being redirected (same or lower index) leaves the scroll alone. In the two-column mode
 * the list keeps its place and only the item's pane starts at its top.
 */
export function scrollResetAfterMove(
  previousIndex: number | undefined,
  navIndex: number | undefined,
  isTwoColumn: boolean,
): ScrollReset {
  if (previousIndex === undefined || navIndex === undefined || navIndex <= previousIndex) return undefined;
  return isTwoColumn ? 'detail-pane' : 'window';
}

function navIndexOfHistoryState(): number | undefined {
  // The app router writes `{ navIndex }` with every entry it makes; the browser gives it back on popstate.
  const state: unknown = window.history.state;
  if (typeof state !== 'object' || state === null || !('navIndex' in state)) return undefined;
  return typeof state.navIndex === 'number' ? state.navIndex : undefined;
}

/** Applies `scrollResetAfterMove` each time the router shows another page, before it is painted. */
export function useScrollResetOnForward(route: Route, isTwoColumn: boolean): void {
  const lastIndex = useRef<number | undefined>(undefined);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each page the router shows.
  useLayoutEffect(() => {
    const navIndex = navIndexOfHistoryState();
    const reset = scrollResetAfterMove(lastIndex.current, navIndex, isTwoColumn);
    lastIndex.current = navIndex;
    if (reset === 'window') window.scrollTo(0, 0);
    else if (reset === 'detail-pane') document.querySelector('.pane-detail')?.scrollTo(0, 0);
  }, [route]);
}

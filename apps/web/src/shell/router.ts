import type { PageKey, Route, TwoColumnPanes } from '@showfloor/core';

export const HOME_ROUTE: Route = { pageKey: 'home', props: {} };

/** Moves between pages; the app's router (app/app-router.ts) is the one implementation. */
export interface Router {
  route: Route;
  navigate(route: Route): void;
  /** Back one page; at the first entry a web page has nowhere to go, so it stays. */
  back(): void;
  /** Replaces the current page (a redirect), so that back does not return to the page left. */
  replace(route: Route): void;
  /** The list and the item to show side by side when the two-column mode is on, else null. */
  panes: TwoColumnPanes | null;
  /**
   * Fetches the code of a page the user is likely to open next while the browser is idle; returns
   * what cancels it.
   */
  preload(pageKey: PageKey): () => void;
}

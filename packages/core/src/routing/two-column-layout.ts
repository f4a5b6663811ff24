import { TWO_COLUMN_MIN_WIDTH_PX } from '../constants/spec-constants.js';
import type { NavigationHistory } from './navigation-history.js';
import type { PageKey } from './page-paths.js';
import type { Route } from './route-codec.js';

/** Pages that list items: in two-column mode they stay on the left while an item opens on the right. */
export const MASTER_PAGE_KEYS: ReadonlySet<PageKey> = new Set<PageKey>([
  'list',
  'list-groups',
  'search',
  'favorites',
  'notes',
]);

/** Pages that show one item: the right-hand column of the two-column mode. */
export const DETAIL_PAGE_KEYS: ReadonlySet<PageKey> = new Set<PageKey>([
  'event',
  'exhibitor',
  'speaker',
  'paper',
  'newproduct',
  'service',
  'participant',
  'contact',
  'gmapplaces',
  'stores',
  'aircraft',
  'experience-item',
  'hours',
  'pmr',
  'restaurant',
  'monument',
  'happenings',
  'docunit',
]);

export interface ViewportShape {
  width: number;
  height: number;
}

/**
 * Spec core §4: two-column mode is on only when the show enables it and the screen is in landscape
 * with a width of at least 800 px.
 */
export function isTwoColumnLayout(isEnabled: boolean, viewport: ViewportShape): boolean {
  return isEnabled && viewport.width >= TWO_COLUMN_MIN_WIDTH_PX && viewport.width > viewport.height;
}

export interface TwoColumnPanes {
  master: Route;
  detail: Route;
}

/**
 * What the two columns show: the current page on the right when it shows one item, and on the left
 * the last list the user came through. Items opened one after the other from that list, or through
 * related links, keep the same list beside them. Null when the current page is not an item opened
 * from a list: the page then takes the whole width.
 */
export function twoColumnPanes(history: NavigationHistory): TwoColumnPanes | null {
  const entries = history.entries;
  const current = entries[entries.length - 1];
  if (!current || !DETAIL_PAGE_KEYS.has(current.pageKey)) return null;
  for (let index = entries.length - 2; index >= 0; index--) {
    const entry = entries[index];
    if (!entry) break;
    if (MASTER_PAGE_KEYS.has(entry.pageKey)) {
      return {
        master: { pageKey: entry.pageKey, props: entry.props },
        detail: { pageKey: current.pageKey, props: current.props },
      };
    }
    if (!DETAIL_PAGE_KEYS.has(entry.pageKey)) return null;
  }
  return null;
}

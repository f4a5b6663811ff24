import type { PageKey } from '../routing/page-paths.js';
import type { Route } from '../routing/route-codec.js';

/**
 * Pages that need a login (spec core §6): networking (the participants list and search, the
 * participant and contact sheets), the user-data page and the live stream.
 */
const LOGIN_PAGES: ReadonlySet<PageKey> = new Set<PageKey>([
  'user-data',
  'search-taiga',
  'participant',
  'contact',
  'streamLive',
]);

/** Data types only logged-in users may list (spec core §5 "Participants list data requires login"). */
const LOGIN_DATA_TYPES: ReadonlySet<string> = new Set(['participants', 'contacted_participants', 'contacts']);

function listsLoginData(props: Route['props']): boolean {
  if (typeof props.dataType === 'string' && LOGIN_DATA_TYPES.has(props.dataType)) return true;
  const inputs = props.inputs;
  if (!Array.isArray(inputs)) return false;
  return inputs.some(
    (input) =>
      typeof input === 'object' &&
      input !== null &&
      !Array.isArray(input) &&
      typeof input.dataType === 'string' &&
      LOGIN_DATA_TYPES.has(input.dataType),
  );
}

/** Whether opening this route needs a logged-in user; the list page only when it lists participants. */
export function routeNeedsLogin(route: Route): boolean {
  if (LOGIN_PAGES.has(route.pageKey)) return true;
  if (route.pageKey === 'list' || route.pageKey === 'list-groups') return listsLoginData(route.props);
  return false;
}

export type PageAccess = { kind: 'allowed' } | { kind: 'needsLogin' };

/** Spec core §4: page access is checked per page; when denied the user is sent to login. */
export function pageAccess(route: Route, isLoggedIn: boolean): PageAccess {
  return !isLoggedIn && routeNeedsLogin(route) ? { kind: 'needsLogin' } : { kind: 'allowed' };
}

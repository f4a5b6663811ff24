/**
 * Page keys and URL paths of spec core §2. Every path the spec lists maps to the page key of the
 * same name. The spec leaves the paths of the remaining detail pages unshown; we give each the
 * path of its key so that every page can be linked and shared (a design decision, not the spec's).
 */
export const SPEC_ROUTE_PATHS = [
  '/choose-profile',
  '/event',
  '/speaker',
  '/paper',
  '/exhibitor',
  '/mobigeo',
  '/favorites',
  '/home',
  '/inbox',
  '/klipso-leads',
  '/list',
  '/list-groups',
  '/login',
  '/medias',
  '/newproduct',
  '/participant',
  '/contact',
  '/service',
  '/search',
  '/search-taiga',
  '/synoptic-agenda',
  '/notes',
  '/user-data',
  '/gmapplaces',
  '/streamLive',
  '/stores',
  '/googleMap',
] as const;

/** Pages whose path the spec does not show; see the note above. */
export const EXTRA_ROUTE_PATHS = [
  '/medias-feed',
  '/aircraft',
  '/experience-item',
  '/flights-schedule',
  '/hours',
  '/pmr',
  '/restaurant',
  '/monument',
  '/happenings',
  '/docunit',
] as const;

export type RoutePath = (typeof SPEC_ROUTE_PATHS)[number] | (typeof EXTRA_ROUTE_PATHS)[number];

type KeyOf<P extends string> = P extends `/${infer Key}` ? Key : never;

/** A page of the app, named as in spec core §2 ('mobigeo' is the indoor map, the default map page). */
export type PageKey = KeyOf<RoutePath>;

const ALL_PATHS: readonly RoutePath[] = [...SPEC_ROUTE_PATHS, ...EXTRA_ROUTE_PATHS];

export const PAGE_KEYS: readonly PageKey[] = ALL_PATHS.map((path) => path.slice(1) as PageKey);

const pageKeySet: ReadonlySet<string> = new Set(PAGE_KEYS);

export function isPageKey(value: string): value is PageKey {
  return pageKeySet.has(value);
}

export function pathOfPage(pageKey: PageKey): RoutePath {
  return `/${pageKey}` as RoutePath;
}

/** The page key of a URL path, or undefined for a path the app does not know. */
export function pageOfPath(path: string): PageKey | undefined {
  const key = path.startsWith('/') ? path.slice(1) : path;
  return isPageKey(key) ? key : undefined;
}

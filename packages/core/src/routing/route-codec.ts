import type { JsonValue } from '../catalog/localized.js';
import { ROUTE_SEPARATOR } from '../constants/spec-constants.js';
import { type PageKey, pageOfPath, pathOfPage } from './page-paths.js';

/** The props of a page as a URL carries them: plain JSON values. */
export type RouteProps = { [name: string]: JsonValue };

export interface Route {
  pageKey: PageKey;
  props: RouteProps;
}

/** A URL whose path names no page: the caller logs it as an error and shows nothing (spec core §2). */
export interface UnknownRoute {
  unknownPath: string;
}

/**
 * Props that describe the device, not the page: a shared link must not force the recipient's
 * profile or two-column layout (spec core §2), so they never go into a URL.
 */
export const DEVICE_ROUTE_PROPS = ['profile', 'twoColumn'] as const;

export interface EncodeRouteOptions {
  /**
   * When set, the URL is meant for someone else's device, whose database ids may differ: `id` is
   * replaced by `originalId`, the stable id of the catalog, when the lookup knows it.
   */
  originalIdOf?: (pageKey: PageKey, id: number) => string | undefined;
}

const deviceProps: ReadonlySet<string> = new Set(DEVICE_ROUTE_PROPS);

function encodeValue(value: JsonValue): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return encodeURIComponent(text);
}

/** The search part of a page's URL: `?/exhibitor?id=12&lang=fr`. */
export function encodeRoute(route: Route, options: EncodeRouteOptions = {}): string {
  const props: RouteProps = {};
  for (const [name, value] of Object.entries(route.props)) {
    if (!deviceProps.has(name) && value !== undefined) props[name] = value;
  }
  const { originalIdOf } = options;
  if (originalIdOf && typeof props.id === 'number') {
    const originalId = originalIdOf(route.pageKey, props.id);
    if (originalId !== undefined) {
      delete props.id;
      props.originalId = originalId;
    }
  }
  const query = Object.entries(props)
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeValue(value)}`)
    .join('&');
  const path = `${ROUTE_SEPARATOR}${pathOfPage(route.pageKey)}`;
  return query ? `${path}${ROUTE_SEPARATOR}${query}` : path;
}

const NUMBER_PATTERN = /^-?(0|[1-9]\d*)(\.\d+)?$/;

/**
 * A URL parameter as the page receives it (spec core §2): numeric and boolean strings become
 * numbers and booleans, values that look like JSON objects or arrays are decoded, others stay text.
 */
export function decodeRouteValue(text: string): JsonValue {
  if (text === 'true') return true;
  if (text === 'false') return false;
  // Leading zeros stay text: "007" is a code, and turning it into 7 would lose it.
  if (NUMBER_PATTERN.test(text)) return Number(text);
  const first = text.charAt(0);
  if (first === '{' || first === '[') {
    try {
      return JSON.parse(text) as JsonValue;
    } catch {
      return text;
    }
  }
  return text;
}

function decodeComponent(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    // A malformed escape from a hand-typed link: keep the text rather than lose the whole route.
    return text;
  }
}

/** Parses the query part of a route (after the second '?'). The last of repeated names wins. */
export function decodeRouteQuery(query: string): RouteProps {
  const props: RouteProps = {};
  for (const pair of query.split('&')) {
    if (!pair) continue;
    const equals = pair.indexOf('=');
    const name = decodeComponent(equals < 0 ? pair : pair.slice(0, equals));
    if (!name) continue;
    props[name] = equals < 0 ? true : decodeRouteValue(decodeComponent(pair.slice(equals + 1)));
  }
  return props;
}

/**
 * Reads the search part of a URL (`?/exhibitor?id=12`, with or without its leading '?').
 * Returns null when the URL names no page at all, so the app opens its start page.
 */
export function decodeRoute(search: string): Route | UnknownRoute | null {
  const body = search.startsWith(ROUTE_SEPARATOR) ? search.slice(ROUTE_SEPARATOR.length) : search;
  if (!body) return null;
  const separator = body.indexOf(ROUTE_SEPARATOR);
  const path = decodeComponent(separator < 0 ? body : body.slice(0, separator));
  const query = separator < 0 ? '' : body.slice(separator + 1);
  const pageKey = pageOfPath(path);
  if (!pageKey) return { unknownPath: path };
  return { pageKey, props: decodeRouteQuery(query) };
}

export function isUnknownRoute(route: Route | UnknownRoute): route is UnknownRoute {
  return 'unknownPath' in route;
}

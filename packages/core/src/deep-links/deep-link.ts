import { isPublishedDataType, type PublishedDataType } from '../catalog/data-types.js';
import type { JsonValue } from '../catalog/localized.js';
import { isPageKey, type PageKey } from '../routing/page-paths.js';
import { decodeRouteQuery, decodeRouteValue, type Route, type RouteProps } from '../routing/route-codec.js';

/**
 * What a deep link (a push notification's payload, a QR code, an app link) asks the app to do
 * (spec modules §2 "Deep links"): open a page, the indoor map, the outdoor map, the inbox, home
 * (with the poll to show), or an item named by its type, original id and options.
 */
export type DeepLink =
  | { action: 'page'; route: Route }
  | { action: 'indoorMap'; props: RouteProps }
  | { action: 'googleMap'; props: RouteProps }
  | { action: 'inbox' }
  | { action: 'home'; pollId?: number }
  | { action: 'item'; dataType: PublishedDataType; originalId: string; options: RouteProps };

type JsonObject = { [key: string]: JsonValue };

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function propsOf(value: unknown): RouteProps {
  if (isObject(value)) return value;
  if (typeof value === 'string' && value !== '') {
    const decoded = decodeRouteValue(value);
    return isObject(decoded) ? decoded : decodeRouteQuery(value.replace(/^\?/, ''));
  }
  return {};
}

function fromObject(link: JsonObject): DeepLink | null {
  switch (link.action) {
    case 'page': {
      const page = typeof link.page === 'string' ? link.page.replace(/^\//, '') : '';
      return isPageKey(page)
        ? { action: 'page', route: { pageKey: page, props: propsOf(link.props) } }
        : null;
    }
    case 'mobigeo':
    case 'indoorMap':
      return { action: 'indoorMap', props: propsOf(link.props ?? link.options) };
    case 'googleMap':
      return { action: 'googleMap', props: propsOf(link.props ?? link.options) };
    case 'inbox':
      return { action: 'inbox' };
    case 'home': {
      const pollId = Number(link.pollId);
      return link.pollId !== undefined && Number.isInteger(pollId) && pollId > 0
        ? { action: 'home', pollId }
        : { action: 'home' };
    }
    default:
      return null;
  }
}

/** 'exhibitors/EX-12' or 'events/E7/{"tab":"speakers"}' or 'events/E7/tab=speakers'. */
function fromItemString(text: string): DeepLink | null {
  const [type = '', originalId = '', ...rest] = text.replace(/^\/+/, '').split('/');
  if (!isPublishedDataType(type) || originalId === '') return null;
  let id = originalId;
  try {
    id = decodeURIComponent(originalId);
  } catch {
    // A malformed escape: keep the raw text, the lookup by original id then simply fails.
  }
  return { action: 'item', dataType: type, originalId: id, options: propsOf(rest.join('/')) };
}

/**
 * Reads a deep link, whatever form it came in: an object or its JSON text with an `action`, or a
 * 'type/id/options' string. Anything else gives null, and the caller logs it and stays where it is:
 * a stale notification must never take the user to a broken screen.
 */
export function parseDeepLink(input: unknown): DeepLink | null {
  if (isObject(input)) return fromObject(input);
  if (typeof input !== 'string') return null;
  const text = input.trim();
  if (text.startsWith('{')) {
    try {
      const parsed: unknown = JSON.parse(text);
      return isObject(parsed) ? fromObject(parsed) : null;
    } catch {
      return null;
    }
  }
  return fromItemString(text);
}

/**
 * The route a deep link opens. Items are named by original id (the same on every device); the
 * detail page takes it as `id`, which the sheet resolves, as it does for shared links.
 */
export function deepLinkRoute(
  link: DeepLink,
  detailPageOf: (type: PublishedDataType) => PageKey | undefined,
): Route | null {
  switch (link.action) {
    case 'page':
      return link.route;
    case 'indoorMap':
      return { pageKey: 'mobigeo', props: link.props };
    case 'googleMap':
      return { pageKey: 'googleMap', props: link.props };
    case 'inbox':
      return { pageKey: 'inbox', props: {} };
    case 'home':
      return { pageKey: 'home', props: link.pollId === undefined ? {} : { pollId: link.pollId } };
    case 'item': {
      const pageKey = detailPageOf(link.dataType);
      return pageKey ? { pageKey, props: { ...link.options, id: link.originalId } } : null;
    }
  }
}

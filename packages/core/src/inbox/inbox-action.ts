import { decodeRoute, isUnknownRoute, type Route } from '../routing/route-codec.js';

/**
 * What a message's button does (spec modules §2 "Inbox page": "an optional action (an https URL or a
 * navigation)"): open a web page in a new tab, or move to a page of the app.
 */
export type InboxAction = { kind: 'url'; url: string } | { kind: 'route'; route: Route };

/** Longest action text accepted: a URL with a long query still fits, a pasted document does not. */
export const INBOX_ACTION_MAX_CHARS = 2_000;

/**
 * An https address with a host: no whitespace or control characters anywhere, no user info (an
 * `https://bank.example@evil.example` that reads as the bank), and a host made of name characters.
 */
const HTTPS_URL = /^https:\/\/[A-Za-z0-9.-]+(?::\d{1,5})?(?:[/?#][^\s\p{Cc}]*)?$/u;

/**
 * Reads an action as the back office sends it: `https://…` opens a web page; `/page?props` or
 * `?/page?props` (the app's own route form) opens that page. Everything else is refused (null):
 * `javascript:`, `data:`, plain `http:`, protocol-relative `//host` addresses and unknown pages,
 * so that a message can never run script or lead to a broken screen.
 */
export function parseInboxAction(text: string): InboxAction | null {
  const action = text.trim();
  if (action === '' || action.length > INBOX_ACTION_MAX_CHARS) return null;
  if (/^https:/i.test(action)) {
    // The scheme is compared case-insensitively by browsers: normalise it, then check the rest.
    const url = `https:${action.slice('https:'.length)}`;
    return HTTPS_URL.test(url) ? { kind: 'url', url } : null;
  }
  const isAppRoute = action.startsWith('?/') || (action.startsWith('/') && !action.startsWith('//'));
  if (!isAppRoute) return null;
  const route = decodeRoute(action.startsWith('?') ? action : `?${action}`);
  if (route === null || isUnknownRoute(route)) return null;
  return { kind: 'route', route };
}

export function isInboxAction(text: string): boolean {
  return parseInboxAction(text) !== null;
}

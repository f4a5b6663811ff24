/**
 * Spec core §7: "A token may arrive as a query parameter token" (a single sign-on return, a link
 * from the show's mails). The app takes it from its address once, on start, and removes it: a token
 * left in the address bar ends up in bookmarks, shared links and screenshots.
 */

export interface AddressToken {
  token: string;
  /** The address's search part without the token (empty when nothing else was there). */
  search: string;
}

/** The parameter's name, as the back office also reads it (docs/accounts.md "Which token wins"). */
export const ADDRESS_TOKEN_PARAMETER = 'token';

function decodeName(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * Finds `token` in a route's query (`?/user-data?token=…`) or in a plain query (`?token=…`), and
 * gives the search part without it; the other parameters are kept as they were written. The value
 * is decoded, but a '+' stays a '+': tokens may be base64, where '+' is no space. The last of
 * repeated tokens wins, as with every route parameter; an empty token is no token.
 */
export function takeAddressToken(search: string): AddressToken | null {
  const body = search.startsWith('?') ? search.slice(1) : search;
  let path = '';
  let query = body;
  if (body.startsWith('/')) {
    const separator = body.indexOf('?');
    if (separator < 0) return null;
    path = `?${body.slice(0, separator)}`;
    query = body.slice(separator + 1);
  }
  let token: string | null = null;
  const kept: string[] = [];
  for (const pair of query.split('&')) {
    if (pair === '') continue;
    const equals = pair.indexOf('=');
    const name = decodeName(equals < 0 ? pair : pair.slice(0, equals));
    if (name !== ADDRESS_TOKEN_PARAMETER) {
      kept.push(pair);
      continue;
    }
    const value = equals < 0 ? '' : decodeName(pair.slice(equals + 1)).trim();
    if (value !== '') token = value;
  }
  if (token === null) return null;
  const rest = kept.join('&');
  if (path) return { token, search: rest ? `${path}?${rest}` : path };
  return { token, search: rest ? `?${rest}` : '' };
}

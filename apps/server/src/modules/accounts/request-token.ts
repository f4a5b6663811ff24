import type { FastifyRequest } from 'fastify';

const BEARER = /^Bearer\s+(\S+)$/i;

/**
 * The session token of a request (spec core §7: it may travel as the `token` query parameter). The
 * `Authorization: Bearer` header wins when both are present: it is what the app sends, and a token in
 * a URL can be left over in a shared link.
 */
export function requestToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header) return BEARER.exec(header)?.[1];
  const query = request.query;
  if (typeof query === 'object' && query !== null && 'token' in query) {
    const token = (query as { token?: unknown }).token;
    if (typeof token === 'string' && token.length > 0 && token.length <= 200) return token;
  }
  return undefined;
}

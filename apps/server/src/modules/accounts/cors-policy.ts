import type { FastifyCorsOptions } from '@fastify/cors';

/**
 * Every method the API answers: calendars are replaced with PUT and deleted with DELETE, as are the
 * account (DELETE /me) and push subscriptions; the CORS default (GET, HEAD, POST) failed them.
 */
const CORS_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'DELETE'];

/**
 * Cross-origin policy: the configured origins (CORS_ORIGINS) may send credentials (spec core §7:
 * cross-origin calls carry credentials for the primary provider); every other origin may still read
 * the public data files and call with a Bearer token, but the browser sends it no cookies or auth.
 */
export function corsPolicy(trustedOrigins: readonly string[]): FastifyCorsOptions {
  const trusted = new Set(trustedOrigins);
  return {
    delegator: (request, callback) => {
      const origin = request.headers.origin;
      const isTrusted = origin !== undefined && trusted.has(origin);
      callback(
        null,
        isTrusted
          ? { origin: true, credentials: true, methods: CORS_METHODS }
          : { origin: '*', credentials: false, methods: CORS_METHODS },
      );
    },
  };
}

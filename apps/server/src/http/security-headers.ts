import type { FastifyHelmetOptions } from '@fastify/helmet';

/**
 * Helmet's headers for the app. HSTS and the CSP's `upgrade-insecure-requests` are sent only when
 * the app is reached over https (PUBLIC_URL): on a show's LAN the app is served over plain
 * `http://<address>:8080`, and both would make every other device load nothing (a blank page, or
 * the host refused over http for a year).
 */
export function securityHeaders(publicUrl: string | undefined): FastifyHelmetOptions {
  const isHttps = publicUrl?.startsWith('https://') ?? false;
  return {
    contentSecurityPolicy: {
      directives: {
        'img-src': ["'self'", 'data:', 'blob:', 'https:'],
        'worker-src': ["'self'", 'blob:'],
        'style-src': ["'self'", "'unsafe-inline'"],
        'connect-src': ["'self'", 'https:', 'wss:'],
        // The user-data page frames the registration system's badge page (spec core §2 "badge iframe").
        'frame-src': ["'self'", 'https:'],
        // null removes one of helmet's default directives.
        'upgrade-insecure-requests': isHttps ? [] : null,
      },
    },
    strictTransportSecurity: isHttps ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    // The data files are fetched by the app wherever it is hosted (spec core §7: cross-origin calls).
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    crossOriginEmbedderPolicy: false,
  };
}

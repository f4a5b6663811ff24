import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Files the browser must revalidate on every load: they name the current hashed assets. */
const ALWAYS_REVALIDATE = new Set([
  'index.html',
  'sw.js',
  'manifest.webmanifest',
  'registerSW.js',
  'console/index.html',
]);

/** The build writes a brotli and a gzip copy beside each text file (apps/web's precompress plugin). */
const PRECOMPRESSED_SUFFIX = /\.(br|gz)$/;

/** Files named by their content's hash: under `assets/`, and the service worker's runtime beside it. */
const HASHED = /^(assets\/|workbox-[0-9a-f]{8}\.js$)/;

/** Whether a built web app is in `webDist` (its index.html). */
export function hasWebBuild(webDist: string): boolean {
  return existsSync(path.join(webDist, 'index.html'));
}

/**
 * Serves the built PWA at `/`: hashed files (`assets/`, the service worker's runtime) are immutable, the entry points are
 * revalidated (no-cache) so a new deployment is picked up. Each file goes out in the best encoding
 * the browser accepts, from the copies compressed at build (never compressed per request), with
 * `Vary: Accept-Encoding`. Unknown GET paths that accept HTML get index.html, so the app's
 * client-side routes survive a reload.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: webDist,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (response, filePath) => {
      // The path is the file sent: `index.html.br` is index.html for its caching.
      const relative = path
        .relative(webDist, filePath)
        .split(path.sep)
        .join('/')
        .replace(PRECOMPRESSED_SUFFIX, '');
      if (ALWAYS_REVALIDATE.has(relative)) response.header('Cache-Control', 'no-cache');
      else if (HASHED.test(relative)) {
        response.header('Cache-Control', 'public, max-age=31536000, immutable');
      } else response.header('Cache-Control', 'public, max-age=3600');
    },
  });
  // The organiser console's page (its own entry of the build; docs/console.md).
  app.get('/console', (_request, reply) => reply.redirect('/console/'));
}

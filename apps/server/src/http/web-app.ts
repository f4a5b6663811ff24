import { existsSync, readFileSync } from 'node:fs';
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

/** The JSON block of index.html naming each page's code files (apps/web's page code hints plugin). */
const PAGE_CODE_BLOCK = /<script type="application\/json" id="page-code">(.*?)<\/script>/s;

/** The page key of an app address: `/?/list?inputs=…` is the list page's. */
const PAGE_KEY_OF_QUERY = /^\/[^?]*\?\/([\w-]+)/;

/** Each page's code files as index.html lists them; empty when the build has none. */
export function pageCodeFilesOf(indexHtml: string): ReadonlyMap<string, readonly string[]> {
  const block = PAGE_CODE_BLOCK.exec(indexHtml)?.[1];
  if (block === undefined) return new Map();
  const parsed: unknown = JSON.parse(block);
  if (typeof parsed !== 'object' || parsed === null) return new Map();
  return new Map(
    Object.entries(parsed).filter(
      (entry): entry is [string, string[]] =>
        Array.isArray(entry[1]) && entry[1].every((file) => typeof file === 'string'),
    ),
  );
}

/**
 * The `Link` header that has the browser fetch the first page's code with index.html, before the
 * app's entry runs and its router asks for it (a first visit to a list gained its code 0.8 s later);
 * undefined for home and unknown pages.
 */
export function pageCodeLinkHeader(
  url: string | undefined,
  pageCode: ReadonlyMap<string, readonly string[]>,
): string | undefined {
  const pageKey = url === undefined ? undefined : PAGE_KEY_OF_QUERY.exec(url)?.[1];
  const files = pageKey === undefined ? undefined : pageCode.get(pageKey);
  if (files === undefined || files.length === 0) return undefined;
  return files.map((file) => `</${file}>; rel=modulepreload`).join(', ');
}

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
  const pageCode = pageCodeFilesOf(readFileSync(path.join(webDist, 'index.html'), 'utf8'));
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
      if (relative === 'index.html') {
        const link = pageCodeLinkHeader(response.request.url, pageCode);
        if (link !== undefined) response.header('Link', link);
      }
      if (ALWAYS_REVALIDATE.has(relative)) response.header('Cache-Control', 'no-cache');
      else if (HASHED.test(relative)) {
        response.header('Cache-Control', 'public, max-age=31536000, immutable');
      } else response.header('Cache-Control', 'public, max-age=3600');
    },
  });
  // The organiser console's page (its own entry of the build; docs/console.md).
  app.get('/console', (_request, reply) => reply.redirect('/console/'));
}

import { readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig, type Plugin } from 'vite';
import { VitePWA, type VitePWAOptions } from 'vite-plugin-pwa';
import { pageCodeHints } from './build/page-code-hints-plugin.js';
import { precompressBuild } from './build/precompress-plugin.js';

/**
 * Chunks whose functions nearly all run as soon as they load: the map engine runs most of its code
 * to start and draw its first frame. V8 compiles a function on the page's thread when it is first
 * called; this comment at the top of a file (V8's explicit compile hints, Chrome 136 and later;
 * others ignore it) has every function compiled up front on a background thread, while the file
 * streams in.
 */
const EAGERLY_COMPILED_CHUNKS = ['maplibre-loader'];
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

function eagerCompileHints(): Plugin {
  return {
    name: 'showfloor-eager-compile-hints',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type === 'chunk' && EAGERLY_COMPILED_CHUNKS.includes(chunk.name))
          chunk.code = COMPILE_HINT + chunk.code;
      }
    },
  };
}

/**
 * The built app runs React's API on Preact (its `compat` layer): the same components and hooks in
 * about a fifth of react-dom's bytes, which a first visit downloads and parses before anything shows
 * (docs/performance.md "Initial JavaScript"). Development keeps React for its fast refresh; the
 * browser journeys run the build, so they test what visitors get.
 */
function reactOnPreact(): Plugin {
  return {
    name: 'showfloor-react-on-preact',
    apply: 'build',
    config: () => ({
      resolve: {
        alias: [
          { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
          { find: /^react-dom$/, replacement: 'preact/compat' },
          { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
          { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-runtime' },
          { find: /^react$/, replacement: 'preact/compat' },
        ],
      },
    }),
  };
}

type ManifestTransform = NonNullable<NonNullable<VitePWAOptions['workbox']>['manifestTransforms']>[number];

/** The build's output folder, where index.html names the shell's files. */
const OUT_DIR = path.resolve(import.meta.dirname, 'dist');

/**
 * Keeps in the precache the files index.html loads (the entry chunk, its static imports, its CSS)
 * and those at the root (index.html, icons, manifest, push handlers); every other hashed file under
 * `assets/` is left to runtime caching. It runs once the bundle is written, so index.html is there.
 */
const shellOnly: ManifestTransform = async (entries) => {
  const indexHtml = await readFile(path.join(OUT_DIR, 'index.html'), 'utf8');
  const loadedByIndex = new Set(Array.from(indexHtml.matchAll(/"\/(assets\/[^"]+)"/g), (match) => match[1]));
  const manifest = entries.filter(
    (entry) => !entry.url.startsWith('assets/') || loadedByIndex.has(entry.url),
  );
  return { manifest, warnings: [] };
};

/** Every feature's `pages.ts`, where its pages name the module of their code. */
function featurePagesFiles(): string[] {
  const features = path.resolve(import.meta.dirname, 'src/features');
  return readdirSync(features, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => path.join(features, entry.name, 'pages.ts'))
    .filter((file) => readdirSync(path.dirname(file)).includes('pages.ts'));
}

/** The back office serves these paths on the same origin in production; in dev Vite forwards them. */
const backOffice = process.env.SHOWFLOOR_API ?? 'http://localhost:8080';
const proxiedPaths = ['/manifest', '/offline', '/files', '/online.txt', '/console/api'];

export default defineConfig({
  build: {
    rollupOptions: {
      // The visitor app, and the organiser console: its own page and entry, whose code the visitor
      // app never loads (they share only the libraries both import).
      input: { main: 'index.html', console: 'console/index.html' },
      output: {
        entryFileNames: (chunk) =>
          chunk.name === 'console' ? 'console/[name]-[hash].js' : 'assets/[name]-[hash].js',
      },
    },
  },
  // Read @showfloor/core from its TypeScript sources: no build step between core and the app.
  resolve: { conditions: ['source', ...defaultClientConditions] },
  worker: { format: 'es' },
  plugins: [
    react(),
    reactOnPreact(),
    eagerCompileHints(),
    pageCodeHints(featurePagesFiles(), {
      // Each language's texts: the early script preloads the visitor's (public/first-payload-early.js).
      'language-en': path.resolve(import.meta.dirname, 'src/i18n/catalog-en.ts'),
      'language-fr': path.resolve(import.meta.dirname, 'src/i18n/catalog-fr.ts'),
    }),
    VitePWA({
      strategies: 'generateSW',
      registerType: 'autoUpdate',
      injectRegister: false,
      includeAssets: ['icon.svg'],
      manifest: {
        name: 'Showfloor',
        short_name: 'Showfloor',
        description: 'Trade-show companion: exhibitors, programme and map, offline.',
        lang: 'fr',
        start_url: './?/home',
        scope: './',
        display: 'standalone',
        theme_color: '#1d4f91',
        background_color: '#ffffff',
        icons: [
          { src: 'icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: 'icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: 'icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
          { src: 'icon.svg', sizes: 'any', type: 'image/svg+xml' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        // The organiser console is not the visitors' app: never stored on their devices.
        globIgnores: ['console/**'],
        // The shell only: what index.html loads, and the files beside it. Page chunks and the map
        // engine (1 MB, useless to a show without a venue) are cached when first used (below).
        manifestTransforms: [shellOnly],
        // A first visit is controlled as soon as the worker is active, so the code its next pages
        // fetch goes through the worker's cache (platform/offline-shell caches what came before).
        clientsClaim: true,
        // The push and notification-click handlers (features/inbox): plain JS beside the app shell.
        importScripts: ['push-sw.js'],
        navigateFallback: 'index.html',
        // The updater's calls must always reach the back office: they are never answered from the shell.
        navigateFallbackDenylist: [
          /^\/manifest\//,
          /^\/offline\//,
          /^\/files\//,
          /^\/online\.txt/,
          /^\/console(\/|$)/,
        ],
        runtimeCaching: [
          {
            // The app's hashed code (page chunks, the map engine, workers): a name never changes
            // content, so the copy fetched on first use serves every later visit, offline too.
            urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
            handler: 'CacheFirst',
            options: {
              cacheName: 'showfloor-app-code',
              // The server answers with `Vary: Origin, Accept-Encoding`, which the same file asked by
              // a module script (with an Origin) and by the worker itself (without) would miss; a
              // hashed file is the same file whoever asks.
              matchOptions: { ignoreVary: true },
              expiration: { maxEntries: 400, purgeOnQuotaError: true },
              cacheableResponse: { statuses: [200] },
            },
          },
          {
            // The updater stores every asset of a pack here at commit (ASSET_CACHE_NAME in
            // features/updater/asset-cache.ts), under its URL without query, and replaces it when the
            // show changes it: so the cached copy is the current one, whatever query a screen adds.
            urlPattern: ({ url }) => url.pathname.startsWith('/files/assets/'),
            handler: 'CacheFirst',
            options: {
              cacheName: 'showfloor-assets',
              matchOptions: { ignoreSearch: true },
              expiration: { maxEntries: 20_000, purgeOnQuotaError: true },
              cacheableResponse: { statuses: [0, 200] },
            },
          },
          {
            urlPattern: ({ url }) => url.pathname === '/files/project/config.json',
            handler: 'NetworkFirst',
            options: { cacheName: 'showfloor-config', networkTimeoutSeconds: 8 },
          },
        ],
      },
    }),
    precompressBuild(),
  ],
  server: {
    port: 5173,
    proxy: Object.fromEntries(
      proxiedPaths.map((prefix) => [prefix, { target: backOffice, changeOrigin: true }]),
    ),
  },
  preview: {
    proxy: Object.fromEntries(
      proxiedPaths.map((prefix) => [prefix, { target: backOffice, changeOrigin: true }]),
    ),
  },
});

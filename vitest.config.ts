import { defineConfig } from 'vitest/config';

// Workspace sources are resolved through the "source" export condition in every project (server,
// core and web), so tests run against TypeScript sources without a build step. 'import' is
// deliberately absent for core and server: vitest hands the conditions to Node, and CommonJS
// packages (pg, helmet) would then require() ESM builds.
const conditions = ['source', 'node', 'default'];
const resolve = { conditions };
const ssr = { resolve: { conditions } };
const webResolve = { conditions: ['source', 'browser', 'import', 'default'] };

export default defineConfig({
  resolve,
  ssr,
  test: {
    projects: [
      {
        resolve,
        ssr,
        test: { name: 'core', include: ['packages/*/src/**/*.test.ts'], environment: 'node' },
      },
      {
        resolve,
        ssr,
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        // The web project runs in Node too, so Vitest resolves its imports with the SSR conditions:
        // without 'source' there, @showfloor/core would be read from its last build.
        resolve: webResolve,
        ssr: { resolve: webResolve },
        test: { name: 'web', include: ['apps/web/src/**/*.test.{ts,tsx}'], environment: 'node' },
      },
    ],
  },
});

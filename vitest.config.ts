import { defineConfig } from 'vitest/config';

// Workspace sources are resolved through the "source" export condition, so tests run against
// TypeScript sources without a build step. 'import' is deliberately absent: vitest hands the
// conditions to Node, and CommonJS packages (pg, helmet) would then require() ESM builds.
const conditions = ['source', 'node', 'default'];
const resolve = { conditions };
const ssr = { resolve: { conditions } };

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
        resolve: { conditions: ['source', 'browser', 'import', 'default'] },
        test: { name: 'web', include: ['apps/web/src/**/*.test.{ts,tsx}'], environment: 'node' },
      },
    ],
  },
});

import { defineConfig } from '@playwright/test';

/**
 * Journeys in Debian's Chromium (never a downloaded browser) against the real back office. Each test
 * file starts its own server on its own port and data folder (see support/show-server.ts), so tests
 * can stop and restart it; each starts from a copy of a folder seeded once (support/global-setup.ts).
 */
export default defineConfig({
  testDir: './tests',
  globalSetup: './support/global-setup.ts',
  timeout: 90_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
  // On CI a journey that fails is run once more and, if it passes then, is reported as flaky in the
  // list (a defect to fix, not a pass to ignore); locally every failure shows at once.
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    serviceWorkers: 'allow',
    trace: 'off',
    screenshot: 'only-on-failure',
  },
});

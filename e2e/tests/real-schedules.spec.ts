import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { ShowServer } from '../support/show-server.js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const fosdem = path.resolve(repoRoot, '../shared/fixtures/schedules/fosdem-2025-schedule.xml');

test.use({ locale: 'en-GB', viewport: { width: 412, height: 823 } });
test.describe.configure({ mode: 'serial' });

if (!existsSync(fosdem)) {
  // A clone without the shared fixtures folder: the journeys on real schedules cannot run, and say so.
  test('fixtures folder absent: the real schedule journeys are skipped', () => {
    console.warn(`fixtures folder absent (${fosdem}): real schedule journeys skipped`);
    expect(existsSync(fosdem)).toBe(false);
  });
} else {
  const server = new ShowServer(8740);

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    // A programme alone, as an organiser with nothing else would publish it: no configuration file.
    await server.cli('import', fosdem);
    await server.cli('publish');
    await server.start();
  });

  test.afterAll(async () => {
    await server.dispose();
  });

  test('FOSDEM 2025 alone opens under its own name, with its programme and no exhibitors', async ({
    page,
  }) => {
    await page.goto(server.url);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('FOSDEM 2025', { timeout: 60_000 });
    await expect(page.getByRole('button', { name: 'Programme' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Exhibitors' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Programme' }).click();
    await expect(page.locator('.list-row-title', { hasText: 'Attestation' })).toBeVisible();
  });

  test('a speaker whose name has ø is found typed without it, and named on the sheet as the programme gives it', async ({
    page,
  }) => {
    await page.goto(`${server.url}/?/search`);
    await page.getByRole('searchbox').fill('tonnesen');
    await expect(page.getByTestId('search-results').locator('.list-row-title').first()).toHaveText(
      'Asbjørn Sloth Tønnesen',
      { timeout: 90_000 },
    );
    await page.getByTestId('search-results').locator('.list-row').first().click();
    // Not 'Tønnesen, Asbjørn Sloth': a whole name from a programme is never split to be shown.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Asbjørn Sloth Tønnesen');
  });

  test('a speaker found by an ASCII spelling of their name lists their talks in time order, each opening the talk', async ({
    page,
  }) => {
    await page.goto(`${server.url}/?/search`);
    await page.getByRole('searchbox').fill('dan cermak');
    const results = page.getByTestId('search-results');
    await expect(results.locator('.list-row-title').first()).toHaveText('Dan Čermák', { timeout: 90_000 });
    const talks = results.getByRole('list', { name: 'Talks of Dan Čermák' }).getByRole('link');
    await expect(talks.locator('.search-talk-title')).toHaveText([
      'container-snap: Atomic Updates from OCI Images using Podman’s Btrfs Driver',
      'Packit: Bridging the Gap Between Fedora and openSUSE',
      'openSUSE: Engineering Stable Rolling Releases with OBS and openQA',
    ]);
    await expect(talks.locator('.search-talk-when')).toHaveText([
      'Sat, Feb 1 · 12h10',
      'Sun, Feb 2 · 11h00',
      'Sun, Feb 2 · 13h00',
    ]);
    await page.screenshot({ path: test.info().outputPath('speaker-talks-in-search.png') });
    await talks.nth(1).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Packit: Bridging the Gap Between Fedora and openSUSE',
    );
  });
}

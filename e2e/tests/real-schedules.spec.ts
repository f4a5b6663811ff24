import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { wcagViolations } from '../support/accessibility.js';
import { programmeEventCount } from '../support/programme-page.js';
import { ShowServer } from '../support/show-server.js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const fosdem = path.resolve(repoRoot, '../shared/fixtures/schedules/fosdem-2025-schedule.xml');
// 38C3's hub export: a 0h15 talk on 28 December that the programme's day 1 (the 27th) runs into.
const hub38c3 = path.resolve(repoRoot, '../shared/fixtures/schedules/c3voc-hub-schedule2.json');

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

  test("the programme's tracks hold every event of the file", async ({ page }) => {
    // Read apart from the importer: the file's <event> elements.
    const fileEvents = readFileSync(fosdem, 'utf8').match(/<event\b/g)?.length ?? 0;
    expect(fileEvents).toBe(943);
    expect(await programmeEventCount(page, server.url)).toBe(fileEvents);
    await page.screenshot({ path: test.info().outputPath('fosdem-programme.png') });
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
      'Sat, Feb 1 12h10 – 12h20',
      'Sun, Feb 2 11h00 – 11h30',
      'Sun, Feb 2 13h00 – 13h30',
    ]);
    await page.screenshot({ path: test.info().outputPath('speaker-talks-in-search.png') });
    await talks.nth(1).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Packit: Bridging the Gap Between Fedora and openSUSE',
    );
  });

  test("a speaker's sheet lists their talks in time order, each with its day, times and room", async ({
    page,
  }) => {
    await page.goto(`${server.url}/?/search`);
    await page.getByRole('searchbox').fill('alexander schwartz');
    const results = page.getByTestId('search-results');
    await results.locator('.list-row', { hasText: 'Alexander Schwartz' }).first().click({ timeout: 90_000 });
    const talks = page.getByTestId('speaker-events');
    // By title 'Delegating…' would come first: it is Sunday's, after Saturday's two.
    await expect(talks.locator('.related-title')).toHaveText([
      /^Evolving real-world AsciiDoc/,
      /^Using DPoP/,
      /^Delegating the chores/,
    ]);
    await expect(talks.locator('.related-subtitle').first()).toHaveText(
      /^Saturday, February 1, 2025, 12h00 – \d+h\d\d · K\.4\.201$/,
    );
  });

  test("FOSDEM's Saturday on the agenda grid: WCAG 2.2 AA, full width, a line at the present time, short talks readable", async ({
    page,
  }) => {
    test.setTimeout(180_000);
    // Saturday 1 February 2025, 11h02 in Brussels: the grid opens on that day, with the line at 11h02.
    await page.clock.setFixedTime(new Date('2025-02-01T11:02:00+01:00'));
    await page.goto(`${server.url}/?/synoptic-agenda`);
    const agenda = page.getByTestId('synoptic-agenda');
    await expect(agenda).toBeVisible({ timeout: 90_000 });
    await expect(page.getByRole('tab', { selected: true })).toHaveText('Sat, Feb 1');
    const grid = page.locator('.agenda-grid');
    const firstHour = page.locator('.agenda-hour').first();
    await expect(firstHour).toHaveText('9:00');
    const nowLabel = page.getByTestId('agenda-now');
    await expect(nowLabel).toHaveText('Now');
    const room = page.locator('.agenda-column').first();
    const roomBox = await room.boundingBox();
    const lineBox = await room.locator('.agenda-now').boundingBox();
    // 2 h 02 min below 9:00, at 150 px an hour.
    expect((lineBox?.y ?? 0) - (roomBox?.y ?? 0)).toBeCloseTo(305, 0);

    // The name of each block starts with what it shows: its title (WCAG 2.5.3).
    const welcome = page.getByRole('link', {
      // Chromium puts a space before the hidden commas, where a block of the link ends.
      name: /^Welcome to the Modern Email DevRoom 💌 ?, 10h30 – 10h35 ?, K\.4\.601$/,
    });
    await expect(welcome).toHaveClass(/is-compact/);
    const title = welcome.locator('.agenda-event-title');
    const isCut = () => title.evaluate((element) => element.scrollWidth > element.clientWidth);
    await expect.poll(isCut).toBe(true);
    await welcome.focus();
    // Focused, the 5-minute talk grows to show its whole title and its times.
    await expect.poll(isCut).toBe(false);
    await expect(welcome.locator('.agenda-event-time')).toContainText('10h30 – 10h35');

    expect(await wcagViolations(page)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath('fosdem-saturday-412.png') });
    await page.setViewportSize({ width: 1440, height: 900 });
    // On a desktop screen the grid spans the window, not a centred column.
    const gridBox = await page.locator('.agenda-scroll').boundingBox();
    expect(gridBox?.width ?? 0).toBeGreaterThan(1400);
    expect(await wcagViolations(page)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath('fosdem-saturday-1440.png') });
    await expect(grid).toBeVisible();
  });

  test.describe('a programme with a night session', () => {
    const nightServer = new ShowServer(8747);
    const nightTalk = 'A Competitive Time-Trial AI for Need for Speed:';

    test.beforeAll(async () => {
      test.setTimeout(120_000);
      await nightServer.cli('import', hub38c3);
      await nightServer.cli('publish');
      await nightServer.start();
    });

    test.afterAll(async () => {
      await nightServer.dispose();
    });

    test("a 0h15 talk ends its evening's grid and its sheet gives the morning it starts", async ({
      page,
    }) => {
      await page.goto(`${nightServer.url}/?/synoptic-agenda`);
      const agenda = page.getByTestId('synoptic-agenda');
      await expect(agenda).toBeVisible({ timeout: 60_000 });
      // One day tab: the night belongs to the 27th, it opens no tab of its own.
      await expect(page.getByRole('tab')).toHaveText(['Fri, Dec 27']);
      const hours = page.locator('.agenda-hour');
      await expect(hours.first()).toHaveText('10:00');
      // Its midnight row names the next date: 0:00 there is the 28th's.
      await expect(hours.last()).toHaveText(/^0:00\s*Sat, Dec 28$/);
      const opening = page.getByRole('link', { name: /^38C3: Opening Ceremony/ });
      const night = page.getByRole('link', { name: new RegExp(`^${nightTalk}`) });
      const openingBox = await opening.boundingBox();
      const nightBox = await night.boundingBox();
      // 10h30 to 0h15 the next morning: 13 h 45 min down the grid, at 150 px per hour.
      expect((nightBox?.y ?? 0) - (openingBox?.y ?? 0)).toBeCloseTo(13.75 * 150, 0);
      await night.click();
      await expect(page.getByText('Saturday, December 28, 2024, 0h15 – 0h55')).toBeVisible();
    });

    test("the programme's tracks hold the file's events", async ({ page }) => {
      const file = JSON.parse(readFileSync(hub38c3, 'utf8')) as { schedule: { events: unknown[] } };
      expect(file.schedule.events).toHaveLength(2);
      expect(await programmeEventCount(page, nightServer.url)).toBe(file.schedule.events.length);
    });

    test('the programme lists every room with its events, each named with its real date', async ({
      page,
    }) => {
      await page.goto(nightServer.url);
      await page.getByRole('button', { name: 'Programme' }).click({ timeout: 60_000 });
      await page.getByRole('link', { name: 'By room' }).click();
      await expect(page.locator('.list-header')).toHaveText(['Saal 1', 'Saal ZIGZAG']);
      const row = page.locator('.list-row', { hasText: nightTalk });
      await expect(row.locator('.list-row-subtitle')).toHaveText('Sat, Dec 28 0h15 – 0h55 · Saal ZIGZAG');
      await page.goBack();
      // By day, the night talk is under the 27th, after the opening.
      await page.getByRole('link', { name: 'By day' }).click();
      await expect(page.locator('.list-header')).toHaveText(['Friday, December 27']);
      await expect(page.locator('.list-row-title')).toHaveText(['38C3: Opening Ceremony', nightTalk]);
    });
  });
}

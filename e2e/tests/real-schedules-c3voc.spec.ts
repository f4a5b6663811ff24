import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';
import { type C3vocFileEvent, readC3vocEvents } from '../support/c3voc-schedule-file.js';
import { programmeEventCount } from '../support/programme-page.js';
import { ShowServer } from '../support/show-server.js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const schedules = path.resolve(repoRoot, '../shared/fixtures/schedules');
const schedule = (name: string): string => path.join(schedules, name);

test.use({ locale: 'en-GB', viewport: { width: 412, height: 823 } });
test.describe.configure({ mode: 'serial' });

/** A programme alone, as an organiser with nothing else would publish it: no configuration file. */
async function publishAlone(server: ShowServer, file: string): Promise<void> {
  await server.cli('import', file);
  await server.cli('publish');
  await server.start();
}

/** The titles of a programme's tracks, as its root lists them. */
async function trackTitles(page: Page): Promise<string[]> {
  return page.locator('.list-row-title').allTextContents();
}

/** Searches a speaker by `typed`, opens the first result and expects their sheet under `name`. */
async function openSpeakerTyped(page: Page, server: ShowServer, typed: string, name: string): Promise<void> {
  await page.goto(`${server.url}/?/search`);
  await page.getByRole('searchbox').fill(typed);
  const results = page.getByTestId('search-results');
  await expect(results.locator('.list-row-title').first()).toHaveText(name, { timeout: 90_000 });
  await results.locator('.list-row').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
}

function onlyEvent(events: readonly C3vocFileEvent[], title: string): C3vocFileEvent {
  const found = events.filter((event) => event.title === title);
  expect(found, `one event titled ${title} in the file`).toHaveLength(1);
  return found[0] as C3vocFileEvent;
}

if (!existsSync(schedules)) {
  // A clone without the shared fixtures folder: the journeys on real schedules cannot run, and say so.
  test('fixtures folder absent: the c3voc schedule journeys are skipped', () => {
    console.warn(`fixtures folder absent (${schedules}): c3voc schedule journeys skipped`);
    expect(existsSync(schedules)).toBe(false);
  });
} else {
  test.describe('39C3, everything (2.6 MB, 58 rooms, nights until 7h00)', () => {
    const file = schedule('39c3-everything.schedule.json');
    const server = new ShowServer(8781);
    const events = readC3vocEvents(file);

    test.beforeAll(async () => {
      // The import and publication of 895 events take tens of seconds on a busy machine.
      test.setTimeout(300_000);
      await publishAlone(server, file);
    });

    test.afterAll(async () => {
      await server.dispose();
    });

    test("the programme's tracks hold every event of the file", async ({ page }) => {
      expect(events).toHaveLength(895);
      expect(await programmeEventCount(page, server.url)).toBe(events.length);
      await page.screenshot({ path: test.info().outputPath('39c3-programme.png') });
    });

    test('a 1h00 concert ends the 27th on the grid, and its sheet gives the 28th', async ({ page }) => {
      const night = onlyEvent(events, 'GAYLIENZ');
      expect([night.day, night.date]).toEqual(['2025-12-27', '2025-12-28T01:00:00+01:00']);
      const opening = onlyEvent(events, 'Opening Ceremony');
      expect(opening.date).toBe('2025-12-27T10:30:00+01:00');
      await page.clock.setFixedTime(new Date('2025-12-27T20:00:00+01:00'));
      await page.goto(`${server.url}/?/synoptic-agenda`);
      await expect(page.getByTestId('synoptic-agenda')).toBeVisible({ timeout: 90_000 });
      await expect(page.getByRole('tab')).toHaveText([
        'Sat, Dec 27',
        'Sun, Dec 28',
        'Mon, Dec 29',
        'Tue, Dec 30',
      ]);
      await expect(page.getByRole('tab', { selected: true })).toHaveText('Sat, Dec 27');
      const openingBlock = page.getByRole('link', { name: /^Opening Ceremony/ });
      const nightBlock = page.getByRole('link', { name: /^GAYLIENZ/ });
      const openingBox = await openingBlock.boundingBox();
      const nightBox = await nightBlock.boundingBox();
      // 10h30 to 1h00 the next morning: 14 h 30 min down the 27th's grid, at 150 px per hour.
      expect((nightBox?.y ?? 0) - (openingBox?.y ?? 0)).toBeCloseTo(14.5 * 150, 0);
      await page.screenshot({ path: test.info().outputPath('39c3-grid.png') });
      await nightBlock.click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('GAYLIENZ');
      await expect(page.getByText('Sunday, December 28, 2025, 1h00 – 2h00')).toBeVisible();
      await page.screenshot({ path: test.info().outputPath('39c3-night-sheet.png') });
    });

    test('a speaker with an umlaut is found typed without it, with their two talks in time order', async ({
      page,
    }) => {
      const talks = events.filter((event) => event.persons.includes('Chris Köver'));
      expect(talks.map((talk) => talk.date).sort()).toEqual([
        '2025-12-27T17:15:00+01:00',
        '2025-12-28T12:30:00+01:00',
      ]);
      await openSpeakerTyped(page, server, 'chris kover', 'Chris Köver');
      await expect(page.getByTestId('speaker-events').locator('.related-title')).toHaveText([
        'Handy weg bis zur Ausreise – Wie Cellebrite ins Ausländeramt kam',
        'netzpolitik.org Off/On: Off The Record live',
      ]);
      await page.screenshot({ path: test.info().outputPath('39c3-speaker.png') });
    });

    test('an event of no track is under "Other sessions", its day and its room', async ({ page }) => {
      const untracked = onlyEvent(events, 'Hack Your Brain Part 1');
      expect([untracked.track, untracked.room, untracked.day]).toEqual([null, 'SoS Lecture E', '2025-12-27']);
      const others = events.filter((event) => event.track === null);
      await page.goto(server.url);
      await page.getByRole('button', { name: 'Programme' }).click({ timeout: 90_000 });
      const otherRow = page.locator('.list-row', { hasText: 'Other sessions' });
      await expect(otherRow.locator('.list-row-count')).toHaveText(String(others.length));
      await otherRow.click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Other sessions');
      await page.locator('.list-row', { hasText: untracked.title }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(untracked.title);
      await page.goBack();
      await page.goBack();

      await page.getByRole('link', { name: 'By room' }).click();
      await page
        .getByRole('navigation', { name: 'Jump to a group' })
        .getByRole('button', { name: 'SoS Lecture E' })
        .click();
      const inRoom = page.locator('.list-row', { hasText: untracked.title });
      await expect(inRoom.locator('.list-row-subtitle')).toHaveText(
        /^Sat, Dec 27 11h00 – \d+h\d\d · SoS Lecture E$/,
      );
      await page.screenshot({ path: test.info().outputPath('39c3-by-room.png') });
      await page.goBack();

      await page.getByRole('link', { name: 'By day' }).click();
      await page
        .getByRole('navigation', { name: 'Jump to a group' })
        .getByRole('button', { name: 'Saturday, December 27' })
        .click();
      await page.locator('.list-row', { hasText: untracked.title }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(untracked.title);
    });
  });

  test.describe('Chaos Communication Camp 2019 (frab)', () => {
    const file = schedule('c3voc-frab-camp2019.schedule.json');
    const server = new ShowServer(8782);
    const events = readC3vocEvents(file);

    test.beforeAll(async () => {
      test.setTimeout(180_000);
      await publishAlone(server, file);
    });

    test.afterAll(async () => {
      await server.dispose();
    });

    test("the programme's tracks are the file's, and hold every event of it", async ({ page }) => {
      expect(events).toHaveLength(79);
      expect(await programmeEventCount(page, server.url)).toBe(events.length);
      // Every event has a track: no "Other sessions" group.
      expect(new Set(await trackTitles(page))).toEqual(new Set(events.map((event) => event.track)));
      await page.screenshot({ path: test.info().outputPath('camp-programme.png') });
    });

    test("a talk running past midnight ends on its evening's grid, and its sheet gives both times", async ({
      page,
    }) => {
      const late = onlyEvent(events, 'Achtung, Datenpannen!');
      expect([late.day, late.date]).toEqual(['2019-08-22', '2019-08-22T23:00:00+02:00']);
      await page.clock.setFixedTime(new Date('2019-08-22T20:00:00+02:00'));
      await page.goto(`${server.url}/?/synoptic-agenda`);
      await expect(page.getByTestId('synoptic-agenda')).toBeVisible({ timeout: 90_000 });
      await expect(page.getByRole('tab', { selected: true })).toHaveText('Thu, Aug 22');
      await expect(page.locator('.agenda-hour').last()).toHaveText(/^0:00\s*Fri, Aug 23$/);
      await page.screenshot({ path: test.info().outputPath('camp-grid.png') });
      await page.getByRole('link', { name: /^Achtung, Datenpannen!/ }).click();
      await expect(page.getByText('Thursday, August 22, 2019, 23h00 – 0h30')).toBeVisible();
      await page.screenshot({ path: test.info().outputPath('camp-sheet.png') });
    });

    test('speakers with accents are found typed without them', async ({ page }) => {
      const talk = onlyEvent(events, "Ethikrichtlinien für Künstliche Intelligenz? Wie wär's mit Gesetzen?");
      expect(talk.persons).toEqual(['Chris Köver']);
      await openSpeakerTyped(page, server, 'chris kover', 'Chris Köver');
      await expect(page.getByTestId('speaker-events').locator('.related-title')).toHaveText([talk.title]);
      await openSpeakerTyped(page, server, 'chloe berthelemy', 'Chloé Berthélémy (EDRi)');
    });
  });

  test.describe('DemoCon (pretalx)', () => {
    const file = schedule('c3voc-pretalx-democon.schedule.json');
    const server = new ShowServer(8783);
    const events = readC3vocEvents(file);

    test.beforeAll(async () => {
      test.setTimeout(180_000);
      await publishAlone(server, file);
    });

    test.afterAll(async () => {
      await server.dispose();
    });

    test("the programme's tracks hold every event of the file", async ({ page }) => {
      expect(events).toHaveLength(36);
      expect(await programmeEventCount(page, server.url)).toBe(events.length);
      await page.screenshot({ path: test.info().outputPath('democon-programme.png') });
    });

    test('its two rooms, which share one guid in the file, are both listed with their own events', async ({
      page,
    }) => {
      const rooms = [...new Set(events.map((event) => event.room))].sort();
      expect(rooms).toEqual(['Gray Room', 'Tan Room']);
      await page.goto(server.url);
      await page.getByRole('button', { name: 'Programme' }).click({ timeout: 90_000 });
      await page.getByRole('link', { name: 'By room' }).click();
      await expect(page.getByRole('navigation', { name: 'Jump to a group' }).getByRole('button')).toHaveText(
        rooms,
      );
      const tan = events.filter((event) => event.room === 'Tan Room');
      expect(tan.map((event) => event.title)).toContain('Managed stable function');
      await page
        .getByRole('navigation', { name: 'Jump to a group' })
        .getByRole('button', { name: 'Tan Room' })
        .click();
      const first = page.locator('.list-row', { hasText: 'Managed stable function' });
      await expect(first.locator('.list-row-subtitle')).toHaveText('Mon, Dec 14 9h00 – 10h30 · Tan Room');
      await page.screenshot({ path: test.info().outputPath('democon-by-room.png') });
      await first.click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Managed stable function');
      // The file's clock (9h00+01:00), though its conference names UTC as its time zone.
      await expect(page.getByText('Monday, December 14, 2020, 9h00 – 10h30')).toBeVisible();
      // The sheet opens at its top, not at the scroll of the list it was opened from (where its
      // time and title were under the toolbar).
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      await page.screenshot({ path: test.info().outputPath('democon-sheet.png') });
    });
  });

  test.describe('the invalid c3voc example', () => {
    const file = schedule('c3voc-invalid-example.json');
    const server = new ShowServer(8784);

    test.afterAll(async () => {
      await server.dispose();
    });

    test('is refused at import, naming the field, and nothing is published', async ({ page }) => {
      const refusal: unknown = await server.cli('import', file).catch((caught: unknown) => caught);
      expect(refusal).toBeInstanceOf(Error);
      expect(String((refusal as { stderr?: unknown }).stderr)).toContain(
        'c3voc-invalid-example.json (schedule.conference.days[0].rooms["Winterchaos"][0].persons[0].id): the id "dsadf" is not a number',
      );
      const publication: unknown = await server.cli('publish').catch((caught: unknown) => caught);
      expect(String((publication as { stderr?: unknown }).stderr)).toContain('No show configuration');
      expect(existsSync(path.join(server.dataDir, 'published'))).toBe(false);
      await server.start();
      // A visitor's app finds nothing to download: no show, no event of the refused file.
      await page.goto(server.url);
      await expect(page.getByText('No data on this device')).toBeVisible({ timeout: 60_000 });
      // Not "the current data is still available": there is none.
      await expect(page.getByRole('alert')).toContainText(
        "The show's data could not be downloaded. Check the network, then try again.",
      );
    });
  });
}

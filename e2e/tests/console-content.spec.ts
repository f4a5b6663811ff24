import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';
import { zipSync } from 'fflate';
import { wcagViolations } from '../support/accessibility.js';
import { readC3vocEvents } from '../support/c3voc-schedule-file.js';
import { keepScreenshot } from '../support/screenshots.js';
import { ShowServer } from '../support/show-server.js';

/**
 * The organiser console's content journey: the demo organiser uploads a real pretalx schedule, reads
 * its dry run (its counts those of the file), applies it, publishes it with a note, sees the version
 * listed, and a visitor's app then finds its talks.
 */

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SCHEDULE = path.resolve(repoRoot, '../shared/fixtures/schedules/c3voc-pretalx-democon.schedule.json');
const SCHEDULES = path.dirname(SCHEDULE);
const INDOOR = path.resolve(repoRoot, '../shared/fixtures/indoor');

/** The sessions a schedule file holds, counted from the file itself, apart from the importer. */
function sessionsInFile(file: string): number {
  if (file.endsWith('.xml')) return readFileSync(file, 'utf8').match(/<event\b/g)?.length ?? 0;
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as { schedule: { events?: unknown[] } };
  // The c3voc schedule2 format lists its events flat; the others by day and room.
  return parsed.schedule.events?.length ?? readC3vocEvents(file).length;
}

/**
 * The levels a venue file holds, counted from the file: an IMDF folder's `level.geojson` features, an
 * OSM file's distinct `level` values (a feature on `0;1` spans two of them).
 */
function levelsInVenue(fileOrFolder: string): number {
  type Features = { features: Array<{ properties: Record<string, unknown> }> };
  if (!fileOrFolder.endsWith('.geojson')) {
    const levels = JSON.parse(readFileSync(path.join(fileOrFolder, 'level.geojson'), 'utf8')) as Features;
    return levels.features.length;
  }
  const osm = JSON.parse(readFileSync(fileOrFolder, 'utf8')) as Features;
  const levels = new Set(
    osm.features.flatMap((feature) =>
      String(feature.properties.level ?? '')
        .split(';')
        .filter(Boolean),
    ),
  );
  return levels.size;
}

/** The IMDF folder of a real venue, zipped as an organiser sends it. */
function zippedFolder(folder: string): Buffer {
  const files = Object.fromEntries(
    readdirSync(folder).map((name) => [name, new Uint8Array(readFileSync(path.join(folder, name)))]),
  );
  return Buffer.from(zipSync(files));
}

test.use({ locale: 'en-GB', viewport: { width: 1280, height: 900 } });
test.describe.configure({ mode: 'serial' });

async function logIn(page: Page): Promise<void> {
  await page.getByLabel('E-mail address').fill('organiser@demo.showfloor.test');
  await page.getByLabel('Password', { exact: true }).fill('showfloor-demo');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Logged in as organiser@demo.showfloor.test (owner)')).toBeVisible();
}

if (!existsSync(SCHEDULE)) {
  test('fixtures folder absent: the console content journey is skipped', () => {
    console.warn(`fixture absent (${SCHEDULE}): the console content journey is skipped`);
    expect(existsSync(SCHEDULE)).toBe(false);
  });
} else {
  const server = new ShowServer(8830);
  const events = readC3vocEvents(SCHEDULE);

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    // The demo show published by the command line (the server stopped), so that the journey starts
    // from a published version whatever the seeded folder holds.
    await server.start();
    await server.stop();
    await server.cli('demo');
    await server.start();
  });

  test.afterAll(async () => {
    await server.dispose();
  });

  test('the demo organiser uploads a real schedule, reads its dry run, applies and publishes it with a note', async ({
    page,
    browser,
  }) => {
    test.setTimeout(240_000);
    await page.goto(`${server.url}/console/#content`);
    await logIn(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Content');
    expect(await wcagViolations(page)).toEqual([]);

    await page.getByLabel('File to import').setInputFiles(SCHEDULE);
    await page.getByRole('button', { name: 'Check the file (dry run)' }).click();
    const report = page.getByRole('region', { name: 'Dry run of c3voc-pretalx-democon.schedule.json' });
    await expect(report).toBeVisible();
    // The dry run counts every talk of the file as new, and the demo's catalog is untouched meanwhile.
    const sessions = report.getByRole('row', { name: /^Sessions/ });
    await expect(sessions.getByRole('cell')).toHaveText([String(events.length), '0', '0']);
    await expect(report).toContainText('The show configuration stays as it is.');
    expect(await wcagViolations(page)).toEqual([]);
    await keepScreenshot(page, 'console-dry-run');

    await report.getByRole('button', { name: 'Apply: import this file' }).click();
    await expect(page.getByRole('status')).toHaveText(/^Imported: \d+ added, 0 updated, 0 removed\./);

    await page.getByRole('link', { name: 'Go to Publish' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Publish');
    const preview = page.getByRole('region', {
      name: /^The draft compared with the published version \d+\.$/,
    });
    await expect(
      preview
        .getByRole('row', { name: /^Sessions/ })
        .getByRole('cell')
        .first(),
    ).toHaveText(String(events.length));
    expect(await wcagViolations(page)).toEqual([]);
    await page.getByLabel(/^Note for this version/).fill('DemoCon programme added');
    await page.getByRole('button', { name: /^Publish version \d+$/ }).click();
    await expect(page.getByRole('status')).toHaveText(/^Version \d+ published/);
    const newest = page.getByRole('row').filter({ hasText: 'DemoCon programme added' });
    await expect(newest).toContainText('organiser@demo.showfloor.test');
    await expect(page.getByText('The draft is the published version: nothing to publish.')).toBeVisible();
    expect(await wcagViolations(page)).toEqual([]);
    await keepScreenshot(page, 'console-publish');

    await page.getByRole('link', { name: 'Audit log' }).click();
    await expect(page.getByRole('row').nth(1)).toContainText('content.publish');
    await expect(page.getByRole('row', { name: /content\.import/ })).toContainText(
      'c3voc-pretalx-democon.schedule.json',
    );

    // A visitor's app, in its own context, finds a talk of the programme just published.
    const visitorContext = await browser.newContext({
      locale: 'en-GB',
      viewport: { width: 412, height: 823 },
    });
    const visitor = await visitorContext.newPage();
    await visitor.addInitScript(() => localStorage.setItem('profile', 'default'));
    const talk = events[0]?.title ?? '';
    await visitor.goto(`${server.url}/?/search`);
    await visitor.getByRole('searchbox').fill(talk);
    await expect(visitor.getByTestId('search-results').locator('.list-row-title').first()).toHaveText(talk, {
      timeout: 90_000,
    });
    await visitorContext.close();
  });

  test('every real schedule and venue gets a dry run counting what its file holds; the invalid one is refused, naming its fault', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await page.goto(`${server.url}/console/#content`);
    await logIn(page);
    const checkFile = async (
      name: string,
      file: string | { name: string; mimeType: string; buffer: Buffer },
    ) => {
      await page.getByLabel('File to import').setInputFiles(file);
      await page.getByRole('button', { name: 'Check the file (dry run)' }).click();
      const report = page.getByRole('region', { name: `Dry run of ${name}` });
      await expect(report).toBeVisible({ timeout: 60_000 });
      return report;
    };

    const schedules = readdirSync(SCHEDULES).filter(
      (name) => /\.(json|xml)$/.test(name) && name !== path.basename(SCHEDULE),
    );
    expect(schedules.length).toBeGreaterThanOrEqual(4);
    for (const name of schedules) {
      const report = await checkFile(name, path.join(SCHEDULES, name));
      if (name.includes('invalid')) {
        await expect(report.getByRole('alert')).toContainText('Errors: this file cannot be imported');
        await expect(report.getByRole('button', { name: 'Apply: import this file' })).toHaveCount(0);
        continue;
      }
      await expect(report).toContainText('Schedule');
      // Each session of the file is new to the show: none of these programmes was imported yet.
      const sessions = report.getByRole('row', { name: /^Sessions/ });
      await expect(sessions.getByRole('cell').first(), name).toHaveText(
        String(sessionsInFile(path.join(SCHEDULES, name))),
      );
      await expect(report.getByRole('button', { name: 'Apply: import this file' })).toBeEnabled();
    }

    // The venues: an OSM Simple Indoor GeoJSON as it is, an IMDF folder zipped.
    const osm = readdirSync(INDOOR).find((name) => name.endsWith('.geojson'));
    const imdf = readdirSync(INDOOR, { withFileTypes: true }).find((entry) => entry.isDirectory());
    expect(osm).toBeDefined();
    expect(imdf).toBeDefined();
    const osmFile = path.join(INDOOR, osm ?? '');
    const imdfFolder = path.join(INDOOR, imdf?.name ?? '');
    const venues: Array<[string, string | { name: string; mimeType: string; buffer: Buffer }, number]> = [
      [osm ?? '', osmFile, levelsInVenue(osmFile)],
      [
        `${imdf?.name}.zip`,
        { name: `${imdf?.name}.zip`, mimeType: 'application/zip', buffer: zippedFolder(imdfFolder) },
        levelsInVenue(imdfFolder),
      ],
    ];
    for (const [name, file, levels] of venues) {
      const report = await checkFile(name, file);
      await expect(report.getByRole('alert')).toHaveCount(0);
      await expect(report).toContainText('Venue');
      const levelsRow = report.getByRole('row', { name: /^Levels/ });
      await expect(levelsRow.getByRole('cell').first(), name).toHaveText(String(levels));
      await expect(report.getByRole('button', { name: 'Apply: import this file' })).toBeVisible();
    }
    expect(await wcagViolations(page)).toEqual([]);
    await keepScreenshot(page, 'console-dry-run-venue');
  });
}

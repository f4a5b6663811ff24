import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { wcagViolations } from '../support/accessibility.js';
import { isCatalogStored } from '../support/app-page.js';
import { ShowServer } from '../support/show-server.js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const fosdem = path.resolve(repoRoot, '../shared/fixtures/schedules/fosdem-2025-schedule.xml');
const ALL_EVENTS = `/?/list?inputs=${encodeURIComponent(JSON.stringify([{ dataType: 'events' }]))}`;

test.use({ locale: 'en-GB', viewport: { width: 390, height: 844 } });
test.describe.configure({ mode: 'serial' });

/**
 * The full bundle's route held until released: a first visit on a slow network, where the bundle
 * is still on its way while the first payload is already there.
 */
async function holdBundle(context: BrowserContext) {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const held = { asked: 0, release };
  await context.route('**/offline/db_*.json*', async (route) => {
    held.asked += 1;
    await released;
    await route.continue();
  });
  return held;
}

/** Whether the device's catalog holds a data version (the updater's commit writes it). */
function isStored(page: Page): Promise<boolean> {
  return page.evaluate(isCatalogStored);
}

/** The rows of the list on screen, top to bottom: each talk's title, day, times and room. */
function shownRows(page: Page): Promise<string[]> {
  return page.locator('.list-row-text').allTextContents();
}

/** The show's first talk in the published bundle: its original id and title, for a deep link. */
async function firstTalk(url: string): Promise<{ originalId: string; title: string }> {
  const bundle = (await (await fetch(`${url}/offline/db_eng.json`)).json()) as {
    data: { events: { fields: string[]; rows: unknown[][] } };
  };
  const { fields, rows } = bundle.data.events;
  const row = rows[0] ?? [];
  return {
    originalId: String(row[fields.indexOf('original_id')]),
    title: String(row[fields.indexOf('title')]),
  };
}

function firstPaintJourneys(show: string, server: ShowServer) {
  test(`${show}: a first visit paints the programme and a deep-linked talk before the bundle is stored, then the same rows from the stored data, and offline`, async ({
    page,
    context,
  }) => {
    test.setTimeout(180_000);
    await context.addInitScript(() => localStorage.setItem('profile', 'default'));
    const talk = await firstTalk(server.url);
    const bundle = await holdBundle(context);

    await page.goto(`${server.url}/?/event?originalId=${encodeURIComponent(talk.originalId)}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(talk.title, { timeout: 30_000 });
    expect(await isStored(page)).toBe(false);

    await page.goto(`${server.url}${ALL_EVENTS}`);
    await expect(page.locator('.list-row-title').first()).toBeVisible({ timeout: 30_000 });
    const fromPayload = await shownRows(page);
    // The bundle is asked for (the updater starts once the first screen is drawn) and held on its way:
    // what shows came from the first payload.
    await expect.poll(() => bundle.asked, { timeout: 30_000 }).toBeGreaterThan(0);
    expect(await isStored(page)).toBe(false);
    expect(fromPayload.length).toBeGreaterThan(3);
    expect(new Set(fromPayload).size).toBe(fromPayload.length);
    expect(await wcagViolations(page)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath('list-from-first-payload.png') });

    // The bundle arrives and is stored while the list stays on screen: the same rows, in the same
    // order, each once.
    bundle.release();
    await expect.poll(() => isStored(page), { timeout: 90_000 }).toBe(true);
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 500)));
    expect(await shownRows(page)).toEqual(fromPayload);

    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    // The talk's sheet opened once more online, through the service worker, which keeps its code (the
    // hand-over of the code loaded before the worker is checked by the lighter-app journey).
    await page.goto(`${server.url}/?/event?originalId=${encodeURIComponent(talk.originalId)}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(talk.title);
    await page.goto(`${server.url}${ALL_EVENTS}`);
    await expect(page.locator('.list-row-title').first()).toBeVisible();
    await context.setOffline(true);
    await page.reload();
    await expect(page.locator('.list-row-title').first()).toBeVisible();
    expect(await shownRows(page)).toEqual(fromPayload);
    await page.goto(`${server.url}/?/event?originalId=${encodeURIComponent(talk.originalId)}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(talk.title);
    await context.setOffline(false);
  });
}

test.describe('the demo show', () => {
  const server = new ShowServer(8803);
  test.beforeAll(async () => {
    await server.start();
  });
  test.afterAll(async () => {
    await server.dispose();
  });
  firstPaintJourneys('demo show', server);

  test.describe('a sheet whose code cannot be fetched', () => {
    // No service worker, so that the route below sees every fetch of the sheet's code.
    test.use({ serviceWorkers: 'block' });

    test('says so instead of crashing, and opens once the network is back', async ({ page, context }) => {
      test.setTimeout(120_000);
      await context.addInitScript(() => localStorage.setItem('profile', 'default'));
      const talk = await firstTalk(server.url);
      const refuseSheetCode = (route: { abort: () => Promise<void> }) => route.abort();
      await context.route('**/event-sheet-*.js', refuseSheetCode);

      await page.goto(`${server.url}/?/event?originalId=${encodeURIComponent(talk.originalId)}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'This page is not on this device yet',
        {
          timeout: 30_000,
        },
      );
      await expect(page.getByRole('alert')).toContainText(
        'It will open as soon as the device is back online.',
      );
      await expect(page.getByText('Something went wrong')).toHaveCount(0);
      // A way on meanwhile: home is always on the device.
      await expect(page.getByRole('button', { name: 'Home' })).toBeVisible();
      expect(await wcagViolations(page)).toEqual([]);

      // The network comes back: the sheet opens by itself.
      await context.unroute('**/event-sheet-*.js', refuseSheetCode);
      await context.setOffline(true);
      await context.setOffline(false);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(talk.title, { timeout: 30_000 });
    });
  });
});

test.describe('FOSDEM 2025 imported', () => {
  if (!existsSync(fosdem)) {
    // A clone without the shared fixtures folder: the journey on a real schedule cannot run, and says so.
    test('fixtures folder absent: the first paint journey on FOSDEM is skipped', () => {
      console.warn(`fixtures folder absent (${fosdem}): first paint journey on FOSDEM skipped`);
      expect(existsSync(fosdem)).toBe(false);
    });
    return;
  }
  const server = new ShowServer(8804);
  test.beforeAll(async () => {
    test.setTimeout(240_000);
    await server.cli('import', fosdem);
    await server.cli('publish');
    await server.start();
  });
  test.afterAll(async () => {
    await server.dispose();
  });
  firstPaintJourneys('FOSDEM 2025', server);
});

import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from '../support/accessibility.js';
import { AppPage } from '../support/app-page.js';
import { writeCatalogFile } from '../support/catalog-file.js';
import { FakeCamera } from '../support/fake-camera.js';
import { launchWithCamera, scanWith } from '../support/lead-capture-page.js';
import { openFirstCategoriesUntilFilterable } from '../support/lists.js';
import { MapPage } from '../support/map-page.js';
import { ShowServer } from '../support/show-server.js';

/**
 * The map beyond one place: "show all on map" from the favorites and from a list, favourite
 * positions, and the visitor's position from a location code (opened as a link or scanned).
 */

const server = new ShowServer(8751);
const camera = new FakeCamera(path.join(tmpdir(), `showfloor-map-positions-${process.pid}.y4m`));
const VIEWPORT = { width: 800, height: 900 };
/** The demo venue's main entrance of hall A, as a printed location code names it. */
const ENTRANCE_UNIT = 'hall-a-L0-entrance-main';

test.use({ locale: 'en-US', viewport: VIEWPORT });
test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  await server.start();
});

test.afterAll(async () => {
  await server.dispose();
});

/** The link a location code carries (core's `locationCodeUrl`): the map with the unit in `here`. */
function locationCode(unitId: string): string {
  return `${server.url}/?/mobigeo?here=${encodeURIComponent(unitId)}`;
}

async function starSheet(page: Page, search: string, heading?: string): Promise<void> {
  await page.goto(`${server.url}/${search}`);
  const toggle = page.getByTestId('favorite-toggle');
  if (heading !== undefined)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading, { timeout: 90_000 });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false', { timeout: 90_000 });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
}

test('“show all on map” from the favorites pins the favorites the map has and counts the others', async ({
  page,
}) => {
  const app = new AppPage(page, server.url);
  const map = new MapPage(page);
  await app.open('?/home');
  await starSheet(page, '?/exhibitor?originalId=exh-0006', 'Thermgen Technologies');
  await starSheet(page, '?/exhibitor?originalId=exh-0001', 'Cryolab International');
  // A speaker has no place: the map cannot show them.
  await starSheet(page, '?/speaker?originalId=spk-0001');

  await page.goto(`${server.url}/?/favorites`);
  await page.getByRole('button', { name: 'Show all on map' }).click();
  await expect(page).toHaveURL(/\?\/mobigeo\?favorites=true/);
  await map.expectLoaded();
  const panel = map.collection();
  await expect(panel.getByRole('heading')).toHaveText('My favorites on the map (2)');
  await expect(panel.getByRole('listitem')).toHaveText([/^Cryolab International/, /^Thermgen Technologies/]);
  await expect(panel.getByTestId('map-collection-missing')).toHaveText(
    '1 of your favorites is not on the map.',
  );

  // A 34x34 pin on each booth, the view fitted to both and never wider than zoom 15.
  await expect(map.pins()).toHaveCount(2);
  const pin = await map.pins().first().boundingBox();
  expect([pin?.width, pin?.height]).toEqual([34, 34]);
  expect(Number(await map.map().getAttribute('data-zoom'))).toBeGreaterThanOrEqual(15);
  // Both pins in view, clear of the panel over the map's bottom.
  const panelTop = (await panel.boundingBox())?.y ?? 0;
  const boxes = await map
    .pins()
    .evaluateAll((pins) => pins.map((pin) => pin.getBoundingClientRect().toJSON()));
  for (const box of boxes) {
    expect(box.bottom).toBeLessThan(panelTop);
    expect(box.top).toBeGreaterThan(0);
  }
  // The demo show's happening runs on its second day, which is today unless the clock just
  // crossed midnight: the container is the page minus the toolbar, and minus the banner if it shows.
  const hasBanner = (await page.getByTestId('map-happening-banner').count()) > 0;
  const container = await page.getByTestId('map-container').boundingBox();
  expect(container?.height).toBe(VIEWPORT.height - (hasBanner ? 130 : 48));
  const drawn = await map.drawnPixels(test.info().outputPath('map-show-all-favorites.png'));
  expect(drawn.drawnShare).toBeGreaterThan(0.2);
  expect(drawn.colours).toBeGreaterThan(4);
  await expectAccessible(page, 'favorites on the map');

  await panel.getByRole('button', { name: /^Thermgen Technologies/ }).click();
  await expect(map.selectedPlace().getByRole('heading')).toHaveText('Thermgen Technologies');
  await expect(panel.getByRole('button', { name: /^Thermgen Technologies/ })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await expect(map.map()).toHaveAttribute('data-zoom', '20');

  await panel.getByRole('button', { name: 'Close the list' }).click();
  await expect(map.collection()).toHaveCount(0);
  await expect(map.pins()).toHaveCount(0);
});

test('a list of exhibitors shows its items on the map from its toolbar', async ({ page }) => {
  const app = new AppPage(page, server.url);
  const map = new MapPage(page);
  await app.open('?/list?inputs=%5B%7B%22dataType%22%3A%22exhibitor_categories%22%7D%5D');
  await expect(page.locator('.virtual-row').first()).toBeVisible({ timeout: 90_000 });
  await openFirstCategoriesUntilFilterable(page);
  const rows = await page.locator('.virtual-row .list-row-title').allTextContents();
  expect(rows.length).toBeGreaterThan(0);

  await page.getByRole('button', { name: 'Show on map', exact: true }).click();
  await expect(page).toHaveURL(/\?\/mobigeo\?type=exhibitors&ids=/);
  await map.expectLoaded();
  const titles = (
    await map.collection().getByRole('listitem').locator('.list-row-title').allTextContents()
  ).sort();
  expect(titles.length).toBeGreaterThan(0);
  for (const title of titles) expect(rows).toContain(title);
  await expect(map.collection().getByRole('heading')).toHaveText(`On the map (${titles.length})`);
  expect(await map.pins().count()).toBeGreaterThan(0);
  await expectAccessible(page, 'list on the map');
});

test('a favourite position is saved with a title, survives a reload, and is not saved twice', async ({
  page,
}) => {
  const app = new AppPage(page, server.url);
  const map = new MapPage(page);
  await app.open('?/mobigeo?poi=B7');
  await map.expectLoaded();
  await expect(map.selectedPlace().getByRole('heading')).toHaveText('Booth B7');
  await map.selectedPlace().getByRole('button', { name: 'Save this position' }).click();
  const title = map.selectedPlace().getByLabel('Name of the position');
  await expect(title).toHaveValue('Booth B7');
  await title.fill('Meeting point');
  await map.selectedPlace().getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('button', { name: 'My positions (1)' })).toBeVisible();

  await page.reload();
  await map.expectLoaded();
  await page.getByRole('button', { name: 'My positions (1)' }).click();
  await expect(map.positions().getByRole('listitem')).toHaveCount(1);
  await expect(map.positions().getByRole('listitem')).toContainText('Meeting point');
  await expect(map.positions().getByRole('listitem')).toContainText('Booth B7');
  await expectAccessible(page, 'favourite positions');

  // The same booth again: the saved position shows, with the message, and no copy is made.
  await expect(map.selectedPlace().getByRole('heading')).toHaveText('Booth B7');
  await map.selectedPlace().getByRole('button', { name: 'Save this position' }).click();
  await map.selectedPlace().getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByTestId('favorite-position-notice')).toHaveText(
    'This place is already saved as “Meeting point”.',
  );
  await expect(map.selectedPlace().getByRole('heading')).toHaveText('Meeting point');
  await expect(map.positions().getByRole('listitem')).toHaveCount(1);
  await expect(map.positions().getByRole('button', { name: /^Meeting point/ })).toHaveAttribute(
    'aria-current',
    'true',
  );

  // The favorites page lists it in its own group and opens the map on it.
  await page.goto(`${server.url}/?/favorites`);
  const group = page.getByTestId('favorites-positions');
  await expect(group.getByRole('heading')).toHaveText('Favourite position');
  await group.getByRole('button', { name: 'Meeting point', exact: true }).click();
  await expect(page).toHaveURL(/\?\/mobigeo\?position=pos-/);
  await map.expectLoaded();
  await expect(map.selectedPlace().getByRole('heading')).toHaveText('Meeting point');
  await expect(map.selectedPlace()).toContainText('Booth B7');
});

test('a location code link sets the visitor’s position, and “Go here” routes from it', async ({ page }) => {
  const map = new MapPage(page);
  await page.addInitScript(() => localStorage.setItem('profile', 'default'));
  await page.goto(locationCode(ENTRANCE_UNIT));
  await map.expectLoaded();
  await expect(map.myPosition()).toHaveText(/^My position: .+/);
  await expect(map.myPositionMarker()).toHaveCount(1);
  const marker = await map.myPositionMarker().boundingBox();
  expect(marker?.width).toBeGreaterThan(10);

  await page.getByRole('button', { name: 'Find a place' }).click();
  await map.search('Booth A12');
  await map.choose('places', 'Booth A12');
  await map.selectedPlace().getByRole('button', { name: 'Go here' }).click();
  // With a position there is nothing to ask: the itinerary shows at once.
  await expect(map.dialog()).toHaveCount(0);
  await expect(page.getByTestId('route-summary')).toContainText(/About \d+ minutes? on foot, \d+ m/);
  await expect(map.steps().last()).toContainText('You have arrived at Booth A12.');
  const drawn = await map.drawnPixels(test.info().outputPath('map-route-from-position.png'));
  expect(drawn.drawnShare).toBeGreaterThan(0.2);
  await expectAccessible(page, 'route from the visitor position');

  // The itinerary dialog starts from the position too.
  await page.getByRole('button', { name: 'Itinerary', exact: true }).click();
  const where = (await map.myPosition().textContent())?.replace('My position: ', '') ?? '';
  await expect(map.dialog().getByTestId('route-start')).toHaveText(where);
});

test('starting from “my position” without one says the visitor is not located', async ({ page }) => {
  const app = new AppPage(page, server.url);
  const map = new MapPage(page);
  await app.open('?/mobigeo');
  await map.expectLoaded();
  await expect(map.myPosition()).toHaveCount(0);
  await page.getByRole('button', { name: 'Itinerary', exact: true }).click();
  await map.dialog().getByRole('button', { name: 'Start from my position' }).click();
  await expect(map.dialog().getByTestId('place-search-notice')).toHaveText('You are not located.');
  await expect(map.dialog().getByTestId('route-start')).toHaveText('Not chosen');
});

test('scanning a location code with the camera sets the position; another QR code is refused', async () => {
  const browser = await launchWithCamera(camera);
  try {
    const context = await browser.newContext({ locale: 'en-US', viewport: VIEWPORT });
    await context.grantPermissions(['camera'], { origin: server.url });
    const page = await context.newPage();
    const app = new AppPage(page, server.url);
    const map = new MapPage(page);
    await app.open('?/mobigeo');
    await map.expectLoaded();

    await scanWith(page, camera, '#V0003&Jane#Doe', 'Scan a location code');
    await expect(page.getByText('This QR code is not a location code.')).toBeVisible({ timeout: 30_000 });
    await expect(map.myPosition()).toHaveCount(0);

    await scanWith(page, camera, locationCode(ENTRANCE_UNIT), 'Scan a location code');
    await expect(page.getByText('Your position is set.')).toBeVisible({ timeout: 30_000 });
    await expect(map.myPosition()).toHaveText(/^My position: .+/);
    await expect(map.myPositionMarker()).toHaveCount(1);
    await context.close();
  } finally {
    await browser.close();
  }
});

test('a happening with a banner today tops the map, whose container is then 130 px shorter', async ({
  page,
}) => {
  await server.stop();
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date());
  const items = [
    {
      type: 'happenings',
      original_id: 'e2e-happening-today',
      fields: {
        title: 'Opening night',
        // Later today than the demo show's own happening, so this one is the current banner.
        start_date: `${today}T23:59:00+01:00`,
        end_date: `${today}T23:59:00+01:00`,
        lump: { banner: 'banners/happening.svg', interstitiel: { interOnly: false } },
      },
    },
  ];
  await server.cli('import', writeCatalogFile(server.dataDir, 'happening-today.json', items));
  await server.cli('publish');
  await server.start();

  const app = new AppPage(page, server.url);
  const map = new MapPage(page);
  await app.open('?/mobigeo');
  await map.expectLoaded();
  const banner = page.getByTestId('map-happening-banner');
  await expect(banner).toHaveAccessibleName('Happening now: Opening night');
  await expect(banner.getByRole('img', { name: 'Opening night' })).toBeVisible();
  const container = await page.getByTestId('map-container').boundingBox();
  expect(container?.height).toBe(VIEWPORT.height - 130);
  await page.screenshot({ path: test.info().outputPath('map-happening-banner.png') });
  await expectAccessible(page, 'map with a happening banner');
});

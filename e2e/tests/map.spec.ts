import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support/accessibility.js';
import { AppPage } from '../support/app-page.js';
import { writeCatalogFile } from '../support/catalog-file.js';
import { MapPage } from '../support/map-page.js';
import { keepScreenshot } from '../support/screenshots.js';
import { ShowServer } from '../support/show-server.js';

const server = new ShowServer(8731);
/** The fill of booths on the map (apps/web venue-geojson.ts UNIT_COLORS.booth). */
const BOOTH_COLOR = '#c9dcf2';
/** The itinerary's line (apps/web map-style.ts ROUTE_COLOR). */
const ROUTE_COLOR = '#1d4f91';
/** The itinerary's start point (apps/web map-style.ts). */
const START_COLOR = '#2b8a3e';

test.use({ locale: 'en-US', viewport: { width: 800, height: 900 } });
test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  await server.start();
});

test.afterAll(async () => {
  await server.dispose();
});

test('the map draws the ground floor of the venue and switches levels', async ({ page }) => {
  const app = new AppPage(page, server.url);
  const map = new MapPage(page);
  await app.open('?/mobigeo');
  await map.expectLoaded();
  await expect(map.level('Hall A - level 0')).toHaveAttribute('aria-pressed', 'true');
  const drawn = await map.drawnPixels(test.info().outputPath('map-ground.png'));
  expect(drawn.drawnShare).toBeGreaterThan(0.2);
  expect(drawn.colours).toBeGreaterThan(4);

  const [boothsOfA] = await map.colourShares(test.info().outputPath('map-hall-a.png'), [BOOTH_COLOR]);
  expect(boothsOfA).toBeGreaterThan(0.02);

  await map.showLevel('Hall A - level 1');
  await expect(map.map()).toHaveAccessibleName('Map of Hall A - level 1');
  // Only the shown hall's levels stand over the map; the other hall is in the building picker, on the same floor.
  await expect(map.buildingButton()).toHaveAccessibleName('Building: Hall A. Choose another building');
  await expect(map.level('Hall B - level 0')).toHaveCount(0);
  await map.buildingButton().click();
  await expect(map.buildingPicker().getByRole('button', { name: 'Hall A', exact: true })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await map.buildingPicker().getByRole('button', { name: 'Hall B', exact: true }).click();
  await expect(map.level('Hall B - level 1')).toHaveAttribute('aria-pressed', 'true');
  await expect(map.level('Hall A - level 0')).toHaveCount(0);
  // Hall B stands beside Hall A: the map moves to it rather than showing the empty ground between.
  await map.showLevel('Hall B - level 0');
  await expect(map.map()).toHaveAccessibleName('Map of Hall B - level 0');
  await expect
    .poll(async () => (await map.colourShares(test.info().outputPath('map-hall-b.png'), [BOOTH_COLOR]))[0])
    .toBeGreaterThan(0.02);
  await expectAccessible(page, 'map page');
});

test('a booth is found by its code; a big group is folded; a search without match says so', async ({
  page,
}) => {
  const app = new AppPage(page, server.url);
  const map = new MapPage(page);
  await app.open('?/mobigeo');
  await map.expectLoaded();
  await page.getByRole('button', { name: 'Find a place' }).click();
  await map.search('zzqx');
  await expect(map.dialog().getByTestId('place-search-empty')).toHaveText('No place matches your search.');
  await expectAccessible(page, 'search-place dialog');

  // 'A12' matches booths A12 and A120 to A129: 11 results, more than 5, so the group starts folded.
  await map.search('Booth A12');
  const group = map.dialog().getByTestId('place-group-places');
  await expect(group.getByRole('heading')).toContainText('Places (11)');
  await expect(group.getByRole('heading').getByRole('button')).toHaveAttribute('aria-expanded', 'false');
  await map.choose('places', 'Booth A12');
  await expect(map.dialog()).toHaveCount(0);
  await expect(page.getByTestId('selected-place').getByRole('heading')).toHaveText('Booth A12');
  await expect(map.map()).toHaveAttribute('data-zoom', '20');
});

test('an itinerary from a side entrance to a mezzanine room takes the stairs, and the lift with PMR', async ({
  page,
}) => {
  const app = new AppPage(page, server.url);
  const map = new MapPage(page);
  await app.open('?/mobigeo');
  await map.expectLoaded();
  await map.planRoute('Hall A — entrance 2', 'Auditorium Parmentier');
  await expect(page.getByTestId('route-summary')).toContainText(/About \d+ minutes? on foot, \d+ m/);
  const walking = await map.steps().allTextContents();
  expect(walking.join('\n')).toContain('Take the stairs up to Hall A - level 1');
  expect(walking.join('\n')).not.toContain('Take the lift');
  expect(walking.at(-1)).toContain('You have arrived at Auditorium Parmentier.');
  await map.showLevel('Hall A - level 1');
  const drawn = await map.drawnPixels(test.info().outputPath('map-route-mezzanine.png'));
  expect(drawn.drawnShare).toBeGreaterThan(0.1);

  await page.getByRole('button', { name: 'Itinerary', exact: true }).click();
  await map.dialog().getByRole('checkbox', { name: 'Step-free route (reduced mobility)' }).check();
  await map.dialog().getByRole('button', { name: 'Show the itinerary' }).click();
  const stepFree = await map.steps().allTextContents();
  expect(stepFree.join('\n')).toContain('Take the lift up to Hall A - level 1');
  expect(stepFree.join('\n')).not.toMatch(/stairs|escalator/);
  expect(stepFree).not.toEqual(walking);
  await expect(page.getByTestId('route-summary')).toContainText('step-free');
  await expectAccessible(page, 'itinerary');
});

test('an itinerary shows its whole walk on the level it starts, and on each level a step names', async ({
  page,
}) => {
  await page.setViewportSize({ width: 412, height: 823 });
  const app = new AppPage(page, server.url);
  const map = new MapPage(page);
  await app.open('?/mobigeo');
  await map.expectLoaded();
  await map.planRoute('Hall A — entrance 1', 'Salle Vilmorin');
  await expect(map.level('Hall A - level 0')).toHaveAttribute('aria-pressed', 'true');
  // The line is drawn once the engine has cut its tiles: polled, as the level's pixels are.
  await expect
    .poll(async () => {
      const [start, walk] = await map.colourShares(test.info().outputPath('route-start.png'), [
        START_COLOR,
        ROUTE_COLOR,
      ]);
      return (start ?? 0) > 0 && (walk ?? 0) > 0.001;
    })
    .toBe(true);
  // Some 200 m to the lift: the map zoomed out of a single place's zoom (20) to show all of it, its
  // start included, in the part the itinerary panel leaves free.
  expect(Number(await map.map().getAttribute('data-zoom'))).toBeLessThan(20);
  // The picture without the first download's notice over the toolbar (it goes after 4 s).
  await expect(page.locator('.notification')).toHaveCount(0, { timeout: 10_000 });
  await keepScreenshot(page, 'phone-map-itinerary');

  await page.getByTestId('route-steps').getByRole('button', { name: 'Hall B - level 1' }).first().click();
  await expect(map.level('Hall B - level 1')).toHaveAttribute('aria-pressed', 'true');
  await expect
    .poll(async () => (await map.colourShares(test.info().outputPath('route-end.png'), [ROUTE_COLOR]))[0])
    .toBeGreaterThan(0.001);
});

test('without a starting place the itinerary says the visitor is not located', async ({ page }) => {
  const app = new AppPage(page, server.url);
  const map = new MapPage(page);
  await app.open('?/mobigeo?poi=B7');
  await map.expectLoaded();
  await expect(page.getByTestId('selected-place').getByRole('heading')).toHaveText('Booth B7');
  await page.getByRole('button', { name: 'Go here' }).click();
  await expect(map.dialog().getByTestId('route-destination')).toHaveText('Booth B7');
  await map.dialog().getByRole('button', { name: 'Show the itinerary' }).click();
  await expect(page.getByTestId('route-error')).toHaveText('You are not located.');
});

test('a place the venue does not have opens the map with a notice', async ({ page }) => {
  const app = new AppPage(page, server.url);
  const map = new MapPage(page);
  await app.open('?/mobigeo?poi=Z999');
  await map.expectLoaded();
  await expect(page.getByTestId('not-on-map')).toHaveText('This place is not on the map.');
});

test('“show on map” on an exhibitor sheet opens the map on its booth, which also shows offline', async ({
  page,
  context,
}) => {
  const app = new AppPage(page, server.url);
  const map = new MapPage(page);
  await app.open('?/exhibitor?originalId=exh-0006');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thermgen Technologies', {
    timeout: 90_000,
  });
  // The sheet stays on screen until the map page's code is here: no page-wide loading line between,
  // and the map never says the show has no map while it reads the venue.
  await page.evaluate(() => {
    const seen = { loadingLine: false, noMap: false };
    Object.assign(window, { __seen: seen });
    new MutationObserver(() => {
      const line = document.querySelector('p.empty-state[role="status"]')?.textContent ?? '';
      if (line.startsWith('Loading')) seen.loadingLine = true;
      if (line.includes('no indoor map')) seen.noMap = true;
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
  await page.getByRole('link', { name: 'Show on map' }).click();
  await expect(page).toHaveURL(/\?\/mobigeo\?type=exhibitors&id=\d+/);
  await map.expectLoaded();
  const seen = await page.evaluate(() => (window as unknown as { __seen: Record<string, boolean> }).__seen);
  expect(seen).toEqual({ loadingLine: false, noMap: false });
  await expect(page.getByTestId('selected-place').getByRole('heading')).toHaveText('Thermgen Technologies');
  await expect(page.getByTestId('selected-place')).toContainText('A233');
  await expect(map.map()).toHaveAttribute('data-zoom', '20');

  await app.waitForServiceWorker();
  await context.setOffline(true);
  await page.reload();
  await map.expectLoaded();
  await expect(page.getByTestId('selected-place').getByRole('heading')).toHaveText('Thermgen Technologies');
  const drawn = await map.drawnPixels(test.info().outputPath('map-offline.png'));
  expect(drawn.drawnShare).toBeGreaterThan(0.2);
  await context.setOffline(false);
});

test('a browser without WebGL gets the places of the level as a list, the asked booth first', async ({
  page,
}) => {
  // As on a device whose GPU is blocklisted: every WebGL context request fails.
  await page.addInitScript(() => {
    const getContext = HTMLCanvasElement.prototype.getContext;
    HTMLCanvasElement.prototype.getContext = function (
      this: HTMLCanvasElement,
      type: string,
      options?: unknown,
    ) {
      if (type.startsWith('webgl') || type === 'experimental-webgl') return null;
      return getContext.call(this, type as '2d', options as CanvasRenderingContext2DSettings);
    } as typeof getContext;
  });
  const app = new AppPage(page, server.url);
  await app.open('?/mobigeo?poi=A40');
  const list = page.getByTestId('venue-list-view');
  await expect(list).toBeVisible({ timeout: 90_000 });
  await expect(page.getByTestId('map-loader')).toHaveCount(0);
  await expect(list.getByRole('button').first()).toHaveAttribute('aria-current', 'location');
  await expect(list.getByRole('button').first()).toContainText('Booth A40');
  await list.getByRole('button', { name: /Booth A41/ }).click();
  await expect(page.getByTestId('selected-place').getByRole('heading')).toHaveText('Booth A41');
});

test('new show data while the map is showing is offered as a map reload, which clears the selection', async ({
  page,
  context,
}) => {
  const app = new AppPage(page, server.url);
  const map = new MapPage(page);
  await app.open('?/mobigeo');
  await map.expectLoaded();
  await expect(map.root()).toHaveAttribute('data-version', '1');
  await page.getByRole('button', { name: 'Find a place' }).click();
  await map.search('Booth A12');
  await map.choose('places', 'Booth A12');
  await page.getByRole('button', { name: 'I am here' }).click();
  await expect(map.dialog().getByTestId('route-start')).toHaveText('Booth A12');
  await map.dialog().getByRole('button', { name: 'Close' }).click();

  await server.stop();
  const items = [
    { type: 'exhibitors', original_id: 'e2e-map-new', fields: { title: 'Map update exhibitor' } },
  ];
  await server.cli('import', writeCatalogFile(server.dataDir, 'map-update.json', items));
  await server.cli('publish');
  await server.start();

  // The visitor accepts the update in another tab; this tab's map sees the new data version.
  const home = new AppPage(await context.newPage(), server.url);
  await home.open('?/home');
  // Its start-up check finds version 2 and asks before downloading it.
  await home.acceptUpdate();
  await home.expectDataVersion(2);

  const offer = page.getByTestId('map-update-offer');
  await expect(offer).toContainText('The map data has been updated. Reload the map now?');
  await expect(map.root()).toHaveAttribute('data-version', '1');
  await offer.getByRole('button', { name: 'Reload' }).click();
  await map.expectLoaded();
  await expect(map.root()).toHaveAttribute('data-version', '2');
  await expect(page.getByTestId('selected-place')).toHaveCount(0);
  await page.getByRole('button', { name: 'Itinerary', exact: true }).click();
  await expect(map.dialog().getByTestId('route-start')).toHaveText('Not chosen');
});

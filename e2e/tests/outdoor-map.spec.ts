import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { type BrowserContext, expect, test } from '@playwright/test';
import { expectAccessible } from '../support/accessibility.js';
import { AppPage } from '../support/app-page.js';
import { OutdoorMapPage } from '../support/outdoor-map-page.js';
import { ShowServer } from '../support/show-server.js';

const server = new ShowServer(8754);

// The demo show's 25 map places around the exhibition centre, in five categories.
const PLACE_COUNT = 25;
const HOTEL = 'Porte de Versailles Hotel (Hotels)';
const HOTEL_COLOUR = '#1f6fb2';
const RESTAURANT_COLOUR = '#c0392b';
const PLAIN_BACKGROUND = '#e8ebe4';

// Tile hosts are never on the network: the test answers them itself (or refuses them).
const STYLE_URL = 'https://tiles.showfloor.test/style.json';
const STYLE_BACKGROUND = '#cfe3f0';
const STYLE_PARK = '#9fd39a';
const UNREACHABLE_TILES = 'https://tiles.unreachable.showfloor.test/{z}/{x}/{y}.png';

test.use({ locale: 'en-US', viewport: { width: 900, height: 1000 }, serviceWorkers: 'block' });
test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  await server.start();
});

test.afterAll(async () => {
  await server.dispose();
});

test.beforeEach(async ({ context }) => {
  await keepOffTheNetwork(context);
});

/** Every address but the test server's is answered here: refused, or the tiny style of this test. */
async function keepOffTheNetwork(context: BrowserContext): Promise<void> {
  await context.route(/^https?:\/\/(?!localhost[:/])/, (route) =>
    route.request().url() === STYLE_URL
      ? route.fulfill({
          status: 200,
          contentType: 'application/json',
          headers: { 'access-control-allow-origin': '*' },
          body: JSON.stringify(tinyStyle()),
        })
      : route.abort('connectionrefused'),
  );
}

/** A style with no tile server: a background and one park drawn from inline data. */
function tinyStyle() {
  const park = [
    [2.283, 48.829],
    [2.292, 48.829],
    [2.292, 48.835],
    [2.283, 48.835],
    [2.283, 48.829],
  ];
  return {
    version: 8,
    name: 'e2e',
    sources: {
      park: {
        type: 'geojson',
        attribution: 'Test style',
        data: { type: 'Feature', properties: {}, geometry: { type: 'Polygon', coordinates: [park] } },
      },
    },
    layers: [
      { id: 'background', type: 'background', paint: { 'background-color': STYLE_BACKGROUND } },
      { id: 'park', type: 'fill', source: 'park', paint: { 'fill-color': STYLE_PARK } },
    ],
  };
}

/** Publishes the show's configuration with another outdoor map background, as an organiser would. */
async function publishOutdoorMap(outdoorMap: Record<string, string>): Promise<void> {
  const response = await fetch(`${server.url}/files/project/config.json`);
  const config = { ...((await response.json()) as Record<string, unknown>), outdoorMap };
  const file = path.join(server.dataDir, 'outdoor-map-config.json');
  writeFileSync(file, JSON.stringify({ format: 'showfloor-catalog', version: 1, config, items: [] }));
  await server.stop();
  await server.cli('import', file);
  await server.cli('publish');
  await server.start();
}

test('the outdoor map shows the places around the show on a plain background, with a legend', async ({
  page,
}) => {
  const app = new AppPage(page, server.url);
  const map = new OutdoorMapPage(page);
  await app.open('?/googleMap');
  await map.expectDrawn(PLACE_COUNT);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Outdoor map');
  // No background is configured for the demo show: it says so, and the markers are there anyway.
  await expect(map.basemapStatus()).toHaveText(
    'The background map is unavailable: the places are shown on a plain background.',
  );
  await expect(map.basemapStatus()).toHaveRole('status');
  await expect(map.marker(HOTEL)).toBeVisible();
  await expect(map.marker('Issy train station (RER C) (Public transport)')).toBeVisible();
  await expect(page.getByTestId('outdoor-legend').getByRole('listitem')).toHaveText([
    'Car parks',
    'Everyday services',
    'Hotels',
    'Public transport',
    'Restaurants',
  ]);
  // The same places as a list, for screen readers and keyboards.
  await expect(map.list().getByRole('heading')).toHaveText('25 places');
  await expect(map.list().getByRole('button')).toHaveCount(PLACE_COUNT);

  const [plain, hotels, restaurants] = await map.colourShares(
    test.info().outputPath('outdoor-map-plain.png'),
    [PLAIN_BACKGROUND, HOTEL_COLOUR, RESTAURANT_COLOUR],
  );
  expect(plain).toBeGreaterThan(0.5);
  // Seven pins of each colour: far more than the legend's swatch of that colour.
  expect(hotels).toBeGreaterThan(0.002);
  expect(restaurants).toBeGreaterThan(0.002);
  await expectAccessible(page, 'outdoor map');
});

test('a marker opens its info window, whose "see details" opens the place sheet', async ({ page }) => {
  const app = new AppPage(page, server.url);
  const map = new OutdoorMapPage(page);
  await app.open('?/googleMap');
  await map.expectDrawn(PLACE_COUNT);
  await map.marker(HOTEL).click();
  await expect(map.marker(HOTEL)).toHaveAttribute('aria-expanded', 'true');
  const info = map.infoWindow();
  await expect(info.getByRole('heading')).toHaveText('Porte de Versailles Hotel');
  await expect(info).toContainText('Hotels');
  await expect(info).toContainText('2 boulevard Victor, 75015 Paris');
  await expectAccessible(page, 'outdoor map info window');

  await info.getByRole('button', { name: 'See details' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Porte de Versailles Hotel');
  await expect(page.getByText(/min walk from the show entrance/)).toBeVisible();
  // And back from the sheet to the map, on that place.
  await page.getByRole('link', { name: 'Show on the outdoor map' }).click();
  await map.expectDrawn(PLACE_COUNT);
  await expect(map.infoWindow().getByRole('heading')).toHaveText('Porte de Versailles Hotel');
  await page.goBack();
  await page.goBack();
  await map.expectDrawn(PLACE_COUNT);
});

test('with the keyboard, a marker is a button: Enter opens its window, Escape closes it', async ({
  page,
}) => {
  const app = new AppPage(page, server.url);
  const map = new OutdoorMapPage(page);
  await app.open('?/googleMap');
  await map.expectDrawn(PLACE_COUNT);
  const marker = map.marker(HOTEL);
  await marker.focus();
  await page.keyboard.press('Enter');
  await expect(map.infoWindow().getByRole('heading')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(map.infoWindow()).toHaveCount(0);
  await expect(marker).toBeFocused();
});

test('the category filter keeps one category’s markers; "see all" frames them again', async ({ page }) => {
  const app = new AppPage(page, server.url);
  const map = new OutdoorMapPage(page);
  await app.open('?/googleMap');
  await map.expectDrawn(PLACE_COUNT);
  const allZoom = await map.zoom();

  await map.categoryFilter().selectOption({ label: 'Hotels (7)' });
  await expect(map.markers()).toHaveCount(7);
  await expect(map.list().getByRole('heading')).toHaveText('7 places');
  await expect(map.marker('Show Brasserie (Restaurants)')).toHaveCount(0);

  // Choosing a place in the list zooms in on it; "see all" frames the hotels again.
  await map
    .list()
    .getByRole('button', { name: /^Travellers’ Inn/ })
    .click();
  await expect(map.infoWindow().getByRole('heading')).toHaveText('Travellers’ Inn');
  await expect(map.map()).toHaveAttribute('data-zoom', '16');
  await page.getByRole('button', { name: 'See all' }).click();
  await expect.poll(() => map.zoom()).toBeLessThan(16);

  await map.categoryFilter().selectOption({ label: 'All categories (25 places)' });
  await expect(map.markers()).toHaveCount(PLACE_COUNT);
  await expect.poll(() => map.zoom()).toBe(allZoom);
});

test('a link to the map with a place opens that place; an unknown one says it is not on the map', async ({
  page,
}) => {
  const app = new AppPage(page, server.url);
  const map = new OutdoorMapPage(page);
  await app.open('?/googleMap?originalId=gmp-13');
  await map.expectDrawn(PLACE_COUNT);
  await expect(map.infoWindow().getByRole('heading')).toHaveText('Issy train station (RER C)');
  await expect(map.map()).toHaveAttribute('data-zoom', '16');

  await page.goto(`${server.url}/?/googleMap?originalId=gmp-99`);
  await map.expectDrawn(PLACE_COUNT);
  await expect(page.getByTestId('outdoor-focus-status')).toHaveText('This place is not on the outdoor map.');
  await expect(map.infoWindow()).toHaveCount(0);
});

test('without WebGL the places are a list, whose rows open the info window', async ({ page }) => {
  await page.addInitScript(() => {
    const getContext = HTMLCanvasElement.prototype.getContext;
    // A browser that cannot draw WebGL: every other kind of canvas still works.
    HTMLCanvasElement.prototype.getContext = function (
      this: HTMLCanvasElement,
      kind: string,
      ...rest: unknown[]
    ) {
      if (kind.startsWith('webgl')) return null;
      return (getContext as (kind: string, ...rest: unknown[]) => RenderingContext | null).call(
        this,
        kind,
        ...rest,
      );
    } as typeof getContext;
  });
  const app = new AppPage(page, server.url);
  const map = new OutdoorMapPage(page);
  await app.open('?/googleMap');
  await expect(map.list().getByRole('button')).toHaveCount(PLACE_COUNT, { timeout: 90_000 });
  await expect(map.map()).toHaveCount(0);
  await expect(page.getByText('This browser cannot draw the map (WebGL is unavailable)')).toBeVisible();
  await expect(page.getByTestId('outdoor-legend')).toBeVisible();
  await map.categoryFilter().selectOption({ label: 'Public transport (5)' });
  await expect(map.list().getByRole('button')).toHaveCount(5);
  await map
    .list()
    .getByRole('button', { name: /^Taxi rank/ })
    .click();
  await expect(map.infoWindow().getByRole('heading')).toBeFocused();
  await expect(map.infoWindow()).toContainText('Place de la Porte de Versailles, 75015 Paris');
  await expectAccessible(page, 'outdoor map as a list');
});

test('a configured style draws the background under the markers', async ({ page }) => {
  await publishOutdoorMap({ styleUrl: STYLE_URL });
  const app = new AppPage(page, server.url);
  const map = new OutdoorMapPage(page);
  await app.open('?/googleMap');
  await map.expectDrawn(PLACE_COUNT);
  await expect(map.root()).toHaveAttribute('data-basemap', 'ready');
  await expect(map.basemapStatus()).toHaveText('');
  await expect(map.map().locator('.maplibregl-ctrl-attrib')).toContainText('Test style');
  const [background, park, hotels] = await map.colourShares(test.info().outputPath('outdoor-map-style.png'), [
    STYLE_BACKGROUND,
    STYLE_PARK,
    HOTEL_COLOUR,
  ]);
  expect(background).toBeGreaterThan(0.3);
  expect(park).toBeGreaterThan(0.02);
  expect(hotels).toBeGreaterThan(0.002);
  await expectAccessible(page, 'outdoor map with a background');
});

test('an unreachable tile server leaves the markers on a plain background, and says so', async ({ page }) => {
  await publishOutdoorMap({ tileUrl: UNREACHABLE_TILES, attribution: 'Test tiles' });
  const app = new AppPage(page, server.url);
  const map = new OutdoorMapPage(page);
  await app.open('?/googleMap');
  await map.expectDrawn(PLACE_COUNT);
  await expect(map.basemapStatus()).toHaveText(
    'The background map is unavailable: the places are shown on a plain background.',
  );
  await expect(map.root()).toHaveAttribute('data-basemap', 'unavailable');
  await map.marker(HOTEL).click();
  await expect(map.infoWindow().getByRole('heading')).toHaveText('Porte de Versailles Hotel');
  const [plain, hotels] = await map.colourShares(test.info().outputPath('outdoor-map-unreachable.png'), [
    PLAIN_BACKGROUND,
    HOTEL_COLOUR,
  ]);
  expect(plain).toBeGreaterThan(0.4);
  expect(hotels).toBeGreaterThan(0.002);
});

import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from '../support/accessibility.js';
import { AppPage } from '../support/app-page.js';
import { MapPage } from '../support/map-page.js';
import { ShowServer } from '../support/show-server.js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const indoorDir = path.resolve(repoRoot, '../shared/fixtures/indoor');
const imdfCampus = path.join(indoorDir, 'imdf-spbstu-polytech');
const osmMall = path.join(indoorDir, 'osm-sit-grand-place-grenoble.geojson');
/** The itinerary's line (apps/web map-style.ts ROUTE_COLOR). */
const ROUTE_COLOR = '#1d4f91';

test.use({ locale: 'en-GB', viewport: { width: 412, height: 823 } });
// A journey draws a real venue and plans routes on it in a software-rendered map: minutes, not seconds, on a busy machine.
test.describe.configure({ mode: 'serial', timeout: 240_000 });

/**
 * Imports a venue with the smallest configuration an organiser would write (a name, dates and the
 * map), then publishes and starts the server.
 */
async function importVenue(server: ShowServer, venue: string, name: string): Promise<string> {
  const config = {
    name: { fr: name, en: name },
    startDate: '2026-06-01',
    endDate: '2026-06-02',
    timeZone: 'Europe/Paris',
    languages: ['en', 'fr'],
    defaultLanguage: 'en',
    features: { map: true },
    profiles: [{ key: 'default', title: { fr: 'Visiteur', en: 'Visitor' } }],
  };
  const file = path.join(server.dataDir, 'show.json');
  writeFileSync(file, JSON.stringify({ format: 'showfloor-catalog', version: 1, config, items: [] }));
  const report = await server.cli('import', file, venue);
  await server.cli('publish');
  await server.start();
  return report;
}

/** Imports a venue alone, whose show configuration the back office derives from it, then publishes. */
async function importVenueAlone(server: ShowServer, venue: string): Promise<string> {
  const report = await server.cli('import', venue);
  await server.cli('publish');
  await server.start();
  return report;
}

async function searchPlace(page: Page, map: MapPage, text: string): Promise<void> {
  await page.getByRole('button', { name: 'Find a place', exact: true }).click();
  await map.search(text);
}

async function closeSearch(map: MapPage): Promise<void> {
  await map.dialog().getByRole('button', { name: 'Close' }).click();
  await expect(map.dialog()).toHaveCount(0);
}

/** Plans the itinerary again from the same start and destination, with or without the step-free option. */
async function replanStepFree(page: Page, map: MapPage): Promise<void> {
  await page.getByRole('button', { name: 'Itinerary', exact: true }).click();
  await map.dialog().getByRole('checkbox', { name: 'Step-free route (reduced mobility)' }).check();
  await map.dialog().getByRole('button', { name: 'Show the itinerary' }).click();
}

async function expectRouteDrawn(map: MapPage, screenshot: string): Promise<void> {
  await expect
    .poll(async () => (await map.colourShares(screenshot, [ROUTE_COLOR]))[0] ?? 0)
    .toBeGreaterThan(0.001);
}

if (!existsSync(imdfCampus) || !existsSync(osmMall)) {
  // A clone without the shared fixtures folder: the journeys on real venues cannot run, and say so.
  test('fixtures folder absent: the real venue journeys are skipped', () => {
    console.warn(`fixtures folder absent (${indoorDir}): real venue journeys skipped`);
    expect(existsSync(imdfCampus) && existsSync(osmMall)).toBe(false);
  });
} else {
  test.describe('IMDF campus of the St. Petersburg Polytechnic University', () => {
    const server = new ShowServer(8771);

    test.beforeAll(async () => {
      test.setTimeout(240_000);
      const report = await importVenue(server, imdfCampus, 'Polytech open day');
      expect(report).toContain('144 of 144 units reachable (100 %)');
    });

    test.afterAll(async () => {
      await server.dispose();
    });

    test('opens on the ground floor of the main building, finds rooms and toilets, climbs the stairs, and says no step-free way exists', async ({
      page,
    }) => {
      const app = new AppPage(page, server.url);
      const map = new MapPage(page);
      await app.open('?/mobigeo');
      await map.expectLoaded();
      // The largest building, on its ground floor; its names are the file's, never an id.
      await expect(map.level('Level 1')).toHaveAttribute('aria-pressed', 'true');
      // The button shows the file's short name of the floor ("1"), not its ordinal (0).
      await expect(map.level('Level 1')).toHaveText('1');
      await expect(map.buildingButton()).toHaveAccessibleName(
        'Building: Main academic building. Choose another building',
      );
      await map.buildingButton().click();
      await expect(map.buildingPicker().getByRole('listitem')).toHaveText([
        'Main academic building',
        'Water supply tower',
      ]);
      await page.screenshot({ path: test.info().outputPath('imdf-building-picker.png') });
      await expectAccessible(page, 'building picker');
      await map.buildingPicker().getByRole('button', { name: 'Water supply tower' }).click();
      await expect(map.buildingPicker()).toHaveCount(0);
      await expect(map.level('Этаж 1')).toHaveAttribute('aria-pressed', 'true');
      await expect(map.level('Этаж 1')).toHaveText('1');
      await map.showBuilding('Main academic building');

      await searchPlace(page, map, 'Лекторий 329');
      await expect(map.dialog().getByTestId('place-group-places').getByRole('button')).toContainText([
        'Лекторий 329',
      ]);
      await map.search('toilets');
      await expect(map.dialog().getByTestId('place-group-facilities')).toContainText('Туалет женский');
      await expect(map.dialog().getByTestId('place-group-facilities')).toContainText('Туалет мужской');
      await closeSearch(map);

      await map.planRoute('Кабинет 184', 'Лекторий 329');
      const walking = (await map.steps().allTextContents()).join('\n');
      expect(walking).toContain('Take the stairs up to Этаж 3');
      expect(walking).toContain('You have arrived at Лекторий 329.');
      await expectRouteDrawn(map, test.info().outputPath('imdf-route.png'));

      // No lift is mapped on this campus: the step-free itinerary says there is none.
      await replanStepFree(page, map);
      await expect(page.getByTestId('route-error')).toHaveText('No itinerary found.');
      await expect(map.steps()).toHaveCount(0);
    });
  });

  test.describe("OSM Simple Indoor Tagging export of Grand'Place, Grenoble", () => {
    const server = new ShowServer(8772);

    test.beforeAll(async () => {
      test.setTimeout(240_000);
      // The export alone: no programme, no configuration.
      const report = await importVenueAlone(server, osmMall);
      expect(report).toContain('147 of 147 units reachable (100 %), 147 step-free (100 %)');
      expect(report).toMatch(
        /show configuration derived from osm-sit-grand-place-grenoble\.geojson: "Grand'Place"/,
      );
    });

    test.afterAll(async () => {
      await server.dispose();
    });

    test('opens on the ground floor, finds shops and toilets in French and English, and goes up by the stairs or the lift', async ({
      page,
    }) => {
      const app = new AppPage(page, server.url);
      const map = new MapPage(page);
      // The show derived from the venue offers its map on the home page.
      await app.open();
      await page.getByTestId('tile-map').click();
      await map.expectLoaded();
      // The version published once, drawn as itself: nothing to offer reloading.
      await expect(map.root()).toHaveAttribute('data-version', '1');
      // Ground floor, not the car-park level -1 below it; one building, so no picker.
      await expect(map.level('Level 0')).toHaveAttribute('aria-pressed', 'true');
      // The export names no level: the buttons show the ordinals.
      await expect(map.level('Level 0')).toHaveText('0');
      await expect(map.buildingButton()).toHaveCount(0);
      await expect(page.getByRole('group', { name: "Grand'Place" })).toBeVisible();

      await searchPlace(page, map, 'H&M');
      await expect(map.dialog().getByTestId('place-group-places')).toContainText('H&M');
      for (const word of ['toilets', 'toilettes', 'WC']) {
        await map.search(word);
        await expect(map.dialog().getByTestId('place-group-facilities').locator('.list-row')).toHaveText([
          /^Toilets\s*Level 0$/,
          /^Toilets\s*Level 1$/,
        ]);
      }
      await map.search('lift');
      await expect(map.dialog().getByTestId('place-group-facilities')).toContainText('Lift');
      await closeSearch(map);
      await expect(page.getByTestId('map-update-offer')).toHaveCount(0);

      await map.planRoute('Midas', 'H&M');
      const walking = (await map.steps().allTextContents()).join('\n');
      expect(walking).toContain('You have arrived at H&M.');
      expect(walking).toMatch(/Take the (stairs|escalator|lift) up to Level 1/);
      await expectRouteDrawn(map, test.info().outputPath('osm-route.png'));
      await page.screenshot({ path: test.info().outputPath('osm-route-page.png') });

      await replanStepFree(page, map);
      const stepFree = (await map.steps().allTextContents()).join('\n');
      expect(stepFree).toContain('Take the lift up to Level 1');
      expect(stepFree).not.toMatch(/stairs|escalator/);
      await expect(page.getByTestId('route-summary')).toContainText('step-free');
      await expectAccessible(page, 'itinerary on a real venue');
    });
  });
}

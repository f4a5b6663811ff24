import { expect, test } from '@playwright/test';
import { AppPage } from '../support/app-page.js';
import { MapPage } from '../support/map-page.js';
import { ShowServer } from '../support/show-server.js';

const server = new ShowServer(8731);

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

  await map.showLevel('Hall A - level 1');
  await expect(map.map()).toHaveAccessibleName('Map of Hall A - level 1');
  await map.showLevel('Hall B - level 0');
  await expect(map.map()).toHaveAccessibleName('Map of Hall B - level 0');
});

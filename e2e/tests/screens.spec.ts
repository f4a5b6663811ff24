import { expect, type Page, test } from '@playwright/test';
import { seriousViolations } from '../support/accessibility.js';
import { openFirstCategoriesUntilFilterable } from '../support/lists.js';
import { keepScreenshot } from '../support/screenshots.js';
import { ShowServer } from '../support/show-server.js';
import { declineOfferedUpdates } from '../support/updates.js';

// Every screen of the discovery journey, on a phone and on a tablet in landscape: each must pass axe
// (no serious or critical violation) and is kept as a screenshot. `SCREENSHOTS_DIR=docs/screenshots`
// also writes them where the README shows them.
const server = new ShowServer(8724);

const VIEWPORTS = {
  phone: { width: 412, height: 823 },
  tablet: { width: 1024, height: 768 },
} as const;

test.beforeAll(async () => {
  await server.start();
});

test.afterAll(async () => {
  await server.dispose();
});

/** Checks the screen with axe, then keeps its picture. */
async function checkScreen(page: Page, name: string): Promise<void> {
  expect(await seriousViolations(page), name).toEqual([]);
  await keepScreenshot(page, name);
}

for (const [device, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`on a ${device}`, () => {
    test.use({ locale: 'en-US', viewport });

    test('every discovery screen is accessible, from the profile chooser to the agenda', async ({ page }) => {
      await declineOfferedUpdates(page);
      await page.goto(`${server.url}/`);
      const defaultProfile = page.getByTestId('profile-default');
      await expect(defaultProfile).toBeVisible({ timeout: 60_000 });
      await expect(page.getByTestId('profile-exhibitor')).toContainText('Exhibitor code required');
      await checkScreen(page, `${device}-choose-profile`);
      await defaultProfile.click();

      await expect(page.getByTestId('data-version')).toHaveText('1');
      await checkScreen(page, `${device}-home`);

      await page.getByTestId('tile-exhibitors').click();
      await expect(page.getByRole('heading', { level: 1, name: 'Exhibitors' })).toBeVisible();
      const rows = page.locator('.virtual-row');
      await expect(rows.first()).toBeVisible();
      await checkScreen(page, `${device}-exhibitor-categories`);

      const filterButton = page.getByRole('button', { name: 'Filter', exact: true });
      await openFirstCategoriesUntilFilterable(page);
      await checkScreen(page, `${device}-exhibitor-list`);
      await filterButton.click();
      const dialog = page.getByRole('dialog', { name: 'Filter' });
      await expect(dialog).toBeVisible();
      await checkScreen(page, `${device}-filter`);
      await dialog.getByTestId('filter-show-results').click();
      await expect(dialog).toBeHidden();

      const first = rows.first();
      const name = (await first.locator('.list-row-title').textContent()) ?? '';
      await first.locator('button.list-row').click();
      await expect(page).toHaveURL(/\?\/exhibitor\?id=\d+/);
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      if (device === 'tablet') {
        // Landscape and 800 px or wider: the list stays beside the sheet, and opens the next one there.
        await expect(page.getByTestId('two-columns')).toBeVisible();
        await expect(rows.nth(1)).toBeVisible();
        const second = (await rows.nth(1).locator('.list-row-title').textContent()) ?? '';
        await checkScreen(page, `${device}-exhibitor-sheet`);
        await rows.nth(1).locator('button.list-row').click();
        await expect(page.getByRole('heading', { level: 1, name: second })).toBeVisible();
        await expect(rows.first()).toBeVisible();
      } else {
        await expect(page.getByTestId('two-columns')).toHaveCount(0);
        await checkScreen(page, `${device}-exhibitor-sheet`);
      }

      await page.goto(`${server.url}/?/synoptic-agenda`);
      await expect(page.getByTestId('synoptic-agenda')).toBeVisible();
      await expect(page.locator('.agenda-event').first()).toBeVisible();
      await checkScreen(page, `${device}-agenda-grid`);
      await page.getByRole('button', { name: 'List', exact: true }).click();
      const list = page.getByTestId('agenda-list');
      await expect(list.getByRole('heading', { level: 2 }).first()).toBeVisible();
      await checkScreen(page, `${device}-agenda-list`);
      const session = list.getByRole('link').first();
      const sessionTitle = (await session.locator('.related-title').textContent()) ?? '';
      await session.click();
      await expect(page.getByRole('heading', { level: 1, name: sessionTitle })).toBeVisible();

      // The language switch on the home page turns the whole app to French.
      await page.goto(`${server.url}/?/home`);
      await page.getByRole('button', { name: 'Français' }).click();
      await expect(page.getByTestId('tile-exhibitors')).toContainText('Exposants');
      await checkScreen(page, `${device}-home-fr`);
    });
  });
}

test.describe('on a tablet turned to portrait', () => {
  test.use({ locale: 'en-US', viewport: VIEWPORTS.tablet });

  test('the app offers a reload into one column, and keeps the layout when declined', async ({ page }) => {
    await declineOfferedUpdates(page);
    await page.addInitScript(() => window.localStorage.setItem('profile', 'default'));
    await page.goto(`${server.url}/?/home`);
    await expect(page.getByTestId('data-version')).toHaveText('1', { timeout: 60_000 });
    await page.setViewportSize({ width: 768, height: 1024 });
    const prompt = page.getByRole('alertdialog');
    await expect(prompt).toContainText('too narrow for two columns');
    await prompt.getByRole('button', { name: 'Not now' }).click();
    await expect(prompt).toHaveCount(0);
    await page.setViewportSize({ width: 1024, height: 768 });
    await page.setViewportSize({ width: 768, height: 1024 });
    await page.getByRole('alertdialog').getByRole('button', { name: 'Reload' }).click();
    await expect(page.getByTestId('data-version')).toHaveText('1');
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
  });
});

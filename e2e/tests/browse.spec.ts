import { expect, test } from '@playwright/test';
import { seriousViolations } from '../support/accessibility.js';
import { openFirstCategoriesUntilFilterable } from '../support/lists.js';
import { ShowServer } from '../support/show-server.js';
import { declineOfferedUpdates } from '../support/updates.js';

// The demo show, published by the server on its first start; one server for the whole file.
const server = new ShowServer(8713);

test.use({ locale: 'en-US', viewport: { width: 390, height: 844 } });

test.beforeAll(async () => {
  await server.start();
});

test.afterAll(async () => {
  await server.dispose();
});

test('a visitor chooses a profile, browses exhibitors, filters them and opens one', async ({ page }) => {
  await declineOfferedUpdates(page);
  await page.goto(`${server.url}/`);

  // First visit: the show's data arrives, then the chooser offers its profiles.
  const defaultProfile = page.getByTestId('profile-default');
  await expect(defaultProfile).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('profile-exhibitor')).toContainText('Exhibitor code required');
  await defaultProfile.click();

  await expect(page.getByTestId('data-version')).toHaveText('1');
  await expect(page.getByRole('button', { name: 'Menu' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // The choice is remembered: a reload goes straight home.
  await page.reload();
  await expect(page.getByTestId('data-version')).toHaveText('1');
  await expect(defaultProfile).toHaveCount(0);

  await page.getByTestId('tile-exhibitors').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Exhibitors' })).toBeVisible();
  const rows = page.locator('.virtual-row');
  await expect(rows.first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // Categories open their sub-categories until a list of exhibitors, which has a filter.
  const filterButton = page.getByRole('button', { name: 'Filter', exact: true });
  await openFirstCategoriesUntilFilterable(page);
  await expect(filterButton).toBeVisible();
  const unfiltered = Number(await rows.first().getAttribute('aria-setsize'));

  await filterButton.click();
  const dialog = page.getByRole('dialog', { name: 'Filter' });
  await expect(dialog).toBeVisible();
  const showResults = dialog.getByTestId('filter-show-results');
  await expect(showResults).toHaveText(`Show ${unfiltered} results`);
  // Checking a sub-category marks its top category partial.
  const boxes = dialog.getByRole('tabpanel').getByRole('checkbox');
  const top = boxes.first();
  const firstWithItems = dialog
    .locator('.category-tree .tri-state')
    .filter({ hasNot: page.locator('.tri-state-count', { hasText: /^0$/ }) })
    .first();
  await firstWithItems.getByRole('checkbox').check();
  const label = (await showResults.textContent()) ?? '';
  const matching = Number(/\d+/.exec(label)?.[0]);
  expect(matching).toBeGreaterThan(0);
  expect(matching).toBeLessThanOrEqual(unfiltered);
  if ((await boxes.count()) > 2) await expect(top).toHaveAttribute('aria-checked', 'mixed');
  await showResults.click();

  await expect(dialog).toBeHidden();
  await expect(filterButton).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Filter \(/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(rows.first()).toHaveAttribute('aria-setsize', String(matching));
  expect(await seriousViolations(page)).toEqual([]);

  const first = rows.first();
  const name = (await first.locator('.list-row-title').textContent()) ?? '';
  await first.locator('button.list-row').click();
  await expect(page).toHaveURL(/\?\/exhibitor\?id=\d+/);
  await expect(page.getByText(name).first()).toBeVisible();
});

test('a protected profile refuses a wrong code and accepts the right one, checked by the back office', async ({
  page,
}) => {
  // The published configuration marks the profile protected and carries nothing to check a code with.
  const config = await (await page.request.get(`${server.url}/files/project/config.json`)).text();
  expect(config).toContain('"protected":true');
  expect(config).not.toContain('codeHash');
  await declineOfferedUpdates(page);
  await page.goto(`${server.url}/?/choose-profile`);
  await page.getByTestId('profile-exhibitor').click({ timeout: 60_000 });
  const prompt = page.getByRole('dialog', { name: /Exhibitor/ });
  await prompt.getByLabel('Access code').fill('0000');
  await prompt.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Invalid code')).toBeVisible();

  await page.getByTestId('profile-exhibitor').click();
  await prompt.getByLabel('Access code').fill('1234');
  const unlock = page.waitForResponse((response) => response.url().endsWith('/profiles/unlock'));
  await prompt.getByRole('button', { name: 'Confirm' }).click();
  expect((await unlock).status()).toBe(200);
  await expect(page.getByTestId('data-version')).toBeVisible();
  // Lead capture and the menu belong to the default profile only.
  await expect(page.getByRole('button', { name: 'Menu' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Favorites' })).toBeVisible();
});

import { expect, type Page, test } from '@playwright/test';
import { openFirstCategoriesUntilFilterable } from '../support/lists.js';
import { ShowServer } from '../support/show-server.js';
import { declineOfferedUpdates } from '../support/updates.js';

/**
 * Where a page opens: a talk opened from far down a list opens at its top, and going back lands on
 * the list where the visitor left it, try after try.
 */

const server = new ShowServer(8792);

test.use({ locale: 'en-US' });

test.beforeAll(async () => {
  await server.start();
});

test.afterAll(async () => {
  await server.dispose();
});

/** Clicks the first session of the list whose row is fully on screen below the toolbar. */
async function openSessionOnScreen(page: Page): Promise<string> {
  const links = page.getByTestId('agenda-list').getByRole('link');
  const index = await links.evaluateAll((elements) =>
    elements.findIndex((element) => {
      const box = element.getBoundingClientRect();
      return box.top > 120 && box.bottom < window.innerHeight;
    }),
  );
  expect(index).toBeGreaterThanOrEqual(0);
  const session = links.nth(index);
  const title = ((await session.locator('.related-title').textContent()) ?? '').trim();
  await session.click();
  return title;
}

test('a talk opened from far down the list opens at its top, and back returns to the same place', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.addInitScript(() => localStorage.setItem('profile', 'visitor'));
  await declineOfferedUpdates(page);
  await page.goto(`${server.url}/?/synoptic-agenda?view=list`);
  const list = page.getByTestId('agenda-list');
  await expect(list.getByRole('link').first()).toBeVisible({ timeout: 60_000 });
  const scrollY = () => page.evaluate(() => window.scrollY);
  const heading = page.getByRole('heading', { level: 1 });

  for (const fraction of [0.3, 0.5, 0.7, 0.9, 0.6, 0.8]) {
    await page.evaluate((part) => {
      window.scrollTo(0, (document.documentElement.scrollHeight - window.innerHeight) * part);
    }, fraction);
    await expect.poll(scrollY).toBeGreaterThan(1_000);
    const listPosition = await scrollY();

    const title = await openSessionOnScreen(page);
    await expect(heading).toHaveText(title);
    await expect.poll(scrollY, `opened from ${fraction} of the list`).toBe(0);
    await expect(heading).toBeInViewport();

    await page.goBack();
    await expect(list).toBeVisible();
    await expect.poll(scrollY, `back to ${fraction} of the list`).toBeGreaterThan(listPosition - 2);
    expect(await scrollY()).toBeLessThan(listPosition + 2);
  }
});

test('on a tablet, an item opened beside a scrolled list leaves the list where it stands', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.addInitScript(() => localStorage.setItem('profile', 'visitor'));
  await declineOfferedUpdates(page);
  await page.goto(`${server.url}/?/home`);
  await page.getByTestId('tile-exhibitors').click({ timeout: 60_000 });
  await openFirstCategoriesUntilFilterable(page);
  await page.evaluate(() => {
    window.scrollTo(0, (document.documentElement.scrollHeight - window.innerHeight) / 2);
  });
  const scrollY = () => page.evaluate(() => window.scrollY);
  await expect.poll(scrollY).toBeGreaterThan(100);
  const listPosition = await scrollY();
  const rows = page.locator('.virtual-row');
  const index = await rows.evaluateAll((elements) =>
    elements.findIndex((element) => {
      const box = element.getBoundingClientRect();
      return box.top > 120 && box.bottom < window.innerHeight;
    }),
  );
  const row = rows.nth(index);
  const name = ((await row.locator('.list-row-title').textContent()) ?? '').trim();
  await row.locator('button.list-row').click();
  await expect(page.getByTestId('two-columns')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name })).toBeInViewport();
  expect(await scrollY()).toBe(listPosition);
  await expect(page.locator('.virtual-row', { hasText: name })).toBeInViewport();
});

import { expect, test } from '@playwright/test';
import { calendarTitles, favoriteSession } from '../support/calendar-feed.js';
import { ShowServer } from '../support/show-server.js';

const server = new ShowServer(8726);

test.use({ locale: 'en-US', viewport: { width: 412, height: 823 } });

test.beforeAll(async () => {
  await server.start();
});

test.afterAll(async () => {
  await server.dispose();
});

test('a subscribed calendar lists the favorite sessions and follows new ones', async ({ page, request }) => {
  await page.addInitScript(() => window.localStorage.setItem('profile', 'default'));
  await page.goto(`${server.url}/?/home`);
  await expect(page.getByTestId('data-version')).toHaveText('1', { timeout: 90_000 });
  const first = await favoriteSession(page, server.url, 0);

  await page.goto(`${server.url}/?/favorites`);
  const section = page.getByTestId('calendar-subscription');
  await section.getByRole('button', { name: 'Subscribe in my calendar app' }).click();
  await expect(section.getByRole('status')).toHaveText('Your calendar lists your current favorite sessions.');
  const address = await section.getByLabel('Address of my calendar').inputValue();
  expect(address).toMatch(new RegExp(`^${server.url}/calendars/[\\w-]{22}\\.ics$`));
  await expect(
    section.getByRole('link', { name: 'Open the subscription in my calendar app' }),
  ).toHaveAttribute('href', address.replace(/^http:/, 'webcal:'));
  expect(calendarTitles(await (await request.get(address)).text())).toEqual([first]);

  // A session starred later, from its sheet, reaches the calendar without visiting the favorites page.
  const second = await favoriteSession(page, server.url, 1);
  await expect
    .poll(async () => calendarTitles(await (await request.get(address)).text()).sort(), { timeout: 15_000 })
    .toEqual([first, second].sort());

  await page.goto(`${server.url}/?/favorites`);
  await expect(section.getByRole('status')).toHaveText('Your calendar lists your current favorite sessions.');
  await section.getByRole('button', { name: 'Stop the subscription' }).click();
  await expect(section.getByRole('button', { name: 'Subscribe in my calendar app' })).toBeVisible();
  expect((await request.get(address)).status()).toBe(404);
});

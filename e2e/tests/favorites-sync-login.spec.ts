import { expect, test } from '@playwright/test';
import { wcagViolations } from '../support/accessibility.js';
import { favoriteSession } from '../support/calendar-feed.js';
import { ShowServer } from '../support/show-server.js';
import { SyncDevice, switchToLoginMode } from '../support/sync-device.js';

const server = new ShowServer(8927);
const PHONE = { width: 412, height: 823 };

test.use({ locale: 'en-US', viewport: PHONE });

test.beforeAll(async () => {
  // A first start migrates and seeds the database: slow on a busy machine.
  test.setTimeout(300_000);
  await server.start();
  await switchToLoginMode(server.url);
  expect(await server.cli('publish')).toMatch(/^published version 2 /);
});

test.afterAll(async () => {
  await server.dispose();
});

test('a favorite added on one device of an account appears on its other device without a reload', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const laptop = await SyncDevice.open(await browser.newContext(), server.url, '2');
  const phone = await SyncDevice.open(await browser.newContext(), server.url, '2');

  // Logged out, login mode asks to log in and offers no code.
  await phone.openFavorites();
  await expect(phone.status()).toHaveText('Log in to synchronise your favorites with your account.');
  await expect(phone.page.getByRole('button', { name: 'Synchronise with my other devices' })).toHaveCount(0);
  expect(await wcagViolations(phone.page)).toEqual([]);

  // Both log in to the same account and open their favorites: each syncs with the account.
  for (const device of [laptop, phone]) {
    await device.logIn();
    await device.openFavorites();
    await device.expectSynced();
  }
  await expect(phone.page.getByTestId('favorites-empty')).toBeVisible();

  // The laptop stars a session; the phone, open on its favorites all along, shows it.
  await phone.markStillOpen();
  const starred = await favoriteSession(laptop.page, server.url, 0);
  await expect(phone.favoriteTitles()).toHaveText([starred], { timeout: 30_000 });
  expect(await phone.isStillOpen()).toBe(true);
  await laptop.openFavorites();
  await expect(laptop.favoriteTitles()).toHaveText([starred]);
  await laptop.expectSynced();

  // And back: the phone stars another, which the laptop shows without a reload.
  await laptop.markStillOpen();
  const another = await favoriteSession(phone.page, server.url, 1);
  await expect(laptop.favoriteTitles()).toHaveCount(2, { timeout: 30_000 });
  await expect(laptop.favoriteTitles()).toContainText([another]);
  expect(await laptop.isStillOpen()).toBe(true);

  await laptop.context.close();
  await phone.context.close();
});

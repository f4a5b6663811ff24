import { type BrowserContext, expect, type Locator, type Page, request, test } from '@playwright/test';
import { wcagViolations } from '../support/accessibility.js';
import { AccountsPages } from '../support/accounts-pages.js';
import { favoriteSession } from '../support/calendar-feed.js';
import { ShowServer } from '../support/show-server.js';

const server = new ShowServer(8927);
const PHONE = { width: 412, height: 823 };
/** The demo show's organiser of the console (`showfloor demo` prints it). */
const ORGANISER = { email: 'organiser@demo.showfloor.test', password: 'showfloor-demo' };
/** The console's CSRF header (core's CONSOLE_CSRF_HEADER). */
const CSRF_HEADER = 'x-csrf-token';

test.use({ locale: 'en-US', viewport: PHONE });

/**
 * The show set to login mode by its organiser in the console's settings (favorites follow the
 * account, a sync 1 s after a change), then published: version 2 of the demo show.
 */
async function switchToLoginMode(): Promise<void> {
  const organiser = await request.newContext({ baseURL: server.url });
  try {
    const login = await organiser.post('/console/api/login', { data: ORGANISER });
    expect(login.ok()).toBe(true);
    const { csrfToken } = (await login.json()) as { csrfToken: string };
    const current = await organiser.get('/console/api/settings');
    const { settings } = (await current.json()) as { settings: Record<string, unknown> };
    const saved = await organiser.put('/console/api/settings', {
      headers: { [CSRF_HEADER]: csrfToken },
      data: { ...settings, favoritesSync: { mode: 'login', debounceMs: 1_000 } },
    });
    expect(saved.ok(), await saved.text()).toBe(true);
  } finally {
    await organiser.dispose();
  }
  expect(await server.cli('publish')).toMatch(/^published version 2 /);
}

test.beforeAll(async () => {
  // A first start migrates and seeds the database: slow on a busy machine.
  test.setTimeout(300_000);
  await server.start();
  await switchToLoginMode();
});

test.afterAll(async () => {
  await server.dispose();
});

/** One of the visitor's devices: its own browser context, storage and favorites, logged in. */
class Device {
  private constructor(
    readonly context: BrowserContext,
    readonly page: Page,
  ) {}

  static async open(newContext: () => Promise<BrowserContext>): Promise<Device> {
    const context = await newContext();
    const page = await context.newPage();
    await page.addInitScript(() => window.localStorage.setItem('profile', 'default'));
    await page.goto(`${server.url}/?/home`);
    await expect(page.getByTestId('data-version')).toHaveText('2', { timeout: 90_000 });
    return new Device(context, page);
  }

  async openFavorites(): Promise<void> {
    await this.page.goto(`${server.url}/?/favorites`);
    await expect(this.page.getByRole('heading', { name: 'Synchronisation between devices' })).toBeVisible();
  }

  async logIn(): Promise<void> {
    const accounts = new AccountsPages(this.page, server.url);
    await accounts.open('?/login');
    await accounts.logIn();
    await expect(this.page).toHaveURL(/\?\/user-data$/);
  }

  status(): Locator {
    return this.page.getByTestId('favorites-sync-status');
  }

  /** Synchronised with the account: the device has also joined its live room by then. */
  async expectSynced(): Promise<void> {
    await expect(this.status()).toHaveText('Your favorites are synchronised.', { timeout: 30_000 });
  }

  favoriteTitles(): Locator {
    return this.page.locator('.personal-agenda .list-row-title');
  }
}

/** Marks the page's window: a reload or a navigation of the document loses the mark. */
async function markStillOpen(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { isStillOpen: boolean }).isStillOpen = true;
  });
}

async function isStillOpen(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { isStillOpen?: boolean }).isStillOpen === true);
}

test('a favorite added on one device of an account appears on its other device without a reload', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const laptop = await Device.open(() => browser.newContext());
  const phone = await Device.open(() => browser.newContext());

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
  await markStillOpen(phone.page);
  const starred = await favoriteSession(laptop.page, server.url, 0);
  await expect(phone.favoriteTitles()).toHaveText([starred], { timeout: 30_000 });
  expect(await isStillOpen(phone.page)).toBe(true);
  await laptop.openFavorites();
  await expect(laptop.favoriteTitles()).toHaveText([starred]);
  await laptop.expectSynced();

  // And back: the phone stars another, which the laptop shows without a reload.
  await markStillOpen(laptop.page);
  const another = await favoriteSession(phone.page, server.url, 1);
  await expect(laptop.favoriteTitles()).toHaveCount(2, { timeout: 30_000 });
  await expect(laptop.favoriteTitles()).toContainText([another]);
  expect(await isStillOpen(laptop.page)).toBe(true);

  await laptop.context.close();
  await phone.context.close();
});

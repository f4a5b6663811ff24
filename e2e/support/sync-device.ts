import { type BrowserContext, expect, type Locator, type Page, request } from '@playwright/test';
import { AccountsPages } from './accounts-pages.js';

/** One of a visitor's devices for favorites sync: its own browser context, storage and favorites. */
export class SyncDevice {
  private constructor(
    readonly context: BrowserContext,
    readonly page: Page,
    readonly baseUrl: string,
  ) {}

  /** Opens the app on the default profile and waits for data version `version`. */
  static async open(context: BrowserContext, baseUrl: string, version: string): Promise<SyncDevice> {
    const page = await context.newPage();
    await page.addInitScript(() => window.localStorage.setItem('profile', 'default'));
    await page.goto(`${baseUrl}/?/home`);
    await expect(page.getByTestId('data-version')).toHaveText(version, { timeout: 90_000 });
    return new SyncDevice(context, page, baseUrl);
  }

  async openFavorites(): Promise<void> {
    await this.page.goto(`${this.baseUrl}/?/favorites`);
    await expect(this.page.getByRole('heading', { name: 'Synchronisation between devices' })).toBeVisible();
  }

  /** Logs in to the demo visitor's account. */
  async logIn(): Promise<void> {
    const accounts = new AccountsPages(this.page, this.baseUrl);
    await accounts.open('?/login');
    await accounts.logIn();
    await expect(this.page).toHaveURL(/\?\/user-data$/);
  }

  status(): Locator {
    return this.page.getByTestId('favorites-sync-status');
  }

  /** Synchronised: the device has also joined its subject's live room by then. */
  async expectSynced(): Promise<void> {
    await expect(this.status()).toHaveText('Your favorites are synchronised.', { timeout: 30_000 });
  }

  /** The titles of the favorite sessions the favorites page lists. */
  favoriteTitles(): Locator {
    return this.page.locator('.personal-agenda .list-row-title');
  }

  /** Marks the page's window: a reload or a navigation of the document loses the mark. */
  async markStillOpen(): Promise<void> {
    await this.page.evaluate(() => {
      (window as unknown as { isStillOpen: boolean }).isStillOpen = true;
    });
  }

  async isStillOpen(): Promise<boolean> {
    return this.page.evaluate(() => (window as unknown as { isStillOpen?: boolean }).isStillOpen === true);
  }
}

/** The demo show's organiser of the console (`showfloor demo` prints it). */
const ORGANISER = { email: 'organiser@demo.showfloor.test', password: 'showfloor-demo' };
/** The console's CSRF header (core's CONSOLE_CSRF_HEADER). */
const CSRF_HEADER = 'x-csrf-token';

/**
 * Sets the show to login mode as its organiser would in the console's settings (favorites follow the
 * account, a sync 1 s after a change); a publish then sends it to the apps.
 */
export async function switchToLoginMode(baseUrl: string): Promise<void> {
  const organiser = await request.newContext({ baseURL: baseUrl });
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
}

import { type BrowserContext, expect, type Locator, type Page, test } from '@playwright/test';
import { wcagViolations } from '../support/accessibility.js';
import { favoriteSession } from '../support/calendar-feed.js';
import { MapPage } from '../support/map-page.js';
import { keepScreenshot } from '../support/screenshots.js';
import { ShowServer } from '../support/show-server.js';

const server = new ShowServer(8870);
const PHONE = { width: 412, height: 823 };

test.use({ locale: 'en-US', viewport: PHONE });

test.beforeAll(async () => {
  // A first start migrates and seeds the database: slow on a busy machine.
  test.setTimeout(300_000);
  await server.start();
});

test.afterAll(async () => {
  await server.dispose();
});

/** One visitor's phone: its own browser context, storage and favorites. */
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
    await expect(page.getByTestId('data-version')).toHaveText('1', { timeout: 90_000 });
    return new Device(context, page);
  }

  async openFavorites(): Promise<void> {
    await this.page.goto(`${server.url}/?/favorites`);
    await expect(this.page.getByRole('heading', { name: 'Synchronisation between devices' })).toBeVisible();
  }

  status(): Locator {
    return this.page.getByTestId('favorites-sync-status');
  }

  async expectSynced(): Promise<void> {
    await expect(this.status()).toHaveText('Your favorites are synchronised.', { timeout: 30_000 });
  }

  async syncNow(): Promise<void> {
    await this.page.getByRole('button', { name: 'Synchronise now' }).click();
  }

  /** The titles of the favorite sessions the favorites page lists. */
  favoriteTitles(): Locator {
    return this.page.locator('.personal-agenda .list-row-title');
  }

  /** The map's favourite positions the favorites page lists. */
  positions(): Locator {
    return this.page.getByTestId('favorites-positions').getByRole('listitem');
  }

  /** Saves a booth of the map as a favourite position under a title of one's own. */
  async savePosition(booth: string, title: string): Promise<void> {
    const map = new MapPage(this.page);
    await this.page.goto(`${server.url}/?/mobigeo?poi=${booth}`);
    await map.expectLoaded();
    await map.selectedPlace().getByRole('button', { name: 'Save this position' }).click();
    await map.selectedPlace().getByLabel('Name of the position').fill(title);
    await map.selectedPlace().getByRole('button', { name: 'Save', exact: true }).click();
    await expect(this.page.getByRole('button', { name: 'My positions (1)' })).toBeVisible();
  }

  async unstar(title: string): Promise<void> {
    const star = this.page.getByRole('button', { name: `Favorite: ${title}` });
    await star.click();
    await expect(star).toHaveCount(0);
  }
}

test('two phones share favorites through a sync code, converge after offline changes, and stop as chosen', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const a = await Device.open(() => browser.newContext());
  const b = await Device.open(() => browser.newContext());

  // A stars a session, asks for a new code and synchronises.
  const first = await favoriteSession(a.page, server.url, 0);
  await a.openFavorites();
  await expect(a.status()).toHaveText('Your favorites are kept on this device.');
  await a.page.getByRole('button', { name: 'Synchronise with my other devices' }).click();
  const dialogOfA = a.page.getByRole('dialog', { name: 'Synchronise my favorites' });
  await dialogOfA.getByRole('button', { name: 'Get a new code' }).click();
  const shown = dialogOfA.getByTestId('sync-generated-code');
  await expect(shown).toHaveText(/^\d{4} \d{4} \d{4}$/);
  const code = ((await shown.textContent()) ?? '').replace(/\s/g, '');
  await expect(dialogOfA.getByLabel('Synchronisation code')).toHaveValue(code);
  expect(await wcagViolations(a.page)).toEqual([]);
  await keepScreenshot(a.page, 'favorites-sync-code-dialog');
  await dialogOfA.getByRole('button', { name: 'Synchronise', exact: true }).click();
  await expect(dialogOfA).toHaveCount(0);
  await a.expectSynced();

  // B enters the code, by keyboard: letters are refused, an empty code is not sent.
  await b.openFavorites();
  await b.page.getByRole('button', { name: 'Synchronise with my other devices' }).click();
  const dialogOfB = b.page.getByRole('dialog', { name: 'Synchronise my favorites' });
  await dialogOfB.getByRole('button', { name: 'I have a code' }).click();
  const input = dialogOfB.getByLabel('Synchronisation code');
  await input.press('Enter');
  await expect(dialogOfB.getByRole('alert')).toHaveText('Enter the code');
  await input.pressSequentially('12a');
  await expect(dialogOfB.getByRole('alert')).toHaveText('Numbers only');
  await expect(input).toHaveValue('12');
  await input.fill(code);
  await input.press('Enter');
  await expect(dialogOfB).toHaveCount(0);
  await b.expectSynced();
  await expect(b.favoriteTitles()).toHaveText([first]);

  // B stars two more sessions; each sheet reloads the app, the changes wait in storage and are sent.
  const second = await favoriteSession(b.page, server.url, 1);
  const third = await favoriteSession(b.page, server.url, 2);
  await b.openFavorites();
  await b.syncNow();
  await b.expectSynced();
  await expect(b.favoriteTitles()).toHaveCount(3);
  // A, open on its favorites page all along, gets them without a reload: B's merge comes over the live socket.
  await expect(a.favoriteTitles()).toHaveCount(3, { timeout: 30_000 });
  await expect(a.favoriteTitles()).toContainText([second]);
  await a.expectSynced();

  // B saves a place of the map as a favourite position: A, on its favorites page, gets it live too.
  await b.savePosition('B7', 'Meeting point');
  await b.openFavorites();
  await b.syncNow();
  await b.expectSynced();
  await expect(a.positions()).toHaveText([/Meeting point/], { timeout: 30_000 });

  // Both go offline; A removes the first session, B the second; neither change is lost.
  await a.context.setOffline(true);
  await b.context.setOffline(true);
  await a.unstar(first);
  await b.unstar(second);
  await a.syncNow();
  await expect(a.status()).toHaveAttribute('data-status', 'failed', { timeout: 30_000 });
  await b.syncNow();
  await expect(b.status()).toHaveAttribute('data-status', 'failed', { timeout: 30_000 });
  await keepScreenshot(a.page, 'favorites-sync-offline');
  await a.context.setOffline(false);
  await b.context.setOffline(false);
  await a.syncNow();
  await a.expectSynced();
  await b.syncNow();
  await b.expectSynced();
  await a.syncNow();
  await a.expectSynced();
  await expect(a.favoriteTitles()).toHaveText([third]);
  await expect(b.favoriteTitles()).toHaveText([third]);

  // A stops and keeps its favorites; B stops and deletes them.
  await a.page.getByRole('button', { name: 'Stop synchronising' }).click();
  const stopOnA = a.page.getByRole('dialog', { name: 'Stop synchronising' });
  expect(await wcagViolations(a.page)).toEqual([]);
  await stopOnA.getByRole('button', { name: 'Keep my favorites' }).click();
  await expect(a.status()).toHaveText('Your favorites are kept on this device.');
  await expect(a.favoriteTitles()).toHaveText([third]);
  await expect(a.positions()).toHaveText([/Meeting point/]);
  await b.page.getByRole('button', { name: 'Stop synchronising' }).click();
  await b.page
    .getByRole('dialog', { name: 'Stop synchronising' })
    .getByRole('button', { name: 'Delete them from this device' })
    .click();
  await expect(b.page.getByTestId('favorites-empty')).toBeVisible();
  await b.page.reload();
  await expect(b.page.getByTestId('favorites-empty')).toBeVisible();
  await expect(b.positions()).toHaveCount(0);
  await expect(b.status()).toHaveText('Your favorites are kept on this device.');
  await keepScreenshot(a.page, 'favorites-sync-stopped');

  await a.context.close();
  await b.context.close();
});

import { expect, type Locator, type Page } from '@playwright/test';

/** What the browser tests read and do on the app, in one place. */
export class AppPage {
  constructor(
    readonly page: Page,
    readonly baseUrl: string,
  ) {}

  /** Opens the app as a visitor who already chose the default profile on this device. */
  async open(search = ''): Promise<void> {
    await this.page.addInitScript(() => localStorage.setItem('profile', 'default'));
    await this.page.goto(`${this.baseUrl}/${search}`);
  }

  dataVersion(): Locator {
    return this.page.getByTestId('data-version');
  }

  /** The record count shown for a data type on the home page's data summary. */
  count(type: string): Locator {
    return this.page.getByTestId(`count-${type}`).locator('.count-value');
  }

  async expectDataVersion(version: number): Promise<void> {
    await expect(this.dataVersion()).toHaveText(String(version), { timeout: 60_000 });
  }

  async expectCount(type: string, count: number): Promise<void> {
    // The counts are folded on the home page and only read while unfolded.
    const contents = this.page.locator('details.home-contents');
    if (!(await contents.evaluate((details: HTMLDetailsElement) => details.open))) {
      await contents.locator('summary').click();
    }
    await expect(this.count(type)).toHaveText(new Intl.NumberFormat('en').format(count));
  }

  /**
   * Asks for updates as the visitor does. The app may be checking already (the back office's live
   * event, or its reconnection after a restart, starts a check at once), its button disabled
   * meanwhile: the visitor's own check is then not needed, and an update is offered either way.
   */
  async checkForUpdates(): Promise<void> {
    await this.page
      .getByRole('button', { name: 'Check for updates' })
      .click({ timeout: 5_000 })
      .catch(() => undefined);
  }

  async acceptUpdate(): Promise<void> {
    const dialog = this.page.getByRole('dialog', { name: 'Update available' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Update', exact: true }).click();
  }

  /**
   * Resolves once a service worker is active: it has precached the app shell, so the next
   * navigation works without a network even though this first page was loaded before it existed.
   */
  /**
   * Waits until the show's data is stored on the device (its catalog holds a version): a page may
   * show the show's data before, from a first visit's first payload (docs/decisions.md).
   */
  async waitForStoredData(): Promise<void> {
    await expect.poll(() => this.page.evaluate(isCatalogStored), { timeout: 90_000 }).toBe(true);
  }

  async waitForServiceWorker(): Promise<void> {
    await this.page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
  }
}

/** Whether the device's catalog holds a data version (the updater's commit writes it), in the page. */
export function isCatalogStored(): Promise<boolean> {
  return new Promise<boolean>((resolve) => {
    const opening = indexedDB.open('showfloor-catalog');
    opening.onerror = () => resolve(false);
    opening.onsuccess = () => {
      const db = opening.result;
      if (!db.objectStoreNames.contains('meta')) {
        db.close();
        resolve(false);
        return;
      }
      const reading = db.transaction('meta').objectStore('meta').get('version');
      reading.onsuccess = () => {
        db.close();
        resolve(reading.result !== undefined);
      };
      reading.onerror = () => {
        db.close();
        resolve(false);
      };
    };
  });
}

import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';

export const DEMO_LOGIN = 'visitor@demo.showfloor.test';
export const DEMO_PASSWORD = 'showfloor-demo';

/** The page model of the accounts screens: login, user data, participants and their sheets. */
export class AccountsPages {
  constructor(
    readonly page: Page,
    readonly baseUrl: string,
  ) {}

  /** Opens a page of the app as a visitor who already chose the default profile on this device. */
  async open(search: string): Promise<void> {
    await this.page.addInitScript(() => {
      if (!localStorage.getItem('profile')) localStorage.setItem('profile', 'default');
    });
    await this.page.goto(`${this.baseUrl}/${search}`);
  }

  heading(): Locator {
    return this.page.getByRole('heading', { level: 1 });
  }

  notification(text: string | RegExp): Locator {
    return this.page.locator('.notification').filter({ hasText: text });
  }

  async logIn(login = DEMO_LOGIN, password = DEMO_PASSWORD): Promise<void> {
    await this.page.getByLabel('E-mail').fill(login);
    await this.page.getByLabel('Password').fill(password);
    await this.page.getByRole('button', { name: 'Log in' }).click();
  }

  profileField(label: string): Locator {
    return this.page.getByRole('textbox', { name: label, exact: true });
  }

  async saveProfile(): Promise<void> {
    await this.page.getByRole('button', { name: 'Save', exact: true }).click();
  }

  results(): Locator {
    return this.page.getByTestId('participants-results').getByRole('listitem');
  }

  /** Everything the app keeps in localStorage and IndexedDB, as one text to search. */
  async deviceStorageText(): Promise<string> {
    return this.page.evaluate(async () => {
      const parts: string[] = [JSON.stringify({ ...localStorage })];
      for (const info of await indexedDB.databases()) {
        if (!info.name) continue;
        const name = info.name;
        const db = await new Promise<IDBDatabase>((resolve, reject) => {
          const request = indexedDB.open(name);
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => reject(request.error);
        });
        for (const storeName of Array.from(db.objectStoreNames)) {
          const rows = await new Promise<unknown[]>((resolve, reject) => {
            const request = db.transaction(storeName, 'readonly').objectStore(storeName).getAll();
            request.onsuccess = () => resolve(request.result);
            request.onerror = () => reject(request.error);
          });
          parts.push(`${name}/${storeName}:${JSON.stringify(rows)}`);
        }
        db.close();
      }
      return parts.join('\n');
    });
  }

  /** No serious or critical accessibility violation on what the page shows now. */
  async expectAccessible(): Promise<void> {
    const results = await new AxeBuilder({ page: this.page }).analyze();
    const blocking = results.violations.filter(
      (violation) => violation.impact === 'serious' || violation.impact === 'critical',
    );
    expect(blocking.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  }
}

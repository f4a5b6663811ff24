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

  /** A session token of the back office, as a single sign-on or a mailed link would carry it. */
  async tokenFor(login = DEMO_LOGIN, password = DEMO_PASSWORD): Promise<string> {
    const response = await this.page.request.post(`${this.baseUrl}/login.htm`, { data: { login, password } });
    expect(response.ok()).toBe(true);
    return ((await response.json()) as { datas: { token: string } }).datas.token;
  }

  /** Changes the profile of the token's user through the back office, as another device would. */
  async updateProfile(token: string, updatedFields: Record<string, unknown>): Promise<void> {
    const response = await this.page.request.post(`${this.baseUrl}/updateMe.htm`, {
      headers: { Authorization: `Bearer ${token}` },
      data: { updatedFields },
    });
    expect(response.ok()).toBe(true);
  }

  storedToken(): Promise<string | null> {
    return this.page.evaluate(
      () =>
        (JSON.parse(localStorage.getItem('loginToken') ?? 'null') as { token: string } | null)?.token ?? null,
    );
  }

  /** Waits for the show's data on the device, then reads its first event (id and title). */
  async firstCatalogEvent(): Promise<{ id: number; title: string }> {
    await expect(this.page.getByTestId('data-version')).toHaveText(/[1-9]/, { timeout: 90_000 });
    return this.page.evaluate(async () => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open('showfloor-catalog');
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      type Event = { id: number; title?: unknown; isSeparator?: unknown };
      const events = await new Promise<Event[]>((resolve, reject) => {
        const request = db
          .transaction('items', 'readonly')
          .objectStore('items')
          // The key is [type, id]: the events are one range of it.
          .getAll(
            IDBKeyRange.bound(['events', Number.NEGATIVE_INFINITY], ['events', Number.POSITIVE_INFINITY]),
          );
        request.onsuccess = () => resolve(request.result as Event[]);
        request.onerror = () => reject(request.error);
      });
      db.close();
      const event = events.find((item) => !item.isSeparator && typeof item.title === 'string' && item.title);
      if (!event) throw new Error('no event in the catalog');
      return { id: event.id, title: String(event.title) };
    });
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

import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from '../support/accessibility.js';
import { ShowServer } from '../support/show-server.js';

const server = new ShowServer(8722);

test.use({ locale: 'fr-FR', viewport: { width: 390, height: 844 } });
test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  await server.start();
});

test.afterAll(async () => {
  await server.dispose();
});

/** The search page model: type a term, read the grouped results. */
class SearchPage {
  constructor(readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.addInitScript(() => window.localStorage.setItem('profile', 'visitor'));
    await this.page.goto(`${server.url}/?/search`);
    await expect(this.page.getByRole('heading', { level: 1 })).toHaveText('Recherche');
  }

  box() {
    return this.page.getByRole('searchbox', { name: 'Rechercher dans le salon' });
  }

  results() {
    return this.page.getByTestId('search-results');
  }

  async titlesFor(term: string): Promise<string[]> {
    await this.box().fill(term);
    const titles = this.results().locator('.list-row-title');
    await expect(titles.first()).toBeVisible({ timeout: 90_000 });
    return titles.allTextContents();
  }
}

test('a search finds the same items with and without accents, grouped by data type', async ({ page }) => {
  const search = new SearchPage(page);
  await search.open();
  const withoutAccent = await search.titlesFor('emilie');
  expect(withoutAccent.some((title) => title.includes('Émilie'))).toBe(true);
  const withAccent = await search.titlesFor('ÉMILIE');
  expect(withAccent).toEqual(withoutAccent);
  await expect(search.results().getByRole('heading', { level: 2 }).first()).toBeVisible();
  await expectAccessible(page);
});

test('one letter is too short, and a term nothing matches says no result', async ({ page }) => {
  const search = new SearchPage(page);
  await search.open();
  await search.box().fill('e');
  await expect(search.results()).toContainText('Saisissez au moins 2 caractères.');
  await search.box().fill('zzqxw');
  await expect(page.getByTestId('search-no-result')).toHaveText('Aucun résultat');
});

test('a result opens its sheet', async ({ page }) => {
  const search = new SearchPage(page);
  await search.open();
  const [first] = await search.titlesFor('emilie');
  await search.results().locator('.list-row').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(first ?? '');
});

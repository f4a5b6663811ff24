import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from '../support/accessibility.js';
import { ShowServer } from '../support/show-server.js';

// The demo show is generated from a fixed seed, so its original ids are known.
const EXHIBITOR_ORIGINAL_ID = 'exh-0006';
const EXHIBITOR_TITLE = 'Thermgen Technologies';

const server = new ShowServer(8721);

test.use({ locale: 'fr-FR', viewport: { width: 390, height: 844 }, acceptDownloads: true });
test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  await server.start();
});

test.afterAll(async () => {
  await server.dispose();
});

/** The page model of the screens this journey uses: sheets, favorites and notes. */
class PersonalPages {
  constructor(readonly page: Page) {}

  async asVisitor(): Promise<void> {
    await this.page.addInitScript(() => window.localStorage.setItem('profile', 'visitor'));
  }

  heading() {
    return this.page.getByRole('heading', { level: 1 });
  }

  favoriteToggle() {
    return this.page.getByTestId('favorite-toggle');
  }

  noteAction() {
    return this.page.getByTestId('note-action');
  }

  noteModal() {
    return this.page.getByRole('dialog');
  }

  async openExhibitor(): Promise<void> {
    await this.page.goto(`${server.url}/?/exhibitor?originalId=${EXHIBITOR_ORIGINAL_ID}`);
    // The first visit downloads the show: the sheet loads when the data commits.
    await expect(this.heading()).toHaveText(EXHIBITOR_TITLE, { timeout: 90_000 });
  }

  async openFavorites(): Promise<void> {
    await this.page.goto(`${server.url}/?/favorites`);
    await expect(this.heading()).toHaveText('Mes favoris');
  }
}

test('a favorite toggled on a sheet survives a reload made right after the toggle', async ({ page }) => {
  const app = new PersonalPages(page);
  await app.asVisitor();
  await app.openExhibitor();
  await expect(app.favoriteToggle()).toHaveAttribute('aria-pressed', 'false');
  await app.favoriteToggle().click();
  await expect(app.favoriteToggle()).toHaveAttribute('aria-pressed', 'true');
  // Well inside the 1 s write debounce: only the page-hide flush can have saved it.
  await page.reload();
  await expect(app.heading()).toHaveText(EXHIBITOR_TITLE);
  await expect(app.favoriteToggle()).toHaveAttribute('aria-pressed', 'true');

  await app.openFavorites();
  await expect(page.getByRole('heading', { name: 'Exposant' })).toBeVisible();
  await expect(page.getByRole('button', { name: EXHIBITOR_TITLE, exact: true })).toBeVisible();
  await expectAccessible(page);
});

test('a favorite toggled just before the tab closes is kept, and so is its removal', async ({ context }) => {
  const first = await context.newPage();
  const app = new PersonalPages(first);
  await app.asVisitor();
  await app.openExhibitor();
  await app.favoriteToggle().click();
  await expect(app.favoriteToggle()).toHaveAttribute('aria-pressed', 'true');
  await first.close({ runBeforeUnload: true });

  const second = await context.newPage();
  const again = new PersonalPages(second);
  await again.asVisitor();
  await again.openExhibitor();
  await expect(again.favoriteToggle()).toHaveAttribute('aria-pressed', 'true');
  await again.favoriteToggle().click();
  await expect(again.favoriteToggle()).toHaveAttribute('aria-pressed', 'false');
  await second.close({ runBeforeUnload: true });

  const third = await context.newPage();
  const last = new PersonalPages(third);
  await last.asVisitor();
  await last.openFavorites();
  await expect(third.getByTestId('favorites-empty')).toBeVisible();
});

test('a star on a list row keeps the item, and the favorites page lists it', async ({ page }) => {
  const pages = new PersonalPages(page);
  await pages.asVisitor();
  await pages.openExhibitor();
  const allExhibitors = encodeURIComponent(JSON.stringify([{ dataType: 'exhibitors' }]));
  await page.goto(`${server.url}/?/list?inputs=${allExhibitors}`);
  await expect(page.locator('.virtual-row').first()).toBeVisible();
  // The list renders only the rows near the screen: scroll down to the exhibitor's.
  const row = page.locator('.virtual-row').filter({ hasText: EXHIBITOR_TITLE });
  // Each step waits two frames: the list moves its rows on the scroll event, so a row read sooner
  // could be one the page has already scrolled past, gone by the time it is clicked.
  for (let step = 0; step < 300 && (await row.count()) === 0; step++) {
    await page.evaluate(
      () =>
        new Promise((resolve) => {
          window.scrollBy({ top: 500, behavior: 'instant' });
          requestAnimationFrame(() => requestAnimationFrame(resolve));
        }),
    );
  }
  const star = page.getByRole('button', { name: `Favori : ${EXHIBITOR_TITLE}` });
  await expect(star).toHaveAttribute('aria-pressed', 'false');
  await star.click();
  await expect(star).toHaveAttribute('aria-pressed', 'true');
  await expectAccessible(page);

  await pages.openFavorites();
  await expect(page.getByRole('button', { name: `Favori : ${EXHIBITOR_TITLE}` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
});

test('the note modal follows the spec rules and the notes page lists the note', async ({ page }) => {
  const app = new PersonalPages(page);
  await app.asVisitor();
  await app.openExhibitor();
  await app.noteAction().click();
  const modal = app.noteModal();
  await expect(modal.getByRole('heading')).toHaveText(`Notes - ${EXHIBITOR_TITLE}`);
  const note = 'Rappeler pour une démonstration du générateur. '.repeat(5);
  await modal.getByRole('textbox', { name: 'Votre note' }).fill(note);
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
  await expect(app.noteAction()).toHaveAttribute('aria-pressed', 'true');

  await page.goto(`${server.url}/?/notes`);
  const row = page.getByRole('button', { name: new RegExp(EXHIBITOR_TITLE) });
  // The excerpt is cut at 150 characters with '...'.
  await expect(row).toContainText(`${note.slice(0, 150)}...`);
  await row.click();
  await app.noteModal().getByRole('button', { name: 'Supprimer' }).click();
  await app.noteModal().getByRole('button', { name: 'Supprimer' }).click();
  await expect(page.getByText("Vous n'avez pas encore de note.", { exact: false })).toBeVisible();

  // Emptying the text deletes the note too.
  await app.openExhibitor();
  await app.noteAction().click();
  await app.noteModal().getByRole('textbox').fill('x');
  await app.noteModal().getByRole('textbox').fill('');
  await app.noteModal().getByRole('button', { name: 'Fermer' }).click();
  await expect(app.noteAction()).toHaveAttribute('aria-pressed', 'false');
});

test('offline, a favorite and a note are kept and show once back', async ({ page, context }) => {
  const app = new PersonalPages(page);
  await app.asVisitor();
  await app.openExhibitor();
  await context.setOffline(true);
  await app.favoriteToggle().click();
  await app.noteAction().click();
  await app.noteModal().getByRole('textbox').fill('Noté hors ligne');
  await page.keyboard.press('Escape');
  await expect(app.noteAction()).toHaveAttribute('aria-pressed', 'true');
  await context.setOffline(false);
  await page.reload();
  await expect(app.heading()).toHaveText(EXHIBITOR_TITLE);
  await expect(app.favoriteToggle()).toHaveAttribute('aria-pressed', 'true');
  await expect(app.noteAction()).toHaveAttribute('aria-pressed', 'true');
});

test('the favorites page downloads a spreadsheet and a calendar of favorite events', async ({ page }) => {
  const app = new PersonalPages(page);
  await app.asVisitor();
  await app.openExhibitor();
  const event = page.getByTestId('exhibitor-events').getByRole('link').first();
  const eventTitle = ((await event.locator('.related-title').textContent()) ?? '').trim();
  await event.click();
  await expect(app.heading()).toHaveText(eventTitle);
  await app.favoriteToggle().click();
  await expect(app.favoriteToggle()).toHaveAttribute('aria-pressed', 'true');

  await app.openFavorites();
  await expect(page.getByRole('heading', { name: 'Mon agenda' })).toBeVisible();
  const [spreadsheet] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('favorites-xlsx').click(),
  ]);
  expect(spreadsheet.suggestedFilename()).toMatch(/^Mes favoris \d{4}-\d{2}-\d{2}\.xlsx$/);
  const xlsx = await readFile((await spreadsheet.path()) ?? '');
  // An .xlsx file is a zip archive.
  expect(xlsx.subarray(0, 2).toString('latin1')).toBe('PK');

  const [calendar] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('favorites-ics').click(),
  ]);
  expect(calendar.suggestedFilename()).toBe('favorites.ics');
  const ics = await readFile((await calendar.path()) ?? '', 'utf8');
  expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
  expect(ics).toContain('BEGIN:VTIMEZONE');
  expect(ics.replace(/\r\n /g, '')).toContain(`SUMMARY:${eventTitle.replace(/([,;])/g, '\\$1')}`);
});

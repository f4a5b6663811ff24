import { expect, type Page, test } from '@playwright/test';
import { wcagViolations } from '../support/accessibility.js';
import { openWithShowData } from '../support/lead-capture-page.js';
import { keepScreenshot } from '../support/screenshots.js';
import { ShowServer } from '../support/show-server.js';

/**
 * The console's catalog, used while the app serves visitors: the demo organiser finds a session by
 * typing part of its title without accents, moves it to another room and renames it, moves it in
 * time (an end before the start is refused, naming the end) and rewrites its description (a script
 * typed in it is not kept), sees it all saved after a reload, rearranges the exhibitor categories'
 * tree by keyboard and by drag and drop, publishes with the command line (which runs inside the
 * running server), and a visitor's app shows the session in its new room, at its new time, with its
 * new description, and the exhibitor categories in their new order.
 */

const server = new ShowServer(8794);

function escaped(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

test.use({ locale: 'en-GB', viewport: { width: 1280, height: 900 } });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  await server.start();
});

test.afterAll(async () => {
  await server.dispose();
});

async function logIn(page: Page): Promise<void> {
  await page.goto(`${server.url}/console/`);
  await page.getByLabel('E-mail address').fill('organiser@demo.showfloor.test');
  await page.getByLabel('Password', { exact: true }).fill('showfloor-demo');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Logged in as organiser@demo.showfloor.test (owner)')).toBeVisible();
}

/** The English title of a category as the console shows it (`English · French` when they differ). */
function englishOf(title: string): string {
  return title.split(' · ')[0] ?? title;
}

/**
 * Rearranges the exhibitor categories' tree: the second sector moved up by keyboard, the third moved
 * into the one before it, an activity dragged above its sibling; saved. Answers the top level's
 * English titles as the visitor's app should list them.
 */
async function rearrangeExhibitorCategories(page: Page): Promise<string[]> {
  const typeSelect = page.getByLabel('Type of item');
  const option = typeSelect.locator('option', { hasText: /^Exhibitor categories \(\d+\)$/ });
  await typeSelect.selectOption({ label: (await option.textContent()) ?? '' });
  await page.getByRole('button', { name: 'Tree', exact: true }).click();
  const tree = page.getByRole('list', { name: 'Tree of Exhibitor categories' });
  const topTitles = () => tree.locator(':scope > li > div .console-tree-title').allTextContents();
  await expect(tree.locator(':scope > li').nth(2)).toBeVisible();
  const [first, second, third] = await topTitles();
  if (!first || !second || !third) throw new Error('the demo has three sectors at least');

  // By keyboard: the focus stays on the moved category's buttons.
  await page.getByRole('button', { name: `Move ${second} up` }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: `Move ${second} down` })).toBeFocused();
  await expect(page.getByText(`${second}: 1 of`)).toBeVisible();
  await page.getByRole('button', { name: `Move ${third} into ${first}` }).click();
  const firstBranch = tree.getByRole('list', { name: first, exact: true });
  await expect(firstBranch.locator(':scope > li').last().locator('.console-tree-title').first()).toHaveText(
    third,
  );
  // By drag and drop: the second activity of the sector now first dropped on the top half of its first.
  const activities = tree.getByRole('list', { name: second, exact: true });
  const activityTitles = () => activities.locator(':scope > li > div .console-tree-title').allTextContents();
  const [activity1, activity2] = await activityTitles();
  const activityRow = (title: string | undefined) =>
    activities.locator(':scope > li > div', { hasText: title ?? '' }).first();
  await activityRow(activity2).dragTo(activityRow(activity1), { targetPosition: { x: 8, y: 4 } });
  await expect.poll(async () => (await activityTitles()).slice(0, 2)).toEqual([activity2, activity1]);
  expect((await topTitles()).slice(0, 2)).toEqual([second, first]);
  // A branch folds away and back.
  const fold = page.getByRole('button', {
    name: new RegExp(`^Sub-categories of ${escaped(second)} \\(\\d+\\)$`),
  });
  await fold.click();
  await expect(fold).toHaveAttribute('aria-expanded', 'false');
  await expect(activities).toBeHidden();
  await fold.click();
  await expect(activities).toBeVisible();
  await expect(page.getByText('Changes not saved yet.')).toBeVisible();
  expect(await wcagViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Save the tree' }).click();
  await expect(page.getByText('Tree saved. Visitors see it at the next publish.')).toBeVisible();
  const saved = await topTitles();
  expect(saved).not.toContain(third);
  await keepScreenshot(page, 'console-category-tree');
  return saved.map(englishOf);
}

test('an organiser moves a session to another room and time and rewrites its description; after a publish the visitor sees it so', async ({
  page,
  browser,
}) => {
  test.setTimeout(360_000);
  await logIn(page);
  await page.getByRole('link', { name: 'Catalog' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Catalog' })).toBeVisible();
  const typeSelect = page.getByLabel('Type of item');
  const sessionsOption = typeSelect.locator('option', { hasText: /^Sessions \(\d+\)$/ });
  const total = Number((await sessionsOption.textContent())?.match(/\d+/)?.[0]);
  expect(total).toBeGreaterThan(10);
  await typeSelect.selectOption({ label: (await sessionsOption.textContent()) ?? '' });
  await expect(page.getByRole('status')).toHaveText(`${Math.min(total, 200)} of ${total} shown`);

  // Open the first session, then find it again by a word of its title typed in capitals.
  const list = page.locator('.console-item-list');
  await list.getByRole('button').first().click();
  const englishTitle = await page.getByLabel('Title in English').inputValue();
  const word = englishTitle.split(/\s+/).find((part) => part.length > 4) ?? englishTitle;
  await page.getByLabel('Filter by title or id').fill(word.toUpperCase());
  await expect(list.getByRole('button', { name: englishTitle })).toBeVisible();
  const shown = Number((await page.getByRole('status').first().textContent())?.match(/^\d+/)?.[0]);
  expect(shown).toBeLessThan(total);

  const room = page.getByRole('combobox', { name: /^Room/ });
  const currentRoom = await room.inputValue();
  const options = await room
    .locator('option')
    .evaluateAll((all) =>
      all.map((option) => ({ value: (option as HTMLOptionElement).value, label: option.textContent ?? '' })),
    );
  const target = options.find((option) => option.value !== '' && option.value !== currentRoom);
  expect(target).toBeDefined();
  await room.selectOption(target?.value ?? '');
  const renamed = `${englishTitle} (moved)`;
  await page.getByLabel('Title in English').fill(renamed);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Saved. Visitors see it at the next publish.')).toBeVisible();
  await expect(list.getByRole('button', { name: new RegExp(`^${escaped(renamed)}`) })).toBeVisible();
  expect(await wcagViolations(page)).toEqual([]);
  await keepScreenshot(page, 'console-catalog');

  // The same session moved in time, on the show's clock: an end before the start is refused first.
  const start = page.getByLabel('Start', { exact: true });
  const end = page.getByLabel('End', { exact: true });
  const day = (await start.inputValue()).slice(0, 10);
  expect(day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  await start.fill(`${day}T08:05`);
  await end.fill(`${day}T07:50`);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText('Correct the fields marked below: nothing was saved.');
  await expect(page.getByText('Saved. Visitors see it at the next publish.')).toBeHidden();
  await expect(end).toHaveAttribute('aria-invalid', 'true');
  await expect(end).toHaveAccessibleDescription(/crosses midnight ends on the next day/);
  await end.fill(`${day}T08:50`);
  const description = page.getByLabel('Description in English (HTML)');
  await description.fill(
    '<p>Hands-on <b>robots</b> for everyone.</p><script>alert("owned")</script><p onclick="steal()">Bring a laptop.</p>',
  );
  const preview = page.getByRole('figure', { name: /Description in English/ });
  await expect(preview).toContainText('Hands-on robots for everyone.');
  await expect(preview.locator('b')).toHaveText('robots');
  await expect(preview).not.toContainText('owned');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Saved. Visitors see it at the next publish.')).toBeVisible();
  expect(await wcagViolations(page)).toEqual([]);
  await keepScreenshot(page, 'console-catalog-times-description');

  // After a reload, the session is read back as saved: its times, and only the safe HTML.
  await page.reload();
  await page.getByRole('link', { name: 'Catalog' }).click();
  await page.getByLabel('Type of item').selectOption({ label: (await sessionsOption.textContent()) ?? '' });
  await page.getByLabel('Filter by title or id').fill(renamed);
  await list.getByRole('button', { name: new RegExp(`^${escaped(renamed)}`) }).click();
  await expect(page.getByLabel('Start', { exact: true })).toHaveValue(`${day}T08:05`);
  await expect(page.getByLabel('End', { exact: true })).toHaveValue(`${day}T08:50`);
  await expect(page.getByLabel('Description in English (HTML)')).toHaveValue(
    '<p>Hands-on <b>robots</b> for everyone.</p><p>Bring a laptop.</p>',
  );

  const sectors = await rearrangeExhibitorCategories(page);

  // Published from the command line while the server runs: the command runs inside it.
  expect(await server.cli('publish')).toMatch(/^published version 2 /);

  const visitor = await browser.newPage({ viewport: { width: 412, height: 860 } });
  await openWithShowData(visitor, server.url);
  await visitor.goto(`${server.url}/?/search`);
  await visitor.getByRole('searchbox').fill('moved');
  // The result names the session's new room.
  await expect(visitor.getByTestId('search-results')).toContainText(target?.label ?? '');
  await visitor.getByTestId('search-results').getByText(renamed, { exact: true }).click();
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(renamed);
  await expect(
    visitor
      .getByRole('main')
      .getByText(target?.label ?? '', { exact: false })
      .first(),
  ).toBeVisible();
  await expect(visitor.getByRole('main')).toContainText('8h05 – 8h50');
  await expect(visitor.getByRole('main')).toContainText('Hands-on robots for everyone.');

  // The exhibitor categories in the order the organiser saved.
  await visitor.goto(`${server.url}/`);
  await visitor.getByTestId('tile-exhibitors').click();
  const rows = visitor.locator('.virtual-row .list-row-title');
  await expect(rows.first()).toHaveText(sectors[0] ?? '');
  expect((await rows.allTextContents()).map((title) => title.trim()).slice(0, 3)).toEqual(
    sectors.slice(0, 3),
  );
  await visitor.close();
});

test('an organiser uploads a PNG logo for an exhibitor: the editor shows it shrunk, and so does the visitor app after a publish', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await logIn(page);
  await page.getByRole('link', { name: 'Catalog' }).click();
  const typeSelect = page.getByLabel('Type of item');
  const exhibitorsOption = typeSelect.locator('option', { hasText: /^Exhibitors \(\d+\)$/ });
  await typeSelect.selectOption({ label: (await exhibitorsOption.textContent()) ?? '' });
  const list = page.locator('.console-item-list');
  await list.getByRole('button').first().click();
  const title = (await page.locator('#item-title').textContent()) ?? '';

  // A 1024×512 PNG drawn by the browser itself: the back office keeps it at 512×256.
  const pngBase64 = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 1024;
    canvas.height = 512;
    const context = canvas.getContext('2d');
    if (context === null) throw new Error('no 2d context');
    context.fillStyle = '#0b5fff';
    context.fillRect(0, 0, 1024, 512);
    context.fillStyle = '#ffd400';
    context.beginPath();
    context.arc(512, 256, 200, 0, Math.PI * 2);
    context.fill();
    return canvas.toDataURL('image/png').split(',')[1] ?? '';
  });
  await page.getByLabel('Upload a logo').setInputFiles({
    name: 'new-logo.png',
    mimeType: 'image/png',
    buffer: Buffer.from(pngBase64, 'base64'),
  });
  await expect(page.getByText('Image saved. Visitors see it at the next publish.')).toBeVisible();
  const logo = page.getByRole('img', { name: `Logo of ${title}` });
  await expect(logo).toHaveAttribute('src', /^\/files\/assets\/logos\/[0-9a-f]{20}\.webp$/);
  await expect
    .poll(() =>
      logo.evaluate((image) => [
        (image as HTMLImageElement).naturalWidth,
        (image as HTMLImageElement).naturalHeight,
      ]),
    )
    .toEqual([512, 256]);
  const logoPath = ((await logo.getAttribute('src')) ?? '').replace('/files/assets/', '');
  expect(await wcagViolations(page)).toEqual([]);
  await keepScreenshot(page, 'console-catalog-logo');

  expect(await server.cli('publish')).toMatch(/^published version \d+ /);
  const visitor = await browser.newPage({ viewport: { width: 412, height: 860 } });
  await openWithShowData(visitor, server.url);
  await visitor.goto(`${server.url}/?/search`);
  await visitor.getByRole('searchbox').fill(title);
  await visitor.getByTestId('search-results').getByText(title, { exact: true }).first().click();
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(visitor.locator('img.detail-logo')).toHaveAttribute(
    'src',
    new RegExp(`${escaped(logoPath)}$`),
  );
  await visitor.close();
});

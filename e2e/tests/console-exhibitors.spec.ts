import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { wcagViolations } from '../support/accessibility.js';
import { keepScreenshot } from '../support/screenshots.js';
import { ShowServer } from '../support/show-server.js';

/**
 * The organiser console's exhibitor list journey: the demo organiser uploads a CSV exported from a
 * French Excel (semicolons, one row with a bad e-mail address), reads the error naming its row, skips
 * it, applies the rest and publishes; a visitor's phone then finds an exhibitor of the file.
 */

test.use({ locale: 'en-GB', viewport: { width: 1280, height: 900 } });
test.describe.configure({ mode: 'serial' });

const EXHIBITOR = 'Zéphyr Robotique';
const LIST = `Société;Stand;E-mail;Catégorie;Site web
${EXHIBITOR};A12;contact@zephyr-robotique.fr;Robotique > Cobots;www.zephyr-robotique.fr
Boulangerie Quintal;B3;pas-un-courriel;Alimentation;
Câbles Ouessant;C7;info@cables-ouessant.fr;Industrie;
`;

async function logIn(page: Page): Promise<void> {
  await page.getByLabel('E-mail address').fill('organiser@demo.showfloor.test');
  await page.getByLabel('Password', { exact: true }).fill('showfloor-demo');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Logged in as organiser@demo.showfloor.test (owner)')).toBeVisible();
}

const server = new ShowServer(8850);
let folder = '';

test.beforeAll(async () => {
  test.setTimeout(240_000);
  folder = await mkdtemp(path.join(tmpdir(), 'exhibitor-list-'));
  // The demo show published by the command line (the server stopped), so that the journey starts
  // from a published version whatever the seeded folder holds.
  await server.start();
  await server.stop();
  await server.cli('demo');
  await server.start();
});

test.afterAll(async () => {
  await server.dispose();
  await rm(folder, { recursive: true, force: true });
});

test('the organiser uploads an exhibitor list with a bad row, skips it, applies, publishes, and a visitor finds an exhibitor', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const file = path.join(folder, 'exposants.csv');
  await writeFile(file, `\uFEFF${LIST}`);
  await page.goto(`${server.url}/console/#content`);
  await logIn(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Content');

  await page.getByLabel('File to import').setInputFiles(file);
  await page.getByRole('button', { name: 'Check the file (dry run)' }).click();
  const report = page.getByRole('region', { name: 'Dry run of exposants.csv' });
  await expect(report).toBeVisible();
  await expect(report).toContainText('Exhibitor list');
  await expect(report.getByRole('heading', { name: '1 row of the file would be left out' })).toBeVisible();
  await expect(report.getByRole('listitem').filter({ hasText: 'row 3, column E-mail' })).toHaveText(
    'row 3, column E-mail: is not an e-mail address',
  );
  const exhibitors = report.getByRole('row', { name: /^Exhibitors/ });
  await expect(exhibitors.getByRole('cell')).toHaveText(['2', '0', '0']);
  const apply = report.getByRole('button', { name: 'Apply: import this file' });
  await expect(apply).toBeDisabled();
  expect(await wcagViolations(page)).toEqual([]);
  await keepScreenshot(page, 'console-exhibitor-list');

  await report.getByLabel('Skip the 1 bad row and import the rest').check();
  await apply.click();
  await expect(page.getByRole('status')).toHaveText(/^Imported: \d+ added, 0 updated, 0 removed\./);

  await page.getByRole('link', { name: 'Go to Publish' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Publish');
  await page.getByLabel(/^Note for this version/).fill('Exhibitor list imported');
  await page.getByRole('button', { name: /^Publish version \d+$/ }).click();
  await expect(page.getByRole('status')).toHaveText(/^Version \d+ published/);

  // A visitor's phone, in its own context, finds an exhibitor of the list typed without its accent.
  const visitorContext = await browser.newContext({ locale: 'en-GB', viewport: { width: 412, height: 823 } });
  const visitor = await visitorContext.newPage();
  await visitor.addInitScript(() => localStorage.setItem('profile', 'default'));
  await visitor.goto(`${server.url}/?/search`);
  await visitor.getByRole('searchbox').fill('zephyr robotique');
  const result = visitor.getByTestId('search-results').locator('.list-row-title').first();
  await expect(result).toHaveText(EXHIBITOR, { timeout: 90_000 });
  await result.click();
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(EXHIBITOR);
  await expect(visitor.getByRole('main')).toContainText('A12');
  await keepScreenshot(visitor, 'visitor-exhibitor-from-list');
  await visitorContext.close();
});

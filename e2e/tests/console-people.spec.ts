import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import writeXlsxFile from 'write-excel-file/node';
import { wcagViolations } from '../support/accessibility.js';
import { AccountsPages } from '../support/accounts-pages.js';
import { keepScreenshot } from '../support/screenshots.js';
import { ShowServer } from '../support/show-server.js';

/**
 * The console's People page with the visitor app beside it: the demo organiser imports a CSV with
 * one bad row, skips it and sends the invitations, then checks an Excel workbook whose bad row is
 * named by its spreadsheet row; the invitee opens the mailed link (read from the
 * outbox folder, as an operator without SMTP would), sets a password and is logged in; the
 * organiser then hides a participant and a visitor no longer finds them.
 */

const server = new ShowServer(8861);
const csvFolder = mkdtempSync(path.join(tmpdir(), 'showfloor-people-csv-'));
const INVITEE = 'ines.invitee@people.test';
const PASSWORD = 'a password of my own';

test.use({ locale: 'en-GB' });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  await server.start();
});

test.afterAll(async () => {
  await server.dispose();
  rmSync(csvFolder, { recursive: true, force: true });
});

async function logIn(page: Page): Promise<void> {
  await page.goto(`${server.url}/console/#people`);
  await page.getByLabel('E-mail address').fill('organiser@demo.showfloor.test');
  await page.getByLabel('Password', { exact: true }).fill('showfloor-demo');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Logged in as organiser@demo.showfloor.test (owner)')).toBeVisible();
}

/** The set-password link of the newest mail to `to` in the server's outbox folder. */
function invitationLink(to: string): string {
  const folder = path.join(server.dataDir, 'outbox');
  const mails = readdirSync(folder)
    .sort()
    .map((name) => readFileSync(path.join(folder, name), 'utf8'))
    .filter((mail) => mail.includes(`To: ${to}`));
  // Quoted-printable folds long lines and escapes '=': undo both to read the link.
  const text = (mails.at(-1) ?? '').replace(/=\r\n/g, '').replace(/=3D/g, '=');
  const link = /https?:\/\/\S+setPassword=[A-Za-z0-9_-]+/.exec(text)?.[0];
  if (link === undefined) throw new Error(`no invitation to ${to}`);
  return link;
}

test('an organiser imports participants with invitations, an invitee sets a password and logs in, a hidden participant vanishes', async ({
  page,
  browser,
}) => {
  test.setTimeout(360_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await logIn(page);
  await expect(page.getByRole('heading', { level: 1, name: 'People' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /participants · Page 1 of/ })).toBeVisible();

  // A French export, one row without a valid address (line 3).
  const file = path.join(csvFolder, 'inscrits.csv');
  writeFileSync(
    file,
    '\uFEFFCourriel;Prénom;Nom;Société;Visible\r\n' +
      `${INVITEE};Inès;Invitée;Orbital Labs;oui\r\n` +
      'pas-une-adresse;Bad;Row;Nowhere;oui\r\n',
  );
  const fileInput = page.getByLabel('CSV file or Excel workbook (.xlsx)');
  await fileInput.setInputFiles(file);
  await page.getByRole('button', { name: 'Check the file' }).click();
  await expect(page.getByText('1 to add, 0 to update (same e-mail), 1 row(s) with errors.')).toBeVisible();
  const errors = page.locator('.console-people-import table');
  await expect(errors.getByRole('row').nth(1)).toContainText('3');
  await expect(errors.getByRole('row').nth(1)).toContainText('Courriel');
  await expect(errors.getByRole('row').nth(1)).toContainText('This is not an e-mail address.');
  const importButton = page.getByRole('button', { name: 'Import', exact: true });
  await expect(importButton).toBeDisabled();
  expect(await wcagViolations(page)).toEqual([]);
  await keepScreenshot(page, 'console-people-import');

  await page.getByLabel('Skip the rows with errors').check();
  await expect(page.getByLabel('Send invitations to new accounts')).toBeChecked();
  await importButton.click();
  await expect(page.getByText('Imported: 1 added, 0 updated, 1 invitation(s) sent.')).toBeVisible();

  // An Excel workbook, checked the same way: its bad row is named by the spreadsheet's row number.
  const cells = (...values: string[]) => values.map((value) => ({ value }));
  const workbook = await writeXlsxFile([
    cells('E-mail', 'First name', 'Company', 'Contactable'),
    cells('xavier.xlsx@people.test', 'Xavier', 'Tableur SA', 'yes'),
    cells(''),
    cells('yolande.xlsx@people.test', 'Yolande', 'Tableur SA', 'peut-être'),
  ]).toBuffer();
  await fileInput.setInputFiles({
    name: 'inscrits.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: workbook,
  });
  await page.getByRole('button', { name: 'Check the file' }).click();
  await expect(page.getByText('1 to add, 0 to update (same e-mail), 1 row(s) with errors.')).toBeVisible();
  await expect(errors.getByRole('row').nth(1)).toContainText('4');
  await expect(errors.getByRole('row').nth(1)).toContainText('Contactable');
  await expect(errors.getByRole('row').nth(1)).toContainText('peut-être');
  expect(await wcagViolations(page)).toEqual([]);
  await keepScreenshot(page, 'console-people-import-xlsx');

  // The invitee opens the mailed link on a phone, chooses a password and is logged in.
  const link = invitationLink(INVITEE);
  expect(link.startsWith(server.url)).toBe(true);
  const phone = await browser.newContext({ locale: 'en-GB', viewport: { width: 390, height: 844 } });
  const visitorPage = await phone.newPage();
  const visitor = new AccountsPages(visitorPage, server.url);
  await visitor.open(link.slice(server.url.length + 1));
  await expect(visitorPage.getByRole('heading', { name: 'Choose your password' })).toBeVisible();
  await visitorPage.getByLabel('New password').fill(PASSWORD);
  await visitorPage.getByLabel('Password again').fill('a different one');
  await visitorPage.getByRole('button', { name: 'Save and log in' }).click();
  await expect(visitorPage.getByRole('alert')).toHaveText('The two passwords differ.');
  expect(await wcagViolations(visitorPage)).toEqual([]);
  await keepScreenshot(visitorPage, 'visitor-set-password');
  await visitorPage.getByLabel('Password again').fill(PASSWORD);
  await visitorPage.getByRole('button', { name: 'Save and log in' }).click();
  await expect(visitorPage).toHaveURL(/\?\/user-data/, { timeout: 30_000 });
  expect(await visitor.storedToken()).not.toBeNull();

  // The invitee finds herself in the directory by her company; the organiser then hides her.
  await visitorPage.goto(`${server.url}/?/search-taiga`);
  await expect(visitor.heading()).toHaveText('Participants');
  await visitorPage.getByLabel('Keyword').fill('Orbital');
  await expect(visitor.results()).toHaveCount(1);
  await expect(visitor.results().first()).toContainText('Inès');

  await page.bringToFront();
  await page.getByLabel('Search by name, company, role or e-mail').fill('orbital');
  await page.getByRole('button', { name: 'Open Inès Invitée' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Inès Invitée' })).toBeFocused();
  await expect(page.getByText('Active', { exact: true }).first()).toBeVisible();
  await page.getByLabel('Visible in the participants directory').uncheck();
  await expect(page.getByText('Saved: visitors see the change now.')).toBeVisible();
  expect(await wcagViolations(page)).toEqual([]);
  await keepScreenshot(page, 'console-people-person');

  await visitorPage.getByLabel('Keyword').fill('');
  await visitorPage.getByLabel('Keyword').fill('Orbital');
  await expect(visitorPage.getByText('No result')).toBeVisible();
  await expect(visitor.results()).toHaveCount(0);

  // The owner erases her; the erasure asks for her address typed again.
  await page.getByRole('button', { name: 'Erase this participant' }).click();
  const dialog = page.getByRole('dialog', { name: 'Erase a participant' });
  const erase = dialog.getByRole('button', { name: 'Erase for good' });
  await expect(erase).toBeDisabled();
  await dialog.getByLabel(`Type ${INVITEE} to confirm`).fill(INVITEE);
  expect(await wcagViolations(page)).toEqual([]);
  await erase.click();
  await expect(page.getByText('Erased.', { exact: true })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'No participant matches.' })).toBeVisible();
  await phone.close();
});

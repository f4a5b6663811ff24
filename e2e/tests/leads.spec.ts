import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Browser, chromium, expect, type Page, test } from '@playwright/test';
import { fakeCameraArgs } from '../support/fake-camera.js';
import { ShowServer } from '../support/show-server.js';

// A plain badge (docs/badge-format.md format 1) of a demo visitor: Nom, Prenom, Societe by position.
const BADGE = 'V0001&Durand#Anna#Acme';

const server = new ShowServer(8716);
let browser: Browser;
let licence: string;

test.beforeAll(async () => {
  // `showfloor demo` loads the show, the lead form and the demo licences, and prints the licences.
  const report = await server.cli('demo', '--size', 'small');
  const printed = /licence ([A-Za-z0-9]{10})\b/.exec(report);
  if (!printed?.[1]) throw new Error(`no demo licence in the demo report:\n${report}`);
  licence = printed[1];
  await server.start();
  // The camera films a video file of the badge's QR code; a browser is launched for that file.
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      ...fakeCameraArgs(path.join(tmpdir(), 'showfloor-badge.y4m'), BADGE),
    ],
  });
});

test.afterAll(async () => {
  await browser?.close();
  await server.dispose();
});

async function declineOfferedUpdates(page: Page): Promise<void> {
  const offer = page.getByRole('dialog', { name: 'Update available' });
  await page.addLocatorHandler(offer, async () => {
    await offer.getByRole('button', { name: 'Later' }).click();
  });
}

test('an exhibitor registers a licence, scans a badge offline, reloads, and the lead syncs once back online', async () => {
  const context = await browser.newContext({ locale: 'en-US', viewport: { width: 390, height: 844 } });
  await context.grantPermissions(['camera'], { origin: server.url });
  const page = await context.newPage();
  await declineOfferedUpdates(page);
  await page.goto(`${server.url}/?/klipso-leads`);

  await page.getByTestId('profile-default').click({ timeout: 60_000 });
  await page.getByRole('button', { name: 'Accept' }).click();

  // Licence screen: both fields required, then a real demo licence.
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('User name and licence are required.')).toBeVisible();
  await page.getByLabel('User name').fill('anna.b');
  await expect(page.getByText('Only letters and digits are kept in the user name.')).toBeVisible();
  await page.getByLabel('Licence', { exact: true }).fill(licence);
  await page.screenshot({ path: test.info().outputPath('leads-licence.png') });
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByTestId('leads-count')).toHaveText('0');
  await page.screenshot({ path: test.info().outputPath('leads-list-empty.png') });

  // The app shell must come from the service worker once the network is gone.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await context.setOffline(true);

  await page.getByRole('button', { name: 'Scan a badge' }).click();
  await expect(page.getByRole('heading', { name: 'New contact' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByLabel(/^Nom/)).toHaveValue('Durand');
  await expect(page.getByLabel(/^Prénom/)).toHaveValue('Anna');
  // A mandatory field left empty is named and outlined; the contact is not saved.
  await page.getByLabel(/^Nom/).fill('');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Mandatory fields to set')).toBeVisible();
  await expect(page.getByLabel(/^Nom/)).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel(/^Nom/).fill('Durand');
  await page.getByLabel(/^Commentaire/).fill('Wants a demo in March');
  await page.screenshot({ path: test.info().outputPath('leads-form.png'), fullPage: true });
  await page.getByRole('button', { name: 'Save' }).click();

  const lead = page.getByTestId('lead-V0001');
  await expect(lead).toContainText('Anna Durand');
  await expect(lead).toContainText('Waiting to be sent');
  await expect(page.getByTestId('leads-not-synchronised')).toHaveText('1');

  // A reload without a network keeps the lead: it was on disk before it was on screen.
  await page.reload();
  await expect(page.getByTestId('lead-V0001')).toContainText('Waiting to be sent');
  await page.screenshot({ path: test.info().outputPath('leads-list-offline.png') });

  // Back online: the lead goes to the back office without the user asking.
  await context.setOffline(false);
  await expect(page.getByTestId('lead-V0001')).toContainText('Synchronised', { timeout: 45_000 });
  await expect(page.getByTestId('leads-not-synchronised')).toHaveText('0');

  // The back office has it: the extended menu names the registration, and a reset now loses nothing.
  await page.getByRole('button', { name: 'Lead menu' }).click();
  await expect(page.getByText('v2.0.1')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('leads-menu.png') });
  await context.close();
});

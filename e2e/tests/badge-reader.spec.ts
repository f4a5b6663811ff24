import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Browser, type BrowserContext, expect, type Page, test } from '@playwright/test';
import { FakeCamera } from '../support/fake-camera.js';
import {
  demoLicence,
  demoSignedBadges,
  forgedBadge,
  launchWithCamera,
  openWithShowData,
  scanWith,
} from '../support/lead-capture-page.js';
import { ShowServer } from '../support/show-server.js';

/** The visitor's badge reader: from the home toolbar, behind the login, to a saved contact and a .vcf. */

const ACCOUNT = { login: 'visitor@demo.showfloor.test', password: 'showfloor-demo' };

const server = new ShowServer(8742);
const camera = new FakeCamera(path.join(tmpdir(), `showfloor-badge-reader-${process.pid}.y4m`));
let browser: Browser;
let signed: Map<string, string>;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  await demoLicence(server);
  await server.start();
  signed = await demoSignedBadges(server);
  browser = await launchWithCamera(camera);
});

test.afterAll(async () => {
  await browser?.close();
  await server.dispose();
});

/**
 * A device of a show that switched the contacts feature on (the demo show, like the spec's build,
 * leaves it off): the published configuration is patched on its way to the app.
 */
async function newContext(): Promise<BrowserContext> {
  const context = await browser.newContext({
    locale: 'en-US',
    viewport: { width: 390, height: 844 },
    acceptDownloads: true,
  });
  await context.grantPermissions(['camera'], { origin: server.url });
  await context.route('**/files/project/config.json*', async (route) => {
    const response = await route.fetch();
    const config = JSON.parse(await response.text()) as { features: Record<string, boolean> };
    config.features.contacts = true;
    await route.fulfill({ response, json: config });
  });
  return context;
}

/**
 * Logs in through the accounts API and keeps the session as the app does (core §3: loginToken and
 * userData; a token without its profile is a damaged session, which the app clears at start).
 */
async function logIn(page: Page): Promise<void> {
  const response = await fetch(`${server.url}/login.htm`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ACCOUNT),
  });
  const body = (await response.json()) as { datas?: { token: string; expiresAt: string; profile: unknown } };
  if (!body.datas) throw new Error(`login refused: ${JSON.stringify(body)}`);
  const loginToken = JSON.stringify({ token: body.datas.token, expiry: Date.parse(body.datas.expiresAt) });
  const userData = JSON.stringify(body.datas.profile);
  await page.addInitScript(
    ({ token, profile }) => {
      localStorage.setItem('loginToken', token);
      localStorage.setItem('userData', profile);
    },
    { token: loginToken, profile: userData },
  );
}

/** The properties of a vCard file (RFC 6350: CRLF lines, folded lines continue with a space). */
function parseVCard(text: string): { name: string; value: string }[] {
  const lines = text.replace(/\r\n[ \t]/g, '').split('\r\n');
  if (lines.at(-1) === '') lines.pop();
  return lines.map((line) => {
    const colon = line.indexOf(':');
    if (colon <= 0) throw new Error(`not a vCard content line: ${line}`);
    return { name: line.slice(0, colon).split(';')[0] ?? '', value: line.slice(colon + 1) };
  });
}

test('without a session, the toolbar entry asks the visitor to log in', async () => {
  const context = await newContext();
  const page = await context.newPage();
  await openWithShowData(page, server.url);
  await page.getByRole('button', { name: 'Scan a contact' }).click();
  await expect(page.getByText('Please log in to scan badges.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Scan a badge' })).toHaveCount(0);
  await context.close();
});

test('a logged-in visitor scans a signed badge from the home toolbar, saves the contact and its vCard', async () => {
  test.setTimeout(180_000);
  const context = await newContext();
  const page = await context.newPage();
  await logIn(page);
  await openWithShowData(page, server.url);

  await page.getByRole('button', { name: 'Scan a contact' }).click();
  await page.getByRole('button', { name: 'Accept' }).click();

  const badge = signed.get('V0003') ?? '';
  await scanWith(page, camera, badge, 'Scan a badge');
  await expect(page.getByRole('heading', { name: 'Badge V0003' })).toBeVisible({ timeout: 30_000 });
  const firstName = await page.getByLabel('First name').inputValue();
  const lastName = await page.getByLabel('Last name').inputValue();
  expect(firstName).not.toBe('');
  // A badge gives only the domain of the e-mail; the visitor completes it.
  const domain = await page.getByLabel('E-mail').inputValue();
  expect(domain).toMatch(/^@[a-z.-]+$/);
  await page.getByLabel('E-mail').fill(`contact${domain}`);
  await page.getByLabel('Phone', { exact: true }).fill('+33 1 23 45 67 89');
  await page.getByRole('button', { name: 'Save' }).click();

  const listed = page.getByTestId('scanned-contact-V0003');
  await expect(listed).toContainText(`${firstName} ${lastName}`);
  await expect(page.getByRole('heading', { name: /1 scanned contact/ })).toBeVisible();

  const downloading = page.waitForEvent('download');
  await listed.getByRole('button', { name: `Save ${firstName} ${lastName} as a vCard` }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.vcf$/);
  const card = parseVCard(await readFile(await download.path(), 'utf8'));
  const value = (name: string) => card.find((property) => property.name === name)?.value;
  expect(card[0]).toEqual({ name: 'BEGIN', value: 'VCARD' });
  expect(card.at(-1)).toEqual({ name: 'END', value: 'VCARD' });
  expect(value('VERSION')).toBe('4.0');
  expect(value('FN')).toBe(`${firstName} ${lastName}`);
  expect(value('N')).toBe(`${lastName};${firstName};;;`);
  expect(value('EMAIL')).toBe(`contact${domain}`);
  expect(value('TEL')).toBe('+33 1 23 45 67 89');

  // Scanned again, the same badge opens the stored contact: what the visitor typed is kept.
  await scanWith(page, camera, badge, 'Scan a badge');
  await expect(page.getByLabel('E-mail')).toHaveValue(`contact${domain}`, { timeout: 30_000 });
  await page.getByRole('button', { name: 'Cancel' }).click();

  // A forged signed badge, a plain lead badge and a foreign QR code give no contact.
  await scanWith(page, camera, forgedBadge(signed.get('V0004') ?? '', 'Forger'), 'Scan a badge');
  await expect(page.getByText('Invalid badge', { exact: true })).toBeVisible({ timeout: 30_000 });
  await scanWith(page, camera, 'P0101&Lefort#Paul#Initech', 'Scan a badge');
  await expect(page.getByText('Unhandled QRCode').first()).toBeVisible({ timeout: 30_000 });
  await scanWith(page, camera, 'https://example.com/free-coffee', 'Scan a badge');
  await expect(page.getByText('Unhandled QRCode').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('heading', { name: /1 scanned contact/ })).toBeVisible();

  // The contacts are kept on the device for this user: a reload lists them again.
  await page.reload();
  await expect(page.getByTestId('scanned-contact-V0003')).toContainText(`${firstName} ${lastName}`);
  await context.close();
});

import { type Browser, chromium, expect, type Locator, type Page } from '@playwright/test';
import type { FakeCamera } from './fake-camera.js';
import type { ShowServer } from './show-server.js';

/** Lead capture and the visitor badge reader as the browser tests drive them, in one place. */

/** A Chromium whose camera is `camera` (each launch takes one video file; see FakeCamera). */
export function launchWithCamera(camera: FakeCamera): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-quic', ...camera.args()],
  });
}

/** Runs `showfloor demo` (server stopped) and returns the first demo licence it printed. */
export async function demoLicence(server: ShowServer): Promise<string> {
  const report = await server.cli('demo', '--size', 'small');
  const printed = /licence ([A-Za-z0-9]{10})\b/.exec(report);
  if (!printed?.[1]) throw new Error(`no demo licence in the demo report:\n${report}`);
  return printed[1];
}

/**
 * The first demo licence, read from the printable sheet the back office serves: the first start of
 * an empty back office loads the demo with its licences, so this needs no `showfloor demo` run.
 */
export async function servedDemoLicence(server: ShowServer): Promise<string> {
  const html = await (await fetch(`${server.url}/leads/demo-licences.html`)).text();
  const code = /data-qr-text="([A-Za-z0-9]{10})"/.exec(html)?.[1];
  if (!code) throw new Error('no licence on /leads/demo-licences.html');
  return code;
}

/** The signed demo badges by badge code, read from the printable sheet the back office serves. */
export async function demoSignedBadges(server: ShowServer): Promise<Map<string, string>> {
  const html = await (await fetch(`${server.url}/leads/demo-badges.html`)).text();
  const badges = new Map<string, string>();
  for (const [, text] of html.matchAll(/data-qr-text="([^"]+)"/g)) {
    const qrText = (text ?? '').replaceAll('&amp;', '&').replaceAll('&quot;', '"').replaceAll('&#39;', "'");
    const payload = qrText.replace(/^#/, '').split('.')[1] ?? '';
    const { code } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { code: string };
    badges.set(code, qrText);
  }
  if (badges.size === 0) throw new Error('no signed demo badge on /leads/demo-badges.html');
  return badges;
}

/**
 * A signed badge whose payload was edited (another last name) under the original signature: what a
 * forger without the show's private key can print.
 */
export function forgedBadge(signed: string, lastName: string): string {
  const hash = signed.startsWith('#') ? '#' : '';
  const [prefix, payload = '', signature = ''] = signed.replace(/^#/, '').split('.');
  const fields = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
  const edited = Buffer.from(JSON.stringify({ ...fields, lastName }), 'utf8').toString('base64url');
  return `${hash}${prefix}.${edited}.${signature}`;
}

/** Opens the home page as the default profile and waits until the first download of the show committed. */
export async function openWithShowData(page: Page, baseUrl: string): Promise<void> {
  await page.addInitScript(() => localStorage.setItem('profile', 'default'));
  await declineOfferedUpdates(page);
  await page.goto(`${baseUrl}/`);
  await expect(page.getByTestId('data-version')).toHaveText(/[1-9]/, { timeout: 90_000 });
}

/** Closes the "update available" offer whenever it shows: these journeys are about leads. */
export async function declineOfferedUpdates(page: Page): Promise<void> {
  const offer = page.getByRole('dialog', { name: 'Update available' });
  await page.addLocatorHandler(offer, async () => {
    await offer.getByRole('button', { name: 'Later' }).click();
  });
}

/**
 * qr-scanner stops the camera stream 300 ms after a scan ends, and Chromium hands a capture started
 * before then the running stream, still showing the previous video. Real cameras do not care; the
 * fake one must be released before it is pointed at the next badge.
 */
export const CAMERA_RELEASE_MS = 600;

/** Shows `text` to the fake camera and presses the page's scan button. */
export async function scanWith(page: Page, camera: FakeCamera, text: string, button: string): Promise<void> {
  camera.show(text);
  await page.waitForTimeout(CAMERA_RELEASE_MS);
  await page.getByRole('button', { name: button }).click();
}

export class LeadCapturePage {
  constructor(
    readonly page: Page,
    readonly baseUrl: string,
  ) {}

  /**
   * Opens the module with the default profile chosen, once the show's data (and with it the badge key
   * of the show configuration) is on the device: signed badges are checked against that key.
   */
  async open(): Promise<void> {
    await openWithShowData(this.page, this.baseUrl);
    await this.page.goto(`${this.baseUrl}/?/klipso-leads`);
  }

  /** Disclaimer, then the licence screen: lands on the empty list. */
  async register(userName: string, licence: string): Promise<void> {
    await this.page.getByRole('button', { name: 'Accept' }).click({ timeout: 60_000 });
    await this.page.getByLabel('User name').fill(userName);
    await this.page.getByLabel('Licence', { exact: true }).fill(licence);
    await this.page.getByRole('button', { name: 'Register' }).click();
    await expect(this.count()).toHaveText('0');
  }

  count(): Locator {
    return this.page.getByTestId('leads-count');
  }

  notSynchronised(): Locator {
    return this.page.getByTestId('leads-not-synchronised');
  }

  lead(code: string): Locator {
    return this.page.getByTestId(`lead-${code}`);
  }

  formHeading(): Locator {
    return this.page.getByRole('heading', { name: /^(New contact|Contact)$/ });
  }

  /** Puts `text` in front of the camera and scans it. */
  async scan(camera: FakeCamera, text: string): Promise<void> {
    await scanWith(this.page, camera, text, 'Scan a badge');
  }

  /** Scans a badge and saves the form as the badge filled it. */
  async scanAndSave(camera: FakeCamera, text: string): Promise<void> {
    await this.scan(camera, text);
    await expect(this.formHeading()).toBeVisible({ timeout: 30_000 });
    await this.page.getByRole('button', { name: 'Save' }).click();
    await expect(this.formHeading()).toBeHidden();
  }

  /** The random device id the calls send as mobileId (kept in localStorage). */
  mobileId(): Promise<string> {
    return this.page.evaluate(() => localStorage.getItem('deviceId') ?? '');
  }
}

/** The exhibitor's leads as the back office exports them (CSV), one record per lead, by column name. */
export async function exportedLeads(
  server: ShowServer,
  licence: string,
  mobileId: string,
): Promise<Record<string, string>[]> {
  const response = await fetch(`${server.url}/leads/export.csv`, {
    headers: { 'x-lead-licence': licence, 'x-lead-mobile-id': mobileId },
  });
  if (!response.ok) throw new Error(`export answered ${response.status}`);
  const [header = [], ...rows] = parseCsv((await response.text()).replace(/^\uFEFF/, ''));
  return rows
    .filter((row) => row.some((cell) => cell !== ''))
    .map((row) => Object.fromEntries(header.map((name, index) => [name, row[index] ?? ''])));
}

/** RFC 4180 CSV: quoted cells may hold commas, quotes (doubled) and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let isQuoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (isQuoted) {
      if (char === '"' && text[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') isQuoted = false;
      else cell += char;
    } else if (char === '"') isQuoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\n') {
      row.push(cell.replace(/\r$/, ''));
      rows.push(row);
      row = [];
      cell = '';
    } else cell += char;
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows;
}

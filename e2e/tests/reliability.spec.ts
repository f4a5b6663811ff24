import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Browser, type BrowserContext, expect, type Page, test } from '@playwright/test';
import { AccountsPages } from '../support/accounts-pages.js';
import { calendarTitles, favoriteSession } from '../support/calendar-feed.js';
import { FakeCamera } from '../support/fake-camera.js';
import { FaultProxy } from '../support/fault-proxy.js';
import {
  exportedLeads,
  LeadCapturePage,
  launchWithCamera,
  servedDemoLicence,
} from '../support/lead-capture-page.js';
import { ShowServer } from '../support/show-server.js';
import { declineOfferedUpdates } from '../support/updates.js';

/**
 * The reliability matrix of the user's writes: nothing a user made is lost to a dead network, a
 * back office that fails (500) or drops the connection, or a back office that is down, and the
 * page reloaded meanwhile. One journey per write flow of the app:
 *
 * - favorites (added, removed) and notes (written, edited), with the network dead and reloads made
 *   without it (favorites-notes.spec.ts covers a reload made once the network is back);
 * - the calendar subscription, which sends the favorite sessions to the back office: created while
 *   it fails, then kept up to date across a 500 and a dead network;
 * - the profile form (updateMe): a dead network, a 500, and a connection dropped by the back office;
 * - lead capture with the back office down: leads-offline.spec.ts and leads.spec.ts already cover a
 *   dead network, a 500 and a late answer; here the server process itself is gone, the page is
 *   reloaded, and the lead reaches the restarted server once.
 *
 * Polls (the users' answers) are not in the app yet: their journey comes with them.
 */

const server = new ShowServer(8769);
/** The journeys whose back office fails open the app through this hop, which fails the calls asked. */
const proxy = new FaultProxy(server.url);
const camera = new FakeCamera(path.join(tmpdir(), `showfloor-reliability-${process.pid}.y4m`));
let licence: string;

test.use({ locale: 'en-US', viewport: { width: 390, height: 844 } });
test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  await server.start();
  await proxy.start();
  licence = await servedDemoLicence(server);
});

test.afterAll(async () => {
  await proxy.dispose();
  await server.dispose();
});

/** Opens the home page as a visitor and waits until the show's data and the service worker are there. */
async function openOffline(page: Page, profile = 'visitor', baseUrl = server.url): Promise<void> {
  await page.addInitScript((name) => localStorage.setItem('profile', name), profile);
  await declineOfferedUpdates(page);
  await page.goto(`${baseUrl}/?/home`);
  await expect(page.getByTestId('data-version')).toHaveText(/[1-9]/, { timeout: 60_000 });
  // Pages opened without a network come from the service worker's copy of the app: the shell, and
  // every page's code, which the app fetches in the background once the show is on the device.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('page-code-warmed')), { timeout: 60_000 })
    .not.toBeNull();
}

/** The demo show is generated from a fixed seed, so its exhibitors are known. */
const THERMGEN = { originalId: 'exh-0006', title: 'Thermgen Technologies' };
const CRYOLAB = { originalId: 'exh-0001', title: 'Cryolab International' };

class SheetPage {
  constructor(readonly page: Page) {}

  async open(exhibitor: { originalId: string; title: string }): Promise<void> {
    await this.page.goto(`${server.url}/?/exhibitor?originalId=${exhibitor.originalId}`);
    await expect(this.page.getByRole('heading', { level: 1 })).toHaveText(exhibitor.title);
  }

  favorite() {
    return this.page.getByTestId('favorite-toggle');
  }

  noteAction() {
    return this.page.getByTestId('note-action');
  }

  /** Writes (or rewrites) the note of the open sheet and closes the modal, which keeps it. */
  async writeNote(text: string): Promise<void> {
    await this.noteAction().click();
    await this.page.getByRole('dialog').getByRole('textbox', { name: 'Your note' }).fill(text);
    await this.page.keyboard.press('Escape');
    await expect(this.page.getByRole('dialog')).toBeHidden();
  }

  async expectNote(text: string): Promise<void> {
    await this.noteAction().click();
    await expect(this.page.getByRole('dialog').getByRole('textbox', { name: 'Your note' })).toHaveValue(text);
    await this.page.keyboard.press('Escape');
  }
}

test('favorites and notes added, removed and edited with the network dead survive reloads without it', async ({
  page,
  context,
}) => {
  const sheet = new SheetPage(page);
  await openOffline(page);
  await sheet.open(THERMGEN);
  await sheet.favorite().click();
  await sheet.writeNote('Ask for the price list');

  await context.setOffline(true);
  // The favorite made online is removed, its note edited; another exhibitor is starred and noted.
  await sheet.favorite().click();
  await expect(sheet.favorite()).toHaveAttribute('aria-pressed', 'false');
  await sheet.writeNote('Ask for the price list, edited offline');
  await sheet.open(CRYOLAB);
  await sheet.favorite().click();
  await sheet.writeNote('Noted offline');
  // Reloaded at once, inside the write debounce, and without a network.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(CRYOLAB.title);
  await expect(sheet.favorite()).toHaveAttribute('aria-pressed', 'true');
  await sheet.expectNote('Noted offline');

  for (const isOffline of [true, false]) {
    await context.setOffline(isOffline);
    await page.goto(`${server.url}/?/favorites`);
    await expect(page.getByRole('button', { name: CRYOLAB.title, exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: THERMGEN.title, exact: true })).toHaveCount(0);
    await page.goto(`${server.url}/?/notes`);
    await expect(page.getByRole('button', { name: new RegExp(THERMGEN.title) })).toContainText(
      'Ask for the price list, edited offline',
    );
    await expect(page.getByRole('button', { name: new RegExp(CRYOLAB.title) })).toContainText(
      'Noted offline',
    );
  }
});

const UP_TO_DATE = 'Your calendar lists your current favorite sessions.';

test('the calendar subscription reports a failed creation, then catches up after a 500 and a dead network', async ({
  page,
  context,
  request,
}) => {
  await openOffline(page, 'default', proxy.url);
  const first = await favoriteSession(page, proxy.url, 0);
  await page.goto(`${proxy.url}/?/favorites`);
  const section = page.getByTestId('calendar-subscription');
  const subscribe = section.getByRole('button', { name: 'Subscribe in my calendar app' });

  // The back office fails the creation: the user is told, and can try again.
  proxy.fail('POST', /^\/calendars$/, { status: 500 });
  await subscribe.click();
  await expect(section.getByRole('alert')).toHaveText(
    'The calendar subscription could not be changed. Try again when the network is back.',
  );
  proxy.clear();
  await subscribe.click();
  const status = section.getByRole('status');
  await expect(status).toHaveText(UP_TO_DATE);
  const address = await section.getByLabel('Address of my calendar').inputValue();
  const calendar = async () => calendarTitles(await (await request.get(address)).text()).sort();
  expect(await calendar()).toEqual([first]);

  // A session starred while the back office answers 500: nothing reached it, and the page says so.
  const failedUpdate = page.waitForResponse(
    (answer) => answer.request().method() === 'PUT' && answer.url().includes('/calendars/'),
  );
  proxy.fail('PUT', /^\/calendars\//, { status: 500 });
  const second = await favoriteSession(page, proxy.url, 1);
  expect((await failedUpdate).status()).toBe(500);
  await page.goto(`${proxy.url}/?/favorites`);
  await expect(status).toBeVisible();
  await expect(status).not.toHaveText(UP_TO_DATE);
  expect(await calendar()).toEqual([first]);
  // The back office recovers; the next start of the app sends the list.
  proxy.clear();
  await page.reload();
  await expect(status).toHaveText(UP_TO_DATE);
  expect(await calendar()).toEqual([first, second].sort());

  // A session starred with the network dead is sent when it comes back, without a reload.
  await context.setOffline(true);
  const third = await favoriteSession(page, proxy.url, 2);
  await page.goto(`${proxy.url}/?/favorites`);
  await expect(status).toHaveText('Your latest favorites will reach your calendar when the network is back.');
  await context.setOffline(false);
  await expect(status).toHaveText(UP_TO_DATE);
  expect(await calendar()).toEqual([first, second, third].sort());
});

/** A way a save can fail, how to bring it about and end it, and what the user is told. */
interface SaveFailure {
  name: string;
  cut(): Promise<unknown>;
  restore(): Promise<unknown>;
  message: string;
}

test('a profile edit that fails is reported, kept in the form, and saved once the back office answers', async ({
  page,
  context,
}) => {
  const app = new AccountsPages(page, proxy.url);
  await app.open('?/login');
  await app.logIn();
  await expect(app.heading()).toHaveText('My account');
  const token = (await app.storedToken()) ?? '';
  const serverProfileText = async () => {
    const answer = await page.request.get(`${server.url}/me.htm`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    return JSON.stringify(await answer.json());
  };
  const position = app.profileField('Position');

  const failures: SaveFailure[] = [
    {
      name: 'dead network',
      cut: () => context.setOffline(true),
      restore: () => context.setOffline(false),
      message: 'Network unavailable. Check your connection and try again.',
    },
    {
      name: 'server error',
      cut: async () => proxy.fail('POST', /^\/updateMe\.htm$/, { status: 500 }),
      restore: async () => proxy.clear(),
      message: 'Update failed',
    },
    {
      // The browser believes it is online; the connection to the back office drops.
      name: 'connection reset',
      cut: async () => proxy.fail('POST', /^\/updateMe\.htm$/, 'connection reset'),
      restore: async () => proxy.clear(),
      message: 'Network unavailable. Check your connection and try again.',
    },
  ];
  for (const failure of failures) {
    const value = `Buyer (${failure.name})`;
    await position.fill(value);
    await failure.cut();
    await app.saveProfile();
    await expect(app.notification(failure.message), failure.name).toBeVisible();
    await expect(app.notification('Profile saved')).toHaveCount(0);
    await expect(position, failure.name).toHaveValue(value);
    expect(await serverProfileText(), failure.name).not.toContain(value);
    await failure.restore();
    // Saving again sends what the form kept.
    await app.saveProfile();
    await expect(app.notification('Profile saved'), failure.name).toBeVisible();
    await expect(position).toHaveValue(value);
    expect(await serverProfileText(), failure.name).toContain(value);
  }
  await page.reload();
  await expect(position).toHaveValue('Buyer (connection reset)');
});

test('a lead saved while the back office is down survives a reload and reaches it once it restarts', async () => {
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  try {
    browser = await launchWithCamera(camera);
    context = await browser.newContext({ locale: 'en-US', viewport: { width: 390, height: 844 } });
    await context.grantPermissions(['camera'], { origin: server.url });
    const leads = new LeadCapturePage(await context.newPage(), server.url);
    await leads.open();
    await leads.register('rita', licence);
    const mobileId = await leads.mobileId();
    await leads.page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });

    // The server process dies: the browser still believes it is online, and every call is refused.
    await server.kill();
    await leads.scan(camera, 'R001&Rossi#Rita#Fermes Rossi');
    await expect(leads.formHeading()).toBeVisible({ timeout: 30_000 });
    await leads.page.getByLabel(/^Commentaire/).fill('Call back after the show');
    await leads.page.getByRole('button', { name: 'Save' }).click();
    await expect(leads.page.getByText('1 contact could not be saved')).toBeVisible();
    await expect(leads.lead('R001')).toContainText('Waiting to be sent');

    await leads.page.reload();
    await expect(leads.lead('R001')).toContainText('Waiting to be sent');
    await expect(leads.notSynchronised()).toHaveText('1');

    // The server is back; the next start of the module sends the lead.
    await server.start();
    await leads.page.reload();
    await expect(leads.lead('R001')).toContainText('Synchronised');
    await expect(leads.notSynchronised()).toHaveText('0');
    const exported = await exportedLeads(server, licence, mobileId);
    expect(exported.map((lead) => lead['Badge code'])).toEqual(['R001']);
    expect(exported[0]?.Visits).toBe('1');
    expect(exported[0]?.Commentaire).toBe('Call back after the show');
  } finally {
    await context?.close();
    await browser?.close();
  }
});

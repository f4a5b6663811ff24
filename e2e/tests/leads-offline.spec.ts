import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Browser, type BrowserContext, expect, test } from '@playwright/test';
import { FakeCamera } from '../support/fake-camera.js';
import {
  demoLicence,
  exportedLeads,
  LeadCapturePage,
  launchWithCamera,
} from '../support/lead-capture-page.js';
import { ShowServer } from '../support/show-server.js';

/**
 * Never losing a scan: a whole session without network, the tab closed in between, then one sync;
 * and a back office that answers 500 or answers too late.
 */

const SCANS = 50;
/** The app's call timeout (FETCH_TIMEOUT_MS), after which an unanswered save counts as failed. */
const CALL_TIMEOUT_MS = 15_000;

const server = new ShowServer(8743);
const camera = new FakeCamera(path.join(tmpdir(), `showfloor-leads-offline-${process.pid}.y4m`));
let browser: Browser;
let licence: string;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  licence = await demoLicence(server);
  await server.start();
  browser = await launchWithCamera(camera);
});

test.afterAll(async () => {
  await browser?.close();
  await server.dispose();
});

async function newContext(): Promise<BrowserContext> {
  const context = await browser.newContext({ locale: 'en-US', viewport: { width: 390, height: 844 } });
  await context.grantPermissions(['camera'], { origin: server.url });
  return context;
}

/** A plain badge (format 1) of visitor number `index`: code, then Nom, Prenom, Societe. */
const badge = (prefix: string, index: number) =>
  `${prefix}${String(index).padStart(3, '0')}&Nom${index}#Prenom${index}#Societe${index}`;

test(`${SCANS} scans made offline, across a closed tab, reach the back office exactly once each`, async () => {
  test.setTimeout(420_000);
  const context = await newContext();
  const leads = new LeadCapturePage(await context.newPage(), server.url);
  await leads.open();
  await leads.register('anna', licence);
  const mobileId = await leads.mobileId();
  // The app shell must come from the service worker once the network is gone.
  await leads.page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });

  await context.setOffline(true);
  for (let index = 1; index <= SCANS; index += 1) {
    await leads.scanAndSave(camera, badge('F', index));
    await expect(leads.count()).toHaveText(String(index));
  }
  await expect(leads.notSynchronised()).toHaveText(String(SCANS));
  // Offline scanning is the normal case at a show: no failure popup for it.
  await expect(leads.page.getByText(/could not be saved/)).toHaveCount(0);

  // The tab is closed and the module reopened, still without network: every lead is on the device.
  await leads.page.close();
  const reopened = new LeadCapturePage(await context.newPage(), server.url);
  await reopened.page.goto(`${server.url}/?/klipso-leads`);
  await expect(reopened.count()).toHaveText(String(SCANS));
  await expect(reopened.notSynchronised()).toHaveText(String(SCANS));
  await expect(reopened.lead('F050')).toContainText('Waiting to be sent');

  // Back online: one sync without the user asking, and every lead is confirmed.
  await context.setOffline(false);
  await expect(reopened.notSynchronised()).toHaveText('0', { timeout: 60_000 });
  await expect(reopened.lead('F001')).toContainText('Synchronised');

  const exported = await exportedLeads(server, licence, mobileId);
  const codes = exported.map((lead) => lead['Badge code']);
  expect(codes).toHaveLength(SCANS);
  expect(new Set(codes).size).toBe(SCANS);
  expect(codes.sort()).toEqual(
    Array.from({ length: SCANS }, (_, index) => badge('F', index + 1).split('&')[0]),
  );
  expect(exported.every((lead) => lead.Visits === '1')).toBe(true);
  expect(exported.find((lead) => lead['Badge code'] === 'F017')?.Nom).toBe('Nom17');
  await context.close();
});

test('a 500 or an answer later than the app waits marks nothing synchronised, says so, and loses nothing', async () => {
  test.setTimeout(240_000);
  const context = await newContext();
  const leads = new LeadCapturePage(await context.newPage(), server.url);
  await leads.open();
  await leads.register('paul', licence);
  const mobileId = await leads.mobileId();

  // The back office fails every save before storing it.
  await context.route('**/leads/save-contacts', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"INTERNAL"}' }),
  );
  await leads.scanAndSave(camera, badge('E', 1));
  await expect(leads.page.getByText('1 contact could not be saved')).toBeVisible();
  await leads.scanAndSave(camera, badge('E', 2));
  await expect(leads.page.getByText('2 contacts could not be saved')).toBeVisible();
  await expect(leads.notSynchronised()).toHaveText('2');
  await expect(leads.lead('E001')).toContainText('Waiting to be sent');

  // The back office stores the next save but its answer comes after the app stopped waiting.
  await context.unroute('**/leads/save-contacts');
  let isSlow = true;
  await context.route('**/leads/save-contacts', async (route) => {
    const response = await route.fetch();
    if (isSlow) await new Promise((resolve) => setTimeout(resolve, CALL_TIMEOUT_MS + 2_000));
    await route.fulfill({ response }).catch(() => undefined);
  });
  await leads.page.getByRole('button', { name: 'Synchronise' }).click();
  await expect(leads.page.getByText('2 contacts could not be saved')).toBeVisible({
    timeout: CALL_TIMEOUT_MS + 10_000,
  });
  await expect(leads.notSynchronised()).toHaveText('2');
  // Stored on the server, unconfirmed on the device.
  const stored = await exportedLeads(server, licence, mobileId);
  expect(stored.map((lead) => lead['Badge code']).filter((code) => code?.startsWith('E'))).toEqual([
    'E001',
    'E002',
  ]);

  // The answers come in time again: the resend is confirmed, and merged rather than duplicated.
  isSlow = false;
  await leads.page.getByRole('button', { name: 'Synchronise' }).click();
  await expect(leads.notSynchronised()).toHaveText('0', { timeout: 30_000 });
  const exported = await exportedLeads(server, licence, mobileId);
  expect(exported.filter((lead) => lead['Badge code']?.startsWith('E')).map((lead) => lead.Visits)).toEqual([
    '1',
    '1',
  ]);
  await context.close();
});

test('a second tab waits while the first records leads, then takes over with every one of them', async () => {
  test.setTimeout(180_000);
  const context = await newContext();
  const first = new LeadCapturePage(await context.newPage(), server.url);
  await first.open();
  await first.register('lina', licence);
  await first.scanAndSave(camera, badge('T', 1));

  // A second tab of the same device: it says why it waits, and shows no list it could save over.
  const second = new LeadCapturePage(await context.newPage(), server.url);
  await second.page.goto(`${server.url}/?/klipso-leads`);
  await expect(
    second.page.getByRole('heading', { name: 'Lead capture is open in another tab' }),
  ).toBeVisible();
  await expect(second.count()).toHaveCount(0);

  // The first tab goes on; once it is closed, the second lists both of its leads.
  await first.page.bringToFront();
  await first.scanAndSave(camera, badge('T', 2));
  await expect(first.count()).toHaveText('2');
  await first.page.close();
  await expect(second.count()).toHaveText('2');
  await expect(second.lead('T001')).toBeVisible();
  await expect(second.lead('T002')).toBeVisible();
  await context.close();
});

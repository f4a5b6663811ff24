import { expect, test } from '@playwright/test';
import { AppPage } from '../support/app-page.js';
import { writeCatalogFile } from '../support/catalog-file.js';
import { ShowServer } from '../support/show-server.js';

// One demo show for the whole file; each journey publishes on top of what the previous left.
const server = new ShowServer(8711);
const DEMO_EXHIBITORS = 600;

test.use({ locale: 'en-US' });
test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  await server.start();
});

test.afterAll(async () => {
  await server.dispose();
});

/** Adds exhibitors with fields the schema already has, so the next publish is an increment. */
async function publishNewExhibitors(count: number, tag: string): Promise<void> {
  await server.stop();
  const items = Array.from({ length: count }, (_, index) => ({
    type: 'exhibitors',
    original_id: `e2e-${tag}-${index}`,
    fields: { title: `E2E exhibitor ${tag} ${index}`, city: 'Lyon' },
  }));
  await server.cli('import', writeCatalogFile(server.dataDir, `${tag}.json`, items));
  await server.cli('publish');
  await server.start();
}

test('a first visit downloads the demo show and an offline reload still shows it', async ({
  page,
  context,
}) => {
  const app = new AppPage(page, server.url);
  await app.open();
  await app.expectDataVersion(1);
  await app.expectCount('exhibitors', DEMO_EXHIBITORS);
  await app.expectCount('events', 250);
  await app.waitForServiceWorker();

  await context.setOffline(true);
  await page.reload();
  await app.expectDataVersion(1);
  await app.expectCount('exhibitors', DEMO_EXHIBITORS);
  await context.setOffline(false);
});

test('a change published on the server is offered to a running app, then shown', async ({ page }) => {
  const app = new AppPage(page, server.url);
  await app.open();
  await app.expectDataVersion(1);

  await publishNewExhibitors(3, 'increment');
  const fullDownloads: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/offline/db_')) fullDownloads.push(request.url());
  });
  await app.checkForUpdates();
  await app.acceptUpdate();
  await app.expectDataVersion(2);
  await app.expectCount('exhibitors', DEMO_EXHIBITORS + 3);
  // An ordinary change travels as an increment, not as the whole database.
  expect(fullDownloads).toEqual([]);
});

test('a schema change makes the app reload all its data', async ({ page }) => {
  const app = new AppPage(page, server.url);
  await app.open();
  await app.expectDataVersion(2);

  await server.stop();
  const file = writeCatalogFile(server.dataDir, 'schema.json', [
    {
      type: 'exhibitors',
      original_id: 'e2e-schema-0',
      fields: { title: 'Exhibitor with a new field', sustainability_label: 'B Corp' },
    },
  ]);
  await server.cli('import', file);
  await server.cli('publish');
  await server.start();

  const fullDownload = page.waitForRequest((request) => request.url().includes('/offline/db_eng.json'));
  await app.checkForUpdates();
  await app.acceptUpdate();
  await fullDownload;
  await app.expectDataVersion(3);
  await app.expectCount('exhibitors', DEMO_EXHIBITORS + 4);
});

test('a server stopped in the middle of an update leaves the previous data intact and usable', async ({
  page,
}) => {
  const app = new AppPage(page, server.url);
  await app.open();
  await app.expectDataVersion(3);
  // An installed app: its shell is cached by the service worker before the server goes away (a first
  // visit cut before that has no offline shell to reload into).
  await app.waitForServiceWorker();

  await publishNewExhibitors(2, 'interrupted');
  // The server dies the moment the app starts downloading the update's data.
  let killed: Promise<void> | undefined;
  page.on('request', (request) => {
    const url = request.url();
    if (!killed && (url.includes('/manifest/update') || url.includes('/offline/db_'))) killed = server.kill();
  });
  await app.checkForUpdates();
  await app.acceptUpdate();
  await expect(page.getByRole('alert')).toContainText(/failed|timed out/i);
  await killed;
  await app.expectDataVersion(3);
  await app.expectCount('exhibitors', DEMO_EXHIBITORS + 4);

  // Still usable after a reload without the server, and the update goes through once it is back.
  await page.reload();
  await app.expectDataVersion(3);
  await server.start();
  await app.checkForUpdates();
  await app.acceptUpdate();
  await app.expectDataVersion(4);
  await app.expectCount('exhibitors', DEMO_EXHIBITORS + 6);
});

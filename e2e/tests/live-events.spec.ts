import { expect, type Page, test } from '@playwright/test';
import { wcagViolations } from '../support/accessibility.js';
import { AppPage } from '../support/app-page.js';
import { ShowServer } from '../support/show-server.js';

// The live socket: messages and versions reach an open app without a reload and without polling.
const server = new ShowServer(8880);

test.use({ locale: 'en-GB', viewport: { width: 390, height: 844 } });
test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  // A first start generates the demo show: slow on a busy machine.
  test.setTimeout(300_000);
  await server.start();
});

test.afterAll(async () => {
  await server.dispose();
});

function liveStatus(page: Page) {
  return page.getByTestId('live-status');
}

/**
 * The texts the page's sockets receive, from now: what came over the live socket rather than a fetch
 * (a fetch may happen too, on a busy machine whose socket missed a heartbeat and reconnected).
 */
function socketFrames(page: Page): { received: string[] } {
  const frames = { received: [] as string[] };
  page.on('websocket', (socket) => {
    socket.on('framereceived', (frame) => {
      if (typeof frame.payload === 'string') frames.received.push(frame.payload);
    });
  });
  // Before its upgrade to a WebSocket, socket.io carries events in long-polling responses.
  page.on('response', (response) => {
    if (response.url().includes('/socket.io/') && response.request().method() === 'GET')
      void response.text().then(
        (text) => frames.received.push(text),
        () => undefined,
      );
  });
  return frames;
}

test('a message the organiser sends appears in the open inbox at once, over the socket', async ({ page }) => {
  const frames = socketFrames(page);
  const app = new AppPage(page, server.url);
  await app.open('?/inbox');
  await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
  await expect(liveStatus(page)).toHaveAttribute('data-status', 'connected', { timeout: 30_000 });
  await expect(liveStatus(page)).toHaveText('Live: connected');

  // Through the running back office (the command line's commands run inside it).
  await server.cli('inbox', 'send', '--title', 'Live: hall 2 opens', '--content', 'Hall 2 opens now.');
  const message = page.getByTestId('inbox-message').filter({ hasText: 'Live: hall 2 opens' });
  await expect(message).toBeVisible({ timeout: 10_000 });
  await expect(message).toContainText('Hall 2 opens now.');
  // It came over the socket, as an inboxMessage event, not by a fetch of the inbox.
  expect(
    frames.received.some((frame) => frame.includes('inboxMessage') && frame.includes('Live: hall 2 opens')),
  ).toBe(true);
  expect(await wcagViolations(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('live-inbox.png') });
});

test('a version published while the app is open is offered at once, not at the next timer', async ({
  page,
}) => {
  const app = new AppPage(page, server.url);
  // The socket opens once the first screen is drawn (its client is fetched then); the publish comes after.
  const socketOpened = page.waitForEvent('websocket', { timeout: 30_000 });
  await app.open('?/home');
  await app.expectDataVersion(1);
  await socketOpened;
  const published = Date.now();
  await server.cli('publish');
  // The updater's own timer runs every 60 s: this is the socket's doing.
  await expect(page.getByRole('dialog', { name: 'Update available' })).toBeVisible({ timeout: 15_000 });
  expect(Date.now() - published).toBeLessThan(30_000);
  await app.acceptUpdate();
  await app.expectDataVersion(2);
});

test('stopping the server shows disconnected; restarted, connected, with what was missed fetched', async ({
  page,
}) => {
  const app = new AppPage(page, server.url);
  await app.open('?/inbox');
  await expect(liveStatus(page)).toHaveAttribute('data-status', 'connected', { timeout: 30_000 });

  await server.stop();
  await expect(liveStatus(page)).toHaveAttribute('data-status', 'disconnected', { timeout: 15_000 });
  await expect(liveStatus(page)).toHaveText(/Live: disconnected/);
  expect(await wcagViolations(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('live-disconnected.png') });

  // Sent while no socket could carry it: the app fetches it when its socket is back.
  await server.cli('inbox', 'send', '--title', 'Sent while away', '--content', 'Fetched on reconnection.');
  await server.start();
  await expect(liveStatus(page)).toHaveAttribute('data-status', 'connected', { timeout: 30_000 });
  await expect(page.getByTestId('inbox-message').filter({ hasText: 'Sent while away' })).toBeVisible({
    timeout: 15_000,
  });
});

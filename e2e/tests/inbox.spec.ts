import { type CDPSession, expect, type Page, test } from '@playwright/test';
import { expectAccessible } from '../support/accessibility.js';
import { keepScreenshot } from '../support/screenshots.js';
import { ShowServer } from '../support/show-server.js';

const server = new ShowServer(8761);

test.use({ locale: 'en-GB', viewport: { width: 390, height: 844 } });
test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  // The first start generates the demo show; messages are sent with the server stopped, as an
  // organiser on the embedded database does (its one process holds the database).
  await server.start();
  await server.stop();
  const first = await server.cli(
    'inbox',
    'send',
    '--title',
    'Doors open',
    '--content',
    'Hall <b>1</b> opens at 9:00.',
  );
  expect(first).toMatch(/^message [0-9a-f-]{36} stored; pushed: 0 sent, 0 failed$/m);
  await server.cli(
    'inbox',
    'send',
    '--title',
    'Keynote moved',
    '--content',
    '<p>The keynote is now in the main hall.</p><script>alert(1)</script>',
    '--action',
    'https://show.example/keynote',
  );
  await server.start();
});

test.afterAll(async () => {
  await server.dispose();
});

/** The screens of this journey: home's menu button, the side menu's inbox entry and the inbox page. */
class InboxPages {
  constructor(readonly page: Page) {}

  async open(search: string): Promise<void> {
    await this.page.addInitScript(() => localStorage.setItem('profile', 'default'));
    await this.page.goto(`${server.url}/${search}`);
  }

  menuButton() {
    return this.page.getByRole('button', { name: /^Menu/ });
  }

  messages() {
    return this.page.getByTestId('inbox-message');
  }

  async openInboxFromMenu(unread: string): Promise<void> {
    await this.menuButton().click();
    await this.page.getByRole('button', { name: `Inbox, ${unread}` }).click();
    await expect(this.page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
  }
}

test('a message sent from the back office is counted on home until the inbox is opened', async ({ page }) => {
  const app = new InboxPages(page);
  await app.open('?/home');
  await expect(app.menuButton()).toHaveAccessibleName('Menu, 2 unread messages');
  await expect(app.menuButton().locator('.toolbar-badge')).toHaveText('2');
  // The first visit's "update done" notice would hide the toolbar in the picture.
  const notices = page.getByRole('button', { name: 'Close the notification' });
  for (const notice of await notices.all()) await notice.click();
  await expect(notices).toHaveCount(0);
  await keepScreenshot(page, 'phone-home-unread');

  await app.openInboxFromMenu('2 unread messages');
  await expect(app.messages()).toHaveCount(2);
  // Newest first, with the action of the second and nothing of its script.
  await expect(app.messages().nth(0).getByRole('heading')).toHaveText('Keynote moved');
  await expect(app.messages().nth(0)).toContainText('The keynote is now in the main hall.');
  await expect(
    app
      .messages()
      .nth(0)
      .getByRole('link', { name: /Open the page/ }),
  ).toHaveAttribute('href', 'https://show.example/keynote');
  await expect(app.messages().nth(1).getByRole('heading')).toHaveText('Doors open');
  await expect(app.messages().nth(1)).toContainText('Hall 1 opens at 9:00.');
  await expect(page.locator('.inbox-message-content script')).toHaveCount(0);
  await expectAccessible(page, 'inbox page');
  await keepScreenshot(page, 'phone-inbox');

  await page.goto(`${server.url}/?/home`);
  await expect(app.menuButton()).toHaveAccessibleName('Menu');
  await page.reload();
  await expect(app.menuButton()).toHaveAccessibleName('Menu');
  await expect(app.menuButton().locator('.toolbar-badge')).toHaveCount(0);
});

test('the inbox lists its messages after an offline reload', async ({ page, context }) => {
  const app = new InboxPages(page);
  await app.open('?/inbox');
  await expect(app.messages()).toHaveCount(2);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await context.setOffline(true);
  await page.reload();
  await expect(app.messages()).toHaveCount(2);
  await expect(page.getByRole('status').filter({ hasText: 'The server could not be reached' })).toBeVisible();
  await context.setOffline(false);
});

/** The id of the app's service worker registration, as DevTools knows it. */
async function registrationIdOf(cdp: CDPSession): Promise<string> {
  const found = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const registration = registrations.find(
        (entry: { scopeURL: string; isDeleted: boolean }) =>
          entry.scopeURL === `${server.url}/` && !entry.isDeleted,
      );
      if (registration) resolve(registration.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  return found;
}

test('a message delivered by Web Push reaches the open app and its inbox', async ({ page, context }) => {
  await context.grantPermissions(['notifications'], { origin: server.url });
  const app = new InboxPages(page);
  await app.open('?/home');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // A new browser: the two messages of the back office are unread here.
  await expect(app.menuButton()).toHaveAccessibleName('Menu, 2 unread messages');

  const cdp = await context.newCDPSession(page);
  const registrationId = await registrationIdOf(cdp);
  const message = {
    id: 'pushed-1',
    date: new Date().toISOString(),
    title: 'Free coffee',
    content: '<p>Coffee is served at stand <b>B12</b>.</p>',
    action: '/inbox',
  };
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: server.url,
    registrationId,
    data: JSON.stringify({ type: 'inbox', message }),
  });

  await expect(app.menuButton()).toHaveAccessibleName('Menu, 3 unread messages');
  await app.openInboxFromMenu('3 unread messages');
  await expect(app.messages().first().getByRole('heading')).toHaveText('Free coffee');
  await expect(app.messages().first()).toContainText('Coffee is served at stand B12.');
  await expect(app.messages()).toHaveCount(3);
  await expectAccessible(page, 'inbox page with a pushed message');

  // The push survives a reload: it was stored, not only shown.
  await page.reload();
  await expect(app.messages().first().getByRole('heading')).toHaveText('Free coffee');
});

test('clearing the inbox asks first, and the messages do not come back', async ({ page }) => {
  const app = new InboxPages(page);
  await app.open('?/inbox');
  await expect(app.messages()).toHaveCount(2);
  await page.getByRole('button', { name: 'Clear all messages' }).click();
  await page.getByRole('button', { name: 'Keep them' }).click();
  await expect(app.messages()).toHaveCount(2);
  await page.getByRole('button', { name: 'Clear all messages' }).click();
  await page.getByRole('button', { name: 'Delete all' }).click();
  await expect(page.getByTestId('inbox-empty')).toHaveText(
    "No messages yet. The organisers' news will show here.",
  );
  await page.reload();
  await expect(page.getByTestId('inbox-empty')).toBeVisible();
  await expect(app.messages()).toHaveCount(0);
});

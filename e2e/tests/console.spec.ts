import { expect, type Page, test } from '@playwright/test';
import { wcagViolations } from '../support/accessibility.js';
import { keepScreenshot } from '../support/screenshots.js';
import { ShowServer } from '../support/show-server.js';
import { declineOfferedUpdates } from '../support/updates.js';

/**
 * The organiser console, used while the app serves visitors: an organiser added on the command
 * line sets a password through their link; the demo organiser logs in, sends an inbox message that
 * a visitor's app then shows, and finds it in the audit log.
 */

const server = new ShowServer(8793);
let setPasswordLink: string;

test.use({ locale: 'en-GB', viewport: { width: 1280, height: 800 } });
test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  // The demo show first (a first start seeds it), then the command line, which needs the server stopped.
  await server.start();
  await server.stop();
  const added = await server.cli('organiser', 'add', 'ines@show.test', '--role', 'staff');
  setPasswordLink = (added.match(/http\S+/)?.[0] ?? '').replace(/^http:\/\/localhost:\d+/, server.url);
  await server.start();
});

test.afterAll(async () => {
  await server.dispose();
});

async function logIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/** A message with the same words in both of the demo show's languages (console-settings.spec.ts writes two). */
async function writeMessage(page: Page, title: string, content: string): Promise<void> {
  for (const language of ['French', 'English']) {
    await page.getByLabel(`Title in ${language}`).fill(title);
    await page.getByLabel(`Message in ${language}`).fill(content);
  }
}

test('an organiser added on the command line sets a password through their link, once, then logs in', async ({
  page,
}) => {
  expect(setPasswordLink).toContain('/console/?set-password=');
  await page.goto(setPasswordLink);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choose your password');
  expect(await wcagViolations(page)).toEqual([]);
  await page.getByLabel('New password (10 characters or more)').fill('ines console password');
  await page.getByLabel('The same password again').fill('ines console passwort');
  await page.getByRole('button', { name: 'Save my password' }).click();
  await expect(page.getByRole('alert')).toHaveText('The two passwords differ.');
  await page.getByLabel('The same password again').fill('ines console password');
  await page.getByRole('button', { name: 'Save my password' }).click();
  await expect(page.getByRole('status')).toHaveText('Your password is saved: log in with it.');
  await logIn(page, 'ines@show.test', 'ines console password');
  await expect(page.getByText('Logged in as ines@show.test (staff)')).toBeVisible();

  // The link works once.
  await page.getByRole('button', { name: 'Log out' }).click();
  await page.goto(setPasswordLink);
  await page.getByLabel('New password (10 characters or more)').fill('another long password');
  await page.getByLabel('The same password again').fill('another long password');
  await page.getByRole('button', { name: 'Save my password' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'This link was used already or has expired: ask for a new one.',
  );
});

test('the demo organiser sends a message that reaches a visitor’s inbox, and the audit log names them', async ({
  page,
  browser,
}) => {
  await page.goto(`${server.url}/console`);
  await expect(page).toHaveURL(/\/console\/$/);
  await logIn(page, 'organiser@demo.showfloor.test', 'wrong password');
  await expect(page.getByRole('alert')).toHaveText('Wrong e-mail address or password.');
  expect(await wcagViolations(page)).toEqual([]);
  await logIn(page, 'organiser@demo.showfloor.test', 'showfloor-demo');
  await expect(page.getByText('Logged in as organiser@demo.showfloor.test (owner)')).toBeVisible();

  await writeMessage(page, 'Doors open at 9:00', 'Hall 2 opens at 9:00 this morning.');
  await page.getByRole('button', { name: 'Send now' }).click();
  await expect(page.getByRole('status')).toHaveText('Message sent; the push reached 0 devices.');
  const sent = page.getByRole('region', { name: 'Sent messages' });
  await expect(sent.getByRole('row').nth(1)).toContainText('Doors open at 9:00');
  await expect(sent.getByRole('row').nth(1)).toContainText('Every profile');
  // What was sent leaves the form.
  await expect(page.getByLabel('Title in French')).toHaveValue('');
  expect(await wcagViolations(page)).toEqual([]);
  await keepScreenshot(page, 'console-messages');

  // A refused message stays in the form, and the field at fault is named.
  await writeMessage(page, 'A link elsewhere', 'See our site.');
  await page.getByLabel(/^Link/).fill('javascript:alert(1)');
  await page.getByRole('button', { name: 'Send now' }).click();
  await expect(page.getByRole('alert')).toContainText('action:');
  await expect(page.getByLabel('Title in French')).toHaveValue('A link elsewhere');

  await page.getByLabel(/^Link/).fill('');

  // Scheduled for tomorrow morning: listed apart, changed, then deleted before it goes.
  await page.getByLabel(/^Send at/).fill('2099-06-01T09:30');
  await expect(page.getByRole('button', { name: 'Schedule' })).toBeVisible();
  await page.getByRole('button', { name: 'Schedule' }).click();
  await expect(page.getByRole('status')).toHaveText('Message scheduled.');
  const waiting = page.getByRole('region', { name: 'Scheduled messages' });
  await expect(waiting.getByRole('row').nth(1)).toContainText('A link elsewhere');
  await waiting.getByRole('button', { name: 'Edit “A link elsewhere”' }).click();
  await expect(page.getByLabel('Title in French')).toBeFocused();
  await writeMessage(page, 'Breakfast with the speakers', 'See our site.');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('status')).toHaveText('Scheduled message changed.');
  await expect(waiting.getByRole('row').nth(1)).toContainText('Breakfast with the speakers');
  expect(await wcagViolations(page)).toEqual([]);
  await waiting.getByRole('button', { name: 'Delete “Breakfast with the speakers”' }).click();
  await expect(page.getByRole('status')).toHaveText('Scheduled message deleted.');
  await expect(waiting).toContainText('No message waiting.');

  await page.getByRole('link', { name: 'Audit log' }).click();
  const firstEntry = page.getByRole('row').nth(1);
  await expect(firstEntry).toContainText('organiser@demo.showfloor.test');
  await expect(firstEntry).toContainText('message.unschedule');
  const sentEntry = page.getByRole('row', { name: /message\.send/ });
  await expect(sentEntry).toContainText('Doors open at 9:00');
  expect(await wcagViolations(page)).toEqual([]);
  await keepScreenshot(page, 'console-audit');

  // In French, the same console.
  await page.getByRole('button', { name: 'Français' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Journal des modifications');

  // A visitor's app, at the same time, shows the message.
  const visitor = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await visitor.addInitScript(() => localStorage.setItem('profile', 'default'));
  await declineOfferedUpdates(visitor);
  await visitor.goto(`${server.url}/?/home`);
  await visitor.getByRole('button', { name: /^Menu/ }).click();
  await visitor.getByRole('button', { name: /^Inbox/ }).click();
  await expect(visitor.getByTestId('inbox-message').first().getByRole('heading')).toHaveText(
    'Doors open at 9:00',
  );
  await visitor.close();
});

test('an owner sells a licence to an exhibitor, sees the phone that checked it, and revokes it', async ({
  page,
  request,
}) => {
  await page.goto(`${server.url}/console/#leads`);
  await logIn(page, 'organiser@demo.showfloor.test', 'showfloor-demo');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lead capture');
  await page.getByLabel('Exhibitor id (its id in the catalog)').fill('exh-9999');
  await page.getByRole('button', { name: 'Create the licences' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'exhibitorOriginalId: no exhibitor of the catalog has this id',
  );
  await page.getByLabel('Exhibitor id (its id in the catalog)').fill('exh-0001');
  await page.getByLabel('Users per licence').fill('3');
  await page.getByRole('button', { name: 'Create the licences' }).click();
  await expect(page.getByRole('status')).toHaveText(/^Licences created: [A-Z0-9]{10}\.$/);
  const code = ((await page.getByRole('status').textContent()) ?? '').match(/[A-Z0-9]{10}/)?.[0] ?? '';
  const row = page.getByRole('row', { name: new RegExp(code) });
  await expect(row).toContainText('Cryolab International');
  await expect(row).toContainText('0 / 3');

  // An exhibitor's phone checks the licence, as the lead capture screen does.
  const checked = await request.post(`${server.url}/leads/check-licence`, {
    data: { CAB: code, mobileId: 'phone-rita' },
  });
  expect(checked.ok()).toBe(true);
  await page.reload();
  await expect(row).toContainText('phone-rita');
  expect(await wcagViolations(page)).toEqual([]);
  await keepScreenshot(page, 'console-licences');
  await row.getByRole('button', { name: `Revoke device phone-rita from licence ${code}` }).click();
  await expect(page.getByRole('status')).toHaveText('Device phone-rita revoked.');
  await expect(row).not.toContainText('phone-rita');
});

test('the console’s code is not in the visitor app, whose service worker leaves the console to the network', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.addInitScript(() => localStorage.setItem('profile', 'default'));
  await declineOfferedUpdates(page);
  await page.goto(`${server.url}/?/home`);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  expect(scripts.filter((script) => script.startsWith('/console/'))).toEqual([]);
  // With the visitors' service worker in control, the console's address is still the console.
  await page.goto(`${server.url}/console/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Log in');
});

import { readFileSync } from 'node:fs';
import { expect, type Page, type Request, test } from '@playwright/test';
import { AccountsPages, DEMO_LOGIN } from '../support/accounts-pages.js';
import { ShowServer } from '../support/show-server.js';
import { declineOfferedUpdates } from '../support/updates.js';

const server = new ShowServer(8732);
/** The demo show's site: its badge pages are the registration system's, outside the back office. */
const DEMO_SITE = 'https://www.agrifoodtech-show.example';

test.use({ locale: 'en-GB', viewport: { width: 390, height: 844 } });
test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  await server.start();
});

test.afterAll(async () => {
  await server.dispose();
});

test('a protected page sends to login, and the login brings the user back to it', async ({ page }) => {
  const app = new AccountsPages(page, server.url);
  await app.open('?/user-data');
  await expect(page).toHaveURL(/\?\/login\?nextRoute=/);
  await expect(app.notification('You must be authenticated to access this page.')).toBeVisible();
  await expect(app.heading()).toHaveText('Login');
  await app.expectAccessible();

  // Both fields are needed; a wrong password is refused.
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(app.notification('Please fill in your e-mail and password.')).toBeVisible();
  await app.logIn(DEMO_LOGIN, 'not-the-password');
  await expect(app.notification('Wrong e-mail or password.')).toBeVisible();
  await expect(page.locator('.field-error')).toHaveText('Wrong e-mail or password.');

  await app.logIn();
  await expect(page).toHaveURL(/\?\/user-data$/);
  await expect(app.heading()).toHaveText('My account');
  await expect(app.profileField('First name')).toHaveValue('Valérie');
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('loginToken') ?? 'null'));
  expect(typeof stored.token).toBe('string');
  expect(stored.expiry).toBeGreaterThan(Date.now());
  await app.expectAccessible();

  // Back on the login page while logged in: who is logged in, with profile and logout buttons.
  await app.open('?/login');
  await expect(page.getByTestId('login-success')).toContainText('Valérie Visiteur');
  await expect(page.getByRole('button', { name: 'My profile' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
});

test('the profile refuses an invalid phone, then saves a valid one that survives a reload', async ({
  page,
}) => {
  const app = new AccountsPages(page, server.url);
  await app.open('?/login');
  await app.logIn();
  await expect(app.heading()).toHaveText('My account');

  const phone = app.profileField('Phone');
  await phone.fill('01 23 AB');
  await app.saveProfile();
  await expect(page.getByText('Use only digits, spaces, dots and +.')).toBeVisible();
  await expect(phone).toBeFocused();
  await expect(phone).toHaveAttribute('aria-invalid', 'true');

  const requests: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/updateMe.htm')) requests.push(request.postData() ?? '');
  });
  await phone.fill('+33 6 12 34 56 78');
  await app.saveProfile();
  await expect(app.notification('Profile saved')).toBeVisible();
  // Only the changed value was sent.
  expect(requests.map((body) => JSON.parse(body))).toEqual([
    { updatedFields: { phoneNumber: '+33 6 12 34 56 78' } },
  ]);

  await page.reload();
  await expect(app.profileField('Phone')).toHaveValue('+33 6 12 34 56 78');

  // Changing the login (what signs in) takes the account's password, checked by the back office.
  const login = app.profileField('Login (e-mail)');
  const original = await login.inputValue();
  const password = page.getByLabel('Your password, to change the login');
  await expect(password).toHaveCount(0);
  await login.fill('someone.else@example.org');
  await app.saveProfile();
  await expect(password).toBeFocused();
  await expect(page.getByText('This field is required.')).toBeVisible();
  await password.fill('not-the-password');
  await app.saveProfile();
  await expect(page.getByText('This is not your password.')).toBeVisible();
  expect(JSON.parse(requests.at(-1) ?? '{}')).toEqual({
    updatedFields: { login: 'someone.else@example.org' },
    password: 'not-the-password',
  });
  await login.fill(original);
  await expect(password).toHaveCount(0);
});

test('a photo is picked, framed, uploaded, then removed after a confirmation', async ({ page }) => {
  const app = new AccountsPages(page, server.url);
  await app.open('?/login');
  await app.logIn();
  await expect(app.heading()).toHaveText('My account');

  // A 1600×1200 picture: it is loaded at 900×675 and framed 300 wide at the 0.85 ratio.
  const png = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 1600;
    canvas.height = 1200;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no canvas');
    context.fillStyle = '#2a6';
    context.fillRect(0, 0, 1600, 1200);
    context.fillStyle = '#fff';
    context.fillRect(600, 300, 400, 600);
    return canvas.toDataURL('image/png').split(',')[1] ?? '';
  });
  await page.getByTestId('photo-input').setInputFiles({
    name: 'me.png',
    mimeType: 'image/png',
    buffer: Buffer.from(png, 'base64'),
  });
  const dialog = page.getByRole('dialog', { name: 'Frame your photo' });
  await expect(dialog).toBeVisible();
  const frame = dialog.getByRole('button', { name: 'Crop frame' });
  const before = await frame.boundingBox();
  await frame.focus();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('-');
  const after = await frame.boundingBox();
  expect(after?.x).toBeLessThan(before?.x ?? 0);
  expect(after?.width).toBeLessThan(before?.width ?? 0);
  await app.expectAccessible();

  const upload = page.waitForRequest(
    (request) => request.url().endsWith('/me/photo') && request.method() === 'POST',
  );
  await dialog.getByRole('button', { name: 'Use this photo' }).click();
  expect((await upload).headers()['content-type']).toContain('multipart/form-data');
  await expect(app.notification('Photo saved')).toBeVisible();
  const photo = page.getByTestId('profile-photo');
  await expect(photo).toHaveAttribute('src', /\/files\/photos\//);
  // The stored photo is the framed part, as a JPEG.
  const stored = await page.request.get((await photo.getAttribute('src')) ?? '');
  expect(stored.headers()['content-type']).toBe('image/jpeg');

  await page.getByRole('button', { name: 'Remove the photo' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove the photo' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(photo).toBeVisible();
  await page.getByRole('button', { name: 'Remove the photo' }).click();
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(app.notification('Photo removed')).toBeVisible();
  await expect(photo).toHaveCount(0);
});

test('participants are found by simple and advanced search, and one is contacted', async ({ page }) => {
  const app = new AccountsPages(page, server.url);
  await app.open('?/search-taiga');
  await expect(page).toHaveURL(/\?\/login/);
  await app.logIn();
  await expect(app.heading()).toHaveText('Participants');

  // The whole directory first, a page of 100.
  await expect(app.results()).toHaveCount(100);
  await expect(page.getByRole('button', { name: 'Show more participants' })).toBeVisible();

  // Simple search by last name, with the last name of a participant further down the list.
  const names = await app.results().locator('.participant-row-text > span:first-child').allTextContents();
  const lastName = names
    .slice(50)
    .map((name) => name.trim().split(' '))
    .find((words) => words.length <= 3 && (words.at(-1)?.length ?? 0) >= 3)
    ?.at(-1);
  if (!lastName) throw new Error('no simple last name in the directory');
  await page.getByLabel('Last name').check();
  await page.getByLabel('Keyword').fill(lastName);
  await expect(app.results().first()).toContainText(lastName);
  await expect(app.results().filter({ hasNotText: lastName })).toHaveCount(0);
  expect(await app.results().count()).toBeLessThan(100);

  // Advanced: nothing filled is refused; a department narrows the directory.
  await page.getByRole('button', { name: 'Advanced search' }).click();
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(app.notification('empty parameters')).toBeVisible();
  await page.getByLabel('Department').selectOption({ label: 'Sales' });
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(app.results().first()).toBeVisible();

  // Contact the first contactable participant of the results.
  const count = await app.results().count();
  let contacted = false;
  for (let index = 0; index < count && !contacted; index += 1) {
    await app.results().nth(index).getByRole('button').click();
    await expect(page.getByTestId('participant-sheet')).toBeVisible();
    const button = page.getByTestId('contact-button');
    if ((await button.count()) > 0 && (await button.isEnabled())) {
      const dialog = page.getByRole('dialog', { name: 'Contact request' });
      // A refused request: the button says contacted at once, then returns to normal with the failure.
      await page.route('**/contactParticipant.htm', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 300));
        await route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ status: 'error', http_code: 500, error: 'INTERNAL_ERROR', message: 'boom' }),
        });
      });
      await button.click();
      await dialog.getByRole('button', { name: 'Send' }).click();
      await expect(button).toHaveText('Contacted');
      await expect(button).toBeDisabled();
      await expect(app.notification('Failed to contact participant')).toBeVisible();
      await expect(button).toHaveText('Contact');
      await expect(button).toBeEnabled();
      await page.unroute('**/contactParticipant.htm');

      // Cancelling sends nothing; confirming sends the request.
      await button.click();
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(dialog).toHaveCount(0);
      await expect(button).toHaveText('Contact');
      await button.click();
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: 'Send' }).click();
      await expect(button).toHaveText('Contacted');
      await expect(button).toBeDisabled();
      await expect(app.notification('Contact request sent')).toBeVisible();
      contacted = true;
    } else {
      await page.goBack();
      await page.getByRole('button', { name: 'Advanced search' }).click();
      await page.getByLabel('Department').selectOption({ label: 'Sales' });
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await expect(app.results().first()).toBeVisible();
    }
  }
  expect(contacted).toBe(true);
  const contactedName = await app.heading().textContent();

  // The user-data page now has the contacted participants tab, with the tab bar.
  await app.open('?/user-data');
  await page.getByRole('tab', { name: 'Contacted participants' }).click();
  await expect(page.getByTestId('contacted-participants')).toContainText(contactedName ?? '');
});

test('logging out leaves nothing personal on the device', async ({ page }) => {
  const app = new AccountsPages(page, server.url);
  await app.open('?/login');
  await app.logIn();
  await expect(app.heading()).toHaveText('My account');
  const token = await page.evaluate(
    () => JSON.parse(localStorage.getItem('loginToken') ?? 'null').token as string,
  );
  await page.goto(`${server.url}/?/search-taiga`);
  await expect(app.results()).toHaveCount(100);
  const participant = (await app.results().first().textContent()) ?? '';

  await app.open('?/user-data');
  await page.getByTestId('logout').click();
  await expect(page).toHaveURL(/\?\/home$/);
  await expect(app.notification('You must be authenticated')).toHaveCount(0);

  const stored = await app.deviceStorageText();
  expect(stored).not.toContain(token);
  expect(stored).not.toContain(DEMO_LOGIN);
  expect(stored).not.toContain('Valérie');
  expect(stored).not.toContain(participant.slice(0, 20));
  for (const key of ['loginToken', 'userData', 'account']) {
    expect(await page.evaluate((name) => localStorage.getItem(name), key)).toBeNull();
  }

  // The protected page is closed again.
  await app.open('?/user-data');
  await expect(page).toHaveURL(/\?\/login/);
});

test('a token in the address becomes the session and leaves the address bar; a forged one does not', async ({
  page,
}) => {
  const app = new AccountsPages(page, server.url);
  const token = await app.tokenFor();
  await app.open(`?/user-data?token=${encodeURIComponent(token)}`);
  await expect(app.heading()).toHaveText('My account');
  await expect(page).toHaveURL(/\?\/user-data$/);
  expect(page.url()).not.toContain(token);
  expect(await app.storedToken()).toBe(token);
  await expect(app.profileField('First name')).toHaveValue('Valérie');
  await expect(app.notification('You must be authenticated')).toHaveCount(0);

  await page.evaluate(() => localStorage.clear());
  await app.open('?/user-data?token=forged-token');
  await expect(page).toHaveURL(/\?\/login\?nextRoute=/);
  expect(page.url()).not.toContain('forged-token');
  await expect(app.notification('Invalid or expired session')).toBeVisible();
  expect(await app.storedToken()).toBeNull();
});

test('the login page shows the show’s forgotten-password, create-account and terms links', async ({
  page,
}) => {
  const app = new AccountsPages(page, server.url);
  await app.open('?/login');
  const links = page.getByRole('navigation', { name: 'Account help' }).getByRole('link');
  await expect(links).toHaveText([/Forgotten password\?/, /Create an account/, /Terms of use/]);
  await expect(links.nth(0)).toHaveAttribute('href', `${DEMO_SITE}/en/forgotten-password`);
  await expect(links.nth(1)).toHaveAttribute('href', `${DEMO_SITE}/en/register`);
  await expect(links.nth(2)).toHaveAttribute('href', `${DEMO_SITE}/en/terms`);
  await app.expectAccessible();
});

test('the badge tab frames the badge page; your events open their sheets', async ({ page }) => {
  const app = new AccountsPages(page, server.url);
  await page.route(`${DEMO_SITE}/**`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><html lang="en"><title>Badge</title><main><h1>Visitor badge</h1></main></html>',
    }),
  );
  await declineOfferedUpdates(page);
  const token = await app.tokenFor();
  await app.open('?/home');
  const event = await app.firstCatalogEvent();
  await app.updateProfile(token, {
    events: [
      { id: event.id, title: event.title, start_date: '2026-06-02', start_time: '10h00', end_time: '11h00' },
      { id: 'partner-dinner', title: 'Partner dinner' },
    ],
  });

  await app.open(`?/user-data?token=${encodeURIComponent(token)}`);
  // The contacted participants of an earlier journey have their tab too.
  await expect(page.getByRole('tab')).toHaveText([
    'Your profile',
    'Badge',
    'Your events',
    'Contacted participants',
  ]);
  await page.getByRole('tab', { name: 'Badge' }).click();
  const frame = page.getByTestId('badge-frame');
  await expect(frame).toHaveAttribute('src', new RegExp(`^${DEMO_SITE}/en/badge\\?participant=\\d+$`));
  await expect(page.frameLocator('[data-testid="badge-frame"]').getByRole('heading')).toHaveText(
    'Visitor badge',
  );
  await expect(page.getByTestId('badge-link')).toHaveAttribute(
    'href',
    (await frame.getAttribute('src')) ?? '',
  );
  await app.expectAccessible();

  await page.getByRole('tab', { name: 'Your events' }).click();
  const events = page.getByTestId('user-events');
  await expect(events.getByText('Partner dinner')).toBeVisible();
  await expect(events.getByRole('link')).toHaveCount(1);
  await events.getByRole('link', { name: event.title }).click();
  await expect(page).toHaveURL(new RegExp(`\\?/event\\?id=${event.id}$`));
});

test('a contact sheet saves the contact card as a vCard file', async ({ page }) => {
  const app = new AccountsPages(page, server.url);
  await app.open(`?/search-taiga?token=${encodeURIComponent(await app.tokenFor())}`);
  await expect(app.results()).toHaveCount(100);
  await app.results().first().getByRole('button').click();
  await expect(page).toHaveURL(/\?\/participant\?id=\d+/);
  const id = new URL(page.url()).search.match(/id=(\d+)/)?.[1];
  const name = (await app.heading().textContent()) ?? '';
  await app.open(`?/contact?id=${id}`);
  await expect(app.heading()).toHaveText(name);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Save the contact card (.vcf)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.vcf$/);
  const card = readFileSync(await file.path(), 'utf8');
  expect(card).toMatch(/^BEGIN:VCARD\r\nVERSION:3\.0\r\n/);
  expect(card).toContain('END:VCARD');
});

/**
 * Waits, from now on, for the page's requests to have settled for half a second, its connectivity
 * checks aside: with the page's clock paused, a check of `online.txt` stays in flight for good (seen
 * since the favorites sync polls the connection), so Playwright's 'networkidle' never comes.
 */
function watchRequestsButConnectivityChecks(page: Page): { settled: () => Promise<void> } {
  const inFlight = new Set<Request>();
  let quietSince = Date.now();
  const done = (request: Request) => {
    inFlight.delete(request);
    if (inFlight.size === 0) quietSince = Date.now();
  };
  page.on('request', (request) => {
    if (!new URL(request.url()).pathname.endsWith('/online.txt')) inFlight.add(request);
  });
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return {
    settled: () =>
      expect
        .poll(() => inFlight.size === 0 && Date.now() - quietSince >= 500, { intervals: [100] })
        .toBe(true),
  };
}

test('the session is renewed on the configured delay, and logout stops it and empties the form', async ({
  page,
}) => {
  const app = new AccountsPages(page, server.url);
  const requests = watchRequestsButConnectivityChecks(page);
  await page.clock.install();
  await app.open('?/login');
  await app.logIn();
  await expect(app.heading()).toHaveText('My account');
  await requests.settled();
  const renewals: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/me.htm')) renewals.push(request.url());
  });
  // The demo renews every 15 minutes.
  await page.clock.runFor('14:00');
  expect(renewals).toHaveLength(0);
  await page.clock.runFor('01:01');
  await expect.poll(() => renewals.length).toBe(1);

  // Logging out from the login page: the form comes back empty, and nothing is renewed any more.
  await app.open('?/login');
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByLabel('Password')).toHaveValue('');
  await expect(page.getByLabel('E-mail')).toHaveValue('');
  for (const key of ['loginToken', 'userData', 'account']) {
    expect(await page.evaluate((name) => localStorage.getItem(name), key)).toBeNull();
  }
  const before = renewals.length;
  await page.clock.runFor('31:00');
  expect(renewals).toHaveLength(before);
});

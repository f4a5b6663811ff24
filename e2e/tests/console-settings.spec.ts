import { expect, type Page, test } from '@playwright/test';
import { wcagViolations } from '../support/accessibility.js';
import { keepScreenshot } from '../support/screenshots.js';
import { ShowServer } from '../support/show-server.js';
import { declineOfferedUpdates } from '../support/updates.js';

/**
 * The show's settings in the console: the demo organiser renames the show, takes a home tile away
 * and points another elsewhere, sees the phone preview follow, saves; a staff organiser reads them
 * only; a question added to the lead form reaches an exhibitor's phone; a message written in both
 * languages shows in each visitor's; after `showfloor publish` the visitor app's home shows the new
 * name and tiles.
 */

const server = new ShowServer(8820);

test.use({ locale: 'en-GB', viewport: { width: 1280, height: 900 } });
test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  await server.start();
  await server.stop();
  const added = await server.cli('organiser', 'add', 'sami@show.test', '--role', 'staff');
  const link = (added.match(/http\S+/)?.[0] ?? '').replace(/^http:\/\/localhost:\d+/, server.url);
  await server.start();
  const token = new URL(link).searchParams.get('set-password') ?? '';
  const set = await fetch(`${server.url}/console/api/set-password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token, password: 'sami console password' }),
  });
  expect(set.ok).toBe(true);
});

test.afterAll(async () => {
  await server.dispose();
});

async function logIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

test('an owner renames the show and changes the home tiles, sees the preview follow, and saves', async ({
  page,
}) => {
  await page.goto(`${server.url}/console/#settings`);
  await logIn(page, 'organiser@demo.showfloor.test', 'showfloor-demo');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Settings');
  const preview = page.getByTestId('home-preview');
  await page.getByLabel('Preview language').selectOption('en');
  await expect(preview.getByRole('listitem').last()).toHaveText('Social media');

  await page.getByLabel('Name (in English)').fill('Maker Days 2026');
  await page.getByLabel('Name (in French)').fill('Journées des makers 2026');
  await expect(preview).toContainText('Maker Days 2026');
  // The social media tile goes with its feature; the practical information tile opens another page.
  await page.getByRole('checkbox', { name: 'Social media' }).uncheck();
  await expect(preview.getByRole('listitem').last()).toHaveText('Practical information');
  await page.getByLabel('Practical information page (tile) (in English)').fill('https://example.org/info');
  await page.getByLabel('Preview language').selectOption('fr');
  await expect(preview).toContainText('Journées des makers 2026');
  await expect(preview.getByRole('listitem').last()).toHaveText('Infos pratiques');

  // A bad field is named, linked, and nothing is saved.
  await page.getByLabel('Time zone (such as Europe/Paris)').fill('Paris');
  await page.getByRole('button', { name: 'Save the settings' }).click();
  const summary = page.getByRole('alert');
  await expect(summary).toContainText('One field needs fixing:');
  await expect(summary.getByRole('link')).toHaveText('timeZone: must be a time zone such as Europe/Paris');
  await expect(page.getByLabel('Time zone (such as Europe/Paris)')).toHaveAttribute('aria-invalid', 'true');
  expect(await wcagViolations(page)).toEqual([]);
  await summary.getByRole('link').click();
  await expect(page.getByLabel('Time zone (such as Europe/Paris)')).toBeFocused();
  await page.keyboard.press('Control+A');
  await page.keyboard.type('Europe/Berlin');
  await expect(page.getByRole('alert')).toHaveCount(0);

  await page.getByRole('button', { name: 'Save the settings' }).click();
  await expect(page.getByRole('status')).toHaveText('Settings saved. Visitors see them at the next publish.');
  await page.getByLabel('Preview language').selectOption('en');
  expect(await wcagViolations(page)).toEqual([]);
  await page.evaluate(() => window.scrollTo(0, 0));
  await keepScreenshot(page, 'console-settings');

  // Saved: a reload shows the draft, and the audit log names the fields changed.
  await page.reload();
  await expect(page.getByLabel('Name (in English)')).toHaveValue('Maker Days 2026');
  await expect(page.getByLabel('Time zone (such as Europe/Paris)')).toHaveValue('Europe/Berlin');
  await page.getByRole('link', { name: 'Audit log' }).click();
  await expect(page.getByRole('row').nth(1)).toContainText('settings.save');
  await expect(page.getByRole('row').nth(1)).toContainText(
    'changed: features name practicalInfoUrl timeZone',
  );
});

test('a staff organiser reads the settings and cannot change them', async ({ page }) => {
  await page.goto(`${server.url}/console/#settings`);
  await logIn(page, 'sami@show.test', 'sami console password');
  await expect(
    page.getByText('Your role reads the settings; an editor or an owner changes them.'),
  ).toBeVisible();
  await expect(page.getByLabel('Name (in English)')).toHaveValue('Maker Days 2026');
  await expect(page.getByLabel('Name (in English)')).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Save the settings' })).toHaveCount(0);
  expect(await wcagViolations(page)).toEqual([]);
});

test('an owner adds a question to the lead form, which an exhibitor’s phone gets when it registers', async ({
  page,
  request,
}) => {
  await page.goto(`${server.url}/console/#lead-form`);
  await logIn(page, 'organiser@demo.showfloor.test', 'showfloor-demo');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lead form');
  await page.getByRole('button', { name: 'Add a field' }).click();
  const added = page.getByRole('group', { name: /^Field 14/ });
  await added.getByLabel('Question').fill('Visited our stand');
  await added.getByLabel('Type').selectOption('radio');
  await page.getByRole('button', { name: 'Save the form' }).click();
  await expect(page.getByRole('alert')).toContainText('fields.13.Code: must be letters, digits, _ or -');
  await expect(page.getByRole('alert')).toContainText('fields.13.Codifications: a choice field needs');
  expect(await wcagViolations(page)).toEqual([]);
  await added.getByLabel('Code (key of the value in exports)').fill('Stand');
  await added.getByLabel('Choices, one per line').fill('Yes, at length\nNo');
  await page.getByRole('button', { name: 'Save the form' }).click();
  await expect(page.getByRole('status')).toHaveText('Lead form saved.');
  await expect(page.getByRole('group', { name: 'Field 14: Stand' })).toBeVisible();
  expect(await wcagViolations(page)).toEqual([]);

  // An exhibitor's phone checks a licence and registers, as the lead capture screen does.
  await page.getByRole('link', { name: 'Lead capture' }).click();
  await page.getByLabel('Exhibitor id (its id in the catalog)').fill('exh-0001');
  await page.getByRole('button', { name: 'Create the licences' }).click();
  await expect(page.getByRole('status')).toHaveText(/^Licences created: [A-Z0-9]{10}\.$/);
  const code = ((await page.getByRole('status').textContent()) ?? '').match(/[A-Z0-9]{10}/)?.[0] ?? '';
  const checked = await request.post(`${server.url}/leads/check-licence`, {
    data: { CAB: code, mobileId: 'phone-rita' },
  });
  const exhibitorId = (await checked.json()).AuthenticateExhibitorAppByCABResult.ExhibitorId;
  const registered = await request.post(`${server.url}/leads/register-checkpoint`, {
    data: { instanceName: 'showfloor', exhibitorId, userName: 'Rita', mobileId: 'phone-rita' },
  });
  const fields: Array<{ Code: string; Type: string; Codifications: Array<{ Label: string }> }> = (
    await registered.json()
  ).RegisterCheckPointResult.FormFields;
  const stand = fields.find((field) => field.Code === 'Stand');
  expect(stand?.Type).toBe('radio');
  expect(stand?.Codifications.map((choice) => choice.Label)).toEqual(['Yes, at length', 'No']);
});

test('a message written in French and English shows in each visitor’s language', async ({
  page,
  browser,
}) => {
  await page.goto(`${server.url}/console/#messages`);
  await logIn(page, 'organiser@demo.showfloor.test', 'showfloor-demo');
  await page.getByLabel('Title in French').fill('Ouverture à 9 h');
  await page.getByLabel('Message in French').fill('Le hall 2 ouvre à 9 h.');
  await page.getByRole('button', { name: 'Send now' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Write the title and the message in every language of the show: English is missing.',
  );
  await page.getByLabel('Title in English').fill('Doors open at 9:00');
  await page.getByLabel('Message in English').fill('Hall 2 opens at 9:00.');
  expect(await wcagViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Send now' }).click();
  await expect(page.getByRole('status')).toHaveText('Message sent; the push reached 0 devices.');

  // Each visitor's app, in its own language, shows the message in it.
  for (const [locale, title] of [
    ['en-GB', 'Doors open at 9:00'],
    ['fr-FR', 'Ouverture à 9 h'],
  ] as const) {
    const context = await browser.newContext({ locale, viewport: { width: 390, height: 844 } });
    const visitor = await context.newPage();
    await visitor.addInitScript(() => localStorage.setItem('profile', 'default'));
    await declineOfferedUpdates(visitor);
    await visitor.goto(`${server.url}/?/inbox`);
    await expect(visitor.getByTestId('inbox-message').first().getByRole('heading')).toHaveText(title);
    await expect(visitor.locator('html')).toHaveAttribute('lang', locale.slice(0, 2));
    await context.close();
  }
});

test('after a publish, the visitor app’s home shows the new name and tiles', async ({ page }) => {
  test.setTimeout(120_000);
  await server.stop();
  await server.cli('publish');
  await server.start();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.addInitScript(() => localStorage.setItem('profile', 'default'));
  await declineOfferedUpdates(page);
  await page.goto(`${server.url}/?/home`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Maker Days 2026');
  await expect(page.getByRole('link', { name: /Practical information/ })).toHaveAttribute(
    'href',
    'https://example.org/info',
  );
  await expect(page.getByRole('link', { name: /Social media/ })).toHaveCount(0);
  await expect(page.getByText('Programme', { exact: true })).toBeVisible();
});

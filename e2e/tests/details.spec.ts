import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from '../support/accessibility.js';
import { ShowServer } from '../support/show-server.js';

// The demo show is generated from a fixed seed, so its original ids (stable across publishes) are known.
const EXHIBITOR_ORIGINAL_ID = 'exh-0006';
const EXHIBITOR_TITLE = 'Thermgen Technologies';

const server = new ShowServer(8717);

test.use({ locale: 'fr-FR', viewport: { width: 390, height: 844 } });
test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  await server.start();
});

test.afterAll(async () => {
  await server.dispose();
});

/** A visitor who already chose a profile, so that the chooser does not stand between the URL and the sheet. */
async function asVisitor(page: Page): Promise<void> {
  await page.addInitScript(() => window.localStorage.setItem('profile', 'visitor'));
}

function pageHeading(page: Page) {
  return page.getByRole('heading', { level: 1 });
}

test('an exhibitor sheet opened by URL leads to its event, then to the event’s speaker', async ({ page }) => {
  await asVisitor(page);
  await page.goto(`${server.url}/?/exhibitor?originalId=${EXHIBITOR_ORIGINAL_ID}`);
  // The first visit downloads the show: the sheet turns from not found to loaded when the data commits.
  await expect(pageHeading(page)).toHaveText(EXHIBITOR_TITLE, { timeout: 90_000 });
  await expect(page.getByRole('link', { name: 'contact@thermgen.in' })).toHaveAttribute(
    'href',
    'mailto:contact@thermgen.in',
  );
  await expect(page.getByRole('button', { name: 'Favori', exact: true })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await expectAccessible(page);

  const event = page.getByTestId('exhibitor-events').getByRole('link').first();
  const eventTitle = (await event.locator('.related-title').textContent()) ?? '';
  expect(eventTitle).not.toBe('');
  await event.click();
  await expect(pageHeading(page)).toHaveText(eventTitle);
  await expect(page).toHaveURL(/\?\/event\?id=\d+/);

  const speaker = page.getByTestId('event-speakers').getByRole('link').first();
  const speakerTitle = (await speaker.locator('.related-title').textContent()) ?? '';
  await speaker.click();
  await expect(pageHeading(page)).toHaveText(speakerTitle);
  // Back to the event: the browser history follows the app's.
  await page.goBack();
  await expect(pageHeading(page)).toHaveText(eventTitle);
});

test('a sheet opened from another shows whole at once: its related lists come with its title', async ({
  page,
}) => {
  await asVisitor(page);
  await page.goto(`${server.url}/?/exhibitor?originalId=${EXHIBITOR_ORIGINAL_ID}`);
  await expect(pageHeading(page)).toHaveText(EXHIBITOR_TITLE, { timeout: 90_000 });
  await page.getByTestId('exhibitor-events').getByRole('link').first().click();
  await expect(page).toHaveURL(/\?\/event\?id=\d+/);
  // Whether the exhibitor's events were on the page when its title first appeared.
  const eventsWithTitle = page.evaluate(
    (title) =>
      new Promise<boolean>((resolve) => {
        const observer = new MutationObserver(() => {
          if (document.querySelector('h1')?.textContent !== title) return;
          observer.disconnect();
          resolve(document.querySelector('[data-testid="exhibitor-events"] a') !== null);
        });
        observer.observe(document.body, { childList: true, subtree: true, characterData: true });
      }),
    EXHIBITOR_TITLE,
  );
  await page.getByTestId('event-exhibitor').getByRole('link', { name: EXHIBITOR_TITLE }).click();
  expect(await eventsWithTitle).toBe(true);
  await expect(pageHeading(page)).toHaveText(EXHIBITOR_TITLE);
});

test('the synoptic agenda shows the day’s sessions by room and opens the one clicked', async ({ page }) => {
  await asVisitor(page);
  await page.goto(`${server.url}/?/synoptic-agenda`);
  const agenda = page.getByTestId('synoptic-agenda');
  await expect(agenda).toBeVisible({ timeout: 90_000 });
  const selectedTab = page.getByRole('tab', { selected: true });
  await expect(selectedTab).toHaveCount(1);
  await expectAccessible(page);

  // Arrow keys move between days (tabs pattern).
  await selectedTab.focus();
  const before = await selectedTab.textContent();
  await page.keyboard.press('End');
  await page.keyboard.press('Home');
  await expect(page.getByRole('tab', { selected: true })).toBeFocused();
  expect(before).not.toBeNull();

  const block = agenda.locator('.agenda-event').first();
  const title = (await block.locator('.agenda-event-title').textContent()) ?? '';
  await block.click();
  await expect(pageHeading(page)).toHaveText(title);
  await expect(page).toHaveURL(/\?\/event\?id=\d+/);
});

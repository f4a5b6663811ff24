import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { seriousViolations } from '../support/accessibility.js';
import { ShowServer } from '../support/show-server.js';

// The demo show is generated from a fixed seed, so its original ids are known.
const EXHIBITOR_ORIGINAL_ID = 'exh-0006';
const EXHIBITOR_TITLE = 'Thermgen Technologies';
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';

const server = new ShowServer(8725);

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  await server.start();
});

test.afterAll(async () => {
  await server.dispose();
});

async function openSheet(page: Page, profile = 'default'): Promise<void> {
  await page.addInitScript((key) => window.localStorage.setItem('profile', key), profile);
  await page.goto(`${server.url}/?/exhibitor?originalId=${EXHIBITOR_ORIGINAL_ID}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(EXHIBITOR_TITLE, { timeout: 90_000 });
}

function channelsOf(page: Page) {
  return page.getByTestId('share-dialog').locator('[data-channel]');
}

test.describe('on a computer', () => {
  test.use({
    locale: 'en-US',
    viewport: { width: 1280, height: 800 },
    permissions: ['clipboard-read', 'clipboard-write'],
  });

  test('the share dialog offers mail, Twitter and the link, with the item’s original id', async ({
    page,
    context,
  }) => {
    await openSheet(page);
    await page.getByRole('button', { name: 'Share' }).click();
    const dialog = page.getByRole('dialog', { name: `Share ${EXHIBITOR_TITLE}` });
    await expect(dialog).toBeVisible();
    // No SMS away from a phone; no Facebook or LinkedIn without the show's app id and API key.
    await expect(channelsOf(page)).toHaveText(['E-mail', 'Twitter', 'Copy the link']);
    expect(await seriousViolations(page, '[data-testid="share-dialog"]')).toEqual([]);

    // Twitter is outside this machine's reach: answer its page here, to read the address it was given.
    await context.route('https://twitter.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: 'tweet' }),
    );
    const popup = context.waitForEvent('page');
    await dialog.getByRole('button', { name: 'Twitter' }).click();
    const tweet = await popup;
    await tweet.waitForURL(/^https:\/\/twitter\.com\//);
    const tweetUrl = new URL(tweet.url());
    expect(`${tweetUrl.origin}${tweetUrl.pathname}`).toBe('https://twitter.com/intent/tweet');
    expect(tweetUrl.searchParams.get('text')).toBe(EXHIBITOR_TITLE);
    expect(tweetUrl.searchParams.get('url')).toBe(
      `${server.url}/?/exhibitor?originalId=${EXHIBITOR_ORIGINAL_ID}`,
    );
    await tweet.close();
    await expect(dialog).toBeHidden();

    await page.getByRole('button', { name: 'Share' }).click();
    await dialog.getByRole('button', { name: 'Copy the link' }).click();
    await expect(page.getByText('Link copied')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `${server.url}/?/exhibitor?originalId=${EXHIBITOR_ORIGINAL_ID}`,
    );

    // The shared address opens the same sheet on another device, whatever its local ids.
    const other = await context.browser()?.newPage();
    if (!other) throw new Error('no browser');
    await openSheet(other);
    await other.close();
  });
});

test.describe('on a phone', () => {
  test.use({
    locale: 'en-US',
    viewport: { width: 412, height: 823 },
    isMobile: true,
    userAgent: ANDROID_CHROME,
  });

  test('SMS comes first, and the system share sheet gets the title and the address', async ({ page }) => {
    await page.addInitScript(() => {
      const shared: ShareData[] = [];
      Object.assign(window, { sharedWithSystem: shared });
      // The browser's share sheet is the edge we do not own: record what the app hands it.
      navigator.share = async (data?: ShareData) => {
        if (data) shared.push(data);
      };
    });
    await openSheet(page);
    await page.getByRole('button', { name: 'Share' }).click();
    await expect(channelsOf(page)).toHaveText(['Share…', 'SMS', 'E-mail', 'Twitter', 'Copy the link']);
    await page.getByRole('button', { name: 'Share…' }).click();
    await expect(page.getByTestId('share-dialog')).toBeHidden();
    const shared = await page.evaluate(
      () => (window as unknown as { sharedWithSystem: ShareData[] }).sharedWithSystem,
    );
    expect(shared).toEqual([
      { title: EXHIBITOR_TITLE, url: `${server.url}/?/exhibitor?originalId=${EXHIBITOR_ORIGINAL_ID}` },
    ]);
  });
});

type ShowConfigJson = Record<string, unknown> & { features: Record<string, boolean> };

/** Imports the show's configuration changed by `change` and publishes it, as an organiser would. */
async function publishConfig(change: (config: ShowConfigJson) => ShowConfigJson): Promise<void> {
  const response = await fetch(`${server.url}/files/project/config.json`);
  const config = change((await response.json()) as ShowConfigJson);
  const file = path.join(server.dataDir, 'changed-config.json');
  writeFileSync(file, JSON.stringify({ format: 'showfloor-catalog', version: 1, config, items: [] }));
  await server.stop();
  try {
    await server.cli('import', file);
    await server.cli('publish');
  } finally {
    await server.start();
  }
}

function publishRestrictions(restrictions: unknown): Promise<void> {
  return publishConfig((config) => ({ ...config, restrictions }));
}

test.describe('restriction lists per page and profile', () => {
  test.use({ locale: 'en-US', viewport: { width: 412, height: 823 } });

  test('an organiser hides share and notes on exhibitor sheets for visitors; other pages and profiles keep them', async ({
    page,
    browser,
  }) => {
    // A rule naming an action the app does not know is refused with its path, and nothing changes.
    await expect(publishRestrictions([{ profiles: ['visitor'], hide: ['print'] }])).rejects.toThrow(
      /config\.restrictions\[0\]\.hide\[0\]/,
    );
    await publishRestrictions([
      { pages: ['exhibitor', 'stores'], profiles: ['visitor'], hide: ['share', 'notes'] },
    ]);

    await openSheet(page, 'visitor');
    await expect(page.getByRole('button', { name: 'Favorite', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Share', exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Note', exact: true })).toHaveCount(0);
    // The exhibitor's session is another page: its sheet keeps both.
    await page.getByTestId('exhibitor-events').getByRole('link').first().click();
    await expect(page).toHaveURL(/\?\/event\?id=\d+/);
    await expect(page.getByRole('button', { name: 'Share', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Note', exact: true })).toBeVisible();

    // Another profile on the same show sees the exhibitor sheet whole.
    const other = await browser.newPage({ locale: 'en-US', viewport: { width: 412, height: 823 } });
    await openSheet(other, 'default');
    await expect(other.getByRole('button', { name: 'Share', exact: true })).toBeVisible();
    await expect(other.getByRole('button', { name: 'Note', exact: true })).toBeVisible();
    await other.close();
  });

  test('a show that switches notes off shows no note button on its sheets', async ({ page }) => {
    await publishConfig((config) => ({ ...config, features: { ...config.features, notes: false } }));

    await openSheet(page, 'default');
    await expect(page.getByRole('button', { name: 'Favorite', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Share', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Note', exact: true })).toHaveCount(0);
  });
});

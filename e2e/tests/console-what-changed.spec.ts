import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';
import { wcagViolations } from '../support/accessibility.js';
import { readC3vocEvents } from '../support/c3voc-schedule-file.js';
import { keepScreenshot } from '../support/screenshots.js';
import { ShowServer } from '../support/show-server.js';

/**
 * Publish with a changelog, the visitor's side (docs/console.md "Publish"): the demo organiser
 * uploads a real pretalx schedule and publishes it; a visitor's app gets that version and stars a
 * talk; the organiser moves the talk to another room and to the late evening (ending after
 * midnight) and publishes with a note; the visitor's app updates and its "What changed" notice names
 * the talk with its old and new room, its old and new time, and the note.
 */

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SCHEDULE = path.resolve(repoRoot, '../shared/fixtures/schedules/c3voc-pretalx-democon.schedule.json');
const NOTE = 'Talk moved to a bigger room';

test.use({ locale: 'en-GB', viewport: { width: 1280, height: 900 } });

async function logIn(page: Page): Promise<void> {
  await page.getByLabel('E-mail address').fill('organiser@demo.showfloor.test');
  await page.getByLabel('Password', { exact: true }).fill('showfloor-demo');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Logged in as organiser@demo.showfloor.test (owner)')).toBeVisible();
}

/** Publishes the draft from the console's Publish page with `note`; resolves once it is published. */
async function publish(page: Page, note: string): Promise<void> {
  await page.getByRole('link', { name: 'Publish' }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Publish');
  await page.getByLabel(/^Note for this version/).fill(note);
  await page.getByRole('button', { name: /^Publish version \d+$/ }).click();
  await expect(page.getByRole('status')).toHaveText(/^Version \d+ published/, { timeout: 60_000 });
}

if (!existsSync(SCHEDULE)) {
  test('fixtures folder absent: the "What changed" journey is skipped', () => {
    console.warn(`fixture absent (${SCHEDULE}): the "What changed" journey is skipped`);
    expect(existsSync(SCHEDULE)).toBe(false);
  });
} else {
  const server = new ShowServer(8840);
  const talk = readC3vocEvents(SCHEDULE)[0];

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    await server.start();
  });

  test.afterAll(async () => {
    await server.dispose();
  });

  test('a visitor whose favorite talk the organiser moves to another room and time is told what changed', async ({
    page,
    browser,
  }) => {
    test.setTimeout(360_000);
    const title = talk?.title ?? '';
    expect(title).not.toBe('');

    // The organiser uploads the schedule, applies it and publishes it.
    await page.goto(`${server.url}/console/#content`);
    await logIn(page);
    await page.getByLabel('File to import').setInputFiles(SCHEDULE);
    await page.getByRole('button', { name: 'Check the file (dry run)' }).click();
    const report = page.getByRole('region', { name: 'Dry run of c3voc-pretalx-democon.schedule.json' });
    await report.getByRole('button', { name: 'Apply: import this file' }).click();
    await expect(page.getByRole('status')).toHaveText(/^Imported: \d+ added/, { timeout: 60_000 });
    await publish(page, 'DemoCon programme added');

    // A visitor's app gets that version and stars the talk.
    const visitorContext = await browser.newContext({
      locale: 'en-GB',
      viewport: { width: 412, height: 860 },
    });
    const visitor = await visitorContext.newPage();
    await visitor.addInitScript(() => localStorage.setItem('profile', 'default'));
    await visitor.goto(`${server.url}/?/search`);
    await visitor.getByRole('searchbox').fill(title);
    const results = visitor.getByTestId('search-results');
    await expect(results.locator('.list-row-title').first()).toHaveText(title, { timeout: 90_000 });
    await results.locator('.list-row-title').first().click();
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(title);
    const star = visitor.getByTestId('favorite-toggle');
    await star.click();
    await expect(star).toHaveAttribute('aria-pressed', 'true');

    // The organiser moves the talk to another room and publishes with a note.
    await page.getByRole('link', { name: 'Catalog' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Catalog' })).toBeVisible();
    const typeSelect = page.getByLabel('Type of item');
    const sessionsOption = typeSelect.locator('option', { hasText: /^Sessions \(\d+\)$/ });
    await typeSelect.selectOption({ label: (await sessionsOption.textContent()) ?? '' });
    await page.getByLabel('Filter by title or id').fill(title);
    await page.locator('.console-item-list').getByRole('button', { name: title }).first().click();
    await expect(page.getByRole('region', { name: title }).getByRole('heading', { level: 2 })).toHaveText(
      title,
    );
    const room = page.getByRole('combobox', { name: /^Room/ });
    const currentRoom = await room.inputValue();
    const options = await room.locator('option').evaluateAll((all) =>
      all.map((option) => ({
        value: (option as HTMLOptionElement).value,
        label: option.textContent ?? '',
      })),
    );
    const target = options.find((option) => option.value !== '' && option.value !== currentRoom);
    const newRoom = target?.label ?? '';
    expect(newRoom).not.toBe('');
    await room.selectOption(target?.value ?? '');
    // And to the late evening, across midnight: its end is on the next day's date.
    const start = page.getByLabel('Start', { exact: true });
    const day = (await start.inputValue()).slice(0, 10);
    const nextDay = new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    await start.fill(`${day}T23:30`);
    await page.getByLabel('End', { exact: true }).fill(`${nextDay}T00:15`);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Saved. Visitors see it at the next publish.')).toBeVisible();
    await publish(page, NOTE);
    expect(await wcagViolations(page)).toEqual([]);
    await keepScreenshot(page, 'console-what-changed-publish');

    // The visitor's app offers the update, applies it and says what changed.
    await visitor.goto(`${server.url}/`);
    const offer = visitor.getByRole('dialog', { name: 'Update available' });
    await expect(offer).toBeVisible({ timeout: 60_000 });
    await offer.getByRole('button', { name: 'Update', exact: true }).click();
    const notice = visitor.getByRole('dialog', { name: 'What changed' });
    await expect(notice).toBeVisible({ timeout: 60_000 });
    await expect(notice.getByRole('link', { name: title })).toBeVisible();
    await expect(notice).toContainText(
      new RegExp(`Room: .+ → ${newRoom.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
    );
    await expect(notice).toContainText(/Time: .+ → .+, 23:30 – .+, 00:15/);
    await expect(notice).toContainText(`Note from the organisers: ${NOTE}`);
    expect(await wcagViolations(visitor, '[data-testid="what-changed"]')).toEqual([]);
    await keepScreenshot(visitor, 'visitor-what-changed');

    // Its link opens the talk's sheet, in its new room; the notice is read and gone.
    await notice.getByRole('link', { name: title }).click();
    await expect(notice).toBeHidden();
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(visitor.getByRole('main').getByText(newRoom, { exact: false }).first()).toBeVisible();
    await visitorContext.close();
  });
}

import { chromium, type Page } from 'playwright-core';
import type { Figure } from './report.js';

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

interface LongTask {
  start: number;
  duration: number;
}

declare global {
  interface Window {
    __longTasks: LongTask[];
  }
}

/** Records every main-thread task over 50 ms from the first script on. */
function observeLongTasks(): void {
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      window.__longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
}

async function measureOf(page: Page, name: string): Promise<{ start: number; duration: number }> {
  await page.waitForFunction((measure) => performance.getEntriesByName(measure).length > 0, name, {
    timeout: 300_000,
  });
  return page.evaluate((measure) => {
    const entries = performance.getEntriesByName(measure);
    const last = entries[entries.length - 1];
    return { start: last?.startTime ?? 0, duration: last?.duration ?? 0 };
  }, name);
}

async function longestTaskDuring(page: Page, window: { start: number; duration: number }): Promise<number> {
  const tasks = await page.evaluate(() => globalThis.window.__longTasks);
  const end = window.start + window.duration;
  return tasks
    .filter((task) => task.start < end && task.start + task.duration > window.start)
    .reduce((longest, task) => Math.max(longest, task.duration), 0);
}

export interface BrowserSession {
  page: Page;
  close(): Promise<void>;
}

export async function openBrowser(): Promise<BrowserSession> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  const context = await browser.newContext({ locale: 'fr-FR', viewport: { width: 390, height: 844 } });
  await context.addInitScript(observeLongTasks);
  // A visitor who already chose the default profile: the chooser would otherwise stand before home.
  await context.addInitScript(() => localStorage.setItem('profile', 'default'));
  const page = await context.newPage();
  return { page, close: () => browser.close() };
}

/** First visit on an empty device: download and store the whole dataset, at 1x CPU. */
export async function measureColdIngest(page: Page, baseUrl: string): Promise<Figure[]> {
  const started = Date.now();
  await page.goto(baseUrl);
  const commit = await measureOf(page, 'showfloor:commit-full');
  await page.getByTestId('data-version').waitFor({ timeout: 300_000 });
  const firstData = Date.now() - started;
  const longest = await longestTaskDuring(page, commit);
  return [
    {
      name: 'cold ingest of the bundle into IndexedDB (commit)',
      value: commit.duration,
      unit: 'ms',
      target: { max: 2000 },
    },
    { name: 'longest main-thread task during the ingest', value: longest, unit: 'ms', target: { max: 50 } },
    { name: 'first visit to data on screen (download included)', value: firstData, unit: 'ms' },
  ];
}

/** A running app takes an update of `changed` items. */
export async function measureIncrement(page: Page, changed: number): Promise<Figure[]> {
  await page.evaluate(() => performance.clearMeasures('showfloor:commit-increment'));
  await page
    .getByRole('button', { name: /mises à jour|updates/i })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: /^(Mettre à jour|Update)$/ }).click();
  const commit = await measureOf(page, 'showfloor:commit-increment');
  return [
    {
      name: `increment of ${changed} changed items applied`,
      value: commit.duration,
      unit: 'ms',
      target: { max: 300 },
    },
  ];
}

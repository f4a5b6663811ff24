import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import type { Figure } from './report.js';

const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Lighthouse 12.8.2 with its default (mobile) preset on the home page of a visitor who already chose
 * the default profile (issue target: performance score of at least 90). The first visit downloads
 * the show, which is the updater's subject: the audited load is a returning visit, as a visitor opens
 * the app at the door. Lighthouse clears storage by default; here it must not.
 */
export async function measureLighthouseHome(baseUrl: string): Promise<Figure[]> {
  const chrome = await launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROMIUM_FLAGS,
  });
  try {
    // The visitor of the audit: default profile chosen, show downloaded, service worker installed.
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    const context = browser.contexts()[0] ?? (await browser.newContext());
    const page = await context.newPage();
    await page.goto(`${baseUrl}/?/choose-profile`);
    await page.evaluate(() => window.localStorage.setItem('profile', 'default'));
    await page.goto(`${baseUrl}/?/home`);
    await page.getByTestId('data-version').waitFor({ state: 'attached', timeout: 300_000 });
    await page.close();
    await browser.close();
    const result = await lighthouse(
      `${baseUrl}/?/home`,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        disableStorageReset: true,
      },
      undefined,
    );
    const lhr = result?.lhr;
    if (!lhr) throw new Error('Lighthouse gave no result');
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? 0;
    return [
      {
        name: 'Lighthouse performance score, home page (mobile preset)',
        value: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        unit: '/100',
        target: { min: 90 },
      },
      {
        name: 'Lighthouse first contentful paint (mobile)',
        value: audit('first-contentful-paint'),
        unit: 'ms',
      },
      {
        name: 'Lighthouse largest contentful paint (mobile)',
        value: audit('largest-contentful-paint'),
        unit: 'ms',
      },
      { name: 'Lighthouse total blocking time (mobile)', value: audit('total-blocking-time'), unit: 'ms' },
    ];
  } finally {
    chrome.kill();
  }
}

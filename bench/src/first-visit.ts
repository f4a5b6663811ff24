import { scryptSync } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cpus } from 'node:os';
import { type Browser, chromium, type Page } from 'playwright-core';
import { ShowServer } from '../../e2e/support/show-server.js';
import { PROGRAMME_FILE } from './programme-publish.js';
import { type Figure, markdownTable, meetsTarget } from './report.js';
import { isRunDirectly } from './step-alone.js';

/**
 * The first visit as a visitor at the door lives it (issue: the fastest first visit of the field):
 * a phone viewport, an empty browser profile, the time from navigation to the programme's talk
 * titles on screen, to home's tiles and to a deep-linked talk's title, at 1x and 4x CPU, then the
 * repeat visit and the offline reload of the same list. On the demo show and on FOSDEM 2025
 * imported (skipped without the fixtures). Chromium's CPU throttling slows the page, not its
 * workers, so both rates are printed. Each timing is also printed as a multiple of a CPU yardstick
 * (one scrypt derivation, median of several), measured first: runs on different days compare.
 * Run alone: `node --import tsx bench/src/first-visit.ts`.
 */

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const PHONE = { width: 390, height: 844 };
const RATES = [1, 4] as const;
/** Cold first visits measured per show and rate; the median is printed. */
const RUNS = Number(process.env.BENCH_FIRST_VISIT_RUNS ?? 3);
const ALL_EVENTS = `/?/list?inputs=${encodeURIComponent(JSON.stringify([{ dataType: 'events' }]))}`;
const TALK_TITLE = '.list-row-title';
/** Issue targets: first visit, cold, to talk titles on screen, per CPU rate (s). */
const FIRST_VISIT_TARGET_S: Record<(typeof RATES)[number], number> = { 1: 1.0, 4: 2.5 };

/** The CPU yardstick: one scrypt derivation (N=2^14, r=8, p=1), median of 9, in ms. */
export function cpuYardstickMs(): number {
  const runs: number[] = [];
  for (let run = 0; run < 9; run++) {
    const started = performance.now();
    scryptSync('yardstick', 'showfloor-bench', 64, { N: 2 ** 14, r: 8, p: 1 });
    runs.push(performance.now() - started);
  }
  runs.sort((a, b) => a - b);
  return runs[Math.floor(runs.length / 2)] ?? 0;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

/**
 * Milliseconds from the navigation's start to the first element matching `selector` with text in
 * it, read in the page (performance.now() counts from the navigation), polled every frame.
 */
async function timeToShown(page: Page, url: string, selector: string): Promise<number> {
  await page.goto(url, { waitUntil: 'commit' });
  const handle = await page.waitForFunction(
    (wanted) => {
      const element = document.querySelector(wanted);
      return element && (element.textContent ?? '').trim() !== '' ? performance.now() : false;
    },
    selector,
    { polling: 'raf', timeout: 300_000 },
  );
  return Number(await handle.jsonValue());
}

async function reloadToShown(page: Page, selector: string): Promise<number> {
  await page.reload({ waitUntil: 'commit' });
  const handle = await page.waitForFunction(
    (wanted) => {
      const element = document.querySelector(wanted);
      return element && (element.textContent ?? '').trim() !== '' ? performance.now() : false;
    },
    selector,
    { polling: 'raf', timeout: 300_000 },
  );
  return Number(await handle.jsonValue());
}

/**
 * A phone in a fresh profile (no cache, no service worker, no IndexedDB) at `rate` times slower CPU.
 * `withoutFirstPayload` refuses the first payload: the page then waits for the stored data, as every
 * first visit did before it, measured under the same load as the visits that have it.
 */
async function coldPhone(browser: Browser, rate: number, withoutFirstPayload = false) {
  const context = await browser.newContext({
    locale: 'en-GB',
    viewport: PHONE,
    isMobile: true,
    hasTouch: true,
  });
  // A visitor who chose the default profile: the chooser would otherwise stand before the page.
  await context.addInitScript(() => localStorage.setItem('profile', 'default'));
  if (withoutFirstPayload) await context.route('**/offline/first_*', (route) => route.abort());
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  return { context, page };
}

/** Waits until the show's data is stored on the device (home names its version). */
async function waitForStoredData(page: Page, baseUrl: string): Promise<void> {
  await page.goto(`${baseUrl}/?/home`);
  await page.getByTestId('data-version').waitFor({ state: 'attached', timeout: 300_000 });
  // The service worker takes the page's code in hand before the offline reload.
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
}

/** The original id of the show's first talk (by the bundle's order), for a deep link. */
async function firstTalkOriginalId(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/offline/db_eng.json`);
  const bundle = (await response.json()) as {
    data: { events?: { fields: string[]; rows: unknown[][] } };
  };
  const events = bundle.data.events;
  const column = events?.fields.indexOf('original_id') ?? -1;
  const value = events?.rows[0]?.[column];
  if (typeof value !== 'string' && typeof value !== 'number') throw new Error('the show has no talk');
  return String(value);
}

async function measureShow(browser: Browser, show: string, baseUrl: string, yardstick: number) {
  const figures: Figure[] = [];
  const talk = `/?/event?originalId=${encodeURIComponent(await firstTalkOriginalId(baseUrl))}`;
  const figure = (name: string, ms: number, target?: number): Figure => ({
    name: `${show}: ${name} (${(ms / yardstick).toFixed(1)}× yardstick)`,
    value: ms / 1000,
    unit: 's',
    ...(target === undefined ? {} : { target: { max: target } }),
  });
  for (const rate of RATES) {
    const cold = { list: [] as number[], home: [] as number[], talk: [] as number[] };
    const without = { list: [] as number[], home: [] as number[], talk: [] as number[] };
    for (let run = 0; run < RUNS; run++) {
      for (const [key, path, selector] of [
        ['list', ALL_EVENTS, TALK_TITLE],
        ['home', '/?/home', '.home-tile'],
        ['talk', talk, 'h1'],
      ] as const) {
        // Interleaved, so that both see the same load on a machine shared with other work.
        for (const isWithout of [false, true]) {
          const { context, page } = await coldPhone(browser, rate, isWithout);
          (isWithout ? without : cold)[key].push(await timeToShown(page, `${baseUrl}${path}`, selector));
          await context.close();
        }
      }
    }
    figures.push(
      figure(
        `first visit, cold, to talk titles on screen, ${rate}x CPU`,
        median(cold.list),
        FIRST_VISIT_TARGET_S[rate],
      ),
      figure('the same without the first payload (as before it)', median(without.list)),
      figure(`first visit, cold, to home's tiles, ${rate}x CPU`, median(cold.home)),
      figure('the same without the first payload', median(without.home)),
      figure(`first visit, cold, deep link to a talk's title, ${rate}x CPU`, median(cold.talk)),
      figure('the same without the first payload', median(without.talk)),
    );
    const { context, page } = await coldPhone(browser, rate);
    await waitForStoredData(page, baseUrl);
    const repeat: number[] = [];
    const offline: number[] = [];
    for (let run = 0; run < RUNS; run++)
      repeat.push(await timeToShown(page, `${baseUrl}${ALL_EVENTS}`, TALK_TITLE));
    await context.setOffline(true);
    for (let run = 0; run < RUNS; run++) offline.push(await reloadToShown(page, TALK_TITLE));
    await context.close();
    figures.push(
      figure(`repeat visit to talk titles, ${rate}x CPU`, median(repeat)),
      figure(`offline reload to talk titles, ${rate}x CPU`, median(offline)),
    );
  }
  return figures;
}

/** The first-visit figures on the demo show (port `port`) and FOSDEM imported (port `port + 1`). */
export async function measureFirstVisit(port: number): Promise<Figure[]> {
  const yardstick = cpuYardstickMs();
  console.log(`bench: CPU yardstick (scrypt N=2^14, r=8, p=1, median of 9): ${yardstick.toFixed(1)} ms`);
  const figures: Figure[] = [
    {
      name: 'CPU yardstick: one scrypt derivation (N=2^14, r=8, p=1), median of 9',
      value: yardstick,
      unit: 'ms',
    },
  ];
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  try {
    const demo = new ShowServer(port);
    try {
      console.log('bench: first visit on the demo show…');
      await demo.cli('demo');
      await demo.start();
      figures.push(...(await measureShow(browser, 'demo show', demo.url, yardstick)));
    } finally {
      await demo.dispose();
    }
    if (!existsSync(PROGRAMME_FILE)) {
      console.log(`bench: first visit on FOSDEM skipped: fixtures folder absent (${PROGRAMME_FILE})`);
      return figures;
    }
    const fosdem = new ShowServer(port + 1);
    try {
      console.log('bench: first visit on FOSDEM 2025 imported…');
      await fosdem.cli('import', PROGRAMME_FILE);
      await fosdem.cli('publish');
      await fosdem.start();
      figures.push(...(await measureShow(browser, 'FOSDEM 2025', fosdem.url, yardstick)));
    } finally {
      await fosdem.dispose();
    }
  } finally {
    await browser.close();
  }
  return figures;
}

if (isRunDirectly(import.meta.url)) {
  const figures = await measureFirstVisit(Number(process.env.BENCH_FIRST_VISIT_PORT ?? 8800));
  console.log(
    `\nMachine: ${cpus().length} cores (${cpus()[0]?.model ?? 'unknown CPU'}), Node ${process.version}\n`,
  );
  console.log(markdownTable(figures));
  const missed = figures.filter((figure) => meetsTarget(figure) === false);
  if (missed.length > 0) console.log(`\n${missed.length} target(s) not met.`);
}

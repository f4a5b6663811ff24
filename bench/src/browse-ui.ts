import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import type { Figure } from './report.js';

const webDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/web/dist');
const CPU_SLOWDOWN = 4;

/**
 * Gzipped size of the JavaScript the app shell loads before its first screen: the entry script and
 * the modules it preloads. Lazy chunks (map, scanner, spreadsheet writer) are not part of it.
 */
export function initialJavaScript(): Figure {
  const html = readFileSync(path.join(webDist, 'index.html'), 'utf8');
  const scripts = [
    ...html.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="([^"]+\.js)"/g),
  ]
    .map((match) => match[1])
    .filter((src): src is string => src !== undefined);
  const bytes = scripts.reduce(
    (total, src) => total + gzipSync(readFileSync(path.join(webDist, src.replace(/^\//, '')))).length,
    0,
  );
  return {
    name: 'initial JavaScript of the app shell, gzipped',
    value: bytes / 1024,
    unit: 'KiB',
    target: { max: 300 },
  };
}

/**
 * Moves the running app to a route as its own links do (history entry, then popstate), and resolves
 * with the milliseconds until `selector` is on screen and a frame has been painted.
 */
function timeRoute(page: Page, query: string, selector: string): Promise<number> {
  return page.evaluate(
    ({ query, selector }) =>
      new Promise<number>((resolve) => {
        const started = performance.now();
        const navIndex = window.history.length;
        window.history.pushState({ navIndex }, '', query);
        window.dispatchEvent(new PopStateEvent('popstate', { state: { navIndex } }));
        const check = () => {
          if (document.querySelector(selector)) {
            requestAnimationFrame(() => resolve(performance.now() - started));
            return;
          }
          requestAnimationFrame(check);
        };
        check();
      }),
    { query, selector },
  );
}

/** Time until the page stops changing: the last DOM mutation after `started`, once 300 ms pass quietly. */
function timeUntilSettled(page: Page, query: string): Promise<number> {
  return page.evaluate(
    (query) =>
      new Promise<number>((resolve) => {
        const started = performance.now();
        let last = started;
        const observer = new MutationObserver(() => {
          last = performance.now();
        });
        observer.observe(document.body, { childList: true, subtree: true, characterData: true });
        const navIndex = window.history.length;
        window.history.pushState({ navIndex }, '', query);
        window.dispatchEvent(new PopStateEvent('popstate', { state: { navIndex } }));
        const poll = () => {
          if (performance.now() - last > 300) {
            observer.disconnect();
            resolve(last - started);
            return;
          }
          setTimeout(poll, 50);
        };
        setTimeout(poll, 50);
      }),
    query,
  );
}

/** Scrolls the page for `ms` milliseconds a step each frame; returns the longest frame seen. */
function longestFrameWhileScrolling(page: Page, ms: number): Promise<number> {
  return page.evaluate(
    (ms) =>
      new Promise<number>((resolve) => {
        const started = performance.now();
        let previous = started;
        let longest = 0;
        const step = (now: number) => {
          longest = Math.max(longest, now - previous);
          previous = now;
          window.scrollBy(0, 400);
          if (now - started < ms) requestAnimationFrame(step);
          else resolve(longest);
        };
        requestAnimationFrame(step);
      }),
    ms,
  );
}

/**
 * The browse screens on dataset W at 4x CPU slowdown (issue targets: list first render under 100 ms,
 * no frame over 50 ms while scrolling, at most 1,500 DOM nodes, a sheet with its related lists under
 * 100 ms). Expects the app open on a device that holds dataset W.
 */
export async function measureBrowseScreens(page: Page): Promise<Figure[]> {
  // The bench runs through tsx, which wraps named inner functions in a `__name` helper that the
  // page does not have: give it one that does nothing.
  await page.evaluate('globalThis.__name ??= (fn) => fn');
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  try {
    const allExhibitors = `?/list?inputs=${encodeURIComponent(JSON.stringify([{ dataType: 'exhibitors' }]))}`;
    // Once to warm the code and the local database's caches, as a user's second visit would.
    await timeRoute(page, allExhibitors, '.virtual-row');
    await timeRoute(page, '?/home', '[data-testid="data-version"]');
    const listRender = await timeRoute(page, allExhibitors, '.virtual-row');
    const rows = await page.evaluate(() =>
      document.querySelector('.virtual-row')?.getAttribute('aria-setsize'),
    );
    const domNodes = await page.evaluate(() => document.getElementsByTagName('*').length);
    const longestFrame = await longestFrameWhileScrolling(page, 3000);
    const domNodesScrolled = await page.evaluate(() => document.getElementsByTagName('*').length);

    // An exhibitor of the generated show with events, products and places (ids are stable across runs).
    const sheetQuery = '?/exhibitor?originalId=exh-0006';
    const sheet = await timeUntilSettled(page, sheetQuery);
    // Back home, where the next measures expect the app.
    await timeRoute(page, '?/home', '[data-testid="data-version"]');
    return [
      {
        name: `exhibitor list of ${rows ?? '?'} rows, first render (4x CPU)`,
        value: listRender,
        unit: 'ms',
        target: { max: 100 },
      },
      {
        name: 'longest frame while scrolling the exhibitor list (4x CPU)',
        value: longestFrame,
        unit: 'ms',
        target: { max: 50 },
      },
      {
        name: 'DOM nodes of the exhibitor list page (most of open or scrolled)',
        value: Math.max(domNodes, domNodesScrolled),
        unit: 'nodes',
        target: { max: 1500 },
      },
      {
        name: 'exhibitor sheet with its related lists (4x CPU)',
        value: sheet,
        unit: 'ms',
        target: { max: 100 },
      },
    ];
  } finally {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  }
}

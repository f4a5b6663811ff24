import type { CDPSession, Locator, Page } from 'playwright-core';
import type { ShowServer } from '../../e2e/support/show-server.js';
import { measureColdIngest, openBrowser } from './browser-ingest.js';
import { readBundle } from './dataset-w.js';
import { measureRoutesInNode, percentile, type RoutePair, routePairs, venueOfBundle } from './map-routes.js';
import type { Figure } from './report.js';
import { isRunDirectly, runStepAlone } from './step-alone.js';

const CPU_SLOWDOWN = 4;
/** A long task ending later than this after the last one means the page has settled. */
const QUIET_MS = 1_000;
/** How long the map may take to go quiet before its opening is reported as at least that long. */
const SETTLE_MAX_MS = 60_000;
/** Pairs planned through the app's dialog (each twice: walking, then step-free). */
const PAIRS_IN_PAGE = 5;
/** The measure the app records around each route planning (apps/web plan-route.ts). */
const ROUTE_MEASURE = 'map-route';

interface OpenTiming {
  /** From the navigation to the status `loaded` and the next painted frame. */
  drawn: number;
  /** From the navigation to the end of the last main-thread task over 50 ms (the page settled). */
  interactive: number;
  longestTask: number;
}

/**
 * Opens the map from the home page as the app's own links do, and times it: until the page says
 * `data-map-status="loaded"` (maplibre's `load`: style, sources and the first full render) and a
 * frame has been painted, then until the main thread has had no task over 50 ms for a second, which
 * is when a tap is answered at once (the venue read, the route planner and the place-search
 * targets are built by then).
 */
async function openMap(page: Page): Promise<OpenTiming> {
  await page.evaluate(() => {
    window.__longTasks = [];
  });
  const { started, drawnAt } = await page.evaluate(
    ({ maxMs }) =>
      new Promise<{ started: number; drawnAt: number }>((resolve, reject) => {
        setTimeout(() => reject(new Error(`the map did not load within ${maxMs / 1000} s`)), maxMs);
        const started = performance.now();
        const navIndex = window.history.length;
        window.history.pushState({ navIndex }, '', '?/mobigeo');
        window.dispatchEvent(new PopStateEvent('popstate', { state: { navIndex } }));
        const check = () => {
          if (document.querySelector('[data-testid="map-page"][data-map-status="loaded"]')) {
            requestAnimationFrame(() => resolve({ started, drawnAt: performance.now() }));
            return;
          }
          requestAnimationFrame(check);
        };
        check();
      }),
    { maxMs: SETTLE_MAX_MS },
  );
  let settledAt: number | undefined;
  while (settledAt === undefined) {
    await page.waitForTimeout(QUIET_MS / 2);
    const { isQuiet, now } = await page.evaluate(
      ({ quiet }) => {
        const lastEnd = Math.max(0, ...window.__longTasks.map((task) => task.start + task.duration));
        return { isQuiet: performance.now() - lastEnd > quiet, now: performance.now() };
      },
      { quiet: QUIET_MS },
    );
    if (isQuiet) settledAt = now;
    else if (now - started > SETTLE_MAX_MS) {
      // A page that never goes quiet is not interactive: the figure says "at least this long".
      console.warn(`map bench: no quiet second within ${SETTLE_MAX_MS / 1000} s of the map's opening`);
      settledAt = now;
    }
  }
  const tasks = await page.evaluate(() => window.__longTasks);
  const after = tasks.filter((task) => task.start + task.duration >= started);
  const lastEnd =
    settledAt - started > SETTLE_MAX_MS
      ? settledAt
      : Math.max(drawnAt, ...after.map((task) => task.start + task.duration));
  return {
    drawn: drawnAt - started,
    interactive: lastEnd - started,
    longestTask: Math.max(0, ...after.map((task) => task.duration)),
  };
}

async function backHome(page: Page): Promise<void> {
  await page.evaluate(() => {
    const navIndex = window.history.length;
    window.history.pushState({ navIndex }, '', '?/home');
    window.dispatchEvent(new PopStateEvent('popstate', { state: { navIndex } }));
  });
  await page.getByTestId('data-version').waitFor({ timeout: 60_000 });
}

declare global {
  interface Window {
    __frames?: { longest: number; count: number; over: number; longestLoaf: number; isRunning: boolean };
  }
}

/** The frame budget while panning and zooming. */
const FRAME_BUDGET_MS = 50;
/**
 * Animation frames start on the display's beats (16.7 ms apart): three beats read 50.0 ms give or
 * take microseconds, which is within the budget; a frame over it takes a fourth beat, 66.7 ms.
 */
const BEAT_JITTER_MS = 1;

/**
 * Records the longest gap between two animation frames, how many gaps passed the frame budget, and
 * the longest long-animation-frame.
 */
function startFrameRecorder(page: Page): Promise<void> {
  return page.evaluate(
    ({ budget }) => {
      const frames = { longest: 0, count: 0, over: 0, longestLoaf: 0, isRunning: true };
      window.__frames = frames;
      let previous = performance.now();
      const step = (now: number) => {
        frames.longest = Math.max(frames.longest, now - previous);
        if (now - previous > budget) frames.over += 1;
        frames.count += 1;
        previous = now;
        if (frames.isRunning) requestAnimationFrame(step);
      };
      requestAnimationFrame(step);
      if (PerformanceObserver.supportedEntryTypes.includes('long-animation-frame')) {
        const observer = new PerformanceObserver((list) => {
          for (const entry of list.getEntries())
            frames.longestLoaf = Math.max(frames.longestLoaf, entry.duration);
          if (!frames.isRunning) observer.disconnect();
        });
        observer.observe({ type: 'long-animation-frame' });
      }
    },
    { budget: FRAME_BUDGET_MS + BEAT_JITTER_MS },
  );
}

function stopFrameRecorder(
  page: Page,
): Promise<{ longest: number; count: number; over: number; longestLoaf: number }> {
  return page.evaluate(() => {
    const frames = window.__frames ?? { longest: 0, count: 0, over: 0, longestLoaf: 0, isRunning: false };
    frames.isRunning = false;
    return {
      longest: frames.longest,
      count: frames.count,
      over: frames.over,
      longestLoaf: frames.longestLoaf,
    };
  });
}

async function mapZoom(map: Locator): Promise<number> {
  return Number((await map.getAttribute('data-zoom')) ?? Number.NaN);
}

/** One finger-like drag: pressed, moved a few pixels each frame, released. */
async function drag(page: Page, from: { x: number; y: number }, by: { x: number; y: number }): Promise<void> {
  const steps = 40;
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  for (let step = 1; step <= steps; step++) {
    await page.mouse.move(from.x + (by.x * step) / steps, from.y + (by.y * step) / steps);
    await page.waitForTimeout(16);
  }
  await page.mouse.up();
  await page.waitForTimeout(300);
}

/** How long a wheel notch may take to end its move (maplibre eases it, then fires moveend). */
const NOTCH_MAX_MS = 3_000;

/**
 * Wheel notches at the map's centre until its zoom passes `target` (upwards or downwards), at most
 * 30 (a notch is about a third of a zoom level); resolves with the zoom reached. Each notch waits
 * for the move it starts to end (the page shows the zoom on moveend): at 4x CPU maplibre's easing
 * outlasts a fixed pause, and notches sent meanwhile merge into one move that the zoom read before
 * its end does not see, so the map went on zooming far past the target.
 */
async function wheelTo(
  page: Page,
  map: Locator,
  centre: { x: number; y: number },
  target: number,
): Promise<number> {
  const zoomingIn = (await mapZoom(map)) < target;
  await page.mouse.move(centre.x, centre.y);
  for (let notch = 0; notch < 30; notch++) {
    const zoom = await mapZoom(map);
    if (zoomingIn ? zoom >= target : zoom <= target) return zoom;
    await page.mouse.wheel(0, zoomingIn ? -240 : 240);
    await page
      .waitForFunction(
        ({ before }) =>
          Number(document.querySelector('[data-testid="indoor-map"]')?.getAttribute('data-zoom')) !== before,
        { before: zoom },
        { timeout: NOTCH_MAX_MS },
      )
      .catch(() => console.warn(`map bench: a wheel notch at zoom ${zoom} ended no move`));
  }
  return mapZoom(map);
}

/**
 * Pans and zooms the shown level with real input events (mouse drags and wheel notches): in to
 * the booth labels (they appear from zoom 17.5), around at that zoom, and back out.
 */
async function panAndZoom(
  page: Page,
): Promise<{ longest: number; count: number; over: number; longestLoaf: number; zooms: [number, number] }> {
  const map = page.getByTestId('indoor-map');
  const box = await map.boundingBox();
  if (box === null) throw new Error('the map is not on screen');
  const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  await startFrameRecorder(page);
  await drag(page, centre, { x: -120, y: 0 });
  // The page shows the zoom once a move has ended.
  const start = await mapZoom(map);
  const deepest = await wheelTo(page, map, centre, 19);
  await drag(page, centre, { x: 150, y: 0 });
  await drag(page, centre, { x: 0, y: -200 });
  await drag(page, centre, { x: -150, y: 120 });
  await wheelTo(page, map, centre, Number.isFinite(start) ? start : 16);
  await drag(page, centre, { x: 100, y: 60 });
  return { ...(await stopFrameRecorder(page)), zooms: [start, deepest] };
}

/** Chooses the result whose title is exactly `title`, unfolding its group when folded. */
async function chooseResult(page: Page, title: string): Promise<void> {
  const dialog = page.getByTestId('place-search');
  await dialog.getByRole('searchbox').fill(title);
  const group = dialog.getByTestId('place-group-places');
  await group.waitFor({ timeout: 60_000 });
  const toggle = group.getByRole('heading').getByRole('button');
  if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
  const exact = new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
  await group
    .locator('.list-row')
    .filter({ has: page.locator('.list-row-title', { hasText: exact }) })
    .first()
    .click();
}

/** Sets the start and the destination of the itinerary through the place-search dialog. */
async function chooseEnds(page: Page, from: string, to: string): Promise<void> {
  await page
    .locator('.map-actions')
    .getByRole('button', { name: /^(Itinéraire|Itinerary)$/ })
    .click();
  const dialog = page.getByTestId('place-search');
  const editStart = dialog.getByRole('button', { name: /^(Modifier le départ|Change the start)$/ });
  if ((await editStart.count()) > 0) await editStart.click();
  await chooseResult(page, from);
  await dialog.getByTestId('route-start').filter({ hasText: from }).waitFor();
  await dialog.getByRole('button', { name: /^(Choisir la destination|Choose the destination)$/ }).click();
  await chooseResult(page, to);
  await dialog.getByTestId('route-destination').filter({ hasText: to }).waitFor();
}

/**
 * With the dialog open on both ends: sets the step-free box, then times one click on "show the
 * itinerary" in the page, until its steps are on screen and painted. The app's own measure around
 * the planning says how much of it was the route planner.
 */
async function timeItinerary(page: Page, isPmr: boolean): Promise<{ planning: number; onScreen: number }> {
  const dialog = page.getByTestId('place-search');
  await dialog.getByRole('checkbox').setChecked(isPmr);
  const button = dialog.getByRole('button', { name: /^(Voir l’itinéraire|Show the itinerary)$/ });
  await button.waitFor();
  await page.evaluate((name) => performance.clearMeasures(name), ROUTE_MEASURE);
  const onScreen = await button.evaluate(
    (element) =>
      new Promise<number>((resolve) => {
        const started = performance.now();
        (element as HTMLButtonElement).click();
        const check = () => {
          if (document.querySelector('[data-testid="route-steps"]')) {
            requestAnimationFrame(() => resolve(performance.now() - started));
            return;
          }
          requestAnimationFrame(check);
        };
        check();
      }),
  );
  const planning = await page.evaluate(
    (name) => performance.getEntriesByName(name).at(-1)?.duration ?? Number.NaN,
    ROUTE_MEASURE,
  );
  return { planning, onScreen };
}

function titleOf(unit: RoutePair['from']): string {
  const title = unit.name === undefined ? undefined : Object.values(unit.name.$t)[0];
  if (title === undefined) throw new Error(`unit ${unit.id} has no name to search`);
  return title;
}

/** Clears the itinerary on screen, so the next one is seen appearing. */
async function clearItinerary(page: Page): Promise<void> {
  const panel = page.getByTestId('route-panel');
  if ((await panel.count()) === 0) return;
  await panel.getByRole('button', { name: /^(Fermer l’itinéraire|Close the itinerary)$/ }).click();
  await panel.waitFor({ state: 'detached' });
}

interface PageRoutes {
  farthestPlanning: number;
  farthestOnScreen: number;
  planning: number[];
  onScreen: number[];
}

/** Itineraries planned in the app, through its dialog: each pair walking, then step-free. */
async function routesInPage(page: Page, pairs: readonly RoutePair[]): Promise<PageRoutes> {
  const planning: number[] = [];
  const onScreen: number[] = [];
  let farthestPlanning = 0;
  let farthestOnScreen = 0;
  for (const [index, pair] of pairs.slice(0, PAIRS_IN_PAGE).entries()) {
    await clearItinerary(page);
    await chooseEnds(page, titleOf(pair.from), titleOf(pair.to));
    for (const isPmr of [false, true]) {
      if (isPmr) {
        await clearItinerary(page);
        await page
          .locator('.map-actions')
          .getByRole('button', { name: /^(Itinéraire|Itinerary)$/ })
          .click();
      }
      const timing = await timeItinerary(page, isPmr);
      planning.push(timing.planning);
      onScreen.push(timing.onScreen);
      if (index === 0) {
        farthestPlanning = Math.max(farthestPlanning, timing.planning);
        farthestOnScreen = Math.max(farthestOnScreen, timing.onScreen);
      }
    }
  }
  await clearItinerary(page);
  return { farthestPlanning, farthestOnScreen, planning, onScreen };
}

async function throttled<T>(page: Page, task: () => Promise<T>): Promise<T> {
  const cdp: CDPSession = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  try {
    return await task();
  } finally {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  }
}

/**
 * The indoor map on dataset W's venue (issue targets: interactive under 1.5 s at 4x CPU, a route
 * between the two farthest points under 50 ms, no frame over 50 ms while panning and zooming).
 * Expects the app open on its home page on a device that holds dataset W; leaves it there. The
 * headless Chromium runs with --disable-gpu: maplibre draws with software WebGL (SwiftShader),
 * which a phone's GPU does not have to do on its CPU.
 */
export async function measureMap(page: Page, pairs: readonly RoutePair[]): Promise<Figure[]> {
  await page.evaluate('globalThis.__name ??= (fn) => fn');
  return throttled(page, async () => {
    const first = await openMap(page);
    const frames = await panAndZoom(page);
    const routes = await routesInPage(page, pairs);
    await backHome(page);
    const again = await openMap(page);
    await backHome(page);
    const pairCount = Math.min(PAIRS_IN_PAGE, pairs.length);
    return [
      {
        name: 'map of dataset W, first open from home: drawn (status loaded, 4x CPU)',
        value: first.drawn,
        unit: 'ms',
      },
      {
        name: 'map of dataset W, first open from home: interactive (last task over 50 ms ended, 4x CPU)',
        value: first.interactive,
        unit: 'ms',
        target: { max: 1500 },
      },
      {
        name: 'longest main-thread task while the map opens (4x CPU)',
        value: first.longestTask,
        unit: 'ms',
      },
      {
        name: 'map of dataset W, second open: interactive (4x CPU)',
        value: again.interactive,
        unit: 'ms',
        target: { max: 1500 },
      },
      {
        name: `longest frame while panning and zooming the map (zoom ${frames.zooms[0]} to ${frames.zooms[1]}, ${frames.count} frames; 4x CPU, software WebGL)`,
        value: frames.longest,
        unit: 'ms',
      },
      // The target, "no frame over 50 ms", is this count: the longest frame of three
      // display beats reads 50.0 give or take a few microseconds (see BEAT_JITTER_MS).
      {
        name: `frames over ${FRAME_BUDGET_MS} ms while panning and zooming, of ${frames.count} (a fourth display beat or more; 4x CPU, software WebGL)`,
        value: frames.over,
        unit: 'frames',
        target: { max: 0 },
      },
      {
        name: 'longest animation frame (long-animation-frame entry) while panning and zooming (4x CPU)',
        value: frames.longestLoaf,
        unit: 'ms',
      },
      {
        name: 'route between the two farthest places, planning in the app, slower of walking and step-free (4x CPU)',
        value: routes.farthestPlanning,
        unit: 'ms',
        target: { max: 50 },
      },
      {
        name: `route planning in the app p95 over ${pairCount} pairs, walking and step-free (4x CPU)`,
        value: percentile(routes.planning, 95),
        unit: 'ms',
        target: { max: 50 },
      },
      {
        name: `itinerary click to steps on screen p50 over ${pairCount} pairs (4x CPU)`,
        value: percentile(routes.onScreen, 50),
        unit: 'ms',
      },
      {
        name: `itinerary click to steps on screen p95 over ${pairCount} pairs (4x CPU)`,
        value: percentile(routes.onScreen, 95),
        unit: 'ms',
      },
    ];
  });
}

/** The route figures in Node and in the page, and the pairs they were measured on. */
export function mapRoutePairs(server: ShowServer): { pairs: RoutePair[]; figures: Figure[] } {
  const venue = venueOfBundle(readBundle(server));
  const pairs = routePairs(venue);
  return { pairs, figures: measureRoutesInNode(venue, pairs) };
}

// Alone: `node --import tsx bench/src/map-ui.ts` creates dataset W in its own back office (port 8794).
if (isRunDirectly(import.meta.url)) {
  await runStepAlone('map', 8794, async (server) => {
    const { pairs, figures } = mapRoutePairs(server);
    await server.start();
    const browser = await openBrowser();
    try {
      console.log('map bench: ingesting the bundle in Chromium…');
      await measureColdIngest(browser.page, server.url);
      console.log('map bench: map at 4x CPU…');
      figures.push(...(await measureMap(browser.page, pairs)));
    } finally {
      await browser.close();
    }
    return figures;
  });
}

import { cpus, totalmem } from 'node:os';
import { ShowServer } from '../../e2e/support/show-server.js';
import { initialJavaScript, measureBrowseScreens } from './browse-ui.js';
import { measureColdIngest, measureIncrement, openBrowser } from './browser-ingest.js';
import { exhibitorSummaries, measureConsoleItemFilter } from './console-item-filter.js';
import { measureConsolePublish } from './console-publish.js';
import {
  bundleSizes,
  createDatasetW,
  measureIncrementCompute,
  publishChangedExhibitors,
  readBundle,
} from './dataset-w.js';
import { measureFavoritesSyncLatency } from './favorites-sync-latency.js';
import { measureFirstVisit } from './first-visit.js';
import { measureHttpLoad } from './http-load.js';
import { measureLeadIngest } from './lead-ingest.js';
import { measureLighthouseHome } from './lighthouse-home.js';
import { measureLiveSockets } from './live-sockets.js';
import { mapRoutePairs, measureMap } from './map-ui.js';
import { measureParticipantsLoad } from './participants-load.js';
import { measureProgrammePublish } from './programme-publish.js';
import { type Figure, markdownTable, meetsTarget } from './report.js';
import { measureSearch } from './search-ui.js';

const CHANGED_ITEMS = 500;

/**
 * `npm run bench`: dataset W end to end on this machine — publish, bundle sizes, HTTP load on the
 * updater calls, cold ingest in Chromium and an increment of 500 items — printed as a table.
 */
async function main(): Promise<void> {
  const server = new ShowServer(8790);
  const figures: Figure[] = [];
  // Each figure is printed as soon as it is measured, so a failure later keeps what was measured.
  const push = figures.push.bind(figures);
  figures.push = (...added: Figure[]) => {
    for (const figure of added) console.log(`  ${figure.name}: ${figure.value.toFixed(2)} ${figure.unit}`);
    return push(...added);
  };
  try {
    console.log('bench: generating and publishing dataset W…');
    figures.push(...(await createDatasetW(server)));
    figures.push(...bundleSizes(server));
    figures.push(measureIncrementCompute(readBundle(server), CHANGED_ITEMS));
    // The indoor map's venue (BENCH_SKIP_MAP=1 leaves its figures out): routes in Node first.
    const map = process.env.BENCH_SKIP_MAP === '1' ? undefined : mapRoutePairs(server);
    if (map !== undefined) figures.push(...map.figures);

    await server.start();
    console.log('bench: HTTP load on manifest and 304 answers…');
    figures.push(...(await measureHttpLoad(server.url)));
    console.log('bench: participant search at 50 req/s, scrypt and logins…');
    figures.push(...(await measureParticipantsLoad(server)));

    console.log('bench: cold ingest in Chromium…');
    const browser = await openBrowser();
    try {
      figures.push(...(await measureColdIngest(browser.page, server.url)));
      console.log('bench: browse screens at 4x CPU…');
      figures.push(initialJavaScript());
      figures.push(...(await measureBrowseScreens(browser.page)));
      console.log('bench: search at 4x CPU…');
      figures.push(...(await measureSearch(browser.page, server.url)));
      console.log('bench: console catalog page filter on 8,000 exhibitors at 4x CPU…');
      figures.push(...(await measureConsoleItemFilter(browser.page, exhibitorSummaries(readBundle(server)))));
      if (map !== undefined) {
        console.log('bench: indoor map at 4x CPU…');
        figures.push(...(await measureMap(browser.page, map.pairs)));
      }
      await server.stop();
      await publishChangedExhibitors(server, CHANGED_ITEMS);
      await server.start();
      figures.push(...(await measureIncrement(browser.page, CHANGED_ITEMS)));
      console.log('bench: Lighthouse on the home page…');
      figures.push(...(await measureLighthouseHome(server.url)));
    } finally {
      await browser.close();
    }
    // Last on dataset W: it changes 500 items (sessions moved and cancelled) and publishes them.
    await server.stop();
    console.log('bench: console publish preview and publish of 500 changes…');
    figures.push(...(await measureConsolePublish(server)));
  } finally {
    await server.dispose();
  }
  // Its own step, on its own server: lead ingest over HTTP (BENCH_SKIP_LEAD_INGEST=1 leaves it out).
  if (process.env.BENCH_SKIP_LEAD_INGEST !== '1') {
    console.log('bench: lead ingest over HTTP…');
    figures.push(...(await measureLeadIngest()));
  }
  // Open sockets on one process and one event to all of them (BENCH_SKIP_LIVE=1 leaves it out).
  if (process.env.BENCH_SKIP_LIVE !== '1') {
    console.log('bench: live sockets, one event to all…');
    figures.push(...(await measureLiveSockets()));
  }
  // A favorite on one device seen on another, one process then two on PostgreSQL when one is named
  // (BENCH_DATABASE_URL; BENCH_SKIP_SYNC=1 leaves it out).
  if (process.env.BENCH_SKIP_SYNC !== '1') {
    console.log('bench: favorites sync from one device to another…');
    figures.push(...(await measureFavoritesSyncLatency()));
  }
  // The first visit on a phone, cold, then again and offline: the demo show and FOSDEM imported,
  // each on its own server (BENCH_SKIP_FIRST_VISIT=1 leaves it out).
  if (process.env.BENCH_SKIP_FIRST_VISIT !== '1') {
    console.log('bench: first visit, repeat visit and offline reload on a phone…');
    figures.push(...(await measureFirstVisit(8800)));
  }
  // A real programme through the `showfloor` command, each command its own process.
  console.log('bench: FOSDEM programme import and publish…');
  figures.push(...(await measureProgrammePublish()));
  const machine = `${cpus().length} cores (${cpus()[0]?.model ?? 'unknown CPU'}), ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
  console.log(`\nMachine: ${machine}\n`);
  console.log(markdownTable(figures));
  const missed = figures.filter((figure) => meetsTarget(figure) === false);
  if (missed.length > 0) console.log(`\n${missed.length} target(s) not met.`);
}

await main();

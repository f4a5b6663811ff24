import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type ConsoleItemSummary, type DataBundle, itemTitleText } from '@showfloor/core';
import { generateDemoShow } from '@showfloor/demo';
import { build } from 'esbuild';
import type { Page } from 'playwright-core';
import { openBrowser } from './browser-ingest.js';
import { type Figure, markdownTable } from './report.js';
import { isRunDirectly } from './step-alone.js';

const CPU_SLOWDOWN = 4;
/** Words an organiser types to find an exhibitor, letter by letter: trades, names, accents left out. */
const TERMS = ['robot', 'boulangerie', 'martin', 'ecole', 'emballage', 'lait'];
const CONSOLE_ITEMS = fileURLToPath(
  new URL('../../packages/core/src/console/console-items.ts', import.meta.url),
);

/** The console's catalog page rows of a type: title and original id, as the back office lists them. */
export function exhibitorSummaries(bundle: DataBundle): ConsoleItemSummary[] {
  const table = bundle.data.exhibitors;
  if (!table) throw new Error('dataset W has no exhibitors');
  const titleAt = table.fields.indexOf('title');
  const originalIdAt = table.fields.indexOf('original_id');
  return table.rows.map((row, index) => ({
    id: index + 1,
    originalId: String(row[originalIdAt]),
    title: String(row[titleAt]),
    source: null,
  }));
}

/** Core's itemFilterIndex, bundled for the page as the console's build ships it. */
async function filterScript(): Promise<string> {
  const result = await build({
    stdin: {
      contents: `export { itemFilterIndex } from ${JSON.stringify(CONSOLE_ITEMS)};`,
      resolveDir: path.dirname(CONSOLE_ITEMS),
      loader: 'ts',
    },
    bundle: true,
    format: 'iife',
    globalName: 'consoleItems',
    platform: 'browser',
    minify: true,
    write: false,
  });
  return result.outputFiles[0]?.text ?? '';
}

function percentile(values: readonly number[], rank: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((rank / 100) * sorted.length) - 1)] ?? 0;
}

/**
 * The console's catalog page filter on dataset W's 8,000 exhibitors, in Chromium at 4x CPU: core's
 * itemFilterIndex (what the page runs on every key stroke) built once, then each word typed letter by
 * letter, each letter's filter timed in the page. The rows drawn after it are the page's 200 at most.
 */
export async function measureConsoleItemFilter(
  page: Page,
  items: readonly ConsoleItemSummary[],
): Promise<Figure[]> {
  await page.goto('about:blank');
  await page.addScriptTag({ content: await filterScript() });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  try {
    const measured = await page.evaluate(
      ({ items, terms }) => {
        const scope = globalThis as unknown as {
          consoleItems: { itemFilterIndex: (list: typeof items) => (query: string) => typeof items };
        };
        const started = performance.now();
        const filter = scope.consoleItems.itemFilterIndex(items);
        const index = performance.now() - started;
        const strokes: number[] = [];
        let found = 0;
        for (const term of terms) {
          for (let length = 1; length <= term.length; length++) {
            const before = performance.now();
            found += filter(term.slice(0, length)).length;
            strokes.push(performance.now() - before);
          }
        }
        return { index, strokes, found };
      },
      { items: [...items], terms: TERMS },
    );
    if (measured.found === 0) throw new Error('the filter found no exhibitor for any word typed');
    return [
      {
        name: `console catalog page: filter index of ${items.length} exhibitors built (core itemFilterIndex, 4x CPU)`,
        value: measured.index,
        unit: 'ms',
      },
      {
        name: `console catalog page: ${items.length} exhibitors filtered per key stroke, p95 of ${measured.strokes.length} (4x CPU)`,
        value: percentile(measured.strokes, 95),
        unit: 'ms',
      },
    ];
  } finally {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  }
}

/** Dataset W's exhibitors as generated (no back office needed): the rows the console lists. */
function generatedExhibitorSummaries(): ConsoleItemSummary[] {
  const show = generateDemoShow({ size: 'big', start: '2026-11-21' });
  return show.items
    .filter((item) => item.type === 'exhibitors')
    .map((item, index) => ({
      id: index + 1,
      originalId: item.original_id,
      title: itemTitleText(item.fields),
      source: null,
    }));
}

if (isRunDirectly(import.meta.url)) {
  // Alone (`node --import tsx bench/src/console-item-filter.ts`): dataset W generated in memory.
  const items = generatedExhibitorSummaries();
  const browser = await openBrowser();
  try {
    console.log(markdownTable(await measureConsoleItemFilter(browser.page, items)));
  } finally {
    await browser.close();
  }
}

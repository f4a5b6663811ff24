import type { Page } from 'playwright-core';
import type { Figure } from './report.js';

const CPU_SLOWDOWN = 4;
/** Words a visitor types, letter by letter: names, accented or not, and common fragments. */
const TERMS = ['ecole', 'agro', 'tech', 'lait', 'robot', 'bio', 'emballage', 'martin'];
/** Longer than the spec's 500 ms debounce, so that every letter from the second on runs a search. */
const PAUSE_MS = 650;

function percentile(values: readonly number[], rank: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((rank / 100) * sorted.length) - 1)] ?? 0;
}

/**
 * The search page on dataset W at 4x CPU slowdown (issue targets: index ready under 2 s, keystroke to
 * results p95 under 50 ms). The time of a search runs from the end of the spec's 500 ms debounce
 * ('search-query' mark) to the results on screen ('search-results' mark). Expects the app open on a
 * device that holds dataset W; leaves it on the home page.
 */
export async function measureSearch(page: Page, baseUrl: string): Promise<Figure[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  try {
    // A fresh page: the index is built from the local data at the first search.
    await page.goto(`${baseUrl}/?/search`);
    const box = page.getByRole('searchbox');
    await box.waitFor({ timeout: 120_000 });
    await box.fill('ag');
    await page.waitForFunction(() => performance.getEntriesByName('search-index-build').length > 0, null, {
      timeout: 120_000,
    });
    const indexBuild = await page.evaluate(
      () => performance.getEntriesByName('search-index-build')[0]?.duration ?? 0,
    );

    const durations: number[] = [];
    for (const term of TERMS) {
      await box.fill('');
      await page.evaluate(() => {
        performance.clearMarks('search-query');
        performance.clearMarks('search-results');
      });
      for (let length = 1; length <= term.length; length++) {
        await box.fill(term.slice(0, length));
        await page.waitForTimeout(PAUSE_MS);
      }
      await page.waitForTimeout(PAUSE_MS);
      const measured = await page.evaluate(() => {
        const queries = performance.getEntriesByName('search-query').map((entry) => entry.startTime);
        const results = performance.getEntriesByName('search-results').map((entry) => entry.startTime);
        return results
          .map((shown) => {
            const asked = queries.filter((query) => query <= shown).pop();
            return asked === undefined ? null : shown - asked;
          })
          .filter((duration): duration is number => duration !== null);
      });
      durations.push(...measured);
    }
    await page.goto(`${baseUrl}/?/home`);
    return [
      {
        name: 'search index built from the local data (4x CPU)',
        value: indexBuild,
        unit: 'ms',
        target: { max: 2000 },
      },
      {
        name: `search, end of debounce to results on screen, p95 of ${durations.length} (4x CPU)`,
        value: percentile(durations, 95),
        unit: 'ms',
        target: { max: 50 },
      },
    ];
  } finally {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  }
}

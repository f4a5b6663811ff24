import { expect, type Page } from '@playwright/test';

/**
 * The events the programme's tracks count, added up (every event of a schedule sits in exactly one
 * track). The root is a virtual list that renders only the rows near the screen: the page is
 * scrolled down to its end, each track's count read as its row shows.
 */
export async function programmeEventCount(page: Page, url: string): Promise<number> {
  await page.goto(url);
  await page.getByRole('button', { name: 'Programme' }).click({ timeout: 90_000 });
  const rows = page.locator('.virtual-row');
  await expect(rows.locator('.list-row-count').first()).toBeVisible();
  const counts = new Map<string, number>();
  for (let step = 0; step < 200; step++) {
    const seen = await rows.evaluateAll((elements) =>
      elements.map((element) => [
        element.querySelector('.list-row-title')?.textContent ?? '',
        Number(element.querySelector('.list-row-count')?.textContent),
      ]),
    );
    for (const [title, count] of seen) counts.set(String(title), Number(count));
    const isAtEnd = await page.evaluate(() => {
      const before = window.scrollY;
      window.scrollBy(0, window.innerHeight / 2);
      return window.scrollY === before;
    });
    if (isAtEnd) break;
    // The virtual list renders the rows of the new position on its next frame.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined))));
  }
  return [...counts.values()].reduce((sum, count) => sum + count, 0);
}

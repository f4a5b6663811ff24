import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Serious and critical axe violations of what the page shows now, as `rule: targets` lines, so a
 * failure names the element. `include` limits the check to a part of the page (a dialog).
 */
export async function seriousViolations(page: Page, include?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page });
  if (include) builder.include(include);
  const results = await builder.analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

/** No serious or critical accessibility violation on what the page shows now. */
export async function expectAccessible(page: Page, what = 'page'): Promise<void> {
  expect(await seriousViolations(page), what).toEqual([]);
}

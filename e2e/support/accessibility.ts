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

/** The WCAG 2.0, 2.1 and 2.2 A and AA rules of axe: what a conformance claim at level AA is held to. */
export const WCAG_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Every violation of the WCAG A and AA rules, whatever axe's impact, of what the page shows now
 * (or of `include`), as `rule: targets` lines. axe marks its check of WCAG 2.5.3 (a name that
 * contains the visible label) experimental and leaves it out unless asked: it is asked here.
 */
export async function wcagViolations(page: Page, include?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page })
    .withTags(WCAG_AA_TAGS)
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } });
  if (include) builder.include(include);
  const results = await builder.analyze();
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}

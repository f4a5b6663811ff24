import { expect, type Page } from '@playwright/test';

/**
 * From a list of categories, opens the first category, then its first sub-category, until a list
 * that can be filtered (a list of items). Each step waits for the list of the category it opened
 * (named by the page title), not the one it came from, before looking at its buttons again.
 */
export async function openFirstCategoriesUntilFilterable(page: Page): Promise<void> {
  const rows = page.locator('.virtual-row');
  const filterButton = page.getByRole('button', { name: 'Filter', exact: true });
  const heading = page.getByRole('heading', { level: 1 });
  for (let depth = 0; depth < 5 && !(await filterButton.isVisible()); depth++) {
    const first = rows.first();
    const category = ((await first.locator('.list-row-title').textContent()) ?? '').trim();
    await first.locator('button.list-row').click();
    await expect(heading).toHaveText(category);
    await expect(rows.first()).toBeVisible();
  }
  await expect(filterButton).toBeVisible();
}

import { copyFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { type Page, test } from '@playwright/test';

/**
 * Keeps a picture of the screen as a test artefact; with `SCREENSHOTS_DIR=docs/screenshots` it is
 * also written where the README shows it.
 */
export async function keepScreenshot(page: Page, name: string): Promise<void> {
  const file = test.info().outputPath(`${name}.png`);
  await page.screenshot({ path: file });
  const keptIn = process.env.SCREENSHOTS_DIR;
  if (keptIn) {
    mkdirSync(keptIn, { recursive: true });
    copyFileSync(file, path.join(keptIn, `${name}.png`));
  }
}

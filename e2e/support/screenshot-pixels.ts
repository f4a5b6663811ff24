import type { Locator, Page } from '@playwright/test';

/** The pixels of a real screenshot, as the browser decodes the PNG. */
export interface ScreenshotPixels {
  width: number;
  height: number;
  /** Red, green, blue and alpha of each pixel, row by row. */
  rgba: Buffer;
}

/**
 * Takes a screenshot of `target` (kept at `path` as a test artefact) and decodes it with the
 * page's own image decoder, so that journeys check what was really drawn without a PNG library.
 */
export async function screenshotPixels(
  page: Page,
  target: Locator,
  path: string,
  mask: Locator[] = [],
): Promise<ScreenshotPixels> {
  // Masked elements (what the page draws over the target) are painted over in magenta.
  const png = await target.screenshot({ path, mask });
  const decoded = await page.evaluate(async (base64) => {
    const image = new Image();
    image.src = `data:image/png;base64,${base64}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.width;
    canvas.height = image.height;
    const context = canvas.getContext('2d');
    if (context === null) throw new Error('no 2d canvas to decode the screenshot');
    context.drawImage(image, 0, 0);
    const { data } = context.getImageData(0, 0, image.width, image.height);
    let binary = '';
    const step = 0x8000;
    for (let at = 0; at < data.length; at += step)
      binary += String.fromCharCode(...data.subarray(at, at + step));
    return { width: image.width, height: image.height, base64: btoa(binary) };
  }, png.toString('base64'));
  return { width: decoded.width, height: decoded.height, rgba: Buffer.from(decoded.base64, 'base64') };
}

/** Whether the pixel at byte `offset` is within `tolerance` (sum of channel distances) of `rgb`. */
export function isNear(
  rgba: Buffer,
  offset: number,
  rgb: readonly [number, number, number],
  tolerance = 12,
): boolean {
  return (
    Math.abs(rgba[offset]! - rgb[0]) +
      Math.abs(rgba[offset + 1]! - rgb[1]) +
      Math.abs(rgba[offset + 2]! - rgb[2]) <=
    tolerance
  );
}

/** '#e9ecef' as [233, 236, 239]. */
export function rgbOf(hex: string): [number, number, number] {
  return [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16)) as [number, number, number];
}

/**
 * How much of a screenshot of `target` each colour covers (0 to 1); colours are matched within a
 * small tolerance for antialiasing.
 */
export async function colourShares(
  page: Page,
  target: Locator,
  path: string,
  colours: readonly string[],
  mask: Locator[] = [],
): Promise<number[]> {
  const { rgba } = await screenshotPixels(page, target, path, mask);
  const targets = colours.map(rgbOf);
  const counts = targets.map(() => 0);
  for (let at = 0; at < rgba.length; at += 4) {
    targets.forEach((rgb, index) => {
      if (isNear(rgba, at, rgb)) counts[index]! += 1;
    });
  }
  const pixels = rgba.length / 4;
  return counts.map((count) => count / pixels);
}

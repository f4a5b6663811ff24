import { expect, type Locator, type Page } from '@playwright/test';

/** The outdoor map page as a visitor uses it: markers, info windows, the category filter. */
export class OutdoorMapPage {
  constructor(readonly page: Page) {}

  root(): Locator {
    return this.page.getByTestId('outdoor-map-page');
  }

  map(): Locator {
    return this.page.getByTestId('outdoor-map');
  }

  markers(): Locator {
    return this.map().locator('button.outdoor-marker');
  }

  /** A marker by its accessible name: the place's title, then its category in brackets. */
  marker(name: string): Locator {
    return this.map().getByRole('button', { name, exact: true });
  }

  infoWindow(): Locator {
    return this.page.getByTestId('outdoor-info');
  }

  list(): Locator {
    return this.page.getByTestId('outdoor-list');
  }

  basemapStatus(): Locator {
    return this.page.getByTestId('outdoor-basemap-status');
  }

  categoryFilter(): Locator {
    return this.page.getByLabel('Category');
  }

  /** Waits for the map to be drawn: the first visit also downloads the show, hence the long wait. */
  async expectDrawn(markerCount: number): Promise<void> {
    await expect(this.map()).toHaveAttribute('data-drawn', 'true', { timeout: 90_000 });
    await expect(this.markers()).toHaveCount(markerCount);
  }

  async zoom(): Promise<number> {
    return Number(await this.map().getAttribute('data-zoom'));
  }

  /**
   * How much of a screenshot of the map each colour covers (0 to 1), read from the real PNG by the
   * page's own image decoder; colours are matched within a small tolerance for antialiasing.
   */
  async colourShares(path: string, colours: readonly string[]): Promise<number[]> {
    const png = await this.map().screenshot({ path });
    return this.page.evaluate(
      async ({ base64, wanted }) => {
        const image = new Image();
        image.src = `data:image/png;base64,${base64}`;
        await image.decode();
        const canvas = document.createElement('canvas');
        canvas.width = image.width;
        canvas.height = image.height;
        const context = canvas.getContext('2d');
        if (context === null) return wanted.map(() => 0);
        context.drawImage(image, 0, 0);
        const { data } = context.getImageData(0, 0, image.width, image.height);
        const targets = wanted.map((hex) =>
          [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16)),
        );
        const counts = wanted.map(() => 0);
        for (let i = 0; i < data.length; i += 4) {
          targets.forEach((target, index) => {
            const distance =
              Math.abs(data[i]! - target[0]!) +
              Math.abs(data[i + 1]! - target[1]!) +
              Math.abs(data[i + 2]! - target[2]!);
            if (distance <= 12) counts[index]! += 1;
          });
        }
        const pixels = data.length / 4;
        return counts.map((count) => count / pixels);
      },
      { base64: png.toString('base64'), wanted: [...colours] },
    );
  }
}

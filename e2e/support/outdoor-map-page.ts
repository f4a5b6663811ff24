import { expect, type Locator, type Page } from '@playwright/test';
import { colourShares } from './screenshot-pixels.js';

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

  /** How much of a screenshot of the map each colour covers (0 to 1). */
  colourShares(path: string, colours: readonly string[]): Promise<number[]> {
    return colourShares(this.page, this.map(), path, colours);
  }
}

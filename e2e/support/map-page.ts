import { expect, type Locator, type Page } from '@playwright/test';
import { colourShares, isNear, rgbOf, screenshotPixels } from './screenshot-pixels.js';

/** The indoor map page as a visitor uses it: levels, the place search, itineraries. */
export class MapPage {
  constructor(readonly page: Page) {}

  root(): Locator {
    return this.page.getByTestId('map-page');
  }

  map(): Locator {
    return this.page.getByTestId('indoor-map');
  }

  /** Waits for the engine to draw: the first visit also downloads the show, hence the long wait. */
  async expectLoaded(): Promise<void> {
    await expect(this.root()).toHaveAttribute('data-map-status', 'loaded', { timeout: 90_000 });
    await expect(this.page.getByTestId('map-loader')).toHaveCount(0);
  }

  level(name: string): Locator {
    return this.page.getByRole('navigation', { name: 'Levels' }).getByRole('button', { name, exact: true });
  }

  /** The button naming the shown building, which opens the building picker. */
  buildingButton(): Locator {
    return this.page.getByRole('navigation', { name: 'Levels' }).getByRole('button', { name: /^Building: / });
  }

  buildingPicker(): Locator {
    return this.page.getByTestId('building-picker');
  }

  /** Shows another building through the picker, on the same floor or the nearest. */
  async showBuilding(name: string): Promise<void> {
    await this.buildingButton().click();
    await this.buildingPicker().getByRole('button', { name, exact: true }).click();
    await expect(this.buildingPicker()).toHaveCount(0);
  }

  /** Shows a level; of another building than the shown one, that building first (`building`). */
  async showLevel(name: string, building?: string): Promise<void> {
    if (building !== undefined) await this.showBuilding(building);
    await this.level(name).click();
    await expect(this.level(name)).toHaveAttribute('aria-pressed', 'true');
  }

  dialog(): Locator {
    return this.page.getByTestId('place-search');
  }

  async search(text: string): Promise<void> {
    await this.dialog().getByRole('searchbox').fill(text);
  }

  /** Chooses a result by its exact title, unfolding its group first when it is folded. */
  async choose(group: string, title: string): Promise<void> {
    const groupItem = this.dialog().getByTestId(`place-group-${group}`);
    const toggle = groupItem.getByRole('heading').getByRole('button');
    if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
    await groupItem.getByRole('button', { name: title }).first().click();
  }

  /** Start, destination and itinerary through the search-place dialog. */
  async planRoute(from: string, to: string): Promise<void> {
    await this.page.getByRole('button', { name: 'Itinerary', exact: true }).click();
    await this.search(from);
    await this.choose('places', from);
    await expect(this.dialog().getByTestId('route-start')).toHaveText(from);
    await this.dialog().getByRole('button', { name: 'Choose the destination' }).click();
    await this.search(to);
    await this.choose('places', to);
    await this.dialog().getByRole('button', { name: 'Show the itinerary' }).click();
    await expect(this.dialog()).toHaveCount(0);
  }

  steps(): Locator {
    return this.page.getByTestId('route-steps').getByRole('listitem');
  }

  /** The "show all on map" panel and the pins of the shown level. */
  collection(): Locator {
    return this.page.getByTestId('map-collection');
  }

  pins(): Locator {
    return this.page.getByTestId('map-pin');
  }

  selectedPlace(): Locator {
    return this.page.getByTestId('selected-place');
  }

  /** The visitor's favourite positions, opened from the map's toolbar. */
  positions(): Locator {
    return this.page.getByTestId('favorite-positions');
  }

  /** The "My position: …" button, shown once the visitor said where they are. */
  myPosition(): Locator {
    return this.page.getByTestId('my-position');
  }

  myPositionMarker(): Locator {
    return this.page.getByTestId('my-position-marker');
  }

  /**
   * Share of the map's pixels that are not its background, and how many colours it shows, read
   * from a real screenshot of the map region (decoded by the page's own image decoder).
   */
  async drawnPixels(path: string): Promise<{ drawnShare: number; colours: number }> {
    const { rgba } = await screenshotPixels(this.page, this.map(), path);
    // The background is #e9ecef; anything else was drawn by the map.
    const background = rgbOf('#e9ecef');
    const colours = new Set<number>();
    let drawn = 0;
    for (let at = 0; at < rgba.length; at += 4) {
      colours.add((rgba[at]! << 16) | (rgba[at + 1]! << 8) | rgba[at + 2]!);
      if (!isNear(rgba, at, background)) drawn += 1;
    }
    return { drawnShare: drawn / (rgba.length / 4), colours: colours.size };
  }

  /**
   * How much of a screenshot of the map each colour covers (0 to 1), the buttons, level switcher
   * and panels drawn over it masked: only what the map itself shows counts.
   */
  colourShares(path: string, colours: readonly string[]): Promise<number[]> {
    const overlays = ['.map-actions', '.level-switcher', '.map-panels'].map((selector) =>
      this.page.locator(selector),
    );
    return colourShares(this.page, this.map(), path, colours, overlays);
  }
}

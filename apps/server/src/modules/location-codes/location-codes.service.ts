import type { DataVersionRepository, PublishedStore } from '../publishing/index.js';
import { locationCodeCards, venueTitle } from './location-code-cards.js';
import type { LocationCodeOptions } from './location-code-options.js';
import { renderLocationCodeSheet } from './location-code-sheet.js';
import { readPublishedVenue } from './published-venue.js';

export interface LocationCodeSheet {
  html: string;
  version: number;
  venueId: string;
  /** Number of cards, one per entrance, lift, stairs, escalator, service point and toilet. */
  codes: number;
}

/**
 * Printable location codes of the published venue (docs/location-codes.md). Organiser-only: the
 * back office has no organiser login yet, so only the command line makes them.
 */
export class LocationCodesService {
  constructor(
    private readonly versions: DataVersionRepository,
    private readonly store: PublishedStore,
  ) {}

  /** The sheet of the current data version's venue; throws LocationCodeError when there is none. */
  async sheet(options: LocationCodeOptions): Promise<LocationCodeSheet> {
    const published = await readPublishedVenue(this.versions, this.store, options.venueId);
    const cards = locationCodeCards(published, options.publicUrl);
    const html = await renderLocationCodeSheet({
      venue: venueTitle(published),
      version: published.version,
      cards,
    });
    return { html, version: published.version, venueId: published.venueId, codes: cards.length };
  }
}

import type { VenueModel } from '@showfloor/core';

export const VENUE_FORMATS = ['imdf', 'osm-simple-indoor', 'showfloor-venue'] as const;
export type VenueFormat = (typeof VENUE_FORMATS)[number];

/** What an imported venue file yields; warnings name the file and the feature they concern. */
export interface VenueImportResult {
  file: string;
  format: VenueFormat;
  venue: VenueModel;
  warnings: string[];
}

import type { CatalogReader, StoredRecord } from '../../platform/local-db/index.js';

/**
 * The records the venue is rebuilt from (core venueFromRecords), buildings then floors. The catalog
 * keeps them per data version and shares a read in flight, so the page's preparation and the page
 * asking again read them once.
 */
export function readVenueRecords(catalog: CatalogReader): Promise<[StoredRecord[], StoredRecord[]]> {
  return Promise.all([catalog.listByType('buildings'), catalog.listByType('floors')]);
}

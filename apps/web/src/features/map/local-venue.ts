import type { Language, VenueModel } from '@showfloor/core';
import type { CatalogReader } from '../../platform/local-db/index.js';
import { readVenueRecords } from './read-venue-records.js';
import { venueOfRecords } from './venue-cache.js';

export interface LocalVenue {
  /** The data version the venue was read from: a new one means the map data was updated. */
  version: number;
  venue: VenueModel | undefined;
}

/**
 * The venue of data version `version`, the one the device was seen holding, rebuilt from its
 * buildings and floors records; undefined when the device holds another version once they are read.
 * The version is watched through a live query, which hears of a commit (made by the updater's
 * worker) later than a read sees it: a read started for version 0 on a first visit could return
 * the venue the first download had just written. Labelled 0, that venue was drawn, and version 1,
 * heard a moment later, was offered as "map data updated" over a map that had not changed.
 */
export async function readLocalVenue(
  catalog: CatalogReader,
  version: number,
  language: Language,
): Promise<LocalVenue | undefined> {
  // Nothing stored yet: the map waits for the stored data (a first visit paints its lists from the
  // first payload meanwhile). Drawn from the payload as version 0, or as "no map", the stored version
  // would then be offered as "map data updated"; the map draws only a version the device keeps.
  if (version === 0) return undefined;
  const [buildings, floors] = await readVenueRecords(catalog);
  // Every commit changes the version: the same version before and after the read means the records
  // are that version's. Another version is read when the live query hears of it.
  const held = (await catalog.readMeta())?.version ?? 0;
  if (held !== version) return undefined;
  // The catalog hands out the same list of records until the version changes.
  return { version, venue: venueOfRecords(buildings, floors, language) };
}

import {
  type CatalogRecord,
  type FloorPayload,
  floorPayloadOf,
  type Language,
  type VenueModel,
  venueFromRecords,
} from '@showfloor/core';
import { idlePause } from '../../platform/idle/idle-pause.js';
import type { CatalogReader, StoredRecord } from '../../platform/local-db/index.js';
import { readVenueRecords } from './read-venue-records.js';

/**
 * Each level's payload parsed ahead of the venue's build, by its record: the catalog hands out the
 * same records until the data version changes, and a new version's records are parsed again.
 */
const floorPayloads = new WeakMap<CatalogRecord, FloorPayload | undefined>();

function readFloor(record: CatalogRecord): FloorPayload | undefined {
  if (!floorPayloads.has(record)) floorPayloads.set(record, floorPayloadOf(record));
  return floorPayloads.get(record);
}

/** The venue last rebuilt, reused while the device holds the same records (the map opened again). */
let lastVenue:
  | { floors: readonly StoredRecord[]; language: Language; venue: VenueModel | undefined }
  | undefined;

/** The venue of these records, rebuilt once per list of records and language. */
export function venueOfRecords(
  buildings: readonly StoredRecord[],
  floors: readonly StoredRecord[],
  language: Language,
): VenueModel | undefined {
  if (lastVenue?.floors !== floors || lastVenue.language !== language) {
    lastVenue = { floors, language, venue: venueFromRecords(buildings, floors, language, readFloor) };
    // The venue holds what the map needs; the parsed levels would only double it in memory.
    for (const floor of floors) floorPayloads.delete(floor);
  }
  return lastVenue.venue;
}

/**
 * Rebuilds the venue while the page is idle, one level per idle moment, so that the map's first
 * opening finds it ready: parsing the 12 levels of dataset W at once was a task of 170 ms on a slow
 * phone, a tenth of that opening. Resolves with the venue, or undefined for a show without one;
 * rejects with IdleWorkCancelled when `signal` is aborted (the page left). A map opened meanwhile
 * parses the levels still left.
 */
export async function prepareVenueWhenIdle(
  catalog: CatalogReader,
  language: Language,
  signal: AbortSignal,
): Promise<VenueModel | undefined> {
  await idlePause(signal);
  if ((await catalog.listByType('buildings')).length === 0) return undefined;
  const [buildings, floors] = await readVenueRecords(catalog);
  for (const floor of floors) {
    await idlePause(signal);
    readFloor(floor);
  }
  await idlePause(signal);
  return venueOfRecords(buildings, floors, language);
}

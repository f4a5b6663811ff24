import type { CatalogRecord } from '../catalog/catalog-item.js';
import type { JsonValue } from '../catalog/localized.js';

// Apart from the venue's schemas (venue-records.ts), so that a device's store, which writes every
// record, does not build them at the app's start.

function lumpOf(record: CatalogRecord): { [key: string]: JsonValue } | undefined {
  const lump = record.lump;
  return typeof lump === 'object' && lump !== null && !Array.isArray(lump) ? lump : undefined;
}

/** A record's `lump.venue`, as published or as its JSON text (see `withVenuePayloadAsText`). */
export function payloadOf(record: CatalogRecord): unknown {
  const payload = lumpOf(record)?.venue;
  if (typeof payload !== 'string') return payload;
  try {
    return JSON.parse(payload) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * The record with its `lump.venue` replaced by its JSON text, which `venueFromRecords` reads as
 * well; a record without a venue payload is returned as it is. For a device's store: a level of
 * dataset W is 400 KB of small nested objects, which IndexedDB copies back one by one (a quarter of
 * a second for the 12 levels on a slow phone) where it copies a string at once, and JSON.parse
 * rebuilds the objects quicker than that copy did.
 */
export function withVenuePayloadAsText<T extends CatalogRecord>(record: T): T {
  const lump = lumpOf(record);
  const payload = lump?.venue;
  if (lump === undefined || typeof payload !== 'object' || payload === null) return record;
  return { ...record, lump: { ...lump, venue: JSON.stringify(payload) } };
}

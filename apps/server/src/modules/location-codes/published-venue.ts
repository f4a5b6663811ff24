import {
  bundlePath,
  type CatalogRecord,
  type DataBundle,
  decodeBundle,
  type Language,
  type VenueModel,
  venueFromRecords,
} from '@showfloor/core';
import { z } from 'zod';
import type { DataVersionRepository, PublishedStore } from '../publishing/index.js';
import { PUBLISHED_LOCALES } from '../publishing/index.js';

/** Why no sheet can be made; the message tells the organiser what to do. */
export class LocationCodeError extends Error {
  override name = 'LocationCodeError';
}

/** The venue of a published version, once per published language (names differ, ids do not). */
export interface PublishedVenue {
  version: number;
  venueId: string;
  byLanguage: Record<Language, VenueModel>;
}

const venueIdOfRecord = z.object({ lump: z.object({ venue: z.object({ venueId: z.string() }) }) });

function venueIdOf(record: CatalogRecord): string | undefined {
  const parsed = venueIdOfRecord.safeParse(record);
  return parsed.success ? parsed.data.lump.venue.venueId : undefined;
}

function isDataBundle(value: unknown): value is DataBundle {
  return typeof value === 'object' && value !== null && 'schema' in value && 'data' in value;
}

/**
 * Reads the venue the apps have now: the one in the current data version's bundles, not the
 * catalog being edited, so printed codes name units a visitor's map already knows. `venueId`
 * picks one venue when the version holds several; by default the one the app shows (the first).
 */
export async function readPublishedVenue(
  versions: DataVersionRepository,
  store: PublishedStore,
  venueId?: string,
): Promise<PublishedVenue> {
  const latest = await versions.latest();
  if (!latest) throw new LocationCodeError('nothing is published yet: run `showfloor publish` first');
  const byLanguage: Partial<Record<Language, VenueModel>> = {};
  let chosen = venueId;
  for (const { locale, language } of PUBLISHED_LOCALES) {
    const bundle = await store.readJson(latest.version, bundlePath(locale));
    if (!isDataBundle(bundle)) {
      throw new LocationCodeError(
        `the files of published version ${latest.version} are missing (${bundlePath(locale)}): run \`showfloor publish\``,
      );
    }
    const records = decodeBundle(bundle);
    const buildings = records.buildings ?? [];
    const floors = records.floors ?? [];
    const venueIds = [...new Set(buildings.flatMap((record) => venueIdOf(record) ?? []))];
    if (venueIds.length === 0) {
      throw new LocationCodeError(
        `published version ${latest.version} has no indoor venue: import one (\`showfloor import VENUE\`), then publish`,
      );
    }
    chosen ??= venueIds[0];
    if (chosen === undefined || !venueIds.includes(chosen)) {
      throw new LocationCodeError(
        `no venue "${chosen}" in published version ${latest.version} (it has ${venueIds.map((id) => `"${id}"`).join(', ')})`,
      );
    }
    const ofVenue = (record: CatalogRecord) => venueIdOf(record) === chosen;
    const venue = venueFromRecords(buildings.filter(ofVenue), floors.filter(ofVenue), language);
    if (venue === undefined) {
      throw new LocationCodeError(`venue "${chosen}" of published version ${latest.version} has no level`);
    }
    byLanguage[language] = venue;
  }
  const { fr, en } = byLanguage;
  if (fr === undefined || en === undefined || chosen === undefined) {
    throw new LocationCodeError('the published version lacks the French or the English bundle');
  }
  return { version: latest.version, venueId: chosen, byLanguage: { fr, en } };
}

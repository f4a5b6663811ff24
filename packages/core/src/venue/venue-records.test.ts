import { describe, expect, it } from 'vitest';
import { decodeBundle, diffBundles, encodeBundle, fieldOrder } from '../catalog/bundle-codec.js';
import type { CatalogRecord } from '../catalog/catalog-item.js';
import { LOCALE_CODES, localize } from '../catalog/localized.js';
import { DEMO_VENUE_LAYOUT, generateHallVenue } from './hall-generator.js';
import { createRoutePlanner } from './route-planner.js';
import { findVenueIntegrityProblems, type VenueModel, venueModelSchema } from './venue-model.js';
import {
  type FloorPayload,
  floorPayloadOf,
  venueFromRecords,
  venueToSourceItems,
  withVenuePayloadAsText,
} from './venue-records.js';

/** What the publisher and the app's store do to items: localize them and give them numeric ids. */
function publish(venue: VenueModel, language: 'fr' | 'en'): Record<'buildings' | 'floors', CatalogRecord[]> {
  const records: Record<'buildings' | 'floors', CatalogRecord[]> = { buildings: [], floors: [] };
  venueToSourceItems(venue).forEach((item, index) => {
    const fields = localize(item.fields, language, 'fr') as Record<string, never>;
    const type = item.type as 'buildings' | 'floors';
    records[type].push({ ...fields, id: index + 1, original_id: item.original_id });
  });
  return records;
}

describe('venue records', () => {
  const venue = {
    ...generateHallVenue(DEMO_VENUE_LAYOUT),
    links: [{ placeOriginalId: 'booth-a1', boothCode: 'A1', unitId: 'hall-a-L0-booth-A0-A01' }],
  };

  it('ships one building item per building and one floor item per level', () => {
    const items = venueToSourceItems(venue);
    expect(items.filter((item) => item.type === 'buildings').map((item) => item.original_id)).toEqual([
      'hall-a',
      'hall-b',
    ]);
    expect(items.filter((item) => item.type === 'floors').map((item) => item.original_id)).toEqual([
      'hall-a-L0',
      'hall-a-L1',
      'hall-b-L0',
      'hall-b-L1',
    ]);
  });

  it('numbers a building the file leaves unnamed instead of naming it by its id', () => {
    const unnamed = { ...venue, buildings: [venue.buildings[0]!, { id: 'way/123' }] };
    const rebuilt = venueFromRecords(publish(unnamed, 'en').buildings, publish(unnamed, 'en').floors, 'en');
    expect(rebuilt?.buildings.map((building) => building.name?.$t.en)).toEqual(['Hall A', 'Building 2']);
    const french = publish(unnamed, 'fr');
    expect(french.buildings.map((record) => record.title)).toEqual(['Hall A', 'Bâtiment 2']);
  });

  it("keeps the file's short name of a level, in each language, for its button", () => {
    const [ground, upper, ...others] = venue.levels;
    const named = {
      ...venue,
      levels: [
        { ...ground!, shortName: { $t: { fr: 'RDC', en: 'G' } } },
        { ...upper!, shortName: { $t: { en: '1' } } },
        ...others,
      ],
    };
    for (const language of ['fr', 'en'] as const) {
      const { buildings, floors } = publish(named, language);
      const rebuilt = venueFromRecords(buildings, floors, language)!;
      const label = (id: string) => rebuilt.levels.find((level) => level.id === id)?.shortName?.$t[language];
      expect(label(ground!.id)).toBe(language === 'fr' ? 'RDC' : 'G');
      expect(label(upper!.id)).toBe('1');
      // A level the file does not name has none: its button shows the ordinal.
      expect(rebuilt.levels.find((level) => level.id === others[0]!.id)?.shortName).toBeUndefined();
    }
  });

  it('rebuilds the same venue from the records of one language, ready to route', () => {
    const { buildings, floors } = publish(venue, 'en');
    // The app reads records in any order: floors of hall B first must not matter.
    const rebuilt = venueFromRecords(buildings, [...floors].reverse(), 'en')!;
    expect(venueModelSchema.parse(rebuilt)).toEqual(rebuilt);
    expect(findVenueIntegrityProblems(rebuilt)).toEqual([]);
    expect(rebuilt.units).toHaveLength(venue.units.length);
    expect(new Set(rebuilt.graph.edges)).toEqual(new Set(venue.graph.edges));
    expect(rebuilt.levels.find((level) => level.id === 'hall-a-L1')?.name).toEqual({
      $t: { en: 'Hall A - level 1' },
    });
    expect(rebuilt.links).toEqual(venue.links);
    const planner = createRoutePlanner(rebuilt);
    const original = createRoutePlanner(venue);
    const from = { unitId: 'hall-a-L0-entrance-main' };
    const to = { unitId: 'hall-b-L1-room-B1-R3' };
    const again = planner.plan(from, to, { pmr: true });
    const before = original.plan(from, to, { pmr: true });
    expect(again.ok && before.ok && again.itinerary.distance).toBe(before.ok && before.itinerary.distance);
  });

  it('reads payloads stored as their JSON text as it reads them as published', () => {
    const { buildings, floors } = publish(venue, 'fr');
    const asText = floors.map(withVenuePayloadAsText);
    expect(asText.map((record) => typeof (record.lump as { venue: unknown }).venue)).toEqual(
      floors.map(() => 'string'),
    );
    expect(venueFromRecords(buildings, asText, 'fr')).toEqual(venueFromRecords(buildings, floors, 'fr'));
    // A record without a venue, or already as text, is kept as it is.
    expect(withVenuePayloadAsText(asText[0]!)).toBe(asText[0]);
    const plain = { id: 1, original_id: 'x', title: 'Plain' };
    expect(withVenuePayloadAsText(plain)).toBe(plain);
    // Damaged text is a record of an unknown shape: skipped, the other levels kept.
    const damaged = { ...asText[1]!, lump: { venue: '{"v":1,' } };
    const rebuilt = venueFromRecords(buildings, [asText[0]!, damaged, ...asText.slice(2)], 'fr')!;
    expect(rebuilt.levels.map((level) => level.id)).toEqual(['hall-a-L0', 'hall-b-L0', 'hall-b-L1']);
  });

  it('takes levels parsed ahead, leaves them as they were, and builds the same venue from them', () => {
    const { buildings, floors } = publish(venue, 'en');
    const asText = floors.map(withVenuePayloadAsText);
    const parsed = new Map(asText.map((record) => [record, floorPayloadOf(record)]));
    const before = JSON.stringify([...parsed.values()]);
    const read: CatalogRecord[] = [];
    const readAhead = (record: CatalogRecord): FloorPayload | undefined => {
      read.push(record);
      return parsed.get(record);
    };
    const rebuilt = venueFromRecords(buildings, asText, 'en', readAhead);
    expect(read).toEqual(asText);
    expect(rebuilt).toEqual(venueFromRecords(buildings, asText, 'en'));
    // Built twice from the same parsed levels (a language switch), each venue is whole.
    expect(venueFromRecords(buildings, asText, 'en', readAhead)).toEqual(rebuilt);
    expect(JSON.stringify([...parsed.values()])).toBe(before);
    // A level that did not parse ahead is left out, as one that does not parse.
    const withoutFirst = (record: CatalogRecord) => (record === asText[0] ? undefined : parsed.get(record));
    expect(venueFromRecords(buildings, asText, 'en', withoutFirst)?.levels.map((level) => level.id)).toEqual([
      'hall-b-L0',
      'hall-a-L1',
      'hall-b-L1',
    ]);
  });

  it('gives nothing for a data version without a venue, and skips a record of an unknown shape', () => {
    expect(venueFromRecords([], [], 'fr')).toBeUndefined();
    const { buildings, floors } = publish(venue, 'fr');
    const damaged = { ...floors[1]!, lump: { venue: { v: 99 } } };
    const rebuilt = venueFromRecords(buildings, [floors[0]!, damaged, ...floors.slice(2)], 'fr')!;
    expect(rebuilt.levels.map((level) => level.id)).toEqual(['hall-a-L0', 'hall-b-L0', 'hall-b-L1']);
  });

  it('survives the bundle codec, and a moved booth changes only its own floor in an increment', () => {
    const records = publish(venue, 'fr');
    const fields = fieldOrder(records);
    const before = encodeBundle(records, 1, LOCALE_CODES.fr, fields);
    const decoded = decodeBundle(before);
    const rebuilt = venueFromRecords(decoded.buildings ?? [], decoded.floors ?? [], 'fr');
    expect(rebuilt?.units).toHaveLength(venue.units.length);

    const moved = structuredClone(venue);
    const booth = moved.units.find((unit) => unit.kind === 'booth' && unit.levelId === 'hall-b-L0')!;
    booth.centroid = [booth.centroid[0] + 1, booth.centroid[1]];
    const after = encodeBundle(publish(moved, 'fr'), 2, LOCALE_CODES.fr, fields);
    const increment = diffBundles(before, after);
    expect(Object.keys(increment.data)).toEqual(['floors']);
    const hallB = records.floors.find((record) => record.original_id === 'hall-b-L0')!;
    expect(Object.keys(increment.data.floors ?? {})).toEqual([String(hallB.id)]);
  });
});

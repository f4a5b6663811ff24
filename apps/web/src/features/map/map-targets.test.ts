import { type CatalogRecord, createRoutePlanner, generateHallVenue, type VenueModel } from '@showfloor/core';
import { describe, expect, it } from 'vitest';
import { mapTargets } from './map-targets.js';
import { searchPlaces } from './place-search.js';
import { planRoute } from './plan-route.js';

function record(
  id: number,
  originalId: string,
  fields: Omit<CatalogRecord, 'id' | 'original_id'>,
): CatalogRecord {
  return { id, original_id: originalId, ...fields };
}

/** A two-level hall of 12 booths; the first seven booths are catalog places. */
function fixture(): { venue: VenueModel; places: CatalogRecord[] } {
  const venue = generateHallVenue({
    id: 'test',
    seed: 3,
    buildings: [
      { id: 'h', code: 'H', name: { $t: { en: 'Hall' } }, levels: 2, boothsPerLevel: 12, upperLevelRooms: 1 },
    ],
  });
  const booths = venue.units.filter((unit) => unit.kind === 'booth' && unit.levelId === 'h-L0');
  const places = booths.slice(0, 7).map((unit, index) =>
    record(100 + index, `booth-${index + 1}`, {
      title: `Booth ${unit.code}`,
      lump: { kind: 'booth', code: unit.code! },
    }),
  );
  return { venue, places };
}

const kindLabel = (kind: string) => `kind:${kind}`;

describe('map targets and place search', () => {
  const { venue, places } = fixture();
  const exhibitor = record(7, 'exh-7', { title: 'Acme Robotics', references: { places: [100, 101] } });
  const nowhere = record(8, 'exh-8', { title: 'Acme Without Booth', references: { places: [999] } });
  const targets = mapTargets(venue, { places, exhibitors: [exhibitor, nowhere] }, 'en', kindLabel);

  it('links places by booth code and exhibitors through their places; leaves out what has no unit', () => {
    const acme = targets.find((target) => target.group === 'exhibitors');
    expect(acme?.unitIds).toHaveLength(2);
    expect(targets.some((target) => target.title === 'Acme Without Booth')).toBe(false);
    expect(targets.filter((target) => target.group === 'places')).toHaveLength(7);
    expect(targets.filter((target) => target.group === 'facilities').map((target) => target.title)).toContain(
      'kind:lift',
    );
  });

  it('groups results by data type with counts, folds a group above 5 items, and says when nothing matches', () => {
    const booths = searchPlaces(targets, 'booth');
    expect(booths.status).toBe('results');
    expect(booths.groups.map((group) => [group.group, group.items.length, group.isCollapsed])).toEqual([
      ['places', 7, true],
    ]);
    const acme = searchPlaces(targets, 'ACMÉ');
    expect(acme.groups.map((group) => [group.group, group.items.length, group.isCollapsed])).toEqual([
      ['exhibitors', 1, false],
    ]);
    expect(searchPlaces(targets, 'q').status).toBe('tooShort');
    expect(searchPlaces(targets, 'nothing like it').status).toBe('noResult');
  });

  it('routes to the nearest booth of an exhibitor, and says the visitor is not located without a start', () => {
    const planner = createRoutePlanner(venue);
    const acme = targets.find((target) => target.group === 'exhibitors')!;
    const start = targets.find((target) => target.key === '106')!;
    const result = planRoute(planner, start, acme, false);
    if (!result.ok) throw new Error(result.error);
    const toEach = acme.unitIds.map((unitId) => {
      const single = planner.plan({ unitId: start.unitIds[0]! }, { unitId }, { pmr: false });
      return single.ok ? single.itinerary.distance : Number.POSITIVE_INFINITY;
    });
    expect(result.itinerary.distance).toBe(Math.min(...toEach));
    expect(planRoute(planner, null, acme, false)).toEqual({
      ok: false,
      error: 'ROUTE_ERROR_USER_HAS_NO_POSITION',
    });
  });
});

describe('place search on a venue imported without a catalog', () => {
  const { venue } = fixture();
  const room = venue.units.find((unit) => unit.kind === 'room')!;
  room.name = { $t: { en: 'Salle Vauban' } };
  room.code = 'R-204';
  const targets = mapTargets(venue, {}, 'en', kindLabel);
  const found = (term: string) =>
    searchPlaces(targets, term).groups.flatMap((group) =>
      group.items.map((item) => venue.units.find((unit) => unit.id === item.unitIds[0])!.kind),
    );

  it('finds toilets, lifts and exits by kind in French and English, whatever the language of the app', () => {
    for (const term of ['toilettes', 'toilets', 'WC'])
      expect(new Set(found(term))).toEqual(new Set(['toilet']));
    for (const term of ['ascenseur', 'lift', 'elevator'])
      expect(new Set(found(term))).toEqual(new Set(['lift']));
    for (const term of ['sortie', 'exit']) expect(new Set(found(term))).toEqual(new Set(['entrance']));
    const french = mapTargets(venue, {}, 'fr', kindLabel);
    expect(searchPlaces(french, 'toilets').total).toBe(searchPlaces(targets, 'toilettes').total);
  });

  it('finds a booth or room by its reference and by its name, as a place', () => {
    const booth = venue.units.find((unit) => unit.kind === 'booth' && unit.code !== undefined)!;
    const byCode = searchPlaces(targets, booth.code!);
    expect(byCode.groups[0]?.group).toBe('places');
    expect(byCode.groups[0]?.items.map((item) => item.unitIds[0])).toContain(booth.id);
    const titles = (term: string) =>
      searchPlaces(targets, term).groups.flatMap((group) => group.items.map((item) => item.title));
    expect(titles('vauban')).toEqual(['Salle Vauban']);
    expect(titles('r-204')).toEqual(['Salle Vauban']);
  });
});

import { describe, expect, it } from 'vitest';
import {
  addFavoritePosition,
  type FavoritePosition,
  findSamePosition,
  parseFavoritePositions,
  positionPlaceOfUnit,
  removeFavoritePosition,
  sortFavoritePositions,
  unitOfPositionPlace,
} from './favorite-positions.js';
import { generateHallVenue } from './hall-generator.js';
import type { VenueModel, VenueUnit } from './venue-model.js';

const venue = generateHallVenue({
  id: 'test',
  seed: 5,
  buildings: [
    { id: 'h', code: 'H', name: { $t: { en: 'Hall' } }, levels: 2, boothsPerLevel: 12, upperLevelRooms: 2 },
  ],
});
const booths = venue.units.filter((unit) => unit.kind === 'booth');
const [first, second] = booths as [VenueUnit, VenueUnit];
const room = venue.units.find((unit) => unit.kind === 'room')!;

function positionAt(unit: VenueUnit, id: string, title: string, createdAt = 1): FavoritePosition {
  return { id, title, places: [positionPlaceOfUnit(venue, unit)!], createdAt };
}

describe('favourite positions', () => {
  it('keeps a unit as x, y, zone (its building) and floor (its level ordinal)', () => {
    const place = positionPlaceOfUnit(venue, room)!;
    expect(place.zone).toBe('h');
    expect(place.floor).toBe(1);
    expect(place.unitId).toBe(room.id);
    expect(place.x).toBeCloseTo(room.centroid[0], 2);
    expect(place.y).toBeCloseTo(room.centroid[1], 2);
  });

  it('saves a new place, and answers FAV_ERROR_ALREADY_EXISTS with the saved one for the same place', () => {
    const saved = addFavoritePosition([], positionAt(first, 'p1', 'Meeting point'));
    if (!saved.ok) throw new Error('expected a saved position');
    expect(saved.positions.map((position) => position.title)).toEqual(['Meeting point']);

    const again = addFavoritePosition(saved.positions, positionAt(first, 'p2', 'Lunch'));
    expect(again).toEqual({ ok: false, error: 'FAV_ERROR_ALREADY_EXISTS', existing: saved.position });

    const other = addFavoritePosition(saved.positions, positionAt(second, 'p3', 'Lunch'));
    expect(other.ok && other.positions.length).toBe(2);
  });

  it('treats a point within 1 m on the same floor as the same place, even without a unit id', () => {
    const saved = positionAt(first, 'p1', 'Stand');
    const place = saved.places[0]!;
    const near = { x: place.x + 0.4, y: place.y - 0.4, zone: place.zone, floor: place.floor };
    expect(findSamePosition([saved], [near])).toBe(saved);
    expect(findSamePosition([saved], [{ ...near, x: place.x + 3 }])).toBeUndefined();
    expect(findSamePosition([saved], [{ ...near, floor: place.floor + 1 }])).toBeUndefined();
  });

  it('refuses a position without a title or a place', () => {
    expect(addFavoritePosition([], { ...positionAt(first, 'p1', '  '), title: '  ' })).toEqual({
      ok: false,
      error: 'FAV_ERROR_INVALID',
    });
    expect(addFavoritePosition([], { ...positionAt(first, 'p1', 'Stand'), places: [] }).ok).toBe(false);
  });

  it('deletes by id and lists the newest first', () => {
    const older = positionAt(first, 'p1', 'Older', 10);
    const newer = positionAt(second, 'p2', 'Newer', 20);
    expect(sortFavoritePositions([older, newer]).map((position) => position.id)).toEqual(['p2', 'p1']);
    expect(removeFavoritePosition([older, newer], 'p1')).toEqual([newer]);
  });

  it('keeps the valid entries of an untrusted list, the first of two with the same id', () => {
    const good = positionAt(first, 'p1', 'Stand');
    const parsed = parseFavoritePositions([
      good,
      { ...good, title: 'Same id' },
      { id: 'p2', title: 'No places', places: [], createdAt: 1 },
      { id: 'p3', title: 'Bad floor', places: [{ x: 1, y: 2, zone: 'h', floor: 'one' }], createdAt: 1 },
      'not a position',
    ]);
    expect(parsed).toEqual([good]);
    expect(parseFavoritePositions({ p1: good })).toEqual([]);
  });

  it('finds the unit of a saved place by its id, else by the point on the same floor', () => {
    const place = positionPlaceOfUnit(venue, first)!;
    expect(unitOfPositionPlace(venue, place)?.id).toBe(first.id);

    // The next map data version renamed the booth: the point still finds it.
    const renamed: VenueModel = {
      ...venue,
      units: venue.units.map((unit) => (unit.id === first.id ? { ...unit, id: 'renamed-booth' } : unit)),
    };
    expect(unitOfPositionPlace(renamed, place)?.id).toBe('renamed-booth');

    // A building or floor the venue no longer has: not on the map.
    expect(unitOfPositionPlace(venue, { ...place, zone: 'gone' })).toBeUndefined();
    expect(unitOfPositionPlace(venue, { ...place, unitId: undefined, floor: 7 })).toBeUndefined();
  });
});

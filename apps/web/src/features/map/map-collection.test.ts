import { type CatalogRecord, decodeRoute, generateHallVenue, locationCodeUrl } from '@showfloor/core';
import { describe, expect, it } from 'vitest';
import { busiestLevelOf, collectionUnitsOn, collectMapEntries } from './map-collection.js';
import { collectionRequestOf, hereUnitIdOf, positionIdOf, routeNeedsTargets } from './map-route-props.js';
import { mapTargets } from './map-targets.js';

const venue = generateHallVenue({
  id: 'test',
  seed: 3,
  buildings: [
    { id: 'h', code: 'H', name: { $t: { en: 'Hall' } }, levels: 2, boothsPerLevel: 12, upperLevelRooms: 2 },
  ],
});
const booths = venue.units.filter((unit) => unit.kind === 'booth');
const rooms = venue.units.filter((unit) => unit.kind === 'room');
const place = (id: number, unitCode: string): CatalogRecord => ({
  id,
  original_id: `place-${id}`,
  title: `Booth ${unitCode}`,
  lump: { code: unitCode },
});
const places = booths.slice(0, 4).map((unit, index) => place(100 + index, unit.code!));
const roomPlace: CatalogRecord = {
  id: 200,
  original_id: 'room-1',
  title: 'Room',
  lump: { code: rooms[0]!.code! },
};
const exhibitors: CatalogRecord[] = [
  { id: 1, original_id: 'e1', title: 'Zeta Robotics', references: { places: [100, 101] } },
  { id: 2, original_id: 'e2', title: 'Alpha Foods', references: { places: [102] } },
  { id: 3, original_id: 'e3', title: 'Nowhere Ltd', references: { places: [] } },
];
const events: CatalogRecord[] = [
  { id: 9, original_id: 'ev9', title: 'Keynote', references: { places: [200] } },
];
const targets = mapTargets(venue, { places: [...places, roomPlace], exhibitors, events }, 'en', String);

describe('show all on map', () => {
  it('shows the wanted items the map has, in group then title order, and counts the others', () => {
    const collection = collectMapEntries(targets, [
      { type: 'events', ids: [9] },
      { type: 'exhibitors', ids: [1, 2, 3, 2] },
      { type: 'speakers', ids: [40, 41] },
    ]);
    expect(collection.entries.map((entry) => entry.title)).toEqual([
      'Alpha Foods',
      'Zeta Robotics',
      'Keynote',
    ]);
    // Nowhere Ltd has no booth; speakers are never on the map.
    expect(collection.missing).toBe(3);
  });

  it('opens on the level holding most of the items, and pins each of their units there', () => {
    const { entries } = collectMapEntries(targets, [
      { type: 'exhibitors', ids: [1, 2] },
      { type: 'events', ids: [9] },
    ]);
    expect(busiestLevelOf(venue, entries)).toBe('h-L0');
    const pins = collectionUnitsOn(venue, entries, 'h-L0');
    expect(pins.map((pin) => pin.title)).toEqual(['Alpha Foods', 'Zeta Robotics', 'Zeta Robotics']);
    expect(collectionUnitsOn(venue, entries, 'h-L1').map((pin) => pin.title)).toEqual(['Keynote']);
    expect(busiestLevelOf(venue, [])).toBeUndefined();
  });
});

describe('map route props', () => {
  it('reads favorites, a typed list of ids, a location code and a saved position', () => {
    expect(collectionRequestOf({ favorites: true })).toEqual({ kind: 'favorites' });
    expect(collectionRequestOf({ type: 'exhibitors', ids: [3, 'x', 8] })).toEqual({
      kind: 'items',
      type: 'exhibitors',
      ids: [3, 8],
    });
    expect(collectionRequestOf({ type: 'speakers', ids: [3] })).toBeNull();
    expect(collectionRequestOf({ type: 'exhibitors', id: 3 })).toBeNull();
    expect(positionIdOf({ position: 'p-1' })).toBe('p-1');
    expect(positionIdOf({})).toBeNull();
  });

  it('takes the unit of a printed location code from the route it opens', () => {
    const url = locationCodeUrl('https://show.example', 'h-L0-entrance-1');
    const route = decodeRoute(url.slice(url.indexOf('?/')));
    if (route === null || !('pageKey' in route)) throw new Error('not a route');
    expect(hereUnitIdOf(route.props)).toBe('h-L0-entrance-1');
    expect(hereUnitIdOf({ here: '' })).toBeNull();
  });

  it('reads the catalog targets at once only for routes that name a place, a collection or a unit', () => {
    expect(routeNeedsTargets({})).toBe(false);
    expect(routeNeedsTargets({ pmr: true })).toBe(false);
    expect(routeNeedsTargets({ position: 'p-1' })).toBe(false);
    expect(routeNeedsTargets({ type: 'exhibitors', id: 3 })).toBe(true);
    expect(routeNeedsTargets({ poi: 'B12' })).toBe(true);
    expect(routeNeedsTargets({ favorites: true })).toBe(true);
    expect(routeNeedsTargets({ type: 'exhibitors', ids: [3] })).toBe(true);
    expect(routeNeedsTargets({ here: 'h-L0-entrance-1' })).toBe(true);
  });
});

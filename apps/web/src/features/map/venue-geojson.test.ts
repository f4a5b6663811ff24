import { generateHallVenue } from '@showfloor/core';
import { describe, expect, it } from 'vitest';
import { routeBounds, routeFeatures, venueFeatures } from './venue-geojson.js';

describe('venue as GeoJSON', () => {
  const venue = generateHallVenue({
    id: 'v',
    seed: 1,
    buildings: [{ id: 'h', code: 'H', name: { $t: { en: 'Hall' } }, levels: 2, boothsPerLevel: 6 }],
  });

  it('gives one closed polygon per unit, tagged with its level, booths labelled by their code', () => {
    const { units, labels, floors } = venueFeatures(venue, 'en', (kind) => kind);
    expect(units.features).toHaveLength(venue.units.length);
    expect(floors.features.map((feature) => feature.properties.levelId)).toEqual(['h-L0', 'h-L1']);
    for (const feature of units.features) {
      if (feature.geometry.type !== 'Polygon') throw new Error('units are polygons');
      const ring = feature.geometry.coordinates[0]!;
      expect(ring[0]).toEqual(ring[ring.length - 1]);
    }
    const booth = venue.units.find((unit) => unit.kind === 'booth')!;
    expect(labels.features.find((feature) => feature.properties.unitId === booth.id)?.properties.label).toBe(
      booth.code,
    );
  });

  it('gives only the features of the shown level when asked for one', () => {
    const { units, labels, floors } = venueFeatures(venue, 'en', (kind) => kind, 'h-L1');
    const onLevel = venue.units.filter((unit) => unit.levelId === 'h-L1');
    expect(units.features.map((feature) => feature.properties.unitId)).toEqual(
      onLevel.map((unit) => unit.id),
    );
    expect(labels.features).toHaveLength(onLevel.length);
    expect(floors.features.map((feature) => feature.properties.levelId)).toEqual(['h-L1']);
  });

  it('draws a route as one line per level with its start and end points', () => {
    const route = routeFeatures(venue, [
      {
        levelId: 'h-L0',
        points: [
          [0, 0],
          [10, 0],
        ],
        distance: 10,
      },
      {
        levelId: 'h-L1',
        points: [
          [10, 0],
          [10, 10],
        ],
        distance: 10,
      },
    ]);
    expect(route.features.map((feature) => [feature.properties.role, feature.properties.levelId])).toEqual([
      ['leg', 'h-L0'],
      ['leg', 'h-L1'],
      ['start', 'h-L0'],
      ['end', 'h-L1'],
    ]);
  });

  it('bounds the route where it walks the shown level, and nothing on a level it does not walk', () => {
    const legs = [
      {
        levelId: 'h-L0',
        points: [
          [0, 0],
          [10, 0],
          [10, 5],
        ] as [number, number][],
        distance: 15,
      },
      {
        levelId: 'h-L1',
        points: [
          [10, 5],
          [30, 20],
        ] as [number, number][],
        distance: 25,
      },
    ];
    const [west, south, east, north] = routeBounds(venue, legs, 'h-L0')!;
    const [, , eastUpstairs, northUpstairs] = routeBounds(venue, legs, 'h-L1')!;
    expect(west).toBeLessThan(east);
    expect(south).toBeLessThan(north);
    // The upper leg reaches further east and north than the ground one.
    expect(eastUpstairs).toBeGreaterThan(east);
    expect(northUpstairs).toBeGreaterThan(north);
    expect(routeBounds(venue, legs, 'elsewhere')).toBeUndefined();
  });
});

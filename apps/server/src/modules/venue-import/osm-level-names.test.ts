import { describe, expect, it } from 'vitest';
import type { VenueFeature } from './geojson-features.js';
import { osmLevels } from './osm-level-names.js';

function feature(id: string, properties: Record<string, unknown>): VenueFeature {
  return { id, geometry: { type: 'Point', coordinates: [5.7, 45.2] }, properties };
}

const idOf = (ordinal: number) => `level:${ordinal}`;

describe('OSM levels named by their indoor=level features', () => {
  it("takes level:ref for the button and level_name or name for the level, else the ordinal's label", () => {
    const levels = osmLevels(
      [-1, 0, 1, 2],
      [
        {
          feature: feature('way/1', { indoor: 'level', level: '-1', 'level:ref': 'P', name: 'Parking' }),
          levels: [-1],
        },
        {
          feature: feature('way/2', { indoor: 'level', level: '0', level_name: 'Rez-de-chaussée' }),
          levels: [0],
        },
        // A room's name is not its level's; a feature spanning levels names none of them.
        { feature: feature('way/3', { indoor: 'room', level: '1', name: 'H&M' }), levels: [1] },
        {
          feature: feature('way/4', { indoor: 'level', level: '1;2', name: 'Upper floors' }),
          levels: [1, 2],
        },
      ],
      'mall',
      idOf,
    );
    expect(levels.map((level) => [level.id, level.name.$t.en, level.shortName?.$t.en])).toEqual([
      ['level:-1', 'Parking', 'P'],
      ['level:0', 'Rez-de-chaussée', 'Rez-de-chaussée'],
      ['level:1', 'Level 1', undefined],
      ['level:2', 'Level 2', undefined],
    ]);
    expect(levels.every((level) => level.buildingId === 'mall')).toBe(true);
  });
});

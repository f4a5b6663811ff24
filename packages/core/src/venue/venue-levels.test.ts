import { describe, expect, it } from 'vitest';
import { levelsOfBuilding, levelWhenSwitchingBuilding, openingLevel } from './venue-levels.js';
import type { VenueModel } from './venue-model.js';

function level(id: string, buildingId: string, ordinal: number) {
  return { id, buildingId, ordinal, name: { $t: { en: id } } };
}

/** Hall A from its basement to level 2, hall B on two floors, levels listed in no order. */
const venue: Pick<VenueModel, 'levels'> = {
  levels: [
    level('a1', 'a', 1),
    level('b0', 'b', 0),
    level('a-1', 'a', -1),
    level('a2', 'a', 2),
    level('b1', 'b', 1),
    level('a0', 'a', 0),
  ],
};

describe('levels of a building', () => {
  it('lists a building’s levels from the top down, as a lift’s buttons are', () => {
    expect(levelsOfBuilding(venue, 'a').map((entry) => entry.id)).toEqual(['a2', 'a1', 'a0', 'a-1']);
    expect(levelsOfBuilding(venue, 'b').map((entry) => entry.id)).toEqual(['b1', 'b0']);
    expect(levelsOfBuilding(venue, 'nowhere')).toEqual([]);
  });

  it('keeps the visitor’s floor when switching to a building that has it', () => {
    expect(levelWhenSwitchingBuilding(venue, 'a1', 'b')?.id).toBe('b1');
    expect(levelWhenSwitchingBuilding(venue, 'b0', 'a')?.id).toBe('a0');
  });

  it('takes the nearest floor the other building has, the lower one on a tie', () => {
    expect(levelWhenSwitchingBuilding(venue, 'a2', 'b')?.id).toBe('b1');
    expect(levelWhenSwitchingBuilding(venue, 'a-1', 'b')?.id).toBe('b0');
    const between: Pick<VenueModel, 'levels'> = {
      levels: [level('x1', 'x', 1), level('y0', 'y', 0), level('y2', 'y', 2)],
    };
    expect(levelWhenSwitchingBuilding(between, 'x1', 'y')?.id).toBe('y0');
  });

  it('stays put for the shown building, and has nothing for a building without levels', () => {
    expect(levelWhenSwitchingBuilding(venue, 'a1', 'a')?.id).toBe('a1');
    expect(levelWhenSwitchingBuilding(venue, 'a1', 'nowhere')).toBeUndefined();
  });
});

describe('the level the map opens on', () => {
  const unit = (id: string, levelId: string) => ({
    id,
    kind: 'room' as const,
    levelId,
    polygon: [
      [0, 0],
      [1, 0],
      [1, 1],
    ] as [number, number][],
    centroid: [0.5, 0.5] as [number, number],
  });

  it('is the ground floor of the building with the most units, not the lowest level of the first', () => {
    const units = [unit('1', 'b1'), unit('2', 'b1'), unit('3', 'b0'), unit('4', 'a-1')];
    expect(openingLevel({ levels: venue.levels, units })?.id).toBe('b0');
    expect(openingLevel({ levels: venue.levels, units: [unit('5', 'a2'), ...units.slice(2)] })?.id).toBe(
      'a0',
    );
  });

  it('is the level nearest the ground when the building has none, the upper one on a tie', () => {
    const levels = [level('x-1', 'x', -1), level('x1', 'x', 1), level('x2', 'x', 2)];
    expect(openingLevel({ levels, units: [unit('1', 'x2')] })?.id).toBe('x1');
    expect(openingLevel({ levels: [], units: [] })).toBeUndefined();
  });
});

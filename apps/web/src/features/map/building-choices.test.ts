import { describe, expect, it } from 'vitest';
import { buildingChoices, filterBuildingChoices } from './building-choices.js';

const level = (id: string, buildingId: string) => ({ id, buildingId, ordinal: 0, name: { $t: { en: id } } });

/** A campus as an IMDF export gives it: names in one language, one building left unnamed, one without levels. */
const campus = {
  buildings: [
    { id: 'b10', name: { $t: { en: 'Building 10' } } },
    { id: 'tower', name: { $t: { en: 'Water supply tower', fr: 'Château d’eau' } } },
    { id: 'way/123' },
    { id: 'footprint-only', name: { $t: { en: 'Car park' } } },
    { id: 'b9', name: { $t: { en: 'Building 9' } } },
  ],
  levels: [level('l1', 'b10'), level('l2', 'tower'), level('l3', 'way/123'), level('l4', 'b9')],
};

describe('building choices', () => {
  it('names buildings as the file does, numbers an unnamed one instead of showing its id, and leaves out buildings without levels', () => {
    const names = buildingChoices(campus, 'en', (number) => `Building #${number}`).map(
      (choice) => choice.name,
    );
    expect(names).toEqual(['Building #3', 'Building 9', 'Building 10', 'Water supply tower']);
    expect(names.some((name) => name.includes('way/'))).toBe(false);
    expect(buildingChoices(campus, 'fr', String).map((choice) => choice.name)).toContain('Château d’eau');
  });

  it('finds a building by part of its name, accents and case aside', () => {
    const choices = buildingChoices(campus, 'fr', (number) => `Bâtiment ${number}`);
    expect(filterBuildingChoices(choices, 'CHATEAU').map((choice) => choice.id)).toEqual(['tower']);
    expect(filterBuildingChoices(choices, '')).toHaveLength(4);
    expect(filterBuildingChoices(choices, 'gymnase')).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { DEFAULT_MARKER_COLOR, type OutdoorPlace, UNCATEGORISED_KEY } from './outdoor-place.js';
import { filterPlacesByCategory, legendOf, markerColorsOf } from './place-categories.js';

function place(id: number, key: string, name: string, color: string): OutdoorPlace {
  return {
    id,
    originalId: `gmp-${id}`,
    title: `Place ${id}`,
    address: '',
    position: { lat: 48.8 + id / 1000, lon: 2.3 },
    category: { key, name, color },
  };
}

const places = [
  place(1, 'parking', 'Parkings', '#566573'),
  place(2, UNCATEGORISED_KEY, '', DEFAULT_MARKER_COLOR),
  place(3, 'hotels', 'Hôtels', '#1f6fb2'),
  place(4, 'hotels', 'Hotels (old name)', '#ff0000'),
  place(5, 'restaurants', 'Restaurants', '#c0392b'),
];

describe('legendOf', () => {
  it('lists each category once by name with its count, the uncategorised places last', () => {
    expect(legendOf(places)).toEqual([
      { key: 'hotels', name: 'Hôtels', color: '#1f6fb2', count: 2 },
      { key: 'parking', name: 'Parkings', color: '#566573', count: 1 },
      { key: 'restaurants', name: 'Restaurants', color: '#c0392b', count: 1 },
      { key: UNCATEGORISED_KEY, name: '', color: DEFAULT_MARKER_COLOR, count: 1 },
    ]);
    expect(legendOf([])).toEqual([]);
  });

  it('colours every marker of a category as its legend line, even when the data disagrees', () => {
    const colors = markerColorsOf(places);
    expect(colors.get(3)).toBe('#1f6fb2');
    expect(colors.get(4)).toBe('#1f6fb2');
    expect(colors.get(2)).toBe(DEFAULT_MARKER_COLOR);
  });
});

describe('filterPlacesByCategory', () => {
  it('keeps every place without a chosen category', () => {
    expect(filterPlacesByCategory(places, undefined)).toHaveLength(5);
  });

  it('keeps only the chosen category, or the uncategorised places', () => {
    expect(filterPlacesByCategory(places, 'hotels').map((entry) => entry.id)).toEqual([3, 4]);
    expect(filterPlacesByCategory(places, UNCATEGORISED_KEY).map((entry) => entry.id)).toEqual([2]);
    expect(filterPlacesByCategory(places, 'museums')).toEqual([]);
  });
});

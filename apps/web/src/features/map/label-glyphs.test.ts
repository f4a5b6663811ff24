import { describe, expect, it } from 'vitest';
import { labelCharacters } from './label-glyphs.js';
import type { MapFeatureCollection } from './venue-geojson.js';

function labels(...texts: string[]): MapFeatureCollection {
  return {
    type: 'FeatureCollection',
    features: texts.map((label, index) => ({
      type: 'Feature',
      properties: { unitId: `u${index}`, label },
      geometry: { type: 'Point', coordinates: [0, 0] },
    })),
  };
}

describe('label characters', () => {
  it('lists each character of the labels once, in the order first met', () => {
    expect(labelCharacters(labels('A12', 'A21', 'B1'))).toEqual(['A', '1', '2', 'B']);
  });

  it('keeps a letter with its combining accent as one glyph, and spaces, but not line breaks', () => {
    const decomposed = 'Cafe\u0301\nbar';
    expect(labelCharacters(labels(decomposed, 'Salle 1'))).toEqual([
      'C',
      'a',
      'f',
      'e\u0301',
      'b',
      'r',
      'S',
      'l',
      'e',
      ' ',
      '1',
    ]);
  });

  it('has nothing to draw for features without a label', () => {
    const unlabelled: MapFeatureCollection = {
      type: 'FeatureCollection',
      features: [
        { type: 'Feature', properties: { unitId: 'u' }, geometry: { type: 'Point', coordinates: [0, 0] } },
      ],
    };
    expect(labelCharacters(unlabelled)).toEqual([]);
  });
});

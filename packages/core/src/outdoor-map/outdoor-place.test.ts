import { describe, expect, it } from 'vitest';
import type { CatalogRecord } from '../catalog/catalog-item.js';
import { DEFAULT_MARKER_COLOR, markerColorOf, outdoorPlaceOf, outdoorPlacesOf } from './outdoor-place.js';

function record(id: number, fields: Omit<CatalogRecord, 'id' | 'original_id'>): CatalogRecord {
  return { id, original_id: `gmp-${id}`, ...fields };
}

const hotel = record(1, {
  title: 'Hôtel du Parc',
  address: '12 rue de la Foire, Paris',
  position: { lat: 48.83, lng: 2.29 },
  lump: { category: { id: 'hotels', name: 'Hotels', color: '#1f6fb2' } },
});

describe('outdoorPlaceOf', () => {
  it('reads title, address, position and category of a map place', () => {
    expect(outdoorPlaceOf(hotel)).toEqual({
      id: 1,
      originalId: 'gmp-1',
      title: 'Hôtel du Parc',
      address: '12 rue de la Foire, Paris',
      position: { lat: 48.83, lon: 2.29 },
      category: { key: 'hotels', name: 'Hotels', color: '#1f6fb2' },
    });
  });

  it('draws a place without category, or with an invalid colour, in the default colour', () => {
    const bare = outdoorPlaceOf(record(2, { title: 'Kiosk', position: '48.8,2.3' }));
    expect(bare?.category).toEqual({ key: '', name: '', color: DEFAULT_MARKER_COLOR });
    expect(bare?.address).toBe('');
    const badColour = outdoorPlaceOf(
      record(3, { title: 'P1', position: '48.8,2.3', lump: { category: { id: 7, color: 'red' } } }),
    );
    expect(badColour?.category).toEqual({ key: '7', name: '7', color: DEFAULT_MARKER_COLOR });
  });

  it('has no marker for a place without a usable position', () => {
    expect(outdoorPlaceOf(record(4, { title: 'Nowhere' }))).toBeUndefined();
    expect(outdoorPlaceOf(record(5, { title: 'Swapped', position: { lat: 2.29, lng: 248.83 } }))).toBe(
      undefined,
    );
  });
});

describe('markerColorOf', () => {
  it('keeps 3- and 6-digit hex colours and replaces anything else by the default', () => {
    expect(markerColorOf('#abc')).toBe('#abc');
    expect(markerColorOf('#A1B2C3')).toBe('#A1B2C3');
    for (const color of ['abc', '#abcd', '#ggg', 'red', '', null, 12, undefined]) {
      expect(markerColorOf(color)).toBe(DEFAULT_MARKER_COLOR);
    }
  });
});

describe('outdoorPlacesOf', () => {
  it('sorts the drawable places by title and counts the ones left off', () => {
    const { places, skipped } = outdoorPlacesOf([
      hotel,
      record(6, { title: 'Gare', position: { lat: 48.84, lng: 2.32 } }),
      record(7, { title: 'Lost', position: { lat: 'x', lng: 2 } }),
      record(8, { title: 'arrêt de tram', position: { lat: 48.83, lng: 2.28 } }),
    ]);
    expect(places.map((place) => place.title)).toEqual(['arrêt de tram', 'Gare', 'Hôtel du Parc']);
    expect(skipped).toBe(1);
  });
});

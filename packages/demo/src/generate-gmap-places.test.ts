import { type CatalogRecord, type JsonValue, legendOf, localize, outdoorPlacesOf } from '@showfloor/core';
import { describe, expect, it } from 'vitest';
import { generateDemoShow } from './index.js';

const small = generateDemoShow({ size: 'small', start: '2026-11-24' });
const big = generateDemoShow({ size: 'big', start: '2026-11-24' });

/** The demo's places as one locale's bundle gives them to the app (ids are the publisher's). */
function publishedRecords(language: 'fr' | 'en'): CatalogRecord[] {
  return small.items
    .filter((item) => item.type === 'gmap_places')
    .map((item, index) => ({
      id: index + 1,
      original_id: item.original_id,
      ...(localize(item.fields as JsonValue, language, 'fr') as { [field: string]: JsonValue }),
    }));
}

describe('demo outdoor map places', () => {
  it('puts 25 places around the exhibition centre, every one drawable', () => {
    const { places, skipped } = outdoorPlacesOf(publishedRecords('en'));
    expect(places).toHaveLength(25);
    expect(skipped).toBe(0);
    for (const { position } of places) {
      // Within about 2 km of the show: all on one screen of the map.
      expect(Math.abs(position.lat - 48.8323)).toBeLessThan(0.02);
      expect(Math.abs(position.lon - 2.2877)).toBeLessThan(0.03);
      expect(
        places.filter((other) => other.position.lat === position.lat && other.position.lon === position.lon),
      ).toHaveLength(1);
    }
    expect(places.find((place) => place.title.includes('train station'))).toBeDefined();
  });

  it('sorts them in five coloured categories, named in French and English', () => {
    const english = legendOf(outdoorPlacesOf(publishedRecords('en')).places);
    expect(english.map((entry) => `${entry.name} ${entry.count}`)).toEqual([
      'Car parks 4',
      'Everyday services 2',
      'Hotels 7',
      'Public transport 5',
      'Restaurants 7',
    ]);
    for (const entry of english) expect(entry.color).toMatch(/^#[0-9a-f]{6}$/);
    expect(new Set(english.map((entry) => entry.color)).size).toBe(5);
    const french = legendOf(outdoorPlacesOf(publishedRecords('fr')).places);
    expect(french.map((entry) => entry.name)).toContain('Hôtels');
  });

  it('gives each place a title, an address and a walking time in both languages', () => {
    for (const language of ['fr', 'en'] as const) {
      for (const record of publishedRecords(language)) {
        expect(record.title).toEqual(expect.any(String));
        expect(record.address).toMatch(/\d{5} /);
        expect(record.description).toMatch(language === 'fr' ? /min à pied/ : /min walk/);
      }
    }
  });

  it('leaves dataset W without places, as the benchmarks measured it', () => {
    expect(big.items.filter((item) => item.type === 'gmap_places')).toEqual([]);
  });

  it('enables the outdoor map page of the demo show', () => {
    expect(small.config.features.googleMap).toBe(true);
  });
});

import { generateHallVenue } from '@showfloor/core';
import { describe, expect, it } from 'vitest';
import { indoorMapStyle, layerVisibility, venueCollections } from './map-style.js';
import { type MapFeatureCollection, venueFeatures } from './venue-geojson.js';

describe('indoor map style', () => {
  const venue = generateHallVenue({
    id: 'v',
    seed: 1,
    buildings: [{ id: 'h', code: 'H', name: { $t: { en: 'Hall' } }, levels: 2, boothsPerLevel: 6 }],
  });
  const sources = venueFeatures(venue, 'en', (kind) => kind, 'h-L0');

  it('puts the shapes of the level in one source and its texts in another, each tagged with its part', () => {
    const { shapes, texts } = venueCollections(sources);
    const partsOf = (collection: MapFeatureCollection) =>
      collection.features.map((feature) => feature.properties.part);
    expect(partsOf(shapes)).toEqual([
      ...sources.floors.features.map(() => 'floor'),
      ...sources.units.features.map(() => 'unit'),
    ]);
    expect(partsOf(texts)).toEqual(sources.labels.features.map(() => 'label'));
    // The features handed in are left as they were.
    expect(sources.units.features[0]?.properties).not.toHaveProperty('part');
  });

  it('hides the highlight and route layers while they have nothing to draw', () => {
    expect(layerVisibility([], false)).toEqual({
      'units-highlight': 'none',
      'labels-highlight': 'none',
      'route-line': 'none',
      'route-ends': 'none',
    });
    expect(layerVisibility(['u1'], true)).toEqual({
      'units-highlight': 'visible',
      'labels-highlight': 'visible',
      'route-line': 'visible',
      'route-ends': 'visible',
    });
    const style = indoorMapStyle(sources, 'h-L0', ['u1']);
    const highlight = style.layers.find((layer) => layer.id === 'units-highlight');
    expect(highlight?.layout).toEqual({ visibility: 'visible' });
  });

  it('draws the shapes from the venue source and the texts from the texts source', () => {
    const style = indoorMapStyle(sources, 'h-L0', []);
    expect(Object.keys(style.sources).sort()).toEqual(['route', 'text-warm-up', 'venue', 'venue-texts']);
    const layersOf = (source: string) =>
      style.layers.filter((layer) => 'source' in layer && layer.source === source).map((layer) => layer.id);
    expect(layersOf('venue')).toEqual(['floor', 'units', 'units-highlight']);
    expect(layersOf('venue-texts')).toEqual(['labels', 'labels-highlight']);
  });

  it('draws one letter of the labels, unseen, from the first frame, so the text program is ready before the labels show', () => {
    const style = indoorMapStyle(sources, 'h-L0', []);
    const warmUp = style.sources['text-warm-up'];
    const firstLabel = sources.labels.features[0]!;
    expect(warmUp).toEqual({
      type: 'geojson',
      data: {
        type: 'FeatureCollection',
        features: [
          {
            type: 'Feature',
            properties: { label: String(firstLabel.properties.label)[0] },
            geometry: firstLabel.geometry,
          },
        ],
      },
    });
    const layer = style.layers.find((entry) => entry.id === 'text-warm-up');
    const labels = style.layers.find((entry) => entry.id === 'labels');
    if (layer?.type !== 'symbol' || labels?.type !== 'symbol') throw new Error('both are symbol layers');
    expect(layer.minzoom).toBeUndefined();
    expect(layer.paint?.['text-opacity']).toBeLessThan(0.05);
    // The same text paint as the labels but the opacity: the engine builds one program for both.
    expect({ ...layer.paint, 'text-opacity': undefined }).toEqual({
      ...labels.paint,
      'text-opacity': undefined,
    });
  });
});

import { generateHallVenue } from '@showfloor/core';
import { describe, expect, it } from 'vitest';
import { indoorMapStyle, layerVisibility, venueCollection } from './map-style.js';
import { venueFeatures } from './venue-geojson.js';

describe('indoor map style', () => {
  const venue = generateHallVenue({
    id: 'v',
    seed: 1,
    buildings: [{ id: 'h', code: 'H', name: { $t: { en: 'Hall' } }, levels: 2, boothsPerLevel: 6 }],
  });
  const sources = venueFeatures(venue, 'en', (kind) => kind, 'h-L0');

  it('puts the floors, units and labels of the level in one source, each tagged with its part', () => {
    const collection = venueCollection(sources);
    const parts = collection.features.map((feature) => feature.properties.part);
    expect(parts.filter((part) => part === 'floor')).toHaveLength(sources.floors.features.length);
    expect(parts.filter((part) => part === 'unit')).toHaveLength(sources.units.features.length);
    expect(parts.filter((part) => part === 'label')).toHaveLength(sources.labels.features.length);
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

  it('draws every venue layer from the one venue source', () => {
    const style = indoorMapStyle(sources, 'h-L0', []);
    expect(Object.keys(style.sources).sort()).toEqual(['route', 'venue']);
    const venueLayers = style.layers.filter((layer) => 'source' in layer && layer.source === 'venue');
    expect(venueLayers.map((layer) => layer.id)).toEqual([
      'floor',
      'units',
      'units-highlight',
      'labels',
      'labels-highlight',
    ]);
  });
});

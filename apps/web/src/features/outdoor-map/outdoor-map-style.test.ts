import { describe, expect, it } from 'vitest';
import { basemapOf, rasterStyle } from './outdoor-map-style.js';

const PAGE = 'https://app.example.org/?/googleMap';

describe('basemapOf', () => {
  it('has no background map when the show configures none', () => {
    expect(basemapOf(undefined, PAGE)).toEqual({ kind: 'none' });
    expect(basemapOf({}, PAGE)).toEqual({ kind: 'none' });
    expect(basemapOf({ attribution: '© someone' }, PAGE)).toEqual({ kind: 'none' });
  });

  it('prefers the style URL to the tile URL', () => {
    expect(
      basemapOf(
        { styleUrl: 'https://tiles.example.org/style.json', tileUrl: 'https://t/{z}/{x}/{y}.png' },
        PAGE,
      ),
    ).toEqual({ kind: 'style', url: 'https://tiles.example.org/style.json' });
  });

  it('keeps the tile template holes and the attribution, and resolves same-origin paths', () => {
    expect(basemapOf({ tileUrl: '/tiles/{z}/{x}/{y}.png', attribution: '© OSM' }, PAGE)).toEqual({
      kind: 'tiles',
      url: 'https://app.example.org/tiles/{z}/{x}/{y}.png',
      attribution: '© OSM',
    });
    expect(basemapOf({ styleUrl: '/map/style.json' }, PAGE)).toEqual({
      kind: 'style',
      url: 'https://app.example.org/map/style.json',
    });
  });
});

describe('rasterStyle', () => {
  it('draws the tiles over the plain background, crediting them', () => {
    const style = rasterStyle('https://t.example.org/{z}/{x}/{y}.png', '© OSM');
    expect(style.layers.map((layer) => layer.type)).toEqual(['background', 'raster']);
    expect(style.sources.basemap).toMatchObject({
      tiles: ['https://t.example.org/{z}/{x}/{y}.png'],
      attribution: '© OSM',
    });
  });
});

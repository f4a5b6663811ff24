import type { ShowConfig } from '@showfloor/core';
import type { StyleSpecification } from 'maplibre-gl';

/** Where the map's background comes from, as the show configures it. */
export type Basemap =
  | { kind: 'none' }
  | { kind: 'style'; url: string }
  | { kind: 'tiles'; url: string; attribution: string | undefined };

/** The colour under the markers when there is no background map, and under tiles still loading. */
export const PLAIN_BACKGROUND = '#e8ebe4';

/** The raster source's id: its errors and loads say whether the background map is reachable. */
export const BASEMAP_SOURCE_ID = 'basemap';

/**
 * A style URL wins over a tile URL (it says more: sources, layers, attribution). Relative addresses
 * name the back office's own origin and are made absolute: the engine's worker resolves addresses
 * against its own script, not the page.
 */
export function basemapOf(config: ShowConfig['outdoorMap'], pageUrl: string): Basemap {
  const absolute = (url: string) => new URL(url, pageUrl).href;
  if (config?.styleUrl) return { kind: 'style', url: absolute(config.styleUrl) };
  if (config?.tileUrl) {
    // `{z}` and friends must reach the engine unescaped: only the part before them is resolved.
    const cut = config.tileUrl.indexOf('{');
    const base = cut < 0 ? config.tileUrl : config.tileUrl.slice(0, cut);
    const template = cut < 0 ? '' : config.tileUrl.slice(cut);
    return { kind: 'tiles', url: `${absolute(base)}${template}`, attribution: config.attribution };
  }
  return { kind: 'none' };
}

/** A background and nothing else: the markers are DOM elements above it, so they show regardless. */
export function plainStyle(): StyleSpecification {
  return {
    version: 8,
    sources: {},
    layers: [{ id: 'background', type: 'background', paint: { 'background-color': PLAIN_BACKGROUND } }],
  };
}

/** The plain background with the configured raster tiles over it (256 px tiles, the common size). */
export function rasterStyle(url: string, attribution: string | undefined): StyleSpecification {
  return {
    version: 8,
    sources: {
      [BASEMAP_SOURCE_ID]: {
        type: 'raster',
        tiles: [url],
        tileSize: 256,
        maxzoom: 19,
        ...(attribution ? { attribution } : {}),
      },
    },
    layers: [
      { id: 'background', type: 'background', paint: { 'background-color': PLAIN_BACKGROUND } },
      { id: BASEMAP_SOURCE_ID, type: 'raster', source: BASEMAP_SOURCE_ID },
    ],
  };
}

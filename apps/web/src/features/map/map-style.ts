import type { FilterSpecification, StyleSpecification } from 'maplibre-gl';
import type { MapFeatureCollection } from './venue-geojson.js';
import { UNIT_COLORS } from './venue-geojson.js';

export const HIGHLIGHT_COLOR = '#d9480f';
export const ROUTE_COLOR = '#1d4f91';

export const FILTERED_LAYERS = [
  'floor',
  'units',
  'unit-lines',
  'labels',
  'units-highlight',
  'labels-highlight',
  'route-line',
  'route-ends',
] as const;
export type FilteredLayer = (typeof FILTERED_LAYERS)[number];

/**
 * The filter of every layer: each draws the shown level only, the highlight layers only the
 * highlighted units. Switching level or highlight is a filter change, not a new source.
 */
export function layerFilters(
  levelId: string,
  highlightedUnitIds: readonly string[],
): Record<FilteredLayer, FilterSpecification> {
  const onLevel: FilterSpecification = ['==', ['get', 'levelId'], levelId];
  const highlighted: FilterSpecification = [
    'all',
    onLevel,
    ['in', ['get', 'unitId'], ['literal', [...highlightedUnitIds]]],
  ];
  return {
    floor: onLevel,
    units: onLevel,
    'unit-lines': onLevel,
    labels: onLevel,
    'units-highlight': highlighted,
    'labels-highlight': highlighted,
    'route-line': ['all', onLevel, ['==', ['get', 'role'], 'leg']],
    'route-ends': ['all', onLevel, ['!=', ['get', 'role'], 'leg']],
  };
}

const kindColor = [
  'match',
  ['get', 'kind'],
  ...Object.entries(UNIT_COLORS).flat(),
  UNIT_COLORS.other,
] as unknown as string;

/**
 * A local style: no tile server, no sprite and no glyph server. Sources are GeoJSON built from the
 * venue in IndexedDB; labels are drawn with the device's own sans-serif font (maplibre renders
 * glyphs locally when the style names no glyph URL), so the map works offline.
 */
export function indoorMapStyle(
  sources: { floors: MapFeatureCollection; units: MapFeatureCollection; labels: MapFeatureCollection },
  levelId: string,
  highlightedUnitIds: readonly string[],
): StyleSpecification {
  const filters = layerFilters(levelId, highlightedUnitIds);
  const empty: MapFeatureCollection = { type: 'FeatureCollection', features: [] };
  return {
    version: 8,
    sources: {
      floors: { type: 'geojson', data: sources.floors },
      units: { type: 'geojson', data: sources.units },
      labels: { type: 'geojson', data: sources.labels },
      route: { type: 'geojson', data: empty },
    },
    layers: [
      { id: 'background', type: 'background', paint: { 'background-color': '#e9ecef' } },
      {
        id: 'floor',
        type: 'fill',
        source: 'floors',
        filter: filters.floor,
        paint: { 'fill-color': '#ffffff', 'fill-outline-color': '#495057' },
      },
      {
        id: 'units',
        type: 'fill',
        source: 'units',
        filter: filters.units,
        paint: { 'fill-color': kindColor },
      },
      {
        id: 'unit-lines',
        type: 'line',
        source: 'units',
        filter: filters['unit-lines'],
        paint: { 'line-color': '#868e96', 'line-width': 1 },
      },
      {
        id: 'units-highlight',
        type: 'fill',
        source: 'units',
        filter: filters['units-highlight'],
        paint: { 'fill-color': HIGHLIGHT_COLOR, 'fill-opacity': 0.85 },
      },
      {
        id: 'route-line',
        type: 'line',
        source: 'route',
        filter: filters['route-line'],
        layout: { 'line-cap': 'round', 'line-join': 'round' },
        paint: { 'line-color': ROUTE_COLOR, 'line-width': 5 },
      },
      {
        id: 'route-ends',
        type: 'circle',
        source: 'route',
        filter: filters['route-ends'],
        paint: {
          'circle-radius': 7,
          'circle-color': ['match', ['get', 'role'], 'start', '#2b8a3e', ROUTE_COLOR],
          'circle-stroke-color': '#ffffff',
          'circle-stroke-width': 2,
        },
      },
      {
        id: 'labels',
        type: 'symbol',
        source: 'labels',
        filter: filters.labels,
        minzoom: 17.5,
        layout: {
          'text-field': ['get', 'label'],
          'text-font': ['sans-serif'],
          'text-size': 11,
          'text-max-width': 6,
        },
        paint: { 'text-color': '#212529', 'text-halo-color': '#ffffff', 'text-halo-width': 1 },
      },
      {
        id: 'labels-highlight',
        type: 'symbol',
        source: 'labels',
        filter: filters['labels-highlight'],
        layout: {
          'text-field': ['get', 'label'],
          'text-font': ['sans-serif'],
          'text-size': 13,
          'text-allow-overlap': true,
        },
        paint: { 'text-color': '#ffffff', 'text-halo-color': HIGHLIGHT_COLOR, 'text-halo-width': 2 },
      },
    ],
  };
}

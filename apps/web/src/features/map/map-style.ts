import type { ExpressionSpecification, FilterSpecification, StyleSpecification } from 'maplibre-gl';
import type { MapFeature, MapFeatureCollection, VenueFeatures } from './venue-geojson.js';
import { UNIT_COLORS } from './venue-geojson.js';

export const HIGHLIGHT_COLOR = '#d9480f';
/** The labels' font: the device's own, drawn by the engine (the style names no glyph server). */
export const LABEL_FONT = ['sans-serif'];
export const ROUTE_COLOR = '#1d4f91';

export const FILTERED_LAYERS = [
  'floor',
  'units',
  'labels',
  'units-highlight',
  'labels-highlight',
  'route-line',
  'route-ends',
] as const;
export type FilteredLayer = (typeof FILTERED_LAYERS)[number];

/** What a feature of the venue source stands for: its layers pick their part by this property. */
type VenuePart = 'floor' | 'unit' | 'label';

/**
 * The filter of every layer: each draws the shown level only, the highlight layers only the
 * highlighted units. Switching level or highlight is a filter change, not a new source.
 */
export function layerFilters(
  levelId: string,
  highlightedUnitIds: readonly string[],
): Record<FilteredLayer, FilterSpecification> {
  const onLevel: ExpressionSpecification = ['==', ['get', 'levelId'], levelId];
  const part = (name: VenuePart): ExpressionSpecification => ['all', onLevel, ['==', ['get', 'part'], name]];
  const highlighted = (name: VenuePart): ExpressionSpecification => [
    'all',
    part(name),
    ['in', ['get', 'unitId'], ['literal', [...highlightedUnitIds]]],
  ];
  return {
    floor: part('floor'),
    units: part('unit'),
    labels: part('label'),
    'units-highlight': highlighted('unit'),
    'labels-highlight': highlighted('label'),
    'route-line': ['all', onLevel, ['==', ['get', 'role'], 'leg']],
    'route-ends': ['all', onLevel, ['!=', ['get', 'role'], 'leg']],
  };
}

/**
 * Which layers have something to draw. A layer left visible with nothing to draw still costs a
 * pass over every tile in each frame, which a phone without a fast GPU (or software WebGL) feels
 * while panning: the highlight and route layers are hidden while empty.
 */
export function layerVisibility(
  highlightedUnitIds: readonly string[],
  hasRoute: boolean,
): Record<'units-highlight' | 'labels-highlight' | 'route-line' | 'route-ends', 'visible' | 'none'> {
  const highlight = highlightedUnitIds.length > 0 ? 'visible' : 'none';
  const route = hasRoute ? 'visible' : 'none';
  return {
    'units-highlight': highlight,
    'labels-highlight': highlight,
    'route-line': route,
    'route-ends': route,
  };
}

/**
 * The shown level as two collections, each feature tagged with its part: the shapes (floors and
 * units) and the texts (the units' label points). Each is one source: the engine masks
 * a source's tiles once per frame for all its fills, and texts need no mask. Apart, the texts are
 * cut in smaller tiles than the shapes (see TEXTS_SOURCE_MAX_ZOOM).
 */
export function venueCollections(sources: VenueFeatures): {
  shapes: MapFeatureCollection;
  texts: MapFeatureCollection;
} {
  const tagged = (collection: MapFeatureCollection, part: VenuePart): MapFeature[] =>
    collection.features.map((feature) => ({ ...feature, properties: { ...feature.properties, part } }));
  return {
    shapes: {
      type: 'FeatureCollection',
      features: [...tagged(sources.floors, 'floor'), ...tagged(sources.units, 'unit')],
    },
    texts: {
      type: 'FeatureCollection',
      features: tagged(sources.labels, 'label'),
    },
  };
}

/**
 * The venue source's tiles are cut up to this zoom and scaled beyond it: at 16 a tile keeps
 * centimetres (a booth is metres wide), and zooming in on a hall builds no new tiles.
 */
const VENUE_SOURCE_MAX_ZOOM = 16;
/**
 * The texts' tiles are cut deeper: an overscaled tile lays out every label of the tile it scales,
 * and at 19 a tile holds the labels of a few dozen metres of hall, not of the whole level.
 */
const TEXTS_SOURCE_MAX_ZOOM = 19;

/** From this zoom a 3 m booth is 5 px wide or more (at the equator, more elsewhere). */
const UNIT_OUTLINE_MIN_ZOOM = 17;

/**
 * One letter of the labels, at 2% opacity on the first label's point, drawn from the map's first
 * frame: the engine builds its text program for it (and a device drawing WebGL in software
 * compiles its shaders) while the map opens, not in the frame where the booth labels first appear
 * at zoom 17.5, which that work stalled by 30–50 ms on dataset W. It is drawn like the labels (the
 * same program), takes no room from them and cannot be seen.
 */
function textProgramWarmUp(labels: MapFeatureCollection): MapFeatureCollection {
  const first = labels.features.find((feature) => typeof feature.properties.label === 'string');
  const letter = first === undefined ? undefined : [...String(first.properties.label)][0];
  if (first === undefined || letter === undefined || first.geometry.type !== 'Point')
    return { type: 'FeatureCollection', features: [] };
  return {
    type: 'FeatureCollection',
    features: [{ type: 'Feature', properties: { label: letter }, geometry: first.geometry }],
  };
}

/** The booth labels' paint, which the text warm-up shares so that the engine builds one program. */
const LABEL_PAINT = { 'text-color': '#212529', 'text-halo-color': '#ffffff', 'text-halo-width': 1 };

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
  sources: VenueFeatures,
  levelId: string,
  highlightedUnitIds: readonly string[],
): StyleSpecification {
  const filters = layerFilters(levelId, highlightedUnitIds);
  const visibility = layerVisibility(highlightedUnitIds, false);
  const empty: MapFeatureCollection = { type: 'FeatureCollection', features: [] };
  const { shapes, texts } = venueCollections(sources);
  return {
    version: 8,
    sources: {
      venue: { type: 'geojson', data: shapes, maxzoom: VENUE_SOURCE_MAX_ZOOM },
      'venue-texts': { type: 'geojson', data: texts, maxzoom: TEXTS_SOURCE_MAX_ZOOM },
      route: { type: 'geojson', data: empty },
      'text-warm-up': { type: 'geojson', data: textProgramWarmUp(sources.labels) },
    },
    layers: [
      { id: 'background', type: 'background', paint: { 'background-color': '#e9ecef' } },
      {
        id: 'floor',
        type: 'fill',
        source: 'venue',
        filter: filters.floor,
        paint: { 'fill-color': '#ffffff', 'fill-outline-color': '#495057' },
      },
      {
        id: 'units',
        type: 'fill',
        source: 'venue',
        filter: filters.units,
        // The outline is drawn by the fill itself (hairlines), not by a line layer of its own, and
        // only from the zoom where a booth is a few pixels wide: below, a row of booths reads as
        // one block, and its hairlines were a third of its pixels and of each frame's drawing for a
        // device drawing WebGL in software.
        paint: {
          'fill-color': kindColor,
          'fill-outline-color': '#868e96',
          'fill-antialias': ['step', ['zoom'], false, UNIT_OUTLINE_MIN_ZOOM, true],
        },
      },
      {
        id: 'units-highlight',
        type: 'fill',
        source: 'venue',
        filter: filters['units-highlight'],
        layout: { visibility: visibility['units-highlight'] },
        paint: { 'fill-color': HIGHLIGHT_COLOR, 'fill-opacity': 0.85 },
      },
      {
        id: 'route-line',
        type: 'line',
        source: 'route',
        filter: filters['route-line'],
        layout: { 'line-cap': 'round', 'line-join': 'round', visibility: visibility['route-line'] },
        paint: { 'line-color': ROUTE_COLOR, 'line-width': 5 },
      },
      {
        id: 'route-ends',
        type: 'circle',
        source: 'route',
        filter: filters['route-ends'],
        layout: { visibility: visibility['route-ends'] },
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
        source: 'venue-texts',
        filter: filters.labels,
        minzoom: 17.5,
        layout: {
          'text-field': ['get', 'label'],
          'text-font': LABEL_FONT,
          'text-size': 11,
          'text-max-width': 6,
        },
        paint: LABEL_PAINT,
      },
      {
        id: 'text-warm-up',
        type: 'symbol',
        source: 'text-warm-up',
        layout: {
          'text-field': ['get', 'label'],
          'text-font': LABEL_FONT,
          'text-size': 11,
          'text-allow-overlap': true,
          'text-ignore-placement': true,
        },
        paint: { ...LABEL_PAINT, 'text-opacity': 0.02 },
      },
      {
        id: 'labels-highlight',
        type: 'symbol',
        source: 'venue-texts',
        filter: filters['labels-highlight'],
        layout: {
          visibility: visibility['labels-highlight'],
          'text-field': ['get', 'label'],
          'text-font': LABEL_FONT,
          'text-size': 13,
          'text-allow-overlap': true,
        },
        paint: { 'text-color': '#ffffff', 'text-halo-color': HIGHLIGHT_COLOR, 'text-halo-width': 2 },
      },
    ],
  };
}

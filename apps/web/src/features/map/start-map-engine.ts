import { type Language, MAP_CONTAINER_RETRY_MS, type UnitKind, type VenueModel } from '@showfloor/core';
import type { GeoJSONSource, Map as MaplibreMapInstance, Marker } from 'maplibre-gl';
import type { RefObject } from 'react';
import { drawLabelGlyphsWhenIdle } from './label-glyphs.js';
import { loadMaplibre } from './load-maplibre.js';
import { type CoveredEdges, cameraFitting, FIT_PADDING_PX, MAP_MAX_ZOOM } from './map-camera.js';
import { indoorMapStyle, LABEL_FONT } from './map-style.js';
import { levelBounds, venueFeatures } from './venue-geojson.js';

/** Below this size maplibre reports 'invalid parent size': wait for layout and retry (spec §8). */
const MIN_CONTAINER_PX = 50;

/** The view's props the engine reads when it starts and when the visitor taps: the latest ones. */
export interface MapEngineProps {
  levelId: string;
  highlightedUnitIds: readonly string[];
  kindLabel: (kind: UnitKind) => string;
  coveredEdges?: () => CoveredEdges;
  onSelectUnit: (unitId: string) => void;
  onReady: () => void;
  onFailed: () => void;
}

/** Where the engine of an indoor map view keeps what its other effects use. */
export interface MapEngineRefs {
  containerRef: RefObject<HTMLElement | null>;
  mapRef: RefObject<MaplibreMapInstance | null>;
  markerClassRef: RefObject<typeof Marker | null>;
  /** The level whose features the sources hold (they hold one level only, see venueFeatures). */
  sourceLevelRef: RefObject<string | null>;
  /** Stops drawing the shown level's label glyphs ahead (see label-glyphs). */
  stopGlyphsRef: RefObject<() => void>;
  latest: RefObject<MapEngineProps>;
  setReady: (isReady: boolean) => void;
  setZoom: (zoom: number) => void;
}

/**
 * Starts the maplibre engine of `venue` in the view's container: the engine is imported on first
 * use and started once the container has a size. Returns what removes it.
 */
export function startMapEngine(venue: VenueModel, language: Language, refs: MapEngineRefs): () => void {
  const { containerRef, mapRef, markerClassRef, sourceLevelRef, stopGlyphsRef, latest, setReady, setZoom } =
    refs;
  let isCancelled = false;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let map: MaplibreMapInstance | undefined;
  const start = async () => {
    const container = containerRef.current;
    if (container === null) return;
    if (container.clientWidth < MIN_CONTAINER_PX || container.clientHeight < MIN_CONTAINER_PX) {
      retry = setTimeout(() => void start(), MAP_CONTAINER_RETRY_MS);
      return;
    }
    try {
      const { MaplibreMap, MaplibreMarker } = await loadMaplibre();
      if (isCancelled) return;
      markerClassRef.current = MaplibreMarker;
      const current = latest.current;
      const sources = venueFeatures(venue, language, current.kindLabel, current.levelId);
      sourceLevelRef.current = current.levelId;
      const [west, south, east, north] = levelBounds(venue, current.levelId);
      map = new MaplibreMap({
        container,
        style: indoorMapStyle(sources, current.levelId, current.highlightedUnitIds),
        bounds: [west, south, east, north],
        fitBoundsOptions: { padding: FIT_PADDING_PX },
        maxZoom: MAP_MAX_ZOOM,
        attributionControl: false,
        dragRotate: false,
        pitchWithRotate: false,
        // Labels appear and go at once: a fade is a second of frames redrawn after each move.
        fadeDuration: 0,
      });
      // The level clear of the buttons and the level switcher drawn over the map's edges.
      const camera = cameraFitting(map, [west, south, east, north], current.coveredEdges?.(), MAP_MAX_ZOOM);
      if (camera !== undefined) map.jumpTo(camera);
      mapRef.current = map;
      // The shapes' tiles of zoom 16 are drawn scaled when zooming in, as a raster's are, not
      // cut again for each zoom: fills look the same, and a device drawing WebGL in software
      // no longer stalls a frame on new tiles at each whole zoom (labels are cut apart).
      map.once('styledata', () => {
        const shapes = map?.getSource<GeoJSONSource>('venue');
        if (shapes !== undefined) shapes.reparseOverscaled = false;
      });
      map.on('load', () => {
        if (isCancelled || map === undefined) return;
        stopGlyphsRef.current = drawLabelGlyphsWhenIdle(map, LABEL_FONT, sources.labels);
        setReady(true);
        latest.current.onReady();
      });
      map.on('click', 'units', (event) => {
        const unitId = event.features?.[0]?.properties?.unitId;
        if (typeof unitId === 'string') latest.current.onSelectUnit(unitId);
      });
      map.on('mouseenter', 'units', () => {
        if (map) map.getCanvas().style.cursor = 'pointer';
      });
      map.on('mouseleave', 'units', () => {
        if (map) map.getCanvas().style.cursor = '';
      });
      map.on('moveend', () => {
        if (map) setZoom(Math.round(map.getZoom() * 10) / 10);
      });
      map.on('error', (event) => console.error('indoor map:', event.error));
    } catch (error) {
      console.error('indoor map:', error);
      if (!isCancelled) latest.current.onFailed();
    }
  };
  void start();
  return () => {
    isCancelled = true;
    clearTimeout(retry);
    stopGlyphsRef.current();
    map?.remove();
    mapRef.current = null;
    setReady(false);
  };
}

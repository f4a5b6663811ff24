import {
  type ItineraryLeg,
  MAP_CONTAINER_RETRY_MS,
  MAP_ZOOM_SINGLE_PLACE,
  type MapFocus,
  type UnitKind,
  type VenueModel,
} from '@showfloor/core';
import type { CameraOptions, GeoJSONSource, Map as MaplibreMapInstance, Marker } from 'maplibre-gl';
import { useEffect, useRef, useState } from 'react';
import { useApp } from '../../app/app-context.js';
import { drawLabelGlyphsWhenIdle } from './label-glyphs.js';
import { loadMaplibre } from './load-maplibre.js';
import { type MapPin, myPositionElement, pinElement } from './map-markers.js';
import {
  FILTERED_LAYERS,
  indoorMapStyle,
  LABEL_FONT,
  layerFilters,
  layerVisibility,
  venueCollections,
} from './map-style.js';
import {
  boundsOf,
  levelBounds,
  routeBounds,
  routeFeatures,
  unitLonLat,
  venueFeatures,
} from './venue-geojson.js';

/** Below this size maplibre reports 'invalid parent size': wait for layout and retry (spec §8). */
const MIN_CONTAINER_PX = 50;
const FIT_PADDING_PX = 40;
const MAP_MAX_ZOOM = 22;

/** How far the page's buttons and panels reach over each edge of the map, in pixels. */
export interface CoveredEdges {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

type Bounds = [number, number, number, number];

/**
 * The camera that shows `bounds` whole in the part of the map that the page leaves uncovered, at
 * most `maxZoom`; when the panels leave no room (taller than the map), the whole map instead.
 */
function cameraFitting(
  map: MaplibreMapInstance,
  [west, south, east, north]: Bounds,
  covered: CoveredEdges | undefined,
  maxZoom: number,
): CameraOptions | undefined {
  const bounds: [[number, number], [number, number]] = [
    [west, south],
    [east, north],
  ];
  const padding = covered && {
    top: covered.top + FIT_PADDING_PX,
    bottom: covered.bottom + FIT_PADDING_PX,
    left: covered.left + FIT_PADDING_PX,
    right: covered.right + FIT_PADDING_PX,
  };
  return (
    (padding && map.cameraForBounds(bounds, { padding, maxZoom })) ??
    map.cameraForBounds(bounds, { padding: FIT_PADDING_PX, maxZoom })
  );
}

function buildingOf(venue: VenueModel, levelId: string | null): string | undefined {
  return venue.levels.find((level) => level.id === levelId)?.buildingId;
}

export interface IndoorMapViewProps {
  venue: VenueModel;
  levelId: string;
  highlightedUnitIds: readonly string[];
  routeLegs: readonly ItineraryLeg[];
  focus: MapFocus | null;
  /** Pins of a "show all on map" view; those of the shown level are drawn. */
  pins: readonly MapPin[];
  /** The unit the visitor said they are at, drawn with its own marker on its level. */
  myPositionUnitId: string | null;
  label: string;
  kindLabel: (kind: UnitKind) => string;
  onSelectUnit: (unitId: string) => void;
  onSelectPin: (key: string) => void;
  /**
   * What the page draws over the map's edges (its buttons, its panels), read when fitting several
   * units, so that none of them ends up under a panel.
   */
  coveredEdges?: () => CoveredEdges;
  onReady: () => void;
  onFailed: () => void;
}

/**
 * The maplibre map of one venue. The engine is imported on first use, started once the container
 * has a size, and removed with the component; a new venue (a map data reload) starts a new engine.
 */
export function IndoorMapView(props: IndoorMapViewProps) {
  const { language } = useApp();
  const containerRef = useRef<HTMLElement>(null);
  const mapRef = useRef<MaplibreMapInstance | null>(null);
  const markerClassRef = useRef<typeof Marker | null>(null);
  const latest = useRef(props);
  latest.current = props;
  /** The level whose features the sources hold (they hold one level only, see venueFeatures). */
  const sourceLevelRef = useRef<string | null>(null);
  /** Stops drawing the shown level's label glyphs ahead (see label-glyphs). */
  const stopGlyphsRef = useRef(() => {});
  const [isReady, setReady] = useState(false);
  const [zoom, setZoom] = useState<number | undefined>();
  const { venue, levelId, highlightedUnitIds, routeLegs, focus, pins, myPositionUnitId } = props;

  useEffect(() => {
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
  }, [venue, language]);

  useEffect(() => {
    const map = mapRef.current;
    if (!isReady || map === null) return;
    if (sourceLevelRef.current !== levelId) {
      const sources = venueFeatures(venue, language, latest.current.kindLabel, levelId);
      const { shapes, texts } = venueCollections(sources);
      map.getSource<GeoJSONSource>('venue')?.setData(shapes as never);
      map.getSource<GeoJSONSource>('venue-texts')?.setData(texts as never);
      stopGlyphsRef.current();
      stopGlyphsRef.current = drawLabelGlyphsWhenIdle(map, LABEL_FONT, sources.labels);
      // Levels of one building stand over each other, so the camera stays on what the visitor
      // looked at; another building stands elsewhere, and the map would show nothing of it.
      if (buildingOf(venue, sourceLevelRef.current) !== buildingOf(venue, levelId)) {
        const camera = cameraFitting(
          map,
          levelBounds(venue, levelId),
          latest.current.coveredEdges?.(),
          MAP_MAX_ZOOM,
        );
        if (camera !== undefined) map.jumpTo(camera);
      }
      sourceLevelRef.current = levelId;
    }
    const filters = layerFilters(levelId, highlightedUnitIds);
    for (const layer of FILTERED_LAYERS) map.setFilter(layer, filters[layer]);
  }, [isReady, venue, language, levelId, highlightedUnitIds]);

  useEffect(() => {
    const map = mapRef.current;
    if (!isReady || map === null) return;
    const source = map.getSource<GeoJSONSource>('route');
    source?.setData(routeFeatures(venue, routeLegs) as never);
  }, [isReady, venue, routeLegs]);

  useEffect(() => {
    const map = mapRef.current;
    if (!isReady || map === null) return;
    const visibility = layerVisibility(highlightedUnitIds, routeLegs.length > 0);
    for (const [layer, value] of Object.entries(visibility))
      map.setLayoutProperty(layer, 'visibility', value);
  }, [isReady, highlightedUnitIds, routeLegs]);

  useEffect(() => {
    const map = mapRef.current;
    if (!isReady || map === null || focus === null) return;
    if (focus.isRoute === true) {
      const { routeLegs: legs, levelId: shownLevel, coveredEdges } = latest.current;
      const bounds = routeBounds(venue, legs, shownLevel);
      const camera = bounds && cameraFitting(map, bounds, coveredEdges?.(), MAP_ZOOM_SINGLE_PLACE);
      if (camera !== undefined) map.jumpTo(camera);
      return;
    }
    const units = venue.units.filter((unit) => focus.unitIds.includes(unit.id));
    if (units.length === 0) return;
    if (units.length === 1) {
      const [west, south, east, north] = boundsOf(venue, units);
      map.jumpTo({ center: [(west + east) / 2, (south + north) / 2], zoom: MAP_ZOOM_SINGLE_PLACE });
      return;
    }
    const camera = cameraFitting(
      map,
      boundsOf(venue, units),
      latest.current.coveredEdges?.(),
      MAP_ZOOM_SINGLE_PLACE,
    );
    if (camera === undefined) return;
    const zoom = Math.max(camera.zoom ?? MAP_ZOOM_SINGLE_PLACE, focus.minZoom ?? 0);
    map.jumpTo({ ...(camera.center === undefined ? {} : { center: camera.center }), zoom });
  }, [isReady, venue, focus]);

  // Pins and the position marker are DOM markers: their size is exact (34x34 px, spec §9) at every
  // zoom, and a tap on one selects what it stands for.
  useEffect(() => {
    const map = mapRef.current;
    const MarkerClass = markerClassRef.current;
    if (!isReady || map === null || MarkerClass === null) return;
    // Most maps show neither: the venue's units are not indexed for nothing as the map opens.
    if (pins.length === 0 && myPositionUnitId === null) return;
    const unitsById = new Map(venue.units.map((unit) => [unit.id, unit]));
    const markers: Marker[] = [];
    for (const pin of pins) {
      const unit = unitsById.get(pin.unitId);
      if (unit === undefined || unit.levelId !== levelId) continue;
      const element = pinElement(pin, () => latest.current.onSelectPin(pin.key));
      markers.push(
        new MarkerClass({ element, anchor: 'bottom' }).setLngLat(unitLonLat(venue, unit)).addTo(map),
      );
    }
    const mine = myPositionUnitId === null ? undefined : unitsById.get(myPositionUnitId);
    if (mine !== undefined && mine.levelId === levelId) {
      markers.push(
        new MarkerClass({ element: myPositionElement(), anchor: 'center' })
          .setLngLat(unitLonLat(venue, mine))
          .addTo(map),
      );
    }
    return () => {
      for (const marker of markers) marker.remove();
    };
  }, [isReady, venue, levelId, pins, myPositionUnitId]);

  return (
    <section
      ref={containerRef}
      className="indoor-map-canvas"
      aria-label={props.label}
      data-testid="indoor-map"
      data-ready={isReady}
      data-zoom={zoom}
    />
  );
}

import {
  type ItineraryLeg,
  MAP_CONTAINER_RETRY_MS,
  MAP_ZOOM_SINGLE_PLACE,
  type UnitKind,
  type VenueModel,
} from '@showfloor/core';
import type { GeoJSONSource, Map as MaplibreMapInstance } from 'maplibre-gl';
import { useEffect, useRef, useState } from 'react';
import { useApp } from '../../app/app-context.js';
import { loadMaplibre } from './load-maplibre.js';
import { FILTERED_LAYERS, indoorMapStyle, layerFilters } from './map-style.js';
import { boundsOf, levelBounds, routeFeatures, venueFeatures } from './venue-geojson.js';

/** Below this size maplibre reports 'invalid parent size': wait for layout and retry (spec §8). */
const MIN_CONTAINER_PX = 50;
const FIT_PADDING_PX = 40;

export interface MapFocus {
  unitIds: readonly string[];
  /** A new token re-centres on the same units (the user asked again). */
  token: number;
}

export interface IndoorMapViewProps {
  venue: VenueModel;
  levelId: string;
  highlightedUnitIds: readonly string[];
  routeLegs: readonly ItineraryLeg[];
  focus: MapFocus | null;
  label: string;
  kindLabel: (kind: UnitKind) => string;
  onSelectUnit: (unitId: string) => void;
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
  const latest = useRef(props);
  latest.current = props;
  const [isReady, setReady] = useState(false);
  const [zoom, setZoom] = useState<number | undefined>();
  const { venue, levelId, highlightedUnitIds, routeLegs, focus } = props;

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
        const { MaplibreMap } = await loadMaplibre();
        if (isCancelled) return;
        const current = latest.current;
        const sources = venueFeatures(venue, language, current.kindLabel);
        const [west, south, east, north] = levelBounds(venue, current.levelId);
        map = new MaplibreMap({
          container,
          style: indoorMapStyle(sources, current.levelId, current.highlightedUnitIds),
          bounds: [west, south, east, north],
          fitBoundsOptions: { padding: FIT_PADDING_PX },
          maxZoom: 22,
          attributionControl: false,
          dragRotate: false,
          pitchWithRotate: false,
          canvasContextAttributes: { preserveDrawingBuffer: true },
        });
        mapRef.current = map;
        map.on('load', () => {
          if (isCancelled) return;
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
      map?.remove();
      mapRef.current = null;
      setReady(false);
    };
  }, [venue, language]);

  useEffect(() => {
    const map = mapRef.current;
    if (!isReady || map === null) return;
    const filters = layerFilters(levelId, highlightedUnitIds);
    for (const layer of FILTERED_LAYERS) map.setFilter(layer, filters[layer]);
  }, [isReady, levelId, highlightedUnitIds]);

  useEffect(() => {
    const map = mapRef.current;
    if (!isReady || map === null) return;
    const source = map.getSource<GeoJSONSource>('route');
    source?.setData(routeFeatures(venue, routeLegs) as never);
  }, [isReady, venue, routeLegs]);

  useEffect(() => {
    const map = mapRef.current;
    if (!isReady || map === null || focus === null) return;
    const units = venue.units.filter((unit) => focus.unitIds.includes(unit.id));
    if (units.length === 0) return;
    if (units.length === 1) {
      const [west, south, east, north] = boundsOf(venue, units);
      map.jumpTo({ center: [(west + east) / 2, (south + north) / 2], zoom: MAP_ZOOM_SINGLE_PLACE });
      return;
    }
    const [west, south, east, north] = boundsOf(venue, units);
    map.fitBounds(
      [
        [west, south],
        [east, north],
      ],
      { padding: FIT_PADDING_PX, maxZoom: MAP_ZOOM_SINGLE_PLACE, duration: 0 },
    );
  }, [isReady, venue, focus]);

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

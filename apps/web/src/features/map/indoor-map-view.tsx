import {
  type ItineraryLeg,
  MAP_ZOOM_SINGLE_PLACE,
  type MapFocus,
  type UnitKind,
  type VenueModel,
} from '@showfloor/core';
import type { GeoJSONSource, Map as MaplibreMapInstance, Marker } from 'maplibre-gl';
import { useEffect, useRef, useState } from 'react';
import { useApp } from '../../shell/app-context.js';
import { drawLabelGlyphsWhenIdle } from './label-glyphs.js';
import { buildingOf, type CoveredEdges, cameraFitting, MAP_MAX_ZOOM } from './map-camera.js';
import { type MapPin, myPositionElement, pinElement } from './map-markers.js';
import { FILTERED_LAYERS, LABEL_FONT, layerFilters, layerVisibility, venueCollections } from './map-style.js';
import { startMapEngine } from './start-map-engine.js';
import {
  boundsOf,
  levelBounds,
  routeBounds,
  routeFeatures,
  unitLonLat,
  venueFeatures,
} from './venue-geojson.js';

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
 * The maplibre map of one venue. The engine (`startMapEngine`) is removed with the component; a new
 * venue (a map data reload) starts a new engine.
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

  useEffect(
    () =>
      startMapEngine(venue, language, {
        containerRef,
        mapRef,
        markerClassRef,
        sourceLevelRef,
        stopGlyphsRef,
        latest,
        setReady,
        setZoom,
      }),
    [venue, language],
  );

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

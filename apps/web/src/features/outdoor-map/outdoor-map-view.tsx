import { MAP_CONTAINER_RETRY_MS, type OutdoorPlace } from '@showfloor/core';
import type { Map as MaplibreMapInstance } from 'maplibre-gl';
import { type ReactNode, useEffect, useReducer, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { loadMaplibre } from '../map/index.js';
import { type BasemapStatus, initialBasemapState, nextBasemapState } from './basemap-status.js';
import { applyViewRequest, type MapViewRequest } from './map-view-request.js';
import type { Basemap } from './outdoor-map-style.js';
import { MARKER_HEIGHT_PX, placeMarkerElement } from './place-marker.js';
import { type MaplibreModule, startOutdoorEngine } from './start-outdoor-engine.js';

/** Below this size maplibre reports 'invalid parent size': wait for layout and retry. */
const MIN_CONTAINER_PX = 50;

export interface OutdoorMapViewProps {
  places: readonly OutdoorPlace[];
  colors: ReadonlyMap<number, string>;
  selectedId: number | null;
  view: MapViewRequest;
  basemap: Basemap;
  label: string;
  markerLabel: (place: OutdoorPlace) => string;
  /** The open info window's content, drawn in a popup at the selected place. */
  info: ReactNode;
  onSelect: (place: OutdoorPlace, opener: HTMLElement) => void;
  onBasemapStatus: (status: BasemapStatus) => void;
}

/**
 * The maplibre map of the outdoor places: the configured background (or a plain one), one button
 * marker per place and the info window of the selected one. The engine is imported on first use
 * and started once the container has a size; the markers are DOM buttons, so they show and work
 * even when the background never arrives.
 */
export function OutdoorMapView(props: OutdoorMapViewProps) {
  const { t } = useTranslation();
  const containerRef = useRef<HTMLElement>(null);
  const latest = useRef(props);
  latest.current = props;
  const [engine, setEngine] = useState<{ module: MaplibreModule; map: MaplibreMapInstance } | null>(null);
  const [isDrawn, setDrawn] = useState(false);
  const [zoom, setZoom] = useState<number | undefined>();
  const [basemapState, report] = useReducer(nextBasemapState, props.basemap, initialBasemapState);
  const [infoNode] = useState(() => document.createElement('div'));
  const markerElements = useRef(new Map<number, HTMLButtonElement>());
  const { basemap, places, colors, markerLabel, selectedId, view } = props;

  // biome-ignore lint/correctness/useExhaustiveDependencies: one engine per background; `t` only names controls.
  useEffect(() => {
    let isCancelled = false;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let dispose: (() => void) | undefined;
    const start = async () => {
      const container = containerRef.current;
      if (container === null) return;
      if (container.clientWidth < MIN_CONTAINER_PX || container.clientHeight < MIN_CONTAINER_PX) {
        retry = setTimeout(() => void start(), MAP_CONTAINER_RETRY_MS);
        return;
      }
      const module = await loadMaplibre();
      if (isCancelled) return;
      const started = startOutdoorEngine(module, {
        container,
        basemap,
        view: latest.current.view,
        texts: { map: t('outdoorMap.mapKeys'), attribution: t('outdoorMap.attribution') },
        onDrawn: () => setDrawn(true),
        onZoom: setZoom,
        onBasemap: report,
      });
      dispose = started.dispose;
      setEngine({ module, map: started.map });
    };
    start().catch((error: unknown) => {
      // The engine's code could not be fetched: the list below the map still serves.
      console.error('outdoor map:', error);
      if (!isCancelled) report('styleFailed');
    });
    return () => {
      isCancelled = true;
      clearTimeout(retry);
      dispose?.();
      setEngine(null);
      setDrawn(false);
    };
  }, [basemap]);

  useEffect(() => {
    props.onBasemapStatus(basemapState.status);
  });

  useEffect(() => {
    if (engine === null) return;
    const elements = markerElements.current;
    const markers = places.map((place) => {
      const element = placeMarkerElement(
        place,
        colors.get(place.id) ?? place.category.color,
        markerLabel(place),
      );
      element.addEventListener('click', (event) => {
        event.stopPropagation();
        latest.current.onSelect(place, element);
      });
      elements.set(place.id, element);
      return new engine.module.MaplibreMarker({ element, anchor: 'bottom' })
        .setLngLat([place.position.lon, place.position.lat])
        .addTo(engine.map);
    });
    return () => {
      for (const marker of markers) marker.remove();
      elements.clear();
    };
  }, [engine, places, colors, markerLabel]);

  useEffect(() => {
    for (const [id, element] of markerElements.current) {
      element.setAttribute('aria-expanded', String(id === selectedId));
      element.classList.toggle('is-selected', id === selectedId);
    }
  });

  useEffect(() => {
    if (engine !== null) applyViewRequest(engine.map, view);
  }, [engine, view]);

  const selected = places.find((place) => place.id === selectedId);
  useEffect(() => {
    if (engine === null || selected === undefined) return;
    const popup = new engine.module.MaplibrePopup({
      closeButton: false,
      closeOnClick: false,
      closeOnMove: false,
      focusAfterOpen: false,
      offset: MARKER_HEIGHT_PX,
      maxWidth: '280px',
      className: 'outdoor-info-popup',
    })
      .setLngLat([selected.position.lon, selected.position.lat])
      .setDOMContent(infoNode)
      .addTo(engine.map);
    return () => {
      popup.remove();
    };
  }, [engine, selected, infoNode]);

  return (
    <section
      ref={containerRef}
      className="outdoor-map-canvas"
      aria-label={props.label}
      data-testid="outdoor-map"
      data-drawn={isDrawn}
      data-zoom={zoom}
    >
      {selected !== undefined ? createPortal(props.info, infoNode) : null}
    </section>
  );
}

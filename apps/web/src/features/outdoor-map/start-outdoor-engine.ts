import type { ErrorEvent, Map as MaplibreMapInstance, MapSourceDataEvent } from 'maplibre-gl';
import type { loadMaplibre } from '../map/index.js';
import { BASEMAP_TIMEOUT_MS, type BasemapEvent } from './basemap-status.js';
import { FIT_PADDING_PX, type MapViewRequest, PLACE_ZOOM } from './map-view-request.js';
import { type Basemap, plainStyle, rasterStyle } from './outdoor-map-style.js';

export type MaplibreModule = Awaited<ReturnType<typeof loadMaplibre>>;

export interface OutdoorEngineOptions {
  container: HTMLElement;
  basemap: Basemap;
  view: MapViewRequest;
  /** The engine's own texts: the canvas's name and the credits button's. */
  texts: { map: string; attribution: string };
  onDrawn: () => void;
  onZoom: (zoom: number) => void;
  onBasemap: (event: BasemapEvent) => void;
}

/**
 * Starts the engine on the configured background and reports what becomes of it. When the style
 * cannot be had (an error before it loaded, or nothing within the timeout) the plain background
 * replaces it, so the markers always have a map under them. Returns the map and its disposal.
 */
export function startOutdoorEngine(
  module: MaplibreModule,
  options: OutdoorEngineOptions,
): { map: MaplibreMapInstance; dispose: () => void } {
  const { basemap, view } = options;
  const map = new module.MaplibreMap({
    container: options.container,
    style:
      basemap.kind === 'style'
        ? basemap.url
        : basemap.kind === 'tiles'
          ? rasterStyle(basemap.url, basemap.attribution)
          : plainStyle(),
    ...(view.kind === 'fit'
      ? { bounds: [...view.bounds], fitBoundsOptions: { padding: FIT_PADDING_PX, maxZoom: PLACE_ZOOM } }
      : { center: [view.place.position.lon, view.place.position.lat], zoom: PLACE_ZOOM }),
    maxZoom: 19,
    attributionControl: basemap.kind === 'none' ? false : { compact: true },
    dragRotate: false,
    pitchWithRotate: false,
    touchPitch: false,
    locale: {
      'Map.Title': options.texts.map,
      'AttributionControl.ToggleAttribution': options.texts.attribution,
    },
    // Screenshots (and the tests reading them) see the drawn map, not a cleared buffer.
    canvasContextAttributes: { preserveDrawingBuffer: true },
  });
  map.touchZoomRotate.disableRotation();
  let isFallback = false;
  const fallBack = () => {
    if (isFallback) return;
    isFallback = true;
    map.setStyle(plainStyle());
  };
  map.on('load', options.onDrawn);
  map.on('moveend', () => options.onZoom(Math.round(map.getZoom() * 10) / 10));
  map.on('style.load', () => {
    if (basemap.kind === 'style' && !isFallback) options.onBasemap('styleLoaded');
  });
  map.on('sourcedata', (event: MapSourceDataEvent) => {
    if (event.tile !== undefined && !isFallback) options.onBasemap('tileLoaded');
  });
  map.on('error', (event: ErrorEvent) => {
    const sourceId = (event as { sourceId?: unknown }).sourceId;
    if (basemap.kind === 'style' && sourceId === undefined && !map.isStyleLoaded()) {
      fallBack();
      options.onBasemap('styleFailed');
    } else if (sourceId !== undefined) options.onBasemap('tileFailed');
    console.warn('outdoor map:', event.error?.message ?? event.error);
  });
  const timeout = setTimeout(() => {
    if (basemap.kind === 'style' && !map.isStyleLoaded()) fallBack();
    options.onBasemap('timedOut');
  }, BASEMAP_TIMEOUT_MS);
  return {
    map,
    dispose: () => {
      clearTimeout(timeout);
      map.remove();
    },
  };
}

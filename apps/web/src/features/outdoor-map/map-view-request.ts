import { boundsOfPoints, type GeoBounds, type OutdoorPlace } from '@showfloor/core';
import type { Map as MaplibreMapInstance } from 'maplibre-gl';

/** A street and its neighbours: where one place is shown. */
export const PLACE_ZOOM = 16;
/** Room around fitted markers; more at the bottom, where the legend lies over the map. */
export const FIT_PADDING_PX = { top: 48, right: 48, bottom: 110, left: 48 };

/** Where the map should look; a new token asks again (the user pressed "see all" twice). */
export type MapViewRequest =
  | { kind: 'fit'; bounds: GeoBounds; token: number }
  | { kind: 'place'; place: OutdoorPlace; token: number };

/** The view "see all" asks for: every given place in sight; null without places. */
export function fitAll(places: readonly OutdoorPlace[], token: number): MapViewRequest | null {
  const bounds = boundsOfPoints(places.map((place) => place.position));
  return bounds === undefined ? null : { kind: 'fit', bounds, token };
}

/** Moves the map at once: an animation would leave the markers mid-flight in screenshots and tests. */
export function applyViewRequest(map: MaplibreMapInstance, view: MapViewRequest): void {
  if (view.kind === 'place') {
    map.jumpTo({ center: [view.place.position.lon, view.place.position.lat], zoom: PLACE_ZOOM });
    return;
  }
  const [west, south, east, north] = view.bounds;
  map.fitBounds(
    [
      [west, south],
      [east, north],
    ],
    { padding: FIT_PADDING_PX, maxZoom: PLACE_ZOOM, duration: 0 },
  );
}

import type { VenueModel } from '@showfloor/core';
import type { CameraOptions, Map as MaplibreMapInstance } from 'maplibre-gl';

export const FIT_PADDING_PX = 40;
export const MAP_MAX_ZOOM = 22;

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
export function cameraFitting(
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

export function buildingOf(venue: VenueModel, levelId: string | null): string | undefined {
  return venue.levels.find((level) => level.id === levelId)?.buildingId;
}

import type { GeoPoint } from './geo-point.js';

/** West, south, east, north in degrees: maplibre's `LngLatBoundsLike` order. */
export type GeoBounds = readonly [west: number, south: number, east: number, north: number];

/**
 * About 220 m of latitude: the least a fitted view spans, so "see all" on one place (or on places
 * at one address) frames a street, not a single building at the engine's maximum zoom.
 */
export const MIN_BOUNDS_SPAN_DEGREES = 0.002;

/**
 * The smallest box holding every point, widened around its centre to at least `minSpan` degrees
 * each way; undefined without points. Places of one show sit in one town, far from the
 * antimeridian, so the box never wraps around it.
 */
export function boundsOfPoints(
  points: readonly GeoPoint[],
  minSpan: number = MIN_BOUNDS_SPAN_DEGREES,
): GeoBounds | undefined {
  if (points.length === 0) return undefined;
  let west = Number.POSITIVE_INFINITY;
  let south = Number.POSITIVE_INFINITY;
  let east = Number.NEGATIVE_INFINITY;
  let north = Number.NEGATIVE_INFINITY;
  for (const { lat, lon } of points) {
    west = Math.min(west, lon);
    east = Math.max(east, lon);
    south = Math.min(south, lat);
    north = Math.max(north, lat);
  }
  const widen = (low: number, high: number, limit: number): [number, number] => {
    if (high - low >= minSpan) return [low, high];
    const centre = (low + high) / 2;
    const half = minSpan / 2;
    // Clamped to the valid range, so a place at a pole still gives valid bounds.
    return [Math.max(-limit, centre - half), Math.min(limit, centre + half)];
  };
  [west, east] = widen(west, east, 180);
  [south, north] = widen(south, north, 90);
  return [west, south, east, north];
}

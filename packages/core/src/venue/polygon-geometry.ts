import type { LocalPoint } from './venue-model.js';

/** Planar distance between two points, in the points' unit. */
export function distanceBetween(a: LocalPoint, b: LocalPoint): number {
  return Math.hypot(a[0] - b[0], a[1] - b[1]);
}

/** Area-weighted centroid of a simple ring; the vertex mean when the ring is degenerate. */
export function polygonCentroid(ring: readonly LocalPoint[]): LocalPoint {
  let area = 0;
  let cx = 0;
  let cy = 0;
  for (let i = 0; i < ring.length; i++) {
    const [x0, y0] = ring[i]!;
    const [x1, y1] = ring[(i + 1) % ring.length]!;
    const cross = x0 * y1 - x1 * y0;
    area += cross;
    cx += (x0 + x1) * cross;
    cy += (y0 + y1) * cross;
  }
  if (Math.abs(area) < 1e-9) {
    const sum = ring.reduce<LocalPoint>((acc, point) => [acc[0] + point[0], acc[1] + point[1]], [0, 0]);
    return [sum[0] / Math.max(ring.length, 1), sum[1] / Math.max(ring.length, 1)];
  }
  return [cx / (3 * area), cy / (3 * area)];
}

/** Even-odd rule; points exactly on the boundary may fall either way. */
export function isPointInPolygon(point: LocalPoint, ring: readonly LocalPoint[]): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i]!;
    const [xj, yj] = ring[j]!;
    if (yi > point[1] !== yj > point[1] && point[0] < ((xj - xi) * (point[1] - yi)) / (yj - yi) + xi) {
      inside = !inside;
    }
  }
  return inside;
}

/** The point of a segment nearest to a point. */
export function closestPointOnSegment(point: LocalPoint, a: LocalPoint, b: LocalPoint): LocalPoint {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const lengthSquared = dx * dx + dy * dy;
  const t =
    lengthSquared === 0
      ? 0
      : Math.max(0, Math.min(1, ((point[0] - a[0]) * dx + (point[1] - a[1]) * dy) / lengthSquared));
  return [a[0] + t * dx, a[1] + t * dy];
}

/** Distance from a point to a segment. */
export function distanceToSegment(point: LocalPoint, a: LocalPoint, b: LocalPoint): number {
  const [x, y] = closestPointOnSegment(point, a, b);
  return Math.hypot(point[0] - x, point[1] - y);
}

/** Distance from a point to the boundary of a ring (0 on the boundary, positive inside and outside). */
export function distanceToRing(point: LocalPoint, ring: readonly LocalPoint[]): number {
  let best = Number.POSITIVE_INFINITY;
  for (let i = 0; i < ring.length; i++) {
    best = Math.min(best, distanceToSegment(point, ring[i]!, ring[(i + 1) % ring.length]!));
  }
  return best;
}

/** Drops the closing point GeoJSON repeats at the end of a ring. */
export function openRing(ring: readonly LocalPoint[]): LocalPoint[] {
  const first = ring[0];
  const last = ring[ring.length - 1];
  const isClosed =
    ring.length > 1 &&
    first !== undefined &&
    last !== undefined &&
    first[0] === last[0] &&
    first[1] === last[1];
  return isClosed ? ring.slice(0, -1) : ring.slice();
}

/** True when two rings overlap or come within `tolerance` of each other at some vertex. */
export function doRingsTouch(a: readonly LocalPoint[], b: readonly LocalPoint[], tolerance: number): boolean {
  const isNear = (point: LocalPoint, ring: readonly LocalPoint[]): boolean =>
    isPointInPolygon(point, ring) || distanceToRing(point, ring) <= tolerance;
  return a.some((point) => isNear(point, b)) || b.some((point) => isNear(point, a));
}

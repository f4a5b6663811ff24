/** A point on the Earth in degrees (WGS 84), as the outdoor map's markers need it. */
export interface GeoPoint {
  lat: number;
  lon: number;
}

function degreesOf(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const parsed = Number(value.trim());
  return Number.isFinite(parsed) ? parsed : undefined;
}

function pointOf(lat: unknown, lon: unknown): GeoPoint | undefined {
  const latitude = degreesOf(lat);
  const longitude = degreesOf(lon);
  if (latitude === undefined || longitude === undefined) return undefined;
  if (latitude < -90 || latitude > 90 || longitude < -180 || longitude > 180) return undefined;
  // 0,0 (in the Gulf of Guinea) is what exports write for "no coordinates": a marker there would
  // drag "see all" across half the planet, so it is treated as missing.
  if (latitude === 0 && longitude === 0) return undefined;
  return { lat: latitude, lon: longitude };
}

/**
 * The position of a map place (spec modules §3 "Map place: … position"), in the shapes importers
 * write it: `{ lat, lng }` (the native app's), `{ lat, lon }`, with numbers or numeric texts, or a
 * `"lat,lng"` text. Anything else, or a latitude outside ±90 or a longitude outside ±180, is no
 * position: such a place is listed but not drawn.
 */
export function parseGeoPoint(value: unknown): GeoPoint | undefined {
  if (typeof value === 'string') {
    const parts = value.split(',');
    return parts.length === 2 ? pointOf(parts[0], parts[1]) : undefined;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const point = value as { lat?: unknown; lng?: unknown; lon?: unknown };
  return pointOf(point.lat, point.lng ?? point.lon);
}

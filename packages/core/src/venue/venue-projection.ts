import type { LocalPoint } from './venue-model.js';

/** Mean Earth radius (metres) of the spherical model used by the projection. */
const EARTH_RADIUS_M = 6_371_008.8;
const RADIANS = Math.PI / 180;

export interface GeoOrigin {
  lon: number;
  lat: number;
}

/**
 * Equirectangular projection around a venue's centre: x = R·Δlon·cos(lat0), y = R·Δlat. Over a
 * venue (a few hundred metres) the error is well under a centimetre per metre, far below map and
 * positioning accuracy, and it keeps distances in plain metres for routing and walking times.
 */
export function toLocalMetres(lon: number, lat: number, origin: GeoOrigin): LocalPoint {
  const x = (lon - origin.lon) * RADIANS * EARTH_RADIUS_M * Math.cos(origin.lat * RADIANS);
  const y = (lat - origin.lat) * RADIANS * EARTH_RADIUS_M;
  return [x, y];
}

/** Inverse of `toLocalMetres`, to draw local geometry on a geographic map. */
export function toLonLat(point: LocalPoint, origin: GeoOrigin): [lon: number, lat: number] {
  const lon = origin.lon + point[0] / (RADIANS * EARTH_RADIUS_M * Math.cos(origin.lat * RADIANS));
  const lat = origin.lat + point[1] / (RADIANS * EARTH_RADIUS_M);
  return [lon, lat];
}

import {
  type ItineraryLeg,
  type Language,
  type Localized,
  type LocalPoint,
  toLonLat,
  type UnitKind,
  type VenueModel,
  type VenueUnit,
} from '@showfloor/core';

/** A GeoJSON feature as the map's sources take it; only the geometries the map draws. */
export interface MapFeature {
  type: 'Feature';
  id?: number;
  properties: Record<string, string | number | boolean>;
  geometry:
    | { type: 'Polygon'; coordinates: [number, number][][] }
    | { type: 'LineString'; coordinates: [number, number][] }
    | { type: 'Point'; coordinates: [number, number] };
}

export interface MapFeatureCollection {
  type: 'FeatureCollection';
  features: MapFeature[];
}

/**
 * Where a venue without geographic anchor (a generated one) is drawn: the map has no base layer, so
 * any origin works; the equator keeps the local metres undistorted.
 */
export const LOCAL_VENUE_ORIGIN = { lon: 0, lat: 0 } as const;

export function localizedText(value: Localized | undefined, language: Language): string {
  if (value === undefined) return '';
  return value.$t[language] ?? value.$t.fr ?? value.$t.en ?? Object.values(value.$t)[0] ?? '';
}

/** The label of a unit on the map and in lists: its name, else its booth code, else its kind. */
export function unitLabel(
  unit: VenueUnit,
  language: Language,
  kindLabel: (kind: UnitKind) => string,
): string {
  return localizedText(unit.name, language) || unit.code || kindLabel(unit.kind);
}

function project(venue: VenueModel): (point: LocalPoint) => [number, number] {
  const origin = venue.origin ?? LOCAL_VENUE_ORIGIN;
  return (point) => toLonLat(point, origin);
}

function closedRing(points: readonly LocalPoint[], toLonLat: (point: LocalPoint) => [number, number]) {
  const ring = points.map(toLonLat);
  const first = ring[0];
  if (first !== undefined) ring.push(first);
  return ring;
}

/** What the map draws of a venue, one collection per part. */
export interface VenueFeatures {
  /** The building's outline, once per level. */
  floors: MapFeatureCollection;
  units: MapFeatureCollection;
  /** One point per unit, at its centroid, with its label. */
  labels: MapFeatureCollection;
}

/**
 * Floors (building outlines, once per level) and units, every level in one collection, or only
 * those of `levelId`: the engine tiles every feature of a source, and a venue of 12 levels and
 * 10,000 booths gave it 12 times what one level shows, which made the map slow to open.
 */
export function venueFeatures(
  venue: VenueModel,
  language: Language,
  kindLabel: (kind: UnitKind) => string,
  levelId?: string,
): VenueFeatures {
  const toLonLat = project(venue);
  const outlineOf = new Map(venue.buildings.map((building) => [building.id, building.outline]));
  const isShown = (id: string) => levelId === undefined || id === levelId;
  const floors: MapFeature[] = [];
  for (const level of venue.levels) {
    if (!isShown(level.id)) continue;
    const outline = outlineOf.get(level.buildingId);
    if (outline === undefined) continue;
    floors.push({
      type: 'Feature',
      properties: { levelId: level.id },
      geometry: { type: 'Polygon', coordinates: [closedRing(outline, toLonLat)] },
    });
  }
  const units: MapFeature[] = [];
  const labels: MapFeature[] = [];
  venue.units.forEach((unit, index) => {
    if (!isShown(unit.levelId)) return;
    // A booth is labelled by its code on the map: 'A12' fits a 3 m booth, 'Booth A12' does not.
    const label =
      unit.kind === 'booth' && unit.code !== undefined ? unit.code : unitLabel(unit, language, kindLabel);
    const properties = { unitId: unit.id, levelId: unit.levelId, kind: unit.kind, label };
    units.push({
      type: 'Feature',
      id: index,
      properties,
      geometry: { type: 'Polygon', coordinates: [closedRing(unit.polygon, toLonLat)] },
    });
    labels.push({
      type: 'Feature',
      properties,
      geometry: { type: 'Point', coordinates: toLonLat(unit.centroid) },
    });
  });
  return {
    floors: { type: 'FeatureCollection', features: floors },
    units: { type: 'FeatureCollection', features: units },
    labels: { type: 'FeatureCollection', features: labels },
  };
}

/** The route as one line per leg, each tagged with its level, plus its start and end points. */
export function routeFeatures(venue: VenueModel, legs: readonly ItineraryLeg[]): MapFeatureCollection {
  const toLonLat = project(venue);
  const features: MapFeature[] = legs
    .filter((leg) => leg.points.length > 1)
    .map((leg) => ({
      type: 'Feature',
      properties: { levelId: leg.levelId, role: 'leg' },
      geometry: { type: 'LineString', coordinates: leg.points.map(toLonLat) },
    }));
  const first = legs[0];
  const last = legs[legs.length - 1];
  const start = first?.points[0];
  const end = last?.points[last.points.length - 1];
  if (first !== undefined && start !== undefined) {
    features.push({
      type: 'Feature',
      properties: { levelId: first.levelId, role: 'start' },
      geometry: { type: 'Point', coordinates: toLonLat(start) },
    });
  }
  if (last !== undefined && end !== undefined) {
    features.push({
      type: 'Feature',
      properties: { levelId: last.levelId, role: 'end' },
      geometry: { type: 'Point', coordinates: toLonLat(end) },
    });
  }
  return { type: 'FeatureCollection', features };
}

/** Where a unit's centroid is drawn: pins and the visitor's position marker stand there. */
export function unitLonLat(venue: VenueModel, unit: VenueUnit): [number, number] {
  return project(venue)(unit.centroid);
}

/** [west, south, east, north] of some points of the venue. */
function pointsBounds(venue: VenueModel, points: readonly LocalPoint[]): [number, number, number, number] {
  const lonLats = points.map(project(venue));
  const lons = lonLats.map((point) => point[0]);
  const lats = lonLats.map((point) => point[1]);
  return [Math.min(...lons), Math.min(...lats), Math.max(...lons), Math.max(...lats)];
}

/** [west, south, east, north] of some units. */
export function boundsOf(venue: VenueModel, units: readonly VenueUnit[]): [number, number, number, number] {
  return pointsBounds(
    venue,
    units.flatMap((unit) => unit.polygon),
  );
}

/** [west, south, east, north] of the itinerary's part on one level; undefined when it has none there. */
export function routeBounds(
  venue: VenueModel,
  legs: readonly ItineraryLeg[],
  levelId: string,
): [number, number, number, number] | undefined {
  const points = legs.filter((leg) => leg.levelId === levelId).flatMap((leg) => leg.points);
  return points.length === 0 ? undefined : pointsBounds(venue, points);
}

/** The bounds of everything on one level: its building outline, else its units. */
export function levelBounds(venue: VenueModel, levelId: string): [number, number, number, number] {
  const level = venue.levels.find((entry) => entry.id === levelId);
  const outline = venue.buildings.find((building) => building.id === level?.buildingId)?.outline;
  if (outline !== undefined) {
    return boundsOf(venue, [
      { id: 'outline', kind: 'other', levelId, polygon: outline, centroid: outline[0] ?? [0, 0] },
    ]);
  }
  return boundsOf(
    venue,
    venue.units.filter((unit) => unit.levelId === levelId),
  );
}

export const UNIT_COLORS: Readonly<Record<UnitKind, string>> = {
  booth: '#c9dcf2',
  room: '#fde7c8',
  service: '#f3e1f7',
  toilet: '#d6efe2',
  lift: '#e3dcf5',
  stairs: '#e3dcf5',
  escalator: '#e3dcf5',
  entrance: '#c6ebc8',
  corridor: '#f4f4f4',
  other: '#eeeeee',
};

import { isPointInPolygon, type LocalPoint, type UnitKind, type VenueUnit } from '@showfloor/core';
import type { VenueFeature } from './geojson-features.js';
import { localizedFromLabels } from './venue-labels.js';

/** Half the side of the square drawn for a facility mapped as a point: a toilet block, a lift cabin. */
const FACILITY_HALF_SIDE_M = 1.5;

function tag(feature: VenueFeature, key: string): string | undefined {
  const value = feature.properties[key];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/** The facility a point stands for, if any: visitors look for toilets, lifts and ways out. */
function facilityKindOf(feature: VenueFeature): UnitKind | undefined {
  if (tag(feature, 'amenity') === 'toilets') return 'toilet';
  if (tag(feature, 'highway') === 'elevator') return 'lift';
  if (tag(feature, 'entrance') !== undefined) return 'entrance';
  return undefined;
}

export interface LeveledPoint {
  feature: VenueFeature;
  /** Levels the point is on: one, or every level a lift serves. */
  levels: number[];
  position: LocalPoint;
}

/**
 * OSM maps toilets, lifts and entrances as points, most often on a corridor area rather than in a
 * room of their own. Each becomes a small square unit of its kind on each of its levels, so the map
 * draws it, the place search finds it ("toilets", "lift", "exit") and a route can end at it. A
 * toilets point inside a room without a name makes that room the toilets instead.
 */
export function facilityUnitsOfPoints(
  points: readonly LeveledPoint[],
  rooms: readonly VenueUnit[],
  levelId: (level: number) => string,
): VenueUnit[] {
  const units: VenueUnit[] = [];
  for (const { feature, levels, position } of points) {
    const kind = facilityKindOf(feature);
    if (kind === undefined) continue;
    const name = localizedFromLabels(feature.properties.name);
    for (const level of levels) {
      const room = rooms.find(
        (unit) =>
          unit.levelId === levelId(level) &&
          unit.kind === 'room' &&
          unit.name === undefined &&
          isPointInPolygon(position, unit.polygon),
      );
      if (kind === 'toilet' && room !== undefined) {
        room.kind = 'toilet';
        continue;
      }
      const [x, y] = position;
      const side = FACILITY_HALF_SIDE_M;
      const unit: VenueUnit = {
        id: levels.length > 1 ? `${feature.id}@${level}` : feature.id,
        kind,
        levelId: levelId(level),
        polygon: [
          [x - side, y - side],
          [x + side, y - side],
          [x + side, y + side],
          [x - side, y + side],
        ],
        centroid: [x, y],
      };
      if (name !== undefined) unit.name = name;
      units.push(unit);
    }
  }
  return units;
}

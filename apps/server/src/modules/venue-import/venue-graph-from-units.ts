import {
  distanceBetween,
  distanceToRing,
  doRingsTouch,
  type EdgeKind,
  isPointInPolygon,
  type UnitKind,
  type VenueLevel,
  type VenueOpening,
  type VenueUnit,
  WalkGraphBuilder,
} from '@showfloor/core';
import { inferDoorsFromGeometry, sharedWallDoor } from './doors-from-geometry.js';
import { linkDoorsAlongWalkways } from './walkway-door-links.js';

/** A door drawn up to this far from a room's outline still opens into that room (drawing slack). */
const OPENING_TOLERANCE_M = 1;
/** Walkways this close are one open space: IMDF maps rarely put an opening between two of them. */
const WALKWAY_TOUCH_M = 0.3;
/** Stair cores on two levels are the same stairs when their centres are this close (or overlap). */
const VERTICAL_MATCH_M = 6;
/** Metres added per storey climbed, by connector: stairs are walked along their flights. */
const CLIMB_PER_STOREY_M: Partial<Record<EdgeKind, number>> = { stairs: 12, escalator: 12, lift: 4 };
const CONNECTOR_EDGE: Partial<Record<UnitKind, EdgeKind>> = {
  stairs: 'stairs',
  lift: 'lift',
  escalator: 'escalator',
};

export function unitNodeId(unit: VenueUnit): string {
  return `unit:${unit.id}`;
}

/**
 * A node at each unit's centre and at each opening's middle, joined where a door touches a unit:
 * room → door → corridor → door → room, touching walkways joined through the middle of their
 * shared edge, and the doors of a walkway joined to each other where a straight line between them
 * stays inside it. Fills `unitIds` of each opening and `nodeId` of each unit.
 * Limits: a straight centre-to-door segment may cross a wall of an L-shaped room; its length is
 * then slightly short, never wildly wrong at room scale.
 */
export function linkUnitsThroughOpenings(
  units: VenueUnit[],
  openings: VenueOpening[],
  warnings: string[],
  file: string,
): WalkGraphBuilder {
  const graph = new WalkGraphBuilder();
  for (const unit of units) {
    graph.addNode(unitNodeId(unit), unit.levelId, unit.centroid[0], unit.centroid[1]);
    unit.nodeId = unitNodeId(unit);
  }
  let loose = 0;
  for (const opening of openings) {
    const [a, b] = opening.segment;
    const middle: [number, number] = [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
    const touching = units
      .filter((unit) => unit.levelId === opening.levelId)
      .map((unit) => ({
        unit,
        distance: isPointInPolygon(middle, unit.polygon) ? 0 : distanceToRing(middle, unit.polygon),
      }))
      .filter((entry) => entry.distance <= OPENING_TOLERANCE_M)
      .sort((x, y) => x.distance - y.distance)
      .slice(0, 2);
    if (touching.length === 0) {
      loose += 1;
      continue;
    }
    const nodeId = `opening:${opening.id}`;
    graph.addNode(nodeId, opening.levelId, middle[0], middle[1]);
    for (const { unit } of touching) {
      opening.unitIds.push(unit.id);
      graph.addEdge(unitNodeId(unit), nodeId, 'walk', { stepFree: opening.isStepFree });
    }
  }
  if (loose > 0) warnings.push(`${file}: ${loose} openings touch no unit and lead nowhere`);
  const hasMappedDoor = new Set(openings.flatMap((opening) => opening.unitIds));
  const inferred = inferDoorsFromGeometry(graph, units, unitNodeId, hasMappedDoor);
  if (inferred > 0)
    warnings.push(`${file}: ${inferred} doors inferred where units without a mapped opening share a wall`);
  const walkways = units.filter((unit) => unit.kind === 'corridor');
  for (let i = 0; i < walkways.length; i++) {
    for (let j = i + 1; j < walkways.length; j++) {
      const a = walkways[i]!;
      const b = walkways[j]!;
      if (a.levelId !== b.levelId || !doRingsTouch(a.polygon, b.polygon, WALKWAY_TOUCH_M)) continue;
      // Through the middle of their shared edge when they have one, so routes follow the walkways.
      const junction = sharedWallDoor(a.polygon, b.polygon);
      if (junction === undefined) {
        graph.addEdge(unitNodeId(a), unitNodeId(b), 'walk');
        continue;
      }
      const nodeId = `door:${[a.id, b.id].sort().join('|')}`;
      graph.addNode(nodeId, a.levelId, junction[0], junction[1]);
      graph.addEdge(unitNodeId(a), nodeId, 'walk');
      graph.addEdge(nodeId, unitNodeId(b), 'walk');
    }
  }
  linkDoorsAlongWalkways(graph, units, unitNodeId);
  return graph;
}

/**
 * Joins stairs, lifts and escalators across levels of a building. The data rarely says which stair
 * unit continues which: units listed together by the source (`declaredGroups`) are joined, and
 * otherwise a connector joins the same kind of connector on the next existing level of its building
 * whose outline contains its centre or whose centre is within VERTICAL_MATCH_M. "Next existing" skips
 * missing ordinals (a building with levels 0 and 2 only), which is how such stairs really run.
 */
export function connectVerticalUnits(
  graph: WalkGraphBuilder,
  units: readonly VenueUnit[],
  levels: readonly VenueLevel[],
  declaredGroups: readonly string[][],
): number {
  const levelById = new Map(levels.map((level) => [level.id, level]));
  const unitsById = new Map(units.map((unit) => [unit.id, unit]));
  let joined = 0;
  const join = (lower: VenueUnit, upper: VenueUnit, kind: EdgeKind): void => {
    const storeys = Math.abs(
      (levelById.get(upper.levelId)?.ordinal ?? 0) - (levelById.get(lower.levelId)?.ordinal ?? 0),
    );
    const length =
      distanceBetween(lower.centroid, upper.centroid) + (CLIMB_PER_STOREY_M[kind] ?? 12) * storeys;
    if (graph.addEdge(unitNodeId(lower), unitNodeId(upper), kind, { length })) joined += 1;
  };
  for (const group of declaredGroups) {
    const members = group
      .map((id) => unitsById.get(id))
      .filter((unit): unit is VenueUnit => unit !== undefined);
    for (let i = 1; i < members.length; i++) {
      const kind = CONNECTOR_EDGE[members[0]!.kind] ?? 'stairs';
      if (members[i]!.levelId !== members[0]!.levelId) join(members[0]!, members[i]!, kind);
    }
  }
  const connectors = units.filter((unit) => CONNECTOR_EDGE[unit.kind] !== undefined);
  for (const unit of connectors) {
    const level = levelById.get(unit.levelId);
    if (level === undefined) continue;
    const above = levels
      .filter((other) => other.buildingId === level.buildingId && other.ordinal > level.ordinal)
      .sort((a, b) => a.ordinal - b.ordinal);
    for (const next of above) {
      const matches = connectors.filter(
        (other) =>
          other.levelId === next.id &&
          other.kind === unit.kind &&
          (isPointInPolygon(unit.centroid, other.polygon) ||
            isPointInPolygon(other.centroid, unit.polygon) ||
            distanceBetween(unit.centroid, other.centroid) <= VERTICAL_MATCH_M),
      );
      for (const match of matches) join(unit, match, CONNECTOR_EDGE[unit.kind]!);
      if (matches.length > 0) break;
    }
  }
  return joined;
}

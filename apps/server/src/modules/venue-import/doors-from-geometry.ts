import {
  closestPointOnSegment,
  distanceBetween,
  distanceToRing,
  isPointInPolygon,
  type LocalPoint,
  type UnitKind,
  type VenueUnit,
  type WalkGraphBuilder,
} from '@showfloor/core';

/** Outlines this close share a wall: exports snap neighbours together, give or take a wall's width. */
const WALL_TOLERANCE_M = 0.5;
/** A shared wall shorter than a door (two rooms meeting at a corner) opens nothing. */
const DOOR_WIDTH_M = 0.8;
/** Units a visitor walks through to reach others: corridors, halls, stair and lift lobbies. */
const CIRCULATION_KINDS: ReadonlySet<UnitKind> = new Set([
  'corridor',
  'stairs',
  'lift',
  'escalator',
  'entrance',
]);

function nearestPointOnRing(point: LocalPoint, ring: readonly LocalPoint[]): LocalPoint {
  let best: LocalPoint = ring[0]!;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (let i = 0; i < ring.length; i++) {
    const candidate = closestPointOnSegment(point, ring[i]!, ring[(i + 1) % ring.length]!);
    const distance = distanceBetween(point, candidate);
    if (distance < bestDistance) {
      bestDistance = distance;
      best = candidate;
    }
  }
  return best;
}

/**
 * Where two outlines share a wall at least a door wide: the middle of their contact, on the first
 * outline. Undefined when they only meet at a corner or not at all.
 */
export function sharedWallDoor(a: readonly LocalPoint[], b: readonly LocalPoint[]): LocalPoint | undefined {
  const isNear = (point: LocalPoint, ring: readonly LocalPoint[]): boolean =>
    distanceToRing(point, ring) <= WALL_TOLERANCE_M || isPointInPolygon(point, ring);
  const contact = [...a.filter((point) => isNear(point, b)), ...b.filter((point) => isNear(point, a))];
  if (contact.length < 2) return undefined;
  let spread = 0;
  for (let i = 0; i < contact.length; i++) {
    for (let j = i + 1; j < contact.length; j++)
      spread = Math.max(spread, distanceBetween(contact[i]!, contact[j]!));
  }
  if (spread < DOOR_WIDTH_M) return undefined;
  const middle: LocalPoint = [
    contact.reduce((sum, point) => sum + point[0], 0) / contact.length,
    contact.reduce((sum, point) => sum + point[1], 0) / contact.length,
  ];
  return nearestPointOnRing(middle, a);
}

/**
 * Doors the source did not map (IMDF exports generated from OSM often have no `opening` at all):
 * a unit no opening touches gets a door in each wall it shares with a corridor, hall or stair
 * lobby of its level, and a room touching none of those opens into a neighbouring room it
 * shares a wall with (an inner office through its secretariat). Units the source gave
 * doors keep exactly those: a mapped wall without a door stays a wall.
 */
export function inferDoorsFromGeometry(
  graph: WalkGraphBuilder,
  units: readonly VenueUnit[],
  nodeIdOf: (unit: VenueUnit) => string,
  hasMappedDoor: ReadonlySet<string>,
): number {
  let inferred = 0;
  const addDoor = (from: VenueUnit, to: VenueUnit, door: LocalPoint): void => {
    const nodeId = `door:${[from.id, to.id].sort().join('|')}`;
    graph.addNode(nodeId, from.levelId, door[0], door[1]);
    graph.addEdge(nodeIdOf(from), nodeId, 'walk');
    if (graph.addEdge(nodeId, nodeIdOf(to), 'walk')) inferred += 1;
  };
  const byLevel = new Map<string, VenueUnit[]>();
  for (const unit of units) {
    const list = byLevel.get(unit.levelId);
    if (list === undefined) byLevel.set(unit.levelId, [unit]);
    else list.push(unit);
  }
  for (const levelUnits of byLevel.values()) {
    const circulation = levelUnits.filter((unit) => CIRCULATION_KINDS.has(unit.kind));
    const isolatedRooms: VenueUnit[] = [];
    for (const unit of levelUnits) {
      if (hasMappedDoor.has(unit.id)) continue;
      let hasDoor = false;
      for (const other of circulation) {
        if (other === unit) continue;
        const door = sharedWallDoor(unit.polygon, other.polygon);
        if (door === undefined) continue;
        addDoor(unit, other, door);
        hasDoor = true;
      }
      if (!hasDoor && !CIRCULATION_KINDS.has(unit.kind)) isolatedRooms.push(unit);
    }
    for (const room of isolatedRooms) {
      const neighbour = levelUnits
        .filter((other) => other !== room && !CIRCULATION_KINDS.has(other.kind))
        .map((other) => ({ other, door: sharedWallDoor(room.polygon, other.polygon) }))
        .find((entry) => entry.door !== undefined);
      if (neighbour !== undefined) addDoor(room, neighbour.other, neighbour.door!);
    }
  }
  return inferred;
}

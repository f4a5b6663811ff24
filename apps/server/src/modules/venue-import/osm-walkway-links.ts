import {
  distanceToRing,
  doRingsTouch,
  isPointInPolygon,
  type LocalPoint,
  type VenueUnit,
  type WalkGraphBuilder,
} from '@showfloor/core';

/** A room further than this from every walkway of its level is left unreachable (and reported). */
const UNIT_LINK_MAX_M = 80;
/** Pieces of a level's walkway network closer than this are joined: mappers leave small gaps. */
const COMPONENT_BRIDGE_MAX_M = 12;
/** Outlines this close are drawn as touching (a shop front on a mall corridor). */
const TOUCH_TOLERANCE_M = 1.5;
/** A door point this close to a room's outline is one of its doors. */
const DOOR_ON_OUTLINE_M = 1;

/** A door mapped as a point (`door=*`, `indoor=door`, `entrance=*`) on a level. */
export interface MappedDoor {
  id: string;
  levelId: string;
  position: LocalPoint;
}

/**
 * A room with doors mapped on its outline is entered through them: each door joins the room to the
 * area on its other side (the one the door touches), else to the nearest walkway vertex. Without
 * doors the room is entered from the area it is closest to, which may be the wrong side of a shop.
 */
function linkThroughMappedDoors(
  graph: WalkGraphBuilder,
  room: VenueUnit,
  areas: readonly VenueUnit[],
  doors: readonly MappedDoor[],
): boolean {
  let isLinked = false;
  for (const door of doors) {
    if (door.levelId !== room.levelId || distanceToRing(door.position, room.polygon) > DOOR_ON_OUTLINE_M)
      continue;
    const doorNode = graph.addNode(`doorpoint:${door.id}`, door.levelId, door.position[0], door.position[1]);
    const area = areas.find(
      (candidate) =>
        candidate.levelId === door.levelId &&
        (isPointInPolygon(door.position, candidate.polygon) ||
          distanceToRing(door.position, candidate.polygon) <= DOOR_ON_OUTLINE_M),
    );
    const beyond =
      area?.nodeId ??
      graph.nearest(door.levelId, door.position[0], door.position[1], UNIT_LINK_MAX_M, (node) =>
        isWalkwayNode(node.id),
      )?.id;
    if (beyond === undefined) continue;
    graph.addEdge(room.nodeId!, doorNode.id, 'walk');
    graph.addEdge(doorNode.id, beyond, 'walk');
    isLinked = true;
  }
  return isLinked;
}

/** Vertices of walkable ways, lift stops and centres of open areas, as opposed to the centres of rooms. */
export function isWalkwayNode(id: string): boolean {
  return id.startsWith('v:') || id.startsWith('lift:') || id.startsWith('area:');
}

function isTouching(a: VenueUnit, b: VenueUnit): boolean {
  return doRingsTouch(a.polygon, b.polygon, TOUCH_TOLERANCE_M);
}

/**
 * OSM indoor data has no doors most of the time, and mall corridors are areas rather than lines.
 * Corridors and areas become hubs: their centre is joined to the walkway vertices inside them, to
 * the areas they touch and to the rooms along them. A room touching no area is joined to the
 * nearest walkway vertex of its level, as if its door faced the closest corridor. Crossing an area
 * through its centre overestimates the walk a little; it never crosses a wall that is mapped.
 */
export function linkUnitsToWalkways(
  graph: WalkGraphBuilder,
  units: VenueUnit[],
  warnings: string[],
  file: string,
  doors: readonly MappedDoor[] = [],
): void {
  const areas = units.filter((unit) => unit.kind === 'corridor');
  const rooms = units.filter((unit) => unit.kind !== 'corridor');
  const vertices = graph.nodes.filter((node) => isWalkwayNode(node.id));
  for (const area of areas) {
    area.nodeId = `area:${area.id}`;
    graph.addNode(area.nodeId, area.levelId, area.centroid[0], area.centroid[1]);
    for (const vertex of vertices) {
      if (vertex.levelId !== area.levelId) continue;
      const point: [number, number] = [vertex.x, vertex.y];
      if (isPointInPolygon(point, area.polygon) || distanceToRing(point, area.polygon) <= TOUCH_TOLERANCE_M) {
        graph.addEdge(area.nodeId, vertex.id, 'walk');
      }
    }
  }
  for (let i = 0; i < areas.length; i++) {
    for (let j = i + 1; j < areas.length; j++) {
      const a = areas[i]!;
      const b = areas[j]!;
      if (a.levelId === b.levelId && isTouching(a, b)) graph.addEdge(a.nodeId!, b.nodeId!, 'walk');
    }
  }
  joinLevelComponents(graph, warnings, file);

  let unlinked = 0;
  for (const room of rooms) {
    room.nodeId = `unit:${room.id}`;
    const nearest = graph.nearest(room.levelId, room.centroid[0], room.centroid[1], UNIT_LINK_MAX_M, (node) =>
      isWalkwayNode(node.id),
    );
    graph.addNode(room.nodeId, room.levelId, room.centroid[0], room.centroid[1]);
    if (linkThroughMappedDoors(graph, room, areas, doors)) continue;
    // One area only, the one the room's centre is closest to: a shop is never a shortcut between corridors.
    const touching = areas
      .filter((area) => area.levelId === room.levelId && isTouching(room, area))
      .sort((a, b) => distanceToRing(room.centroid, a.polygon) - distanceToRing(room.centroid, b.polygon))[0];
    if (touching !== undefined) {
      graph.addEdge(room.nodeId, touching.nodeId!, 'walk');
      continue;
    }
    if (nearest === undefined) unlinked += 1;
    else graph.addEdge(room.nodeId, nearest.id, 'walk');
  }
  if (unlinked > 0)
    warnings.push(`${file}: ${unlinked} rooms have no walkway within ${UNIT_LINK_MAX_M} m, unreachable`);
}

/**
 * Joins the pieces of each level's network whose closest nodes are within COMPONENT_BRIDGE_MAX_M,
 * smallest gap first, until no such gap is left. Larger gaps stay: inventing a corridor through a
 * wall is worse than saying "no itinerary".
 */
function joinLevelComponents(graph: WalkGraphBuilder, warnings: string[], file: string): void {
  let bridges = 0;
  for (;;) {
    const component = graph.components();
    let best: { from: string; to: string; distance: number } | undefined;
    // Only walkway vertices are bridged: a room's centre is never a way through.
    const nodes = graph.nodes.filter((node) => isWalkwayNode(node.id));
    for (let i = 0; i < nodes.length; i++) {
      const a = nodes[i]!;
      for (let j = i + 1; j < nodes.length; j++) {
        const b = nodes[j]!;
        if (a.levelId !== b.levelId || component.get(a.id) === component.get(b.id)) continue;
        const distance = Math.hypot(a.x - b.x, a.y - b.y);
        if (distance <= COMPONENT_BRIDGE_MAX_M && (best === undefined || distance < best.distance)) {
          best = { from: a.id, to: b.id, distance };
        }
      }
    }
    if (best === undefined) break;
    graph.addEdge(best.from, best.to, 'walk');
    bridges += 1;
  }
  if (bridges > 0)
    warnings.push(`${file}: ${bridges} gaps under ${COMPONENT_BRIDGE_MAX_M} m between walkways bridged`);
}

import {
  distanceToRing,
  isPointInPolygon,
  type LocalPoint,
  type UnitKind,
  type VenueUnit,
  type WalkGraphBuilder,
} from '@showfloor/core';

/** Units walked along from door to door: corridors, halls, stair and lift lobbies. */
const WALKWAY_KINDS: ReadonlySet<UnitKind> = new Set(['corridor', 'stairs', 'lift', 'escalator', 'entrance']);
/** Drawing slack: a line grazing a wall by less than this still runs inside the walkway. */
const INSIDE_TOLERANCE_M = 0.3;
/** How far off its wall a door may be drawn (openings are matched to units within 1 m). */
const DOOR_SLACK_M = 1;
/** A door or bend this close to the line between two others is on their way (see isOnTheWay). */
const ON_THE_WAY_M = 1.5;
/** Bends of a walkway are walked round this far from its wall, as people do. */
const BEND_INSET_M = 0.5;
/** Below this, a turn is a drawing wobble, not a bend worth a node. */
const MIN_TURN = 1e-6;

function isDoorNode(id: string): boolean {
  return id.startsWith('opening:') || id.startsWith('door:');
}

function cross(o: LocalPoint, a: LocalPoint, b: LocalPoint): number {
  return (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
}

/**
 * Where segment ab crosses segment cd, as a distance along ab in metres; undefined when they do not
 * cross at a point inside both (touching at an end does not count).
 */
function crossingAlong(a: LocalPoint, b: LocalPoint, c: LocalPoint, d: LocalPoint): number | undefined {
  const d1 = cross(c, d, a);
  const d2 = cross(c, d, b);
  const d3 = cross(a, b, c);
  const d4 = cross(a, b, d);
  if (!(d1 * d2 < -MIN_TURN && d3 * d4 < -MIN_TURN)) return undefined;
  return (d1 / (d1 - d2)) * Math.hypot(b[0] - a[0], b[1] - a[1]);
}

/**
 * True when the straight line from a to b stays within the outline. A door is drawn on the wall,
 * give or take DOOR_SLACK_M: crossing a wall that close to either end is going through that door.
 */
function staysInside(a: LocalPoint, b: LocalPoint, ring: readonly LocalPoint[]): boolean {
  const length = Math.hypot(b[0] - a[0], b[1] - a[1]);
  for (let i = 0; i < ring.length; i++) {
    const along = crossingAlong(a, b, ring[i]!, ring[(i + 1) % ring.length]!);
    if (along !== undefined && along > DOOR_SLACK_M && along < length - DOOR_SLACK_M) return false;
  }
  const middle: LocalPoint = [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
  return isPointInPolygon(middle, ring) || distanceToRing(middle, ring) <= INSIDE_TOLERANCE_M;
}

/**
 * True when `point` lies within ON_THE_WAY_M of the segment from a to b, away from its ends: a walk
 * from a to b passing by it is barely longer, so the direct edge is left out. Without this, a long
 * corridor with doors on both sides got an edge between every two doors (n² edges to ship).
 */
function isOnTheWay(point: LocalPoint, a: LocalPoint, b: LocalPoint): boolean {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const lengthSquared = dx * dx + dy * dy;
  if (lengthSquared === 0) return false;
  const t = ((point[0] - a[0]) * dx + (point[1] - a[1]) * dy) / lengthSquared;
  if (t <= 0 || t >= 1) return false;
  return Math.hypot(point[0] - (a[0] + t * dx), point[1] - (a[1] + t * dy)) <= ON_THE_WAY_M;
}

/** Points just inside each inward corner of an outline: where a walk round a bend turns. */
function bendsOf(ring: readonly LocalPoint[]): LocalPoint[] {
  let area = 0;
  for (let i = 0; i < ring.length; i++) area += cross([0, 0], ring[i]!, ring[(i + 1) % ring.length]!);
  const bends: LocalPoint[] = [];
  for (let i = 0; i < ring.length; i++) {
    const previous = ring[(i + ring.length - 1) % ring.length]!;
    const corner = ring[i]!;
    const next = ring[(i + 1) % ring.length]!;
    // A corner turning against the outline's winding points into the walkway.
    if (cross(previous, corner, next) * area >= -MIN_TURN) continue;
    const toPrevious = [previous[0] - corner[0], previous[1] - corner[1]];
    const toNext = [next[0] - corner[0], next[1] - corner[1]];
    const lengths = [Math.hypot(toPrevious[0]!, toPrevious[1]!), Math.hypot(toNext[0]!, toNext[1]!)];
    if (lengths[0] === 0 || lengths[1] === 0) continue;
    const outward = [
      toPrevious[0]! / lengths[0]! + toNext[0]! / lengths[1]!,
      toPrevious[1]! / lengths[0]! + toNext[1]! / lengths[1]!,
    ];
    const size = Math.hypot(outward[0]!, outward[1]!);
    if (size === 0) continue;
    const bend: LocalPoint = [
      corner[0] - (outward[0]! / size) * BEND_INSET_M,
      corner[1] - (outward[1]! / size) * BEND_INSET_M,
    ];
    if (isPointInPolygon(bend, ring)) bends.push(bend);
  }
  return bends;
}

/**
 * Joins the doors of each walkway to each other, and to points just inside its inward corners,
 * wherever a straight line between two of them stays inside it (a visibility graph): a route runs
 * along the corridor from door to door and round its bends. Without these, a route went from each
 * door to the corridor's centre and back out, drawn across the rooms beside it; the centre of a
 * long, bent corridor can even lie outside it.
 */
export function linkDoorsAlongWalkways(
  graph: WalkGraphBuilder,
  units: readonly VenueUnit[],
  nodeIdOf: (unit: VenueUnit) => string,
): number {
  const walkwayOfNode = new Map(
    units.filter((unit) => WALKWAY_KINDS.has(unit.kind)).map((unit) => [nodeIdOf(unit), unit]),
  );
  const doorsOf = new Map<VenueUnit, Set<string>>();
  for (const edge of graph.build().edges) {
    for (const [end, other] of [
      [edge.from, edge.to],
      [edge.to, edge.from],
    ] as const) {
      const walkway = walkwayOfNode.get(end);
      if (walkway === undefined || !isDoorNode(other)) continue;
      const doors = doorsOf.get(walkway);
      if (doors === undefined) doorsOf.set(walkway, new Set([other]));
      else doors.add(other);
    }
  }
  let joined = 0;
  for (const [walkway, doorIds] of doorsOf) {
    if (doorIds.size < 2) continue;
    const points = [...doorIds].flatMap((id) => {
      const node = graph.node(id);
      return node === undefined ? [] : [{ id, point: [node.x, node.y] as LocalPoint }];
    });
    for (const [index, bend] of bendsOf(walkway.polygon).entries()) {
      const id = `bend:${walkway.id}:${index}`;
      graph.addNode(id, walkway.levelId, bend[0], bend[1]);
      points.push({ id, point: bend });
    }
    for (let i = 0; i < points.length; i++) {
      for (let j = i + 1; j < points.length; j++) {
        const a = points[i]!;
        const b = points[j]!;
        if (points.some((other) => other !== a && other !== b && isOnTheWay(other.point, a.point, b.point)))
          continue;
        if (staysInside(a.point, b.point, walkway.polygon) && graph.addEdge(a.id, b.id, 'walk')) joined += 1;
      }
    }
    // The centre keeps only the lines that stay inside: through it, a route would cut across the
    // rooms beside a bent corridor. The nearest point stays joined, so the centre is never cut off.
    const centreId = nodeIdOf(walkway);
    const centre = walkway.centroid;
    const seen = points.filter((entry) => staysInside(centre, entry.point, walkway.polygon));
    const nearest = [...points].sort(
      (a, b) =>
        Math.hypot(a.point[0] - centre[0], a.point[1] - centre[1]) -
        Math.hypot(b.point[0] - centre[0], b.point[1] - centre[1]),
    )[0]!;
    const keep = new Set([nearest.id, ...seen.map((entry) => entry.id)]);
    graph.removeEdges(
      (edge) =>
        edge.kind === 'walk' &&
        ((edge.from === centreId && doorIds.has(edge.to) && !keep.has(edge.to)) ||
          (edge.to === centreId && doorIds.has(edge.from) && !keep.has(edge.from))),
    );
    for (const entry of seen) graph.addEdge(centreId, entry.id, 'walk');
  }
  return joined;
}

import type { EdgeKind, VenueLevel, WalkGraph, WalkNode } from './venue-model.js';

/**
 * The walkable graph in flat arrays (compressed adjacency), built once per venue so a query on a
 * 10,000-node graph touches no maps and allocates little. Nodes are numbered 0..n-1 in graph order.
 */
export interface WalkGraphIndex {
  nodes: readonly WalkNode[];
  nodeIndex: ReadonlyMap<string, number>;
  xs: Float64Array;
  ys: Float64Array;
  ordinals: Float64Array;
  /** Arcs of node i are arcStart[i] .. arcStart[i + 1] - 1. */
  arcStart: Int32Array;
  arcTarget: Int32Array;
  arcLength: Float64Array;
  arcStepFree: Uint8Array;
  arcKind: readonly EdgeKind[];
  /** Lower bound of metres per planar metre over every edge (1 unless an edge is shorter than its chord). */
  planarScale: number;
  /** Lower bound of the metres an edge costs per level it climbs or descends, beyond its planar part. */
  levelBound: number;
}

export function indexWalkGraph(graph: WalkGraph, levels: readonly VenueLevel[]): WalkGraphIndex {
  const nodes = graph.nodes;
  const count = nodes.length;
  const nodeIndex = new Map<string, number>();
  const ordinalByLevel = new Map(levels.map((level) => [level.id, level.ordinal]));
  const xs = new Float64Array(count);
  const ys = new Float64Array(count);
  const ordinals = new Float64Array(count);
  nodes.forEach((node, index) => {
    nodeIndex.set(node.id, index);
    xs[index] = node.x;
    ys[index] = node.y;
    ordinals[index] = ordinalByLevel.get(node.levelId) ?? 0;
  });

  interface Arc {
    from: number;
    to: number;
    length: number;
    stepFree: boolean;
    kind: EdgeKind;
  }
  const arcs: Arc[] = [];
  for (const edge of graph.edges) {
    const from = nodeIndex.get(edge.from);
    const to = nodeIndex.get(edge.to);
    if (from === undefined || to === undefined) continue;
    arcs.push({ from, to, length: edge.length, stepFree: edge.stepFree, kind: edge.kind });
    if (edge.oneWay !== true)
      arcs.push({ from: to, to: from, length: edge.length, stepFree: edge.stepFree, kind: edge.kind });
  }
  arcs.sort((a, b) => a.from - b.from);
  const arcStart = new Int32Array(count + 1);
  for (const arc of arcs) arcStart[arc.from + 1]! += 1;
  for (let i = 0; i < count; i++) arcStart[i + 1]! += arcStart[i]!;

  // Why these bounds: A* stays optimal only if its estimate never exceeds the true remaining cost.
  // Every edge costs at least planarScale × its chord, and an edge that changes level costs at least
  // levelBound per level beyond that, so planarScale × chord + levelBound × levels is a lower bound
  // of any path, whatever lengths the data gives (imported venues may be approximate).
  let planarScale = 1;
  for (const arc of arcs) {
    const chord = Math.hypot(xs[arc.to]! - xs[arc.from]!, ys[arc.to]! - ys[arc.from]!);
    if (chord > 0) planarScale = Math.min(planarScale, arc.length / chord);
  }
  let levelBound = Number.POSITIVE_INFINITY;
  for (const arc of arcs) {
    const levels = Math.abs(ordinals[arc.to]! - ordinals[arc.from]!);
    if (levels === 0) continue;
    const chord = Math.hypot(xs[arc.to]! - xs[arc.from]!, ys[arc.to]! - ys[arc.from]!);
    levelBound = Math.min(levelBound, Math.max(0, (arc.length - planarScale * chord) / levels));
  }
  if (!Number.isFinite(levelBound)) levelBound = 0;

  return {
    nodes,
    nodeIndex,
    xs,
    ys,
    ordinals,
    arcStart,
    arcTarget: Int32Array.from(arcs, (arc) => arc.to),
    arcLength: Float64Array.from(arcs, (arc) => arc.length),
    arcStepFree: Uint8Array.from(arcs, (arc) => (arc.stepFree ? 1 : 0)),
    arcKind: arcs.map((arc) => arc.kind),
    planarScale: Math.max(0, planarScale),
    levelBound,
  };
}

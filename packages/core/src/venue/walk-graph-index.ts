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

  // Arcs grouped by their start node with a counting sort over flat arrays: a venue of 10,000 booths
  // has some 45,000 arcs, and an object per arc sorted by a comparator took most of the indexing.
  // Within a node, arcs keep the order of the edges (forward before reverse), as a stable sort did.
  const edgeFrom = new Int32Array(graph.edges.length).fill(-1);
  const edgeTo = new Int32Array(graph.edges.length);
  const arcStart = new Int32Array(count + 1);
  graph.edges.forEach((edge, at) => {
    const from = nodeIndex.get(edge.from);
    const to = nodeIndex.get(edge.to);
    if (from === undefined || to === undefined) return;
    edgeFrom[at] = from;
    edgeTo[at] = to;
    arcStart[from + 1]! += 1;
    if (edge.oneWay !== true) arcStart[to + 1]! += 1;
  });
  for (let i = 0; i < count; i++) arcStart[i + 1]! += arcStart[i]!;
  const arcCount = arcStart[count]!;
  const arcFrom = new Int32Array(arcCount);
  const arcTarget = new Int32Array(arcCount);
  const arcLength = new Float64Array(arcCount);
  const arcStepFree = new Uint8Array(arcCount);
  const arcKind = new Array<EdgeKind>(arcCount);
  const nextArc = arcStart.slice(0, count);
  const addArc = (from: number, to: number, edge: WalkGraph['edges'][number]) => {
    const arc = nextArc[from]!;
    nextArc[from] = arc + 1;
    arcFrom[arc] = from;
    arcTarget[arc] = to;
    arcLength[arc] = edge.length;
    arcStepFree[arc] = edge.stepFree ? 1 : 0;
    arcKind[arc] = edge.kind;
  };
  graph.edges.forEach((edge, at) => {
    const from = edgeFrom[at]!;
    if (from === -1) return;
    const to = edgeTo[at]!;
    addArc(from, to, edge);
    if (edge.oneWay !== true) addArc(to, from, edge);
  });

  // Why these bounds: A* stays optimal only if its estimate never exceeds the true remaining cost.
  // Every edge costs at least planarScale × its chord, and an edge that changes level costs at least
  // levelBound per level beyond that, so planarScale × chord + levelBound × levels is a lower bound
  // of any path, whatever lengths the data gives (imported venues may be approximate).
  const chordOf = (arc: number) =>
    Math.hypot(xs[arcTarget[arc]!]! - xs[arcFrom[arc]!]!, ys[arcTarget[arc]!]! - ys[arcFrom[arc]!]!);
  let planarScale = 1;
  for (let arc = 0; arc < arcCount; arc++) {
    const chord = chordOf(arc);
    if (chord > 0) planarScale = Math.min(planarScale, arcLength[arc]! / chord);
  }
  let levelBound = Number.POSITIVE_INFINITY;
  for (let arc = 0; arc < arcCount; arc++) {
    const levels = Math.abs(ordinals[arcTarget[arc]!]! - ordinals[arcFrom[arc]!]!);
    if (levels === 0) continue;
    levelBound = Math.min(levelBound, Math.max(0, (arcLength[arc]! - planarScale * chordOf(arc)) / levels));
  }
  if (!Number.isFinite(levelBound)) levelBound = 0;

  return {
    nodes,
    nodeIndex,
    xs,
    ys,
    ordinals,
    arcStart,
    arcTarget,
    arcLength,
    arcStepFree,
    arcKind,
    planarScale: Math.max(0, planarScale),
    levelBound,
  };
}

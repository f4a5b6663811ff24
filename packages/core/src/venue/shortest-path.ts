import { MinHeap } from './binary-heap.js';
import type { WalkGraphIndex } from './walk-graph-index.js';

/** A path as node numbers of a WalkGraphIndex, with the arc taken to reach each node after the first. */
export interface IndexedPath {
  nodes: number[];
  arcs: number[];
  length: number;
}

/**
 * A* from `start` to `goal`. With `stepFreeOnly`, stairs and escalators are never used. The estimate
 * (see WalkGraphIndex) is consistent, so the first time the goal is taken from the heap its path is
 * a shortest one.
 */
export function findShortestPath(
  index: WalkGraphIndex,
  start: number,
  goal: number,
  stepFreeOnly: boolean,
): IndexedPath | undefined {
  const count = index.nodes.length;
  const { xs, ys, ordinals, arcStart, arcTarget, arcLength, arcStepFree, planarScale, levelBound } = index;
  const gx = xs[goal]!;
  const gy = ys[goal]!;
  const gOrdinal = ordinals[goal]!;
  const estimate = (node: number): number =>
    planarScale * Math.hypot(xs[node]! - gx, ys[node]! - gy) +
    levelBound * Math.abs(ordinals[node]! - gOrdinal);

  const cost = new Float64Array(count).fill(Number.POSITIVE_INFINITY);
  const viaArc = new Int32Array(count).fill(-1);
  const previous = new Int32Array(count).fill(-1);
  const isClosed = new Uint8Array(count);
  const open = new MinHeap();
  cost[start] = 0;
  open.push(start, estimate(start));

  for (let entry = open.pop(); entry !== undefined; entry = open.pop()) {
    const node = entry.id;
    if (isClosed[node] === 1) continue;
    if (node === goal) break;
    isClosed[node] = 1;
    const base = cost[node]!;
    for (let arc = arcStart[node]!; arc < arcStart[node + 1]!; arc++) {
      if (stepFreeOnly && arcStepFree[arc] === 0) continue;
      const next = arcTarget[arc]!;
      if (isClosed[next] === 1) continue;
      const candidate = base + arcLength[arc]!;
      if (candidate < cost[next]!) {
        cost[next] = candidate;
        viaArc[next] = arc;
        previous[next] = node;
        open.push(next, candidate + estimate(next));
      }
    }
  }
  if (!Number.isFinite(cost[goal]!)) return undefined;

  const nodes: number[] = [];
  const arcs: number[] = [];
  for (let node = goal; node !== -1; node = previous[node]!) {
    nodes.push(node);
    if (node !== start) arcs.push(viaArc[node]!);
    if (node === start) break;
  }
  return { nodes: nodes.reverse(), arcs: arcs.reverse(), length: cost[goal]! };
}

import {
  type EdgeKind,
  isStepFreeKind,
  type WalkEdge,
  type WalkGraph,
  type WalkNode,
} from './venue-model.js';

export interface WalkEdgeOptions {
  /** Metres; the planar distance between the nodes when omitted. Never shorter than that distance. */
  length?: number;
  oneWay?: boolean;
  /** Overrides the kind's default (a ramp-like travelator tagged as footway, for example). */
  stepFree?: boolean;
}

/**
 * Accumulates the nodes and edges of a walkable graph for generators and importers. Lengths are
 * clamped to at least the planar chord so the route planner's distance estimate stays a lower bound.
 */
export class WalkGraphBuilder {
  private readonly nodeList: WalkNode[] = [];
  private readonly edgeList: WalkEdge[] = [];
  private readonly byId = new Map<string, WalkNode>();
  private readonly edgeKeys = new Set<string>();

  get nodes(): readonly WalkNode[] {
    return this.nodeList;
  }

  node(id: string): WalkNode | undefined {
    return this.byId.get(id);
  }

  /** Adds a node, or returns the existing one with this id (shared vertices of imported ways). */
  addNode(id: string, levelId: string, x: number, y: number): WalkNode {
    const existing = this.byId.get(id);
    if (existing !== undefined) return existing;
    const node: WalkNode = { id, levelId, x, y };
    this.nodeList.push(node);
    this.byId.set(id, node);
    return node;
  }

  /** Adds an edge once (same endpoints and kind twice is one edge); false when a node is unknown. */
  addEdge(from: string, to: string, kind: EdgeKind, options: WalkEdgeOptions = {}): boolean {
    const a = this.byId.get(from);
    const b = this.byId.get(to);
    if (a === undefined || b === undefined || from === to) return false;
    const key = options.oneWay === true ? `${from}>${to}|${kind}` : `${[from, to].sort().join('|')}|${kind}`;
    if (this.edgeKeys.has(key)) return true;
    this.edgeKeys.add(key);
    const chord = Math.hypot(a.x - b.x, a.y - b.y);
    const edge: WalkEdge = {
      from,
      to,
      length: Math.max(chord, options.length ?? chord),
      kind,
      stepFree: options.stepFree ?? isStepFreeKind(kind),
    };
    if (options.oneWay === true) edge.oneWay = true;
    this.edgeList.push(edge);
    return true;
  }

  /** The node of `levelId` nearest to (x, y) within `maxDistance`, among nodes accepted by `filter`. */
  nearest(
    levelId: string,
    x: number,
    y: number,
    maxDistance = Number.POSITIVE_INFINITY,
    filter: (node: WalkNode) => boolean = () => true,
  ): WalkNode | undefined {
    let best: WalkNode | undefined;
    let bestDistance = maxDistance;
    for (const node of this.nodeList) {
      if (node.levelId !== levelId || !filter(node)) continue;
      const distance = Math.hypot(node.x - x, node.y - y);
      if (distance <= bestDistance) {
        best = node;
        bestDistance = distance;
      }
    }
    return best;
  }

  /** Removes the edges `isRemoved` accepts (an importer replacing a shortcut it drew too early). */
  removeEdges(isRemoved: (edge: WalkEdge) => boolean): number {
    const kept = this.edgeList.filter((edge) => !isRemoved(edge));
    const removed = this.edgeList.length - kept.length;
    if (removed === 0) return 0;
    this.edgeList.length = 0;
    this.edgeList.push(...kept);
    this.edgeKeys.clear();
    for (const edge of kept) {
      this.edgeKeys.add(
        edge.oneWay === true
          ? `${edge.from}>${edge.to}|${edge.kind}`
          : `${[edge.from, edge.to].sort().join('|')}|${edge.kind}`,
      );
    }
    return removed;
  }

  /** Connected component number of every node, ignoring edge direction. */
  components(): Map<string, number> {
    const neighbours = new Map<string, string[]>();
    for (const edge of this.edgeList) {
      for (const [a, b] of [
        [edge.from, edge.to],
        [edge.to, edge.from],
      ] as const) {
        const list = neighbours.get(a);
        if (list === undefined) neighbours.set(a, [b]);
        else list.push(b);
      }
    }
    const component = new Map<string, number>();
    let next = 0;
    for (const node of this.nodeList) {
      if (component.has(node.id)) continue;
      const stack = [node.id];
      component.set(node.id, next);
      while (stack.length > 0) {
        for (const other of neighbours.get(stack.pop()!) ?? []) {
          if (component.has(other)) continue;
          component.set(other, next);
          stack.push(other);
        }
      }
      next += 1;
    }
    return component;
  }

  build(): WalkGraph {
    return { nodes: this.nodeList.slice(), edges: this.edgeList.slice() };
  }
}

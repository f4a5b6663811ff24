import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { localizedText } from '../catalog/localized.js';
import { createRoutePlanner } from './route-planner.js';
import {
  EDGE_KINDS,
  isStepFreeKind,
  VENUE_MODEL_VERSION,
  type VenueModel,
  type WalkEdge,
} from './venue-model.js';

const LEVELS = [0, 1, 2] as const;

/** Small random venues: up to 12 nodes on 3 levels, random edges of every kind, some one-way. */
const venueArbitrary = fc
  .record({
    nodes: fc.array(
      fc.record({
        level: fc.constantFrom(...LEVELS),
        x: fc.integer({ min: 0, max: 50 }),
        y: fc.integer({ min: 0, max: 50 }),
      }),
      { minLength: 2, maxLength: 12 },
    ),
    edges: fc.array(
      fc.record({
        from: fc.nat(),
        to: fc.nat(),
        kind: fc.constantFrom(...EDGE_KINDS),
        // Lengths are not always consistent with the drawing (imported data): 0.5× to 3× the chord.
        stretch: fc.double({ min: 0.5, max: 3, noNaN: true }),
        extra: fc.integer({ min: 0, max: 20 }),
        oneWay: fc.boolean(),
      }),
      { maxLength: 30 },
    ),
  })
  .map(({ nodes, edges }): VenueModel => {
    const graphNodes = nodes.map((node, index) => ({
      id: `n${index}`,
      levelId: `L${node.level}`,
      x: node.x,
      y: node.y,
    }));
    const graphEdges: WalkEdge[] = edges.map((edge) => {
      const a = graphNodes[edge.from % graphNodes.length]!;
      const b = graphNodes[edge.to % graphNodes.length]!;
      const chord = Math.hypot(a.x - b.x, a.y - b.y);
      return {
        from: a.id,
        to: b.id,
        length: chord * edge.stretch + edge.extra,
        kind: edge.kind,
        stepFree: isStepFreeKind(edge.kind),
        oneWay: edge.oneWay,
      };
    });
    return {
      version: VENUE_MODEL_VERSION,
      id: 'random',
      buildings: [{ id: 'b' }],
      levels: LEVELS.map((ordinal) => ({
        id: `L${ordinal}`,
        buildingId: 'b',
        ordinal,
        name: localizedText(`N${ordinal}`, `L${ordinal}`),
      })),
      units: [],
      openings: [],
      pois: [],
      graph: { nodes: graphNodes, edges: graphEdges },
      links: [],
    };
  });

/** Plain Dijkstra over every edge, O(n²): the reference the planner must match. */
function bruteForceDistance(venue: VenueModel, from: string, to: string, stepFreeOnly: boolean): number {
  const distance = new Map(venue.graph.nodes.map((node) => [node.id, Number.POSITIVE_INFINITY]));
  const done = new Set<string>();
  distance.set(from, 0);
  for (;;) {
    let current: string | undefined;
    for (const [id, value] of distance) {
      if (
        !done.has(id) &&
        Number.isFinite(value) &&
        (current === undefined || value < distance.get(current)!)
      )
        current = id;
    }
    if (current === undefined) return Number.POSITIVE_INFINITY;
    if (current === to) return distance.get(current)!;
    done.add(current);
    for (const edge of venue.graph.edges) {
      if (stepFreeOnly && !edge.stepFree) continue;
      const ends =
        edge.oneWay === true
          ? [[edge.from, edge.to]]
          : [
              [edge.from, edge.to],
              [edge.to, edge.from],
            ];
      for (const [a, b] of ends) {
        if (a !== current) continue;
        const candidate = distance.get(current)! + edge.length;
        if (candidate < distance.get(b!)!) distance.set(b!, candidate);
      }
    }
  }
}

/** Length of the cheapest usable edge between consecutive nodes of a route; undefined if a hop has none. */
function walkedLength(venue: VenueModel, nodeIds: string[], stepFreeOnly: boolean): number | undefined {
  let total = 0;
  for (let i = 1; i < nodeIds.length; i++) {
    const usable = venue.graph.edges.filter(
      (edge) =>
        (!stepFreeOnly || edge.stepFree) &&
        ((edge.from === nodeIds[i - 1] && edge.to === nodeIds[i]) ||
          (edge.oneWay !== true && edge.to === nodeIds[i - 1] && edge.from === nodeIds[i])),
    );
    if (usable.length === 0) return undefined;
    total += Math.min(...usable.map((edge) => edge.length));
  }
  return total;
}

describe('route planner properties', () => {
  it('finds a route exactly when Dijkstra does, never longer, along real edges (PMR: step-free only)', () => {
    fc.assert(
      fc.property(venueArbitrary, fc.nat(), fc.nat(), fc.boolean(), (venue, a, b, pmr) => {
        const nodes = venue.graph.nodes;
        const from = nodes[a % nodes.length]!.id;
        const to = nodes[b % nodes.length]!.id;
        const expected = bruteForceDistance(venue, from, to, pmr);
        const result = createRoutePlanner(venue).plan({ nodeId: from }, { nodeId: to }, { pmr });
        if (!Number.isFinite(expected)) {
          expect(result).toEqual({ ok: false, error: 'ROUTE_ERROR_NO_ROUTE_FOUND' });
          return;
        }
        if (!result.ok) throw new Error(`expected a route of ${expected} m`);
        expect(result.itinerary.distance).toBeLessThanOrEqual(expected + 1e-9);
        expect(result.itinerary.distance).toBeCloseTo(expected, 9);
        expect(walkedLength(venue, result.itinerary.nodeIds, pmr)).toBeCloseTo(expected, 9);
      }),
      { numRuns: 500 },
    );
  });

  it('gives no route to a wheelchair user when the levels are joined by stairs and escalators only', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 6 }),
        fc.integer({ min: 1, max: 6 }),
        fc.array(fc.constantFrom('stairs' as const, 'escalator' as const), { minLength: 1, maxLength: 3 }),
        (below, above, connectors) => {
          const chain = (level: number, count: number) =>
            Array.from({ length: count }, (_, i) => ({
              id: `L${level}-${i}`,
              levelId: `L${level}`,
              x: i * 10,
              y: 0,
            }));
          const lower = chain(0, below);
          const upper = chain(1, above);
          const walk = (nodes: typeof lower): WalkEdge[] =>
            nodes.slice(1).map((node, i) => ({
              from: nodes[i]!.id,
              to: node.id,
              length: 10,
              kind: 'walk',
              stepFree: true,
            }));
          const vertical: WalkEdge[] = connectors.map((kind, i) => ({
            from: lower[i % below]!.id,
            to: upper[i % above]!.id,
            length: 12,
            kind,
            stepFree: false,
          }));
          const venue: VenueModel = {
            version: VENUE_MODEL_VERSION,
            id: 'stairs-only',
            buildings: [{ id: 'b' }],
            levels: [0, 1].map((ordinal) => ({
              id: `L${ordinal}`,
              buildingId: 'b',
              ordinal,
              name: localizedText('n', 'n'),
            })),
            units: [],
            openings: [],
            pois: [],
            graph: { nodes: [...lower, ...upper], edges: [...walk(lower), ...walk(upper), ...vertical] },
            links: [],
          };
          const planner = createRoutePlanner(venue);
          const target = { nodeId: upper[above - 1]!.id };
          expect(planner.plan({ nodeId: lower[0]!.id }, target, { pmr: true })).toEqual({
            ok: false,
            error: 'ROUTE_ERROR_NO_ROUTE_FOUND',
          });
          expect(planner.plan({ nodeId: lower[0]!.id }, target, { pmr: false }).ok).toBe(true);
        },
      ),
    );
  });
});

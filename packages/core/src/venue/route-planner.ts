import {
  buildLegs,
  buildSteps,
  type ItineraryDestination,
  type ItineraryLeg,
  type ItineraryStep,
} from './itinerary-steps.js';
import { findShortestPath } from './shortest-path.js';
import type { VenueModel, VenueUnit, WalkNode } from './venue-model.js';
import { indexWalkGraph, type WalkGraphIndex } from './walk-graph-index.js';

/** Error codes of spec modules §8 "Route"; the app shows 'No itinerary found.' / 'You are not located.'. */
export const ROUTE_ERRORS = ['ROUTE_ERROR_NO_ROUTE_FOUND', 'ROUTE_ERROR_USER_HAS_NO_POSITION'] as const;
export type RouteErrorCode = (typeof ROUTE_ERRORS)[number];

/** Where a route starts or ends: a graph node, a unit (booth, room…) or a located point on a level. */
export type RouteTarget = { nodeId: string } | { unitId: string } | { levelId: string; x: number; y: number };

export interface RouteOptions {
  /** Reduced mobility: step-free edges only (no stairs, no escalators), slower walking times. */
  pmr: boolean;
}

export interface Itinerary {
  nodeIds: string[];
  /** Metres. */
  distance: number;
  seconds: number;
  legs: ItineraryLeg[];
  steps: ItineraryStep[];
}

export type ItineraryResult = { ok: true; itinerary: Itinerary } | { ok: false; error: RouteErrorCode };

export interface RoutePlanner {
  /** `from` is undefined when the user has no position (spec: 'You are not located.'). */
  plan(from: RouteTarget | undefined, to: RouteTarget, options: RouteOptions): ItineraryResult;
  /** The node closest to a point of a level; with `pmr`, only nodes a wheelchair can leave. */
  nearestNode(levelId: string, x: number, y: number, options?: RouteOptions): WalkNode | undefined;
}

/** Indexes the venue's graph once; each plan is then an A* search over flat arrays. */
export function createRoutePlanner(venue: VenueModel): RoutePlanner {
  const index = indexWalkGraph(venue.graph, venue.levels);
  const unitsById = new Map(venue.units.map((unit) => [unit.id, unit]));
  const nodesByLevel = groupNodesByLevel(index);
  const hasStepFreeArc = new Uint8Array(index.nodes.length);
  for (let node = 0; node < index.nodes.length; node++) {
    for (let arc = index.arcStart[node]!; arc < index.arcStart[node + 1]!; arc++) {
      if (index.arcStepFree[arc] === 1) hasStepFreeArc[node] = 1;
    }
  }

  function nearestIndex(levelId: string, x: number, y: number, isPmr: boolean): number | undefined {
    let best: number | undefined;
    let bestDistance = Number.POSITIVE_INFINITY;
    for (const node of nodesByLevel.get(levelId) ?? []) {
      if (isPmr && hasStepFreeArc[node] === 0) continue;
      const distance = Math.hypot(index.xs[node]! - x, index.ys[node]! - y);
      if (distance < bestDistance) {
        bestDistance = distance;
        best = node;
      }
    }
    return best;
  }

  function resolve(target: RouteTarget, isPmr: boolean): number | undefined {
    if ('nodeId' in target) return index.nodeIndex.get(target.nodeId);
    if ('unitId' in target) {
      const unit = unitsById.get(target.unitId);
      if (unit === undefined) return undefined;
      const own = unit.nodeId === undefined ? undefined : index.nodeIndex.get(unit.nodeId);
      return own ?? nearestIndex(unit.levelId, unit.centroid[0], unit.centroid[1], isPmr);
    }
    return nearestIndex(target.levelId, target.x, target.y, isPmr);
  }

  return {
    plan(from, to, options) {
      if (from === undefined) return { ok: false, error: 'ROUTE_ERROR_USER_HAS_NO_POSITION' };
      const start = resolve(from, options.pmr);
      if (start === undefined) {
        const isUnlocated = 'levelId' in from && !('unitId' in from);
        return {
          ok: false,
          error: isUnlocated ? 'ROUTE_ERROR_USER_HAS_NO_POSITION' : 'ROUTE_ERROR_NO_ROUTE_FOUND',
        };
      }
      const goal = resolve(to, options.pmr);
      if (goal === undefined) return { ok: false, error: 'ROUTE_ERROR_NO_ROUTE_FOUND' };
      const path = findShortestPath(index, start, goal, options.pmr);
      if (path === undefined) return { ok: false, error: 'ROUTE_ERROR_NO_ROUTE_FOUND' };
      const destinationUnit = 'unitId' in to ? unitsById.get(to.unitId) : undefined;
      const steps = buildSteps(index, venue.levels, path, destinationOf(destinationUnit), options.pmr);
      return {
        ok: true,
        itinerary: {
          nodeIds: path.nodes.map((node) => index.nodes[node]!.id),
          distance: path.length,
          seconds: steps.reduce((total, step) => total + step.seconds, 0),
          legs: buildLegs(index, path),
          steps,
        },
      };
    },
    nearestNode(levelId, x, y, options) {
      const node = nearestIndex(levelId, x, y, options?.pmr ?? false);
      return node === undefined ? undefined : index.nodes[node];
    },
  };
}

function destinationOf(unit: VenueUnit | undefined): ItineraryDestination {
  if (unit === undefined) return { kind: 'point' };
  if (unit.name !== undefined) return { kind: 'named', name: unit.name };
  return { kind: 'unit', unitKind: unit.kind };
}

function groupNodesByLevel(index: WalkGraphIndex): Map<string, number[]> {
  const byLevel = new Map<string, number[]>();
  index.nodes.forEach((node, position) => {
    const list = byLevel.get(node.levelId);
    if (list === undefined) byLevel.set(node.levelId, [position]);
    else list.push(position);
  });
  return byLevel;
}

import {
  createRoutePlanner,
  type DataBundle,
  decodeBundle,
  type RoutePlanner,
  type VenueModel,
  type VenueUnit,
  venueFromRecords,
} from '@showfloor/core';
import type { Figure } from './report.js';

/** Pairs timed besides the farthest one: booths drawn across buildings and levels. */
const OTHER_PAIRS = 19;
/** Each pair is planned this many times; its median is kept (the first runs warm the JIT). */
const RUNS_PER_PAIR = 7;

export interface RoutePair {
  from: VenueUnit;
  to: VenueUnit;
  /** Metres of the step-free route. */
  distance: number;
}

export function percentile(values: readonly number[], rank: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((rank / 100) * sorted.length) - 1)] ?? 0;
}

/** The venue as the app rebuilds it from the bundle's buildings and floors records. */
export function venueOfBundle(bundle: DataBundle): VenueModel {
  const records = decodeBundle(bundle);
  const venue = venueFromRecords(records.buildings ?? [], records.floors ?? [], 'fr');
  if (venue === undefined) throw new Error('the bundle holds no venue');
  return venue;
}

/**
 * Where the farthest routes start and end: every entrance, and the booths in the four corners of
 * every level (smallest and largest x + y and x − y). Only linked units, so the app's place search
 * finds them by name.
 */
function candidates(venue: VenueModel): VenueUnit[] {
  const linked = new Set(venue.links.map((link) => link.unitId));
  const units = venue.units.filter((unit) => linked.has(unit.id) && unit.name !== undefined);
  const corners = venue.levels.flatMap((level) => {
    const booths = units.filter((unit) => unit.levelId === level.id && unit.kind === 'booth');
    const extreme = (score: (unit: VenueUnit) => number) =>
      booths.reduce<VenueUnit | undefined>(
        (best, unit) => (best === undefined || score(unit) > score(best) ? unit : best),
        undefined,
      );
    return [
      extreme((unit) => unit.centroid[0] + unit.centroid[1]),
      extreme((unit) => -unit.centroid[0] - unit.centroid[1]),
      extreme((unit) => unit.centroid[0] - unit.centroid[1]),
      extreme((unit) => unit.centroid[1] - unit.centroid[0]),
    ].filter((unit): unit is VenueUnit => unit !== undefined);
  });
  return [...units.filter((unit) => unit.kind === 'entrance'), ...corners];
}

function stepFreeDistance(planner: RoutePlanner, from: VenueUnit, to: VenueUnit): number {
  const result = planner.plan({ unitId: from.id }, { unitId: to.id }, { pmr: true });
  return result.ok ? result.itinerary.distance : -1;
}

function farthestFrom(planner: RoutePlanner, from: VenueUnit, among: readonly VenueUnit[]): RoutePair {
  let best: RoutePair = { from, to: from, distance: 0 };
  for (const to of among) {
    const distance = stepFreeDistance(planner, from, to);
    if (distance > best.distance) best = { from, to, distance };
  }
  return best;
}

/** A seeded draw, so every run of the bench times the same pairs. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/**
 * The farthest pair of places by step-free route (a double sweep over the candidates: the farthest
 * from the first, then the farthest from that one), then booths drawn in different buildings, their
 * levels differing too when the venue has several.
 */
export function routePairs(venue: VenueModel): RoutePair[] {
  const planner = createRoutePlanner(venue);
  const among = candidates(venue);
  const first = among[0];
  if (first === undefined) throw new Error('the venue has no linked place');
  const sweep = farthestFrom(planner, first, among);
  const farthest = farthestFrom(planner, sweep.to, among);
  const buildingOf = new Map(venue.levels.map((level) => [level.id, level.buildingId]));
  const linked = new Set(venue.links.map((link) => link.unitId));
  const booths = venue.units.filter((unit) => unit.kind === 'booth' && linked.has(unit.id));
  const random = seeded(2026);
  const pairs: RoutePair[] = [farthest];
  for (let attempt = 0; pairs.length <= OTHER_PAIRS && attempt < 1000; attempt++) {
    const from = booths[Math.floor(random() * booths.length)]!;
    const to = booths[Math.floor(random() * booths.length)]!;
    if (buildingOf.get(from.levelId) === buildingOf.get(to.levelId) || from.levelId === to.levelId) continue;
    pairs.push({ from, to, distance: stepFreeDistance(planner, from, to) });
  }
  return pairs;
}

function timedPlan(planner: RoutePlanner, pair: RoutePair, pmr: boolean): number {
  const runs: number[] = [];
  for (let run = 0; run < RUNS_PER_PAIR; run++) {
    const started = performance.now();
    const result = planner.plan({ unitId: pair.from.id }, { unitId: pair.to.id }, { pmr });
    runs.push(performance.now() - started);
    if (!result.ok) throw new Error(`no route from ${pair.from.id} to ${pair.to.id}`);
  }
  return percentile(runs, 50);
}

/**
 * Route planning in Node, pure (no page, no throttling): the core planner on the venue rebuilt from
 * the published bundle, walking and step-free, over the farthest pair and the drawn ones.
 */
export function measureRoutesInNode(venue: VenueModel, pairs: readonly RoutePair[]): Figure[] {
  const indexStarted = performance.now();
  const planner = createRoutePlanner(venue);
  const indexing = performance.now() - indexStarted;
  const farthest = pairs[0]!;
  const farthestTimes = [timedPlan(planner, farthest, false), timedPlan(planner, farthest, true)];
  const all = pairs.flatMap((pair) => [timedPlan(planner, pair, false), timedPlan(planner, pair, true)]);
  const nodes = venue.graph.nodes.length;
  return [
    {
      name: `venue of dataset W: route planner built from ${venue.units.length} units and ${nodes} graph nodes (Node, pure)`,
      value: indexing,
      unit: 'ms',
    },
    {
      name: `route between the two farthest places (${Math.round(farthest.distance)} m step-free), slower of walking and step-free (Node, pure)`,
      value: Math.max(...farthestTimes),
      unit: 'ms',
      target: { max: 50 },
    },
    {
      name: `route planning p50 over ${pairs.length} pairs across buildings and levels, walking and step-free (Node, pure)`,
      value: percentile(all, 50),
      unit: 'ms',
    },
    {
      name: `route planning p95 over ${pairs.length} pairs across buildings and levels, walking and step-free (Node, pure)`,
      value: percentile(all, 95),
      unit: 'ms',
      target: { max: 50 },
    },
  ];
}

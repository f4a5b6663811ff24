import type { Localized } from '../catalog/localized.js';
import type { IndexedPath } from './shortest-path.js';
import type { EdgeKind, LocalPoint, UnitKind, VenueLevel } from './venue-model.js';
import type { WalkGraphIndex } from './walk-graph-index.js';

/** Walking speed of a visitor (m/s), the usual figure for pedestrians indoors. */
export const WALKING_SPEED_M_PER_S = 1.2;
/** Walking speed of a visitor with reduced mobility (PMR), wheelchair or walking aid (m/s). */
export const PMR_WALKING_SPEED_M_PER_S = 0.8;
/** Speed along a flight of stairs (m/s of edge length). */
export const STAIRS_SPEED_M_PER_S = 0.5;
/** Speed of a standing escalator ride (m/s of edge length). */
export const ESCALATOR_SPEED_M_PER_S = 0.5;
/** Time to call and wait for a lift, added once per ride. */
export const LIFT_FIXED_COST_S = 30;
/** Cabin speed (m/s of edge length). */
export const LIFT_SPEED_M_PER_S = 1;

/** i18n keys of itinerary steps; the app's catalogs translate each one in fr and en. */
export const ITINERARY_STEP_KEYS = [
  'route.step.walk',
  'route.step.walkTowards',
  'route.step.walkTowardsKind',
  'route.step.takeLift',
  'route.step.takeStairs',
  'route.step.takeEscalator',
  'route.step.takeRamp',
  'route.step.arrive',
  'route.step.arriveAt',
  'route.step.arriveAtKind',
] as const;
export type ItineraryStepKey = (typeof ITINERARY_STEP_KEYS)[number];

/**
 * Parameters of a step text. Localized values (unit and level names) are localized by the app
 * before interpolation; `kind` values are unit or edge kinds the app translates as `venue.kind.<kind>`.
 */
export type ItineraryStepParams = { [name: string]: string | number | Localized };

export interface ItineraryStep {
  key: ItineraryStepKey;
  params: ItineraryStepParams;
  /** Level the step starts on. */
  levelId: string;
  distance: number;
  seconds: number;
}

/** A polyline to draw on one level; a route that changes level has one leg per stretch of level. */
export interface ItineraryLeg {
  levelId: string;
  points: LocalPoint[];
  distance: number;
}

/** What the route ends at, to name it in the last steps. */
export type ItineraryDestination =
  | { kind: 'named'; name: Localized }
  | { kind: 'unit'; unitKind: UnitKind }
  | { kind: 'point' };

const TAKE_KEYS: Record<EdgeKind, ItineraryStepKey> = {
  lift: 'route.step.takeLift',
  stairs: 'route.step.takeStairs',
  escalator: 'route.step.takeEscalator',
  ramp: 'route.step.takeRamp',
  walk: 'route.step.takeRamp',
};

function secondsFor(kind: EdgeKind, length: number, isPmr: boolean): number {
  const walkingSpeed = isPmr ? PMR_WALKING_SPEED_M_PER_S : WALKING_SPEED_M_PER_S;
  switch (kind) {
    case 'stairs':
      return length / STAIRS_SPEED_M_PER_S;
    case 'escalator':
      return length / ESCALATOR_SPEED_M_PER_S;
    case 'lift':
      return length / LIFT_SPEED_M_PER_S;
    default:
      return length / walkingSpeed;
  }
}

/** Cuts a path into one leg per stretch of level: a level change starts a new polyline. */
export function buildLegs(index: WalkGraphIndex, path: IndexedPath): ItineraryLeg[] {
  const legs: ItineraryLeg[] = [];
  let current: ItineraryLeg | undefined;
  path.nodes.forEach((node, position) => {
    const levelId = index.nodes[node]!.levelId;
    const point: LocalPoint = [index.xs[node]!, index.ys[node]!];
    if (current === undefined || current.levelId !== levelId) {
      current = { levelId, points: [point], distance: 0 };
      legs.push(current);
      return;
    }
    current.points.push(point);
    current.distance += index.arcLength[path.arcs[position - 1]!]!;
  });
  return legs;
}

interface Run {
  kind: EdgeKind;
  isLevelChange: boolean;
  fromLevelId: string;
  toNode: number;
  distance: number;
  seconds: number;
}

/**
 * Accessible instructions: walk runs on one level ("walk 40 m towards the lift"), level changes
 * ("take the lift up to Level 2"; consecutive rides of one connector are one step) and the arrival.
 */
export function buildSteps(
  index: WalkGraphIndex,
  levels: readonly VenueLevel[],
  path: IndexedPath,
  destination: ItineraryDestination,
  isPmr: boolean,
): ItineraryStep[] {
  const levelById = new Map(levels.map((level) => [level.id, level]));
  const runs: Run[] = [];
  path.arcs.forEach((arc, position) => {
    const from = path.nodes[position]!;
    const to = path.nodes[position + 1]!;
    const fromLevelId = index.nodes[from]!.levelId;
    // Walking from one hall into the next changes level id but not storey: that is still walking.
    const isLevelChange = index.ordinals[from] !== index.ordinals[to];
    const kind = index.arcKind[arc]!;
    const length = index.arcLength[arc]!;
    const last = runs[runs.length - 1];
    const runKind: EdgeKind = isLevelChange ? kind : 'walk';
    const seconds = secondsFor(
      isLevelChange ? kind : kind === 'walk' || kind === 'ramp' ? 'walk' : kind,
      length,
      isPmr,
    );
    if (last !== undefined && last.kind === runKind && last.isLevelChange === isLevelChange) {
      last.toNode = to;
      last.distance += length;
      last.seconds += seconds;
      return;
    }
    runs.push({ kind: runKind, isLevelChange, fromLevelId, toNode: to, distance: length, seconds });
  });

  const steps: ItineraryStep[] = [];
  runs.forEach((run, position) => {
    const distance = Math.round(run.distance);
    if (run.isLevelChange) {
      const fromOrdinal = levelById.get(run.fromLevelId)?.ordinal ?? 0;
      const target = levelById.get(index.nodes[run.toNode]!.levelId);
      const seconds = run.seconds + (run.kind === 'lift' ? LIFT_FIXED_COST_S : 0);
      const params: ItineraryStepParams = {
        direction: (target?.ordinal ?? 0) >= fromOrdinal ? 'up' : 'down',
        levelOrdinal: target?.ordinal ?? 0,
      };
      if (target !== undefined) params.level = target.name;
      steps.push({ key: TAKE_KEYS[run.kind], params, levelId: run.fromLevelId, distance, seconds });
      return;
    }
    const next = runs[position + 1];
    const base = { levelId: run.fromLevelId, distance, seconds: run.seconds };
    if (next !== undefined) {
      steps.push({ ...base, key: 'route.step.walkTowardsKind', params: { distance, kind: next.kind } });
    } else if (destination.kind === 'named') {
      steps.push({
        ...base,
        key: 'route.step.walkTowards',
        params: { distance, landmark: destination.name },
      });
    } else if (destination.kind === 'unit') {
      steps.push({
        ...base,
        key: 'route.step.walkTowardsKind',
        params: { distance, kind: destination.unitKind },
      });
    } else {
      steps.push({ ...base, key: 'route.step.walk', params: { distance } });
    }
  });

  const goal = path.nodes[path.nodes.length - 1]!;
  const arrival = { levelId: index.nodes[goal]!.levelId, distance: 0, seconds: 0 };
  if (destination.kind === 'named') {
    steps.push({ ...arrival, key: 'route.step.arriveAt', params: { destination: destination.name } });
  } else if (destination.kind === 'unit') {
    steps.push({ ...arrival, key: 'route.step.arriveAtKind', params: { kind: destination.unitKind } });
  } else {
    steps.push({ ...arrival, key: 'route.step.arrive', params: {} });
  }
  return steps;
}

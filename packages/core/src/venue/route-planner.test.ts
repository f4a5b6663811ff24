import { describe, expect, it } from 'vitest';
import { localizedText } from '../catalog/localized.js';
import {
  LIFT_FIXED_COST_S,
  LIFT_SPEED_M_PER_S,
  PMR_WALKING_SPEED_M_PER_S,
  STAIRS_SPEED_M_PER_S,
  WALKING_SPEED_M_PER_S,
} from './itinerary-steps.js';
import { createRoutePlanner } from './route-planner.js';
import { VENUE_MODEL_VERSION, type VenueModel, type WalkEdge } from './venue-model.js';

const ground = localizedText('Rez-de-chaussée', 'Ground floor');
const first = localizedText('Premier étage', 'First floor');
const standName = localizedText('Stand Acme', 'Acme booth');

/**
 * Ground floor A —10— B —20— C; stairs from B and a lift from C up to the first floor, where
 * B1 —5— D1 —15— C1. The booth is at D1: stairs are shorter, the lift is the step-free way.
 */
function twoStoreyVenue(extraEdges: WalkEdge[] = [], withLift = true): VenueModel {
  const edges: WalkEdge[] = [
    { from: 'A', to: 'B', length: 10, kind: 'walk', stepFree: true },
    { from: 'B', to: 'C', length: 20, kind: 'walk', stepFree: true },
    { from: 'B', to: 'B1', length: 8, kind: 'stairs', stepFree: false },
    { from: 'B1', to: 'D1', length: 5, kind: 'walk', stepFree: true },
    { from: 'D1', to: 'C1', length: 15, kind: 'walk', stepFree: true },
    ...extraEdges,
  ];
  if (withLift) edges.push({ from: 'C', to: 'C1', length: 5, kind: 'lift', stepFree: true });
  return {
    version: VENUE_MODEL_VERSION,
    id: 'test',
    buildings: [{ id: 'main' }],
    levels: [
      { id: 'L0', buildingId: 'main', ordinal: 0, name: ground },
      { id: 'L1', buildingId: 'main', ordinal: 1, name: first },
    ],
    units: [
      {
        id: 'booth-d',
        kind: 'booth',
        name: standName,
        code: 'A-01',
        levelId: 'L1',
        polygon: [
          [14, 1],
          [16, 1],
          [16, 3],
        ],
        centroid: [15, 2],
        nodeId: 'D1',
      },
      {
        id: 'toilets',
        kind: 'toilet',
        levelId: 'L0',
        polygon: [
          [0, -2],
          [2, -2],
          [2, -4],
        ],
        centroid: [1, -3],
      },
    ],
    openings: [],
    pois: [],
    graph: {
      nodes: [
        { id: 'A', levelId: 'L0', x: 0, y: 0 },
        { id: 'B', levelId: 'L0', x: 10, y: 0 },
        { id: 'C', levelId: 'L0', x: 30, y: 0 },
        { id: 'B1', levelId: 'L1', x: 10, y: 0 },
        { id: 'D1', levelId: 'L1', x: 15, y: 0 },
        { id: 'C1', levelId: 'L1', x: 30, y: 0 },
      ],
      edges,
    },
    links: [{ boothCode: 'A-01', unitId: 'booth-d' }],
  };
}

describe('route planner', () => {
  it('takes the shorter stairs when the visitor walks', () => {
    const result = createRoutePlanner(twoStoreyVenue()).plan(
      { nodeId: 'A' },
      { unitId: 'booth-d' },
      { pmr: false },
    );
    if (!result.ok) throw new Error(result.error);
    expect(result.itinerary.nodeIds).toEqual(['A', 'B', 'B1', 'D1']);
    expect(result.itinerary.distance).toBe(23);
    expect(result.itinerary.steps.map((step) => step.key)).toEqual([
      'route.step.walkTowardsKind',
      'route.step.takeStairs',
      'route.step.walkTowards',
      'route.step.arriveAt',
    ]);
    expect(result.itinerary.steps[0]?.params).toEqual({ distance: 10, kind: 'stairs' });
    expect(result.itinerary.steps[1]?.params).toEqual({ direction: 'up', level: first, levelOrdinal: 1 });
    expect(result.itinerary.seconds).toBeCloseTo(
      10 / WALKING_SPEED_M_PER_S + 8 / STAIRS_SPEED_M_PER_S + 5 / WALKING_SPEED_M_PER_S,
    );
  });

  it('sends a visitor with reduced mobility to the lift, with slower times and one polyline per level', () => {
    const result = createRoutePlanner(twoStoreyVenue()).plan(
      { nodeId: 'A' },
      { unitId: 'booth-d' },
      { pmr: true },
    );
    if (!result.ok) throw new Error(result.error);
    expect(result.itinerary.nodeIds).toEqual(['A', 'B', 'C', 'C1', 'D1']);
    expect(result.itinerary.distance).toBe(50);
    expect(result.itinerary.legs).toEqual([
      {
        levelId: 'L0',
        points: [
          [0, 0],
          [10, 0],
          [30, 0],
        ],
        distance: 30,
      },
      {
        levelId: 'L1',
        points: [
          [30, 0],
          [15, 0],
        ],
        distance: 15,
      },
    ]);
    const [walk, lift, last, arrive] = result.itinerary.steps;
    expect(walk).toMatchObject({ key: 'route.step.walkTowardsKind', params: { distance: 30, kind: 'lift' } });
    expect(lift).toMatchObject({ key: 'route.step.takeLift', params: { direction: 'up', level: first } });
    expect(lift?.seconds).toBe(LIFT_FIXED_COST_S + 5 / LIFT_SPEED_M_PER_S);
    expect(last).toMatchObject({
      key: 'route.step.walkTowards',
      params: { distance: 15, landmark: standName },
    });
    expect(arrive).toMatchObject({ key: 'route.step.arriveAt', params: { destination: standName } });
    expect(result.itinerary.seconds).toBeCloseTo(45 / PMR_WALKING_SPEED_M_PER_S + LIFT_FIXED_COST_S + 5);
  });

  it('says "no itinerary" to a wheelchair user when only stairs lead there', () => {
    const planner = createRoutePlanner(twoStoreyVenue([], false));
    expect(planner.plan({ nodeId: 'A' }, { unitId: 'booth-d' }, { pmr: true })).toEqual({
      ok: false,
      error: 'ROUTE_ERROR_NO_ROUTE_FOUND',
    });
    expect(planner.plan({ nodeId: 'A' }, { unitId: 'booth-d' }, { pmr: false }).ok).toBe(true);
  });

  it('says "you are not located" without a position or with a position off the map', () => {
    const planner = createRoutePlanner(twoStoreyVenue());
    expect(planner.plan(undefined, { unitId: 'booth-d' }, { pmr: false })).toEqual({
      ok: false,
      error: 'ROUTE_ERROR_USER_HAS_NO_POSITION',
    });
    expect(planner.plan({ levelId: 'roof', x: 0, y: 0 }, { unitId: 'booth-d' }, { pmr: false })).toEqual({
      ok: false,
      error: 'ROUTE_ERROR_USER_HAS_NO_POSITION',
    });
    expect(planner.plan({ nodeId: 'A' }, { unitId: 'no-such-unit' }, { pmr: false })).toEqual({
      ok: false,
      error: 'ROUTE_ERROR_NO_ROUTE_FOUND',
    });
  });

  it('starts from the node nearest to a located visitor and ends at an unnamed unit by its kind', () => {
    const planner = createRoutePlanner(twoStoreyVenue());
    expect(planner.nearestNode('L0', 27, 3)?.id).toBe('C');
    const result = planner.plan({ levelId: 'L0', x: 27, y: 3 }, { unitId: 'toilets' }, { pmr: false });
    if (!result.ok) throw new Error(result.error);
    expect(result.itinerary.nodeIds).toEqual(['C', 'B', 'A']);
    expect(result.itinerary.steps.at(-1)).toMatchObject({
      key: 'route.step.arriveAtKind',
      params: { kind: 'toilet' },
    });
  });

  it('never rides an escalator against its direction', () => {
    const upOnly: WalkEdge = {
      from: 'A',
      to: 'D1',
      length: 1,
      kind: 'escalator',
      stepFree: false,
      oneWay: true,
    };
    const planner = createRoutePlanner(twoStoreyVenue([upOnly]));
    const up = planner.plan({ nodeId: 'A' }, { nodeId: 'D1' }, { pmr: false });
    const down = planner.plan({ nodeId: 'D1' }, { nodeId: 'A' }, { pmr: false });
    expect(up.ok && up.itinerary.nodeIds).toEqual(['A', 'D1']);
    expect(up.ok && up.itinerary.steps[0]?.key).toBe('route.step.takeEscalator');
    expect(down.ok && down.itinerary.nodeIds).toEqual(['D1', 'B1', 'B', 'A']);
  });
});

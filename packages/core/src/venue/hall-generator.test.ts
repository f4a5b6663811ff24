import { describe, expect, it } from 'vitest';
import { DATASET_W_VENUE_LAYOUT, DEMO_VENUE_LAYOUT, generateHallVenue } from './hall-generator.js';
import { isPointInPolygon } from './polygon-geometry.js';
import { createRoutePlanner } from './route-planner.js';
import {
  findLinkedUnit,
  findVenueIntegrityProblems,
  type VenueModel,
  venueModelSchema,
} from './venue-model.js';

function countKinds(venue: VenueModel): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const unit of venue.units) counts[unit.kind] = (counts[unit.kind] ?? 0) + 1;
  return counts;
}

describe('hall generator', () => {
  const demo = generateHallVenue(DEMO_VENUE_LAYOUT);

  it('builds the demo venue: 2 halls with a conference mezzanine each, 600 booths, 15 rooms', () => {
    expect(venueModelSchema.parse(demo)).toEqual(demo);
    expect(findVenueIntegrityProblems(demo)).toEqual([]);
    expect(demo.buildings.map((building) => building.id)).toEqual(['hall-a', 'hall-b']);
    expect(demo.levels.map((level) => level.ordinal)).toEqual([0, 1, 0, 1]);
    expect(countKinds(demo)).toMatchObject({ booth: 600, room: 15, toilet: 8, entrance: 6 });
    const codes = demo.units.filter((unit) => unit.kind === 'booth').map((unit) => unit.code);
    expect(new Set(codes).size).toBe(600);
    const mezzanine = demo.units.filter((unit) => unit.levelId === 'hall-a-L1');
    expect(mezzanine.filter((unit) => unit.kind === 'booth')).toEqual([]);
    expect(mezzanine.filter((unit) => unit.kind === 'room').map((unit) => unit.code)).toHaveLength(8);
  });

  it('reaches a mezzanine room by the nearest stairs, and step-free by the lift only', () => {
    const planner = createRoutePlanner(demo);
    const room = demo.units.find((unit) => unit.id === 'hall-a-L1-room-A1-R1')!;
    const entrance = { unitId: 'hall-a-L0-entrance-west' };
    const walking = planner.plan(entrance, { unitId: room.id }, { pmr: false });
    const wheelchair = planner.plan(entrance, { unitId: room.id }, { pmr: true });
    if (!walking.ok || !wheelchair.ok) throw new Error('no route to the mezzanine');
    const keys = (steps: { key: string }[]) => steps.map((step) => step.key);
    expect(walking.itinerary.legs.map((leg) => leg.levelId)).toEqual(['hall-a-L0', 'hall-a-L1']);
    expect(keys(walking.itinerary.steps)).toContain('route.step.takeStairs');
    expect(keys(wheelchair.itinerary.steps)).toContain('route.step.takeLift');
    expect(keys(wheelchair.itinerary.steps)).not.toContain('route.step.takeStairs');
    expect(keys(wheelchair.itinerary.steps)).not.toContain('route.step.takeEscalator');
    expect(wheelchair.itinerary.distance).toBeGreaterThan(walking.itinerary.distance);
  });

  it('is deterministic from the seed, and another seed gives another floor plan', () => {
    expect(generateHallVenue(DEMO_VENUE_LAYOUT)).toEqual(demo);
    const other = generateHallVenue({ ...DEMO_VENUE_LAYOUT, seed: DEMO_VENUE_LAYOUT.seed + 1 });
    expect(other.units.map((unit) => unit.polygon)).not.toEqual(demo.units.map((unit) => unit.polygon));
  });

  it('never overlaps two booths, and keeps every booth inside its hall', () => {
    const booths = demo.units.filter((unit) => unit.kind === 'booth');
    const outlineOf = new Map(demo.buildings.map((building) => [building.id, building.outline!]));
    const buildingOf = new Map(demo.levels.map((level) => [level.id, level.buildingId]));
    for (const booth of booths) {
      expect(isPointInPolygon(booth.centroid, outlineOf.get(buildingOf.get(booth.levelId)!)!)).toBe(true);
      const inside = booths.filter(
        (other) => other.levelId === booth.levelId && isPointInPolygon(booth.centroid, other.polygon),
      );
      expect(inside.map((other) => other.id)).toEqual([booth.id]);
    }
  });

  it('reaches every booth of hall B from the first entrance of hall A, and finds a booth by its code', () => {
    const planner = createRoutePlanner(demo);
    const entrance = demo.units.find((unit) => unit.kind === 'entrance')!;
    for (const booth of demo.units.filter((unit) => unit.levelId === 'hall-b-L0' && unit.kind === 'booth')) {
      expect(planner.plan({ unitId: entrance.id }, { unitId: booth.id }, { pmr: true }).ok).toBe(true);
    }
    const booth = demo.units.find((unit) => unit.kind === 'booth')!;
    expect(findLinkedUnit(demo, { boothCode: booth.code!.toLowerCase() })?.id).toBe(booth.id);
  });

  it('stacks halls of their own: booths and rooms on each level, with doors on every level', () => {
    const venue = generateHallVenue({
      id: 'stacked',
      seed: 5,
      buildings: [
        {
          id: 'tower',
          code: 'T',
          name: { $t: { fr: 'Tour', en: 'Tower' } },
          levels: 2,
          boothsPerLevel: 120,
          levelContents: [
            { booths: 120, rooms: 3 },
            { booths: 100, rooms: 2 },
          ],
        },
      ],
    });
    expect(findVenueIntegrityProblems(venue)).toEqual([]);
    const onLevel = (levelId: string, kind: string) =>
      venue.units.filter((unit) => unit.levelId === levelId && unit.kind === kind);
    expect(onLevel('tower-L0', 'booth')).toHaveLength(120);
    expect(onLevel('tower-L0', 'room')).toHaveLength(3);
    expect(onLevel('tower-L1', 'booth')).toHaveLength(100);
    expect(onLevel('tower-L1', 'room')).toHaveLength(2);
    expect(onLevel('tower-L1', 'entrance').map((unit) => unit.id)).toEqual([
      'tower-L1-entrance-main',
      'tower-L1-entrance-west',
    ]);
    for (const levelId of ['tower-L0', 'tower-L1']) {
      const units = venue.units.filter((unit) => unit.levelId === levelId);
      for (const room of onLevel(levelId, 'room')) {
        const inside = units.filter((other) => isPointInPolygon(other.centroid, room.polygon));
        expect(inside.map((other) => other.id)).toEqual([room.id]);
      }
    }
    const planner = createRoutePlanner(venue);
    const room = onLevel('tower-L1', 'room')[1]!;
    const plan = planner.plan({ unitId: 'tower-L0-entrance-main' }, { unitId: room.id }, { pmr: true });
    expect(plan.ok && plan.itinerary.steps.map((step) => step.key)).toContain('route.step.takeLift');
  });

  // How fast the route is planned is the bench's to measure (npm run bench), not a test's.
  it('builds dataset W: 2 buildings, 6 levels, about 10,000 booths, and routes across buildings', () => {
    const venue = generateHallVenue(DATASET_W_VENUE_LAYOUT);
    expect(findVenueIntegrityProblems(venue)).toEqual([]);
    expect(venue.levels).toHaveLength(6);
    expect(countKinds(venue).booth).toBe(10_002);
    expect(venue.graph.nodes.length).toBeGreaterThan(10_000);
    const planner = createRoutePlanner(venue);
    const booths = venue.units.filter((unit) => unit.kind === 'booth');
    const from = booths.find((unit) => unit.levelId === 'north-L2')!;
    const to = booths.findLast((unit) => unit.levelId === 'south-L2')!;
    const walking = planner.plan({ unitId: from.id }, { unitId: to.id }, { pmr: false });
    const wheelchair = planner.plan({ unitId: from.id }, { unitId: to.id }, { pmr: true });
    if (!walking.ok || !wheelchair.ok) throw new Error('no route across dataset W');
    expect(walking.itinerary.legs.map((leg) => leg.levelId)[0]).toBe('north-L2');
    expect(wheelchair.itinerary.steps.map((step) => step.key)).not.toContain('route.step.takeStairs');
    expect(wheelchair.itinerary.steps.filter((step) => step.key === 'route.step.takeLift')).toHaveLength(2);
  });
});

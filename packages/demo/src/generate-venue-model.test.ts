import {
  createLinkedUnitFinder,
  createRoutePlanner,
  findLinkedUnit,
  findVenueIntegrityProblems,
  localize,
  type SourceItem,
  type VenueModel,
} from '@showfloor/core';
import { describe, expect, it } from 'vitest';
import { DEMO_SIZES } from './demo-size.js';
import { generateDemoShow } from './generate-demo-show.js';
import { generateVenue } from './generate-places.js';
import { generateVenueModel } from './generate-venue-model.js';

const kindOf = (item: SourceItem) => (item.fields.lump as { kind: string }).kind;

/** Every catalog place of these kinds has a unit, named like the place; returns how many. */
function expectLinkedAndNamed(venue: VenueModel, places: readonly SourceItem[], kinds: string[]): number {
  const linked = places.filter((item) => item.type === 'places' && kinds.includes(kindOf(item)));
  const unitOf = createLinkedUnitFinder(venue);
  for (const place of linked) {
    const unit = unitOf({ originalId: place.original_id });
    expect(unit, place.original_id).toBeDefined();
    expect(localize(unit!.name!, 'fr', 'fr')).toBe(localize(place.fields.title!, 'fr', 'fr'));
  }
  return linked.length;
}

describe('demo venue', () => {
  const show = generateDemoShow({ size: 'small', start: '2026-03-10' });
  const places = show.items.filter((item) => item.type === 'places');

  it('ships 2 halls of 2 levels as buildings and floors items', () => {
    expect(show.items.filter((item) => item.type === 'buildings')).toHaveLength(2);
    const floors = show.items.filter((item) => item.type === 'floors');
    expect(floors.map((item) => localize(item.fields.title!, 'en', 'fr'))).toEqual([
      'Hall A - level 0',
      'Hall A - level 1',
      'Hall B - level 0',
      'Hall B - level 1',
    ]);
  });

  it('links every booth, room and entrance of the catalog to a unit named like the place', () => {
    const venue = generateVenueModel(generateVenue(DEMO_SIZES.small));
    expect(findVenueIntegrityProblems(venue)).toEqual([]);
    expect(expectLinkedAndNamed(venue, places, ['booth', 'room', 'entrance'])).toBe(600 + 15 + 4);
    const room = findLinkedUnit(venue, {
      originalId: places.find((item) => kindOf(item) === 'room')!.original_id,
    });
    expect(room?.levelId).toMatch(/-L1$/);
    const plan = createRoutePlanner(venue).plan(
      { unitId: findLinkedUnit(venue, { originalId: 'hall-a-entrance-1' })!.id },
      { unitId: room!.id },
      { pmr: true },
    );
    expect(plan.ok).toBe(true);
  });
});

describe('dataset W venue', () => {
  const catalog = generateVenue(DEMO_SIZES.big);
  const venue = generateVenueModel(catalog);

  it('stacks the halls of the catalog in 2 buildings of 6 levels, each booth, room and entrance linked', () => {
    expect(findVenueIntegrityProblems(venue)).toEqual([]);
    expect(venue.buildings.map((building) => localize(building.name!, 'en', 'fr'))).toEqual([
      'North building',
      'South building',
    ]);
    expect(venue.levels).toHaveLength(12);
    expect(localize(venue.levels[1]!.name, 'en', 'fr')).toBe('Hall B - North building, level 1');
    const counted = expectLinkedAndNamed(venue, catalog.items, ['booth', 'room', 'entrance']);
    expect(counted).toBe(catalog.booths.length + 120 + 24);
    expect(catalog.booths.length).toBeGreaterThan(9_500);
    // A booth found by the code printed in the catalog, on its hall's level.
    const booth = catalog.booths.find((entry) => entry.hall.letter === 'K')!;
    const unit = findLinkedUnit(venue, { boothCode: booth.code.toLowerCase() });
    expect(unit?.levelId).toBe(`bld-02-L${booth.hall.floor}`);
  });

  it('routes between the top floors of the two buildings: by the lifts step-free, by the stairs on foot', () => {
    const planner = createRoutePlanner(venue);
    const top = (building: string) =>
      venue.units.filter((unit) => unit.levelId === `${building}-L5` && unit.kind === 'booth');
    const from = top('bld-01')[0]!;
    const to = top('bld-02').at(-1)!;
    const walking = planner.plan({ unitId: from.id }, { unitId: to.id }, { pmr: false });
    const wheelchair = planner.plan({ unitId: from.id }, { unitId: to.id }, { pmr: true });
    if (!walking.ok || !wheelchair.ok) throw new Error('no route across dataset W');
    const keys = (steps: readonly { key: string }[]) => steps.map((step) => step.key);
    expect(walking.itinerary.legs[0]?.levelId).toBe('bld-01-L5');
    expect(walking.itinerary.legs.at(-1)?.levelId).toBe('bld-02-L5');
    expect(walking.itinerary.legs.map((leg) => leg.levelId)).toContain('bld-02-L0');
    expect(keys(wheelchair.itinerary.steps)).not.toContain('route.step.takeStairs');
    expect(keys(wheelchair.itinerary.steps)).not.toContain('route.step.takeEscalator');
    expect(keys(wheelchair.itinerary.steps).filter((key) => key === 'route.step.takeLift')).toHaveLength(2);
    // An upper hall's door is on its own level, reached step-free.
    const door = findLinkedUnit(venue, { originalId: 'hall-e-entrance-2' });
    expect(door?.levelId).toBe('bld-01-L4');
    expect(planner.plan({ unitId: to.id }, { unitId: door!.id }, { pmr: true }).ok).toBe(true);
  });
});

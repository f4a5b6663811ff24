import { createRoutePlanner, findLinkedUnit, findVenueIntegrityProblems, localize } from '@showfloor/core';
import { describe, expect, it } from 'vitest';
import { DEMO_SIZES } from './demo-size.js';
import { generateDemoShow } from './generate-demo-show.js';
import { generateVenue } from './generate-places.js';
import { generateVenueModel } from './generate-venue-model.js';

describe('demo venue', () => {
  const show = generateDemoShow({ size: 'small', start: '2026-03-10' });
  const places = show.items.filter((item) => item.type === 'places');
  const kindOf = (item: (typeof places)[number]) => (item.fields.lump as { kind: string }).kind;

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
    const venue = generateVenueModel(generateVenue(DEMO_SIZES.small))!;
    expect(findVenueIntegrityProblems(venue)).toEqual([]);
    const linked = places.filter((item) => ['booth', 'room', 'entrance'].includes(kindOf(item)));
    expect(linked.length).toBe(600 + 15 + 4);
    for (const place of linked) {
      const unit = findLinkedUnit(venue, { originalId: place.original_id });
      expect(unit, place.original_id).toBeDefined();
      expect(localize(unit!.name!, 'fr', 'fr')).toBe(localize(place.fields.title!, 'fr', 'fr'));
    }
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

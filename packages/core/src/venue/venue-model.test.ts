import { describe, expect, it } from 'vitest';
import { generateHallVenue } from './hall-generator.js';
import {
  createLinkedUnitFinder,
  findLinkedUnit,
  findVenueIntegrityProblems,
  venueModelSchema,
} from './venue-model.js';
import { toLocalMetres, toLonLat } from './venue-projection.js';

const small = () =>
  generateHallVenue({
    id: 'small',
    seed: 1,
    buildings: [
      { id: 'h', code: 'H', name: { $t: { fr: 'Hall', en: 'Hall' } }, levels: 2, boothsPerLevel: 10 },
    ],
  });

describe('venue model', () => {
  it('rejects a stored venue of another version or with an unknown unit kind', () => {
    const venue = small();
    expect(venueModelSchema.safeParse({ ...venue, version: 2 }).success).toBe(false);
    const units = [{ ...venue.units[0]!, kind: 'kiosk' }];
    expect(venueModelSchema.safeParse({ ...venue, units }).success).toBe(false);
  });

  it('reports dangling references that the schema cannot see', () => {
    const venue = small();
    const broken = {
      ...venue,
      units: [{ ...venue.units[0]!, levelId: 'attic' }],
      graph: {
        nodes: venue.graph.nodes,
        edges: [{ from: 'a', to: 'b', length: 1, kind: 'walk' as const, stepFree: true }],
      },
      links: [{ boothCode: 'Z-99', unitId: 'gone' }],
    };
    expect(findVenueIntegrityProblems(broken)).toEqual([
      `unit ${venue.units[0]!.id}: unknown level attic`,
      'edge a→b: unknown node',
      'link to gone: unknown unit',
    ]);
  });

  it('finds the unit of a place by original id first, then by booth code whatever its case', () => {
    const venue = small();
    const [first, second, third] = venue.units;
    venue.links = [
      { placeOriginalId: 'booth-1', boothCode: 'H-1', unitId: first!.id },
      { placeOriginalId: 'booth-1', unitId: third!.id },
      { boothCode: 'H-2', unitId: second!.id },
    ];
    const find = createLinkedUnitFinder(venue);
    expect(find({ originalId: 'booth-1' })?.id).toBe(first!.id);
    expect(find({ originalId: 'unknown', boothCode: ' h-2 ' })?.id).toBe(second!.id);
    expect(find({ originalId: 'booth-1', boothCode: 'H-2' })?.id).toBe(first!.id);
    expect(find({ boothCode: 'H-3' })).toBeUndefined();
    expect(findLinkedUnit(venue, { boothCode: 'h-1' })?.id).toBe(first!.id);
  });
});

describe('equirectangular projection', () => {
  const origin = { lon: 5.7316, lat: 45.158 };

  it('measures 111 km per degree of latitude and shrinks longitude by cos(latitude)', () => {
    expect(toLocalMetres(5.7316, 45.159, origin)[1]).toBeCloseTo(111.195, 2);
    expect(toLocalMetres(5.7326, 45.158, origin)[0]).toBeCloseTo(
      111.195 * Math.cos((45.158 * Math.PI) / 180),
      2,
    );
  });

  it('goes back to the same longitude and latitude', () => {
    const [lon, lat] = toLonLat(toLocalMetres(5.7301, 45.1592, origin), origin);
    expect(lon).toBeCloseTo(5.7301, 10);
    expect(lat).toBeCloseTo(45.1592, 10);
  });
});

import { describe, expect, it } from 'vitest';
import { localize } from '../catalog/localized.js';
import { floorPayloadSchema, parseFloorPayload } from './floor-payload.js';
import { DEMO_VENUE_LAYOUT, generateHallVenue } from './hall-generator.js';
import { venueToSourceItems } from './venue-records.js';

/** The `lump.venue` of each floors record, as a French bundle carries it. */
function floorPayloads(): Record<string, unknown>[] {
  const venue = generateHallVenue(DEMO_VENUE_LAYOUT);
  venue.links.push({ placeOriginalId: 'booth-a1', unitId: venue.units[0]!.id });
  venue.units[0]!.name = { $t: { fr: 'Stand A1', en: 'Booth A1' } };
  venue.graph.edges[0]!.oneWay = true;
  venue.openings.push({
    id: 'door',
    levelId: venue.levels[0]!.id,
    segment: [
      [0, 0],
      [1, 0],
    ],
    unitIds: [venue.units[0]!.id],
    isStepFree: true,
  });
  venue.pois.push({ id: 'info', levelId: venue.levels[0]!.id, category: 'information', position: [3, 4] });
  return venueToSourceItems(venue)
    .filter((item) => item.type === 'floors')
    .map(
      (item) =>
        (localize(item.fields, 'fr', 'fr') as { lump: { venue: Record<string, unknown> } }).lump.venue,
    );
}

type Damage = (payload: Record<string, unknown>) => void;
const first = (payload: Record<string, unknown>, key: string) =>
  (payload[key] as Record<string, unknown>[])[0] as Record<string, unknown>;

/** Ways a stored payload can be off, and one that is harmless (an unknown field). */
const DAMAGES: Record<string, Damage> = {
  'unknown unit kind': (payload) => {
    first(payload, 'units').kind = 'kiosk';
  },
  'polygon of two points': (payload) => {
    first(payload, 'units').polygon = [
      [0, 0],
      [1, 1],
    ];
  },
  'centroid of one number': (payload) => {
    first(payload, 'units').centroid = [1];
  },
  'null name': (payload) => {
    first(payload, 'units').name = null;
  },
  'empty unit id': (payload) => {
    first(payload, 'units').id = '';
  },
  'node with an empty id': (payload) => {
    (payload.nodes as unknown[])[0] = ['', 1, 2];
  },
  'node of four items': (payload) => {
    (payload.nodes as unknown[])[0] = ['n', 1, 2, 3];
  },
  'negative edge length': (payload) => {
    first(payload, 'edges').length = -1;
  },
  'unknown edge kind': (payload) => {
    first(payload, 'edges').kind = 'jump';
  },
  'one-way as text': (payload) => {
    first(payload, 'edges').oneWay = 'yes';
  },
  'link to no place': (payload) => {
    payload.links = [{ unitId: 'u' }];
  },
  'door of one point': (payload) => {
    first(payload, 'openings').segment = [[0, 0]];
  },
  'point of interest without category': (payload) => {
    delete first(payload, 'pois').category;
  },
  'fractional ordinal': (payload) => {
    payload.ordinal = 1.5;
  },
  'newer shape version': (payload) => {
    payload.v = 2;
  },
  'units not a list': (payload) => {
    payload.units = {};
  },
  'unknown unit field (harmless)': (payload) => {
    first(payload, 'units').colour = 'red';
  },
};

describe('floor payload parser', () => {
  it('reads what the schema reads, into the same values', () => {
    for (const payload of floorPayloads()) {
      expect(parseFloorPayload(payload)).toEqual(floorPayloadSchema.parse(payload));
    }
  });

  it('refuses exactly the payloads the schema refuses', () => {
    const payload = floorPayloads()[0]!;
    for (const [name, damage] of Object.entries(DAMAGES)) {
      const damaged = structuredClone(payload);
      damage(damaged);
      const expected = floorPayloadSchema.safeParse(damaged);
      expect(parseFloorPayload(damaged), name).toEqual(expected.success ? expected.data : undefined);
    }
    expect(parseFloorPayload(undefined)).toBeUndefined();
  });
});

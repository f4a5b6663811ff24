import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  createRoutePlanner,
  distanceToRing,
  findLinkedUnit,
  findVenueIntegrityProblems,
  isPointInPolygon,
  type LocalPoint,
  type VenueModel,
  type VenueUnit,
  venueModelSchema,
} from '@showfloor/core';
import { describe, expect, it } from 'vitest';
import { parseImdfArchive } from './imdf-venue.js';
import { readVenueFile } from './read-venue-file.js';
import { reachableShare } from './unreachable-units.js';
import { venueImportReport } from './venue-import-report.js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');
const fixturesDir = path.resolve(repoRoot, '../shared/fixtures');
const indoorDir = path.join(fixturesDir, 'indoor');

function countKinds(venue: VenueModel): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const unit of venue.units) counts[unit.kind] = (counts[unit.kind] ?? 0) + 1;
  return counts;
}

function ordinalOf(venue: VenueModel, unit: VenueUnit): number {
  return venue.levels.find((level) => level.id === unit.levelId)!.ordinal;
}

/**
 * Share of a route's drawn line (sampled every metre) that runs inside a unit of its level: a line
 * drawn across rooms and walls is what a visitor sees as "the route goes through the wall".
 */
function shareDrawnInsideUnits(venue: VenueModel, nodeIds: readonly string[]): number {
  const nodes = new Map(venue.graph.nodes.map((node) => [node.id, node]));
  let inside = 0;
  let total = 0;
  for (let i = 1; i < nodeIds.length; i++) {
    const a = nodes.get(nodeIds[i - 1]!)!;
    const b = nodes.get(nodeIds[i]!)!;
    if (a.levelId !== b.levelId) continue;
    const units = venue.units.filter((unit) => unit.levelId === a.levelId);
    const samples = Math.max(1, Math.round(Math.hypot(a.x - b.x, a.y - b.y)));
    for (let s = 0; s < samples; s++) {
      const point: LocalPoint = [a.x + ((b.x - a.x) * s) / samples, a.y + ((b.y - a.y) * s) / samples];
      total += 1;
      if (
        units.some(
          (unit) => isPointInPolygon(point, unit.polygon) || distanceToRing(point, unit.polygon) < 0.3,
        )
      )
        inside += 1;
    }
  }
  return inside / total;
}

if (!existsSync(fixturesDir)) {
  it('fixtures folder absent: interop tests skipped', () => {
    console.warn(`fixtures folder absent (${fixturesDir}): indoor venue interop tests skipped`);
    expect(existsSync(fixturesDir)).toBe(false);
  });
} else {
  describe('IMDF archive of the St. Petersburg Polytechnic University', () => {
    const load = () => readVenueFile(path.join(indoorDir, 'imdf-spbstu-polytech'));

    it('reads 3 buildings, 3 levels (ordinal 1 missing), 144 units, 142 openings, 15 amenities', async () => {
      const { format, venue, warnings } = await load();
      expect(format).toBe('imdf');
      expect(venueModelSchema.safeParse(venue).success).toBe(true);
      expect(findVenueIntegrityProblems(venue)).toEqual([]);
      expect(venue.name?.$t.en).toBe('Peter the Great St.Petersburg Polytechnic University');
      expect(venue.buildings).toHaveLength(3);
      expect(venue.levels.map((level) => level.ordinal).sort()).toEqual([0, 0, 2]);
      // The file's short names label the level buttons: floor "1" is ordinal 0, "3" ordinal 2.
      expect(
        venue.levels
          .map((level) => [level.ordinal, level.shortName?.$t.en, level.name.$t.en])
          .sort((a, b) => Number(a[0]) - Number(b[0]) || String(a[2]).localeCompare(String(b[2]))),
      ).toEqual([
        [0, '1', 'Level 1'],
        [0, '1', 'Этаж 1'],
        [2, '3', 'Этаж 3'],
      ]);
      expect(venue.units).toHaveLength(144);
      expect(countKinds(venue)).toEqual({
        room: 94,
        stairs: 21,
        corridor: 13,
        toilet: 5,
        service: 1,
        other: 10,
      });
      expect(venue.openings).toHaveLength(142);
      expect(venue.openings.every((opening) => opening.unitIds.length > 0)).toBe(true);
      expect(venue.pois).toHaveLength(15);
      expect(warnings).toEqual([
        expect.stringContaining('attraction.geojson: 4 features of non-standard type "attraction" skipped'),
        expect.stringContaining(
          'enviroment.geojson: 164 features of non-standard type "enviroment_unit" skipped',
        ),
        expect.stringContaining(
          'enviromentAmenity.geojson: 13 features of non-standard type "enviroment_amenity"',
        ),
        expect.stringContaining(
          'enviromentDetail.geojson: 54 features of non-standard type "enviroment_detail"',
        ),
      ]);
    });

    // The third floor is mapped as six separate stair halls: 327 and 329 share one of them.
    it('routes between two rooms of the third floor through their stair hall', async () => {
      const { venue } = await load();
      const from = findLinkedUnit(venue, { boothCode: '327' })!;
      const to = findLinkedUnit(venue, { boothCode: '329' })!;
      expect([ordinalOf(venue, from), ordinalOf(venue, to)]).toEqual([2, 2]);
      const result = createRoutePlanner(venue).plan({ unitId: from.id }, { unitId: to.id }, { pmr: false });
      if (!result.ok) throw new Error(result.error);
      const straight = Math.hypot(from.centroid[0] - to.centroid[0], from.centroid[1] - to.centroid[1]);
      expect(result.itinerary.distance).toBeGreaterThanOrEqual(straight);
      expect(result.itinerary.distance).toBeLessThan(straight * 4);
      expect(result.itinerary.legs.map((leg) => leg.levelId)).toEqual([from.levelId]);
      expect(result.itinerary.steps.map((step) => step.key)).toEqual([
        'route.step.walkTowards',
        'route.step.arriveAt',
      ]);
    });

    it('climbs the stairs from the first to the third floor, and has no step-free way up (no lift mapped)', async () => {
      const { venue } = await load();
      const from = findLinkedUnit(venue, { boothCode: '184' })!;
      const to = findLinkedUnit(venue, { boothCode: '329' })!;
      expect(ordinalOf(venue, from)).toBe(0);
      const planner = createRoutePlanner(venue);
      const walking = planner.plan({ unitId: from.id }, { unitId: to.id }, { pmr: false });
      if (!walking.ok) throw new Error(walking.error);
      const climb = walking.itinerary.steps.find((step) => step.key === 'route.step.takeStairs');
      expect(climb?.params).toMatchObject({ direction: 'up', levelOrdinal: 2 });
      expect(walking.itinerary.legs.map((leg) => leg.levelId)).toEqual([from.levelId, to.levelId]);
      expect(planner.plan({ unitId: from.id }, { unitId: to.id }, { pmr: true })).toEqual({
        ok: false,
        error: 'ROUTE_ERROR_NO_ROUTE_FOUND',
      });
    });
    // Door to door along the corridors, not door → corridor centre → door across the rooms beside it.
    it('draws a route along the corridors from door to door, never through the rooms beside them', async () => {
      const { venue } = await load();
      const planner = createRoutePlanner(venue);
      const from = findLinkedUnit(venue, { boothCode: '184' })!;
      const to = findLinkedUnit(venue, { boothCode: '101' })!;
      const result = planner.plan({ unitId: from.id }, { unitId: to.id }, { pmr: false });
      if (!result.ok) throw new Error(result.error);
      const rooms = new Set(
        venue.units.filter((unit) => unit.kind === 'room').map((unit) => `unit:${unit.id}`),
      );
      // The two rooms only: no other room's centre is a way through.
      expect(result.itinerary.nodeIds.filter((id) => rooms.has(id))).toEqual([
        `unit:${from.id}`,
        `unit:${to.id}`,
      ]);
      expect(shareDrawnInsideUnits(venue, result.itinerary.nodeIds)).toBeGreaterThan(0.99);
      const straight = Math.hypot(from.centroid[0] - to.centroid[0], from.centroid[1] - to.centroid[1]);
      expect(result.itinerary.distance).toBeLessThan(straight * 2);
    });

    it('reports every unit reachable walking, and the three quarters of them reachable without stairs', async () => {
      const result = await load();
      expect(reachableShare(result.venue)).toEqual({ units: 144, reachable: 144, stepFree: 108 });
      expect(venueImportReport(result).summary).toMatch(
        /; 144 of 144 units reachable \(100 %\), 108 step-free \(75 %\)$/,
      );
    });

    // Exports generated from OSM often have no opening at all: doors are inferred where walls are shared.
    it('still routes without its opening file: doors inferred where rooms share a wall with a corridor or hall', async () => {
      const folder = path.join(indoorDir, 'imdf-spbstu-polytech');
      const files = new Map<string, string>();
      for (const name of await readdir(folder)) {
        if (name !== 'opening.geojson') files.set(name, await readFile(path.join(folder, name), 'utf8'));
      }
      const { venue, warnings } = parseImdfArchive(files, 'no-openings');
      expect(venue.openings).toEqual([]);
      expect(warnings).toContainEqual(expect.stringMatching(/^no-openings: \d+ doors inferred where units/));
      const share = reachableShare(venue);
      expect(share.reachable / share.units).toBeGreaterThanOrEqual(0.95);
      const from = findLinkedUnit(venue, { boothCode: '184' })!;
      const to = findLinkedUnit(venue, { boothCode: '329' })!;
      const walking = createRoutePlanner(venue).plan({ unitId: from.id }, { unitId: to.id }, { pmr: false });
      if (!walking.ok) throw new Error(walking.error);
      expect(walking.itinerary.steps.map((step) => step.key)).toContain('route.step.takeStairs');
      // Through doors, never straight through the walls: the walk is longer than the crow flies.
      const first = walking.itinerary.legs[0]!;
      expect(first.levelId).toBe(from.levelId);
      expect(walking.itinerary.nodeIds.some((id) => id.startsWith('door:'))).toBe(true);
    });
  });

  describe("OSM Simple Indoor Tagging export of Grand'Place, Grenoble", () => {
    const load = () => readVenueFile(path.join(indoorDir, 'osm-sit-grand-place-grenoble.geojson'));

    it('reads levels -1 to 2, 134 rooms and corridors, shops as booths, toilets, lifts and entrances mapped as points, and the vertical connectors', async () => {
      const { format, venue, warnings } = await load();
      expect(format).toBe('osm-simple-indoor');
      expect(venueModelSchema.safeParse(venue).success).toBe(true);
      expect(findVenueIntegrityProblems(venue)).toEqual([]);
      expect(venue.name?.$t.fr).toBe("Grand'Place");
      expect(venue.levels.map((level) => level.ordinal)).toEqual([-1, 0, 1, 2]);
      // The export names no level: the buttons show the ordinals.
      expect(venue.levels.map((level) => level.shortName)).toEqual([
        undefined,
        undefined,
        undefined,
        undefined,
      ]);
      expect(countKinds(venue)).toEqual({
        booth: 88,
        room: 26,
        corridor: 20,
        toilet: 2,
        lift: 6,
        entrance: 5,
      });
      const edgeKinds: Record<string, number> = {};
      for (const edge of venue.graph.edges) edgeKinds[edge.kind] = (edgeKinds[edge.kind] ?? 0) + 1;
      expect(edgeKinds).toMatchObject({ lift: 4, escalator: 1, ramp: 3 });
      expect(venue.graph.edges.filter((edge) => edge.kind === 'ramp' && edge.oneWay === true)).toHaveLength(
        2,
      );
      expect(warnings).toContain(
        `${path.join(indoorDir, 'osm-sit-grand-place-grenoble.geojson')}: elevator node/2517415441 has no level tag, left out of routing`,
      );
    });

    it('routes between two shops of level 1', async () => {
      const { venue } = await load();
      const shop = (name: string) => venue.units.find((unit) => unit.name?.$t.fr === name)!;
      const from = shop('H&M');
      const to = shop('Go Sport Grenoble Grand-place');
      const result = createRoutePlanner(venue).plan({ unitId: from.id }, { unitId: to.id }, { pmr: false });
      if (!result.ok) throw new Error(result.error);
      expect(result.itinerary.legs.every((leg) => leg.levelId === 'level:1')).toBe(true);
      expect(result.itinerary.steps.at(-1)).toMatchObject({
        key: 'route.step.arriveAt',
        params: { destination: { $t: { fr: 'Go Sport Grenoble Grand-place' } } },
      });
    });

    it('takes a wheelchair user from the ground floor up to a shop by lift, never by the stairs', async () => {
      const { venue } = await load();
      const ground = venue.units.find((unit) => unit.levelId === 'level:0')!;
      const shop = venue.units.find((unit) => unit.name?.$t.fr === 'Go Sport Grenoble Grand-place')!;
      const planner = createRoutePlanner(venue);
      const result = planner.plan({ unitId: ground.id }, { unitId: shop.id }, { pmr: true });
      if (!result.ok) throw new Error(result.error);
      const keys = result.itinerary.steps.map((step) => step.key);
      expect(keys).toContain('route.step.takeLift');
      expect(keys).not.toContain('route.step.takeStairs');
      expect(keys).not.toContain('route.step.takeEscalator');
      expect(planner.plan({ unitId: ground.id }, { unitId: shop.id }, { pmr: false }).ok).toBe(true);
    });

    it('reports every unit reachable, walking and step-free', async () => {
      const result = await load();
      const share = reachableShare(result.venue);
      expect(share).toEqual({ units: 147, reachable: 147, stepFree: 147 });
      expect(venueImportReport(result).summary).toMatch(
        /; 147 of 147 units reachable \(100 %\), 147 step-free \(100 %\)$/,
      );
    });

    it('routes from the toilets of the ground floor to those of level 1, by the lift when step-free', async () => {
      const { venue } = await load();
      const toilets = venue.units.filter((unit) => unit.kind === 'toilet');
      expect(toilets.map((unit) => unit.levelId).sort()).toEqual(['level:0', 'level:1']);
      const [from, to] = [...toilets].sort((a, b) => a.levelId.localeCompare(b.levelId));
      const planner = createRoutePlanner(venue);
      const walking = planner.plan({ unitId: from!.id }, { unitId: to!.id }, { pmr: false });
      const stepFree = planner.plan({ unitId: from!.id }, { unitId: to!.id }, { pmr: true });
      if (!walking.ok || !stepFree.ok) throw new Error('no route between the toilets');
      expect(walking.itinerary.legs.map((leg) => leg.levelId)).toEqual(['level:0', 'level:1']);
      const keys = stepFree.itinerary.steps.map((step) => step.key);
      expect(keys).toContain('route.step.takeLift');
      expect(keys).not.toContain('route.step.takeStairs');
      expect(keys).not.toContain('route.step.takeEscalator');
    });
  });
}

import { z } from 'zod';
import type { CatalogRecord, SourceItem } from '../catalog/catalog-item.js';
import type { JsonValue, Language, Localized } from '../catalog/localized.js';
import { type FloorPayload, parseFloorPayload, VENUE_RECORDS_VERSION } from './floor-payload.js';
import { VENUE_MODEL_VERSION, type VenueModel, venueBuildingSchema } from './venue-model.js';
import { payloadOf } from './venue-payload-text.js';

export { withVenuePayloadAsText } from './venue-payload-text.js';
export type { FloorPayload };
export { VENUE_RECORDS_VERSION };

/**
 * How a venue travels in a published data version: one `buildings` item per building and one
 * `floors` item per level, the level's units, openings, points of interest, walk-graph nodes,
 * outgoing edges and place links in its `lump.venue`. Riding in the ordinary bundle means the venue
 * is versioned, downloaded, stored in IndexedDB and updated by increments exactly like the catalog
 * (a booth change re-sends one level, not the whole venue), and works offline once stored.
 * Localized names are localized per locale by the publisher like every other field.
 */

type JsonObject = { [key: string]: JsonValue };

function json(value: unknown): JsonValue {
  return JSON.parse(JSON.stringify(value)) as JsonValue;
}

/** The catalog items that carry `venue`; ids of buildings and floors items are the venue's own ids. */
export function venueToSourceItems(venue: VenueModel): SourceItem[] {
  const items: SourceItem[] = [];
  venue.buildings.forEach((building, index) => {
    const lump: JsonObject = { venue: { v: VENUE_RECORDS_VERSION, venueId: venue.id } };
    const payload = lump.venue as JsonObject;
    if (venue.name !== undefined) payload.venueName = json(venue.name);
    if (venue.origin !== undefined) payload.origin = json(venue.origin);
    if (building.outline !== undefined) payload.outline = json(building.outline);
    items.push({
      type: 'buildings',
      original_id: building.id,
      // A building the file leaves unnamed is numbered, never shown by its id (`way/123`, a UUID).
      fields: {
        title: json(building.name ?? { $t: { fr: `Bâtiment ${index + 1}`, en: `Building ${index + 1}` } }),
        lump,
      },
    });
  });
  const nodeLevel = new Map(venue.graph.nodes.map((node) => [node.id, node.levelId]));
  const unitLevel = new Map(venue.units.map((unit) => [unit.id, unit.levelId]));
  for (const level of venue.levels) {
    const onLevel = <T extends { levelId: string }>(list: readonly T[]) =>
      list.filter((entry) => entry.levelId === level.id).map(({ levelId: _, ...rest }) => rest);
    const payload = {
      v: VENUE_RECORDS_VERSION,
      venueId: venue.id,
      buildingId: level.buildingId,
      ordinal: level.ordinal,
      ...(level.shortName === undefined ? {} : { shortName: json(level.shortName) }),
      units: onLevel(venue.units),
      openings: onLevel(venue.openings),
      pois: onLevel(venue.pois),
      // Tuples: a level holds thousands of nodes, and keys repeated on each would double its size.
      nodes: venue.graph.nodes
        .filter((node) => node.levelId === level.id)
        .map((node) => [node.id, node.x, node.y]),
      edges: venue.graph.edges.filter((edge) => nodeLevel.get(edge.from) === level.id),
      links: venue.links.filter((link) => unitLevel.get(link.unitId) === level.id),
    };
    items.push({
      type: 'floors',
      original_id: level.id,
      fields: { title: json(level.name), lump: { venue: json(payload) } },
    });
  }
  return items;
}

const buildingPayloadSchema = z.object({
  v: z.literal(VENUE_RECORDS_VERSION),
  venueId: z.string().min(1),
  /** After localization a name is a plain string in the bundle's language. */
  venueName: z.string().optional(),
  origin: z.object({ lon: z.number(), lat: z.number() }).optional(),
  outline: venueBuildingSchema.shape.outline,
});

function textOf(record: CatalogRecord): string {
  return typeof record.title === 'string' ? record.title : record.original_id;
}

/** A `floors` record's level, or undefined when its payload does not parse. */
export function floorPayloadOf(record: CatalogRecord): FloorPayload | undefined {
  return parseFloorPayload(payloadOf(record));
}

/**
 * The venue rebuilt from the stored `buildings` and `floors` records of one language, or undefined
 * when the data version has none. Records whose payload does not parse are left out (an older app
 * meeting a newer shape shows what it understands rather than nothing). Names come back as
 * Localized values in `language`, so the map reads them like any localized text. `readFloor` reads
 * a level's payload: a device may hand levels it parsed ahead (the payloads are not changed).
 */
export function venueFromRecords(
  buildings: readonly CatalogRecord[],
  floors: readonly CatalogRecord[],
  language: Language,
  readFloor: (record: CatalogRecord) => FloorPayload | undefined = floorPayloadOf,
): VenueModel | undefined {
  const localized = (text: string): Localized => ({ $t: { [language]: text } });
  const named = <T extends { name?: string | undefined }>({ name, ...rest }: T) =>
    name === undefined ? rest : { ...rest, name: localized(name) };
  const parsedBuildings = buildings.flatMap((record) => {
    const payload = buildingPayloadSchema.safeParse(payloadOf(record));
    return payload.success ? [{ record, payload: payload.data }] : [];
  });
  const parsedFloors = floors.flatMap((record) => {
    const payload = readFloor(record);
    return payload === undefined ? [] : [{ record, payload }];
  });
  const first = parsedBuildings[0];
  if (first === undefined || parsedFloors.length === 0) return undefined;
  const venueId = first.payload.venueId;
  const venue: VenueModel = {
    version: VENUE_MODEL_VERSION,
    id: venueId,
    buildings: [],
    levels: [],
    units: [],
    openings: [],
    pois: [],
    graph: { nodes: [], edges: [] },
    links: [],
  };
  if (first.payload.venueName !== undefined) venue.name = localized(first.payload.venueName);
  if (first.payload.origin !== undefined) venue.origin = first.payload.origin;
  for (const { record, payload } of parsedBuildings) {
    if (payload.venueId !== venueId) continue;
    venue.buildings.push({
      id: record.original_id,
      name: localized(textOf(record)),
      ...(payload.outline === undefined ? {} : { outline: payload.outline }),
    });
  }
  const buildingIds = new Set(venue.buildings.map((building) => building.id));
  const floorsInOrder = parsedFloors
    .filter(({ payload }) => payload.venueId === venueId && buildingIds.has(payload.buildingId))
    .sort((a, b) => a.payload.ordinal - b.payload.ordinal || a.record.id - b.record.id);
  for (const { record, payload } of floorsInOrder) {
    const levelId = record.original_id;
    venue.levels.push({
      id: levelId,
      buildingId: payload.buildingId,
      ordinal: payload.ordinal,
      name: localized(textOf(record)),
      ...(payload.shortName === undefined ? {} : { shortName: localized(payload.shortName) }),
    });
    for (const unit of payload.units) venue.units.push({ ...named(unit), levelId });
    for (const opening of payload.openings) venue.openings.push({ ...opening, levelId });
    for (const poi of payload.pois) venue.pois.push({ ...named(poi), levelId });
    for (const [id, x, y] of payload.nodes) venue.graph.nodes.push({ id, levelId, x, y });
    venue.graph.edges.push(...payload.edges);
    venue.links.push(...payload.links);
  }
  return venue;
}

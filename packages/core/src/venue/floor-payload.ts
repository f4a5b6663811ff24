import { z } from 'zod';
import {
  EDGE_KINDS,
  type EdgeKind,
  type LocalPoint,
  UNIT_KINDS,
  type UnitKind,
  venueLinkSchema,
  venueOpeningSchema,
  venuePoiSchema,
  venueUnitSchema,
  walkEdgeSchema,
} from './venue-model.js';

/** Version of the `lump.venue` shape of buildings and floors records. */
export const VENUE_RECORDS_VERSION = 1;

/** After localization a name is a plain string in the bundle's language. */
const textSchema = z.string();
const withName = <T extends z.ZodRawShape>(shape: T) => z.object({ ...shape, name: textSchema.optional() });

/** The shape of a floors record's `lump.venue`: the reference the hand-written parser below follows. */
export const floorPayloadSchema = z.object({
  v: z.literal(VENUE_RECORDS_VERSION),
  venueId: z.string().min(1),
  buildingId: z.string().min(1),
  ordinal: z.number().int(),
  /** The level button's label (VenueLevel.shortName), localized; absent when the file names none. */
  shortName: textSchema.optional(),
  units: z.array(withName(venueUnitSchema.omit({ levelId: true, name: true }).shape)),
  openings: z.array(venueOpeningSchema.omit({ levelId: true })),
  pois: z.array(withName(venuePoiSchema.omit({ levelId: true, name: true }).shape)),
  nodes: z.array(z.tuple([z.string().min(1), z.number(), z.number()])),
  edges: z.array(walkEdgeSchema),
  links: z.array(venueLinkSchema),
});
export type FloorPayload = z.infer<typeof floorPayloadSchema>;

type Fields = { [key: string]: unknown };
const UNIT_KIND_SET: ReadonlySet<string> = new Set(UNIT_KINDS);
const EDGE_KIND_SET: ReadonlySet<string> = new Set(EDGE_KINDS);

function isFields(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
function isNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}
function isId(value: unknown): value is string {
  return typeof value === 'string' && value.length > 0;
}
function isOptionalText(value: unknown): value is string | undefined {
  return value === undefined || typeof value === 'string';
}
function isPoint(value: unknown): value is LocalPoint {
  return Array.isArray(value) && value.length === 2 && isNumber(value[0]) && isNumber(value[1]);
}
function isRing(value: unknown): value is LocalPoint[] {
  return Array.isArray(value) && value.length >= 3 && value.every(isPoint);
}

/** A fault anywhere makes the whole record unreadable, as one failed schema parse did. */
class Unreadable extends Error {}

function list<T>(value: unknown, parse: (entry: unknown) => T): T[] {
  if (!Array.isArray(value)) throw new Unreadable();
  const parsed = new Array<T>(value.length);
  for (let i = 0; i < value.length; i++) parsed[i] = parse(value[i]);
  return parsed;
}

function check(condition: boolean): void {
  if (!condition) throw new Unreadable();
}

/** Copies the optional text fields that are present; the schemas leave absent ones out too. */
function withOptional<T extends object>(target: T, source: Fields, keys: readonly string[]): T {
  for (const key of keys) {
    const value = source[key];
    check(isOptionalText(value));
    if (value !== undefined) (target as Fields)[key] = value;
  }
  return target;
}

function unit(value: unknown): FloorPayload['units'][number] {
  check(isFields(value));
  const fields = value as Fields;
  const { id, kind, polygon, centroid } = fields;
  check(
    isId(id) && typeof kind === 'string' && UNIT_KIND_SET.has(kind) && isRing(polygon) && isPoint(centroid),
  );
  return withOptional(
    {
      id: id as string,
      kind: kind as UnitKind,
      polygon: polygon as LocalPoint[],
      centroid: centroid as LocalPoint,
    },
    fields,
    ['name', 'code', 'nodeId'],
  );
}

function opening(value: unknown): FloorPayload['openings'][number] {
  check(isFields(value));
  const { id, segment, unitIds, isStepFree } = value as Fields;
  check(
    isId(id) && Array.isArray(segment) && segment.length === 2 && isPoint(segment[0]) && isPoint(segment[1]),
  );
  check(Array.isArray(unitIds) && unitIds.every((entry) => typeof entry === 'string'));
  check(typeof isStepFree === 'boolean');
  return {
    id: id as string,
    segment: segment as [LocalPoint, LocalPoint],
    unitIds: unitIds as string[],
    isStepFree: isStepFree as boolean,
  };
}

function poi(value: unknown): FloorPayload['pois'][number] {
  check(isFields(value));
  const fields = value as Fields;
  const { id, category, position } = fields;
  check(isId(id) && typeof category === 'string' && isPoint(position));
  return withOptional(
    { id: id as string, category: category as string, position: position as LocalPoint },
    fields,
    ['name', 'unitId'],
  );
}

function node(value: unknown): FloorPayload['nodes'][number] {
  check(Array.isArray(value) && value.length === 3);
  const [id, x, y] = value as unknown[];
  check(isId(id) && isNumber(x) && isNumber(y));
  return [id as string, x as number, y as number];
}

function edge(value: unknown): FloorPayload['edges'][number] {
  check(isFields(value));
  const { from, to, length, kind, stepFree, oneWay } = value as Fields;
  check(isId(from) && isId(to) && isNumber(length) && (length as number) >= 0);
  check(typeof kind === 'string' && EDGE_KIND_SET.has(kind) && typeof stepFree === 'boolean');
  check(oneWay === undefined || typeof oneWay === 'boolean');
  const parsed: FloorPayload['edges'][number] = {
    from: from as string,
    to: to as string,
    length: length as number,
    kind: kind as EdgeKind,
    stepFree: stepFree as boolean,
  };
  if (oneWay !== undefined) parsed.oneWay = oneWay as boolean;
  return parsed;
}

function link(value: unknown): FloorPayload['links'][number] {
  check(isFields(value));
  const fields = value as Fields;
  check(isId(fields.unitId));
  const parsed: FloorPayload['links'][number] = { unitId: fields.unitId as string };
  withOptional(parsed, fields, ['placeOriginalId', 'boothCode']);
  check(parsed.placeOriginalId !== undefined || parsed.boothCode !== undefined);
  return parsed;
}

/**
 * A floors record's `lump.venue`, checked field by field by hand with the rules of
 * `floorPayloadSchema`, or undefined when anything is off. Why not the schema: a level of dataset W
 * carries some 5,000 objects, and the app's content security policy (no eval) leaves zod its generic,
 * uncompiled walk, which took most of the map's opening. Points and lists of ids are kept as read,
 * not copied.
 */
export function parseFloorPayload(value: unknown): FloorPayload | undefined {
  try {
    check(isFields(value));
    const fields = value as Fields;
    const { v, venueId, buildingId, ordinal } = fields;
    check(v === VENUE_RECORDS_VERSION && isId(venueId) && isId(buildingId));
    check(isNumber(ordinal) && Number.isInteger(ordinal));
    const payload: FloorPayload = {
      v: VENUE_RECORDS_VERSION,
      venueId: venueId as string,
      buildingId: buildingId as string,
      ordinal: ordinal as number,
      units: list(fields.units, unit),
      openings: list(fields.openings, opening),
      pois: list(fields.pois, poi),
      nodes: list(fields.nodes, node),
      edges: list(fields.edges, edge),
      links: list(fields.links, link),
    };
    return withOptional(payload, fields, ['shortName']);
  } catch (error) {
    if (error instanceof Unreadable) return undefined;
    throw error;
  }
}

import { z } from 'zod';
import type { Localized } from '../catalog/localized.js';

/**
 * An indoor venue as the map and the wayfinding read it: buildings, levels, units (booths, rooms,
 * services…), openings, points of interest and a walkable graph. Geometry is in local metres
 * (x east, y north) around `origin`, an equirectangular projection (see venue-projection.ts); a
 * generated venue has no origin and is local only. One shape for generated halls and imported
 * IMDF / OSM data, so the app never needs to know where a venue came from.
 */

export const UNIT_KINDS = [
  'booth',
  'room',
  'service',
  'toilet',
  'lift',
  'stairs',
  'escalator',
  'entrance',
  'corridor',
  'other',
] as const;
export type UnitKind = (typeof UNIT_KINDS)[number];

export const EDGE_KINDS = ['walk', 'stairs', 'escalator', 'lift', 'ramp'] as const;
export type EdgeKind = (typeof EDGE_KINDS)[number];

/** Stairs and escalators have steps; a wheelchair user (PMR) can use every other kind of edge. */
export function isStepFreeKind(kind: EdgeKind): boolean {
  return kind !== 'stairs' && kind !== 'escalator';
}

/** Version of the stored venue shape; bump it with a migration when the shape changes. */
export const VENUE_MODEL_VERSION = 1;

const localizedSchema: z.ZodType<Localized> = z.object({
  $t: z.object({ fr: z.string().optional(), en: z.string().optional() }),
});
const pointSchema = z.tuple([z.number(), z.number()]);
const ringSchema = z.array(pointSchema).min(3);

export const venueBuildingSchema = z.object({
  id: z.string().min(1),
  name: localizedSchema.optional(),
  /** Footprint, local metres, when the source gives one. */
  outline: ringSchema.optional(),
});

export const venueLevelSchema = z.object({
  id: z.string().min(1),
  buildingId: z.string().min(1),
  /** 0 is the ground floor, negative below; ordinals may have gaps (a building without level 1). */
  ordinal: z.number().int(),
  name: localizedSchema,
  /**
   * What the level's button shows: the file's short name (IMDF `short_name`, OSM `level:ref`), else
   * the file's own name for the level. Absent when the file names the level not at all: the button
   * then shows the ordinal (and `name` is one the importer made up, `Level 2`).
   */
  shortName: localizedSchema.optional(),
});

export const venueUnitSchema = z.object({
  id: z.string().min(1),
  kind: z.enum(UNIT_KINDS),
  name: localizedSchema.optional(),
  /** Booth code as printed on the floor (`1-B07`), for links from exhibitors' booth texts. */
  code: z.string().optional(),
  levelId: z.string().min(1),
  /** Outer ring, local metres; the first point is not repeated at the end. */
  polygon: ringSchema,
  centroid: pointSchema,
  /** The graph node a route to this unit ends at (its door, or its front on the aisle). */
  nodeId: z.string().optional(),
});

export const venueOpeningSchema = z.object({
  id: z.string().min(1),
  levelId: z.string().min(1),
  /** The door line, local metres. */
  segment: z.tuple([pointSchema, pointSchema]),
  unitIds: z.array(z.string()),
  isStepFree: z.boolean(),
});

export const venuePoiSchema = z.object({
  id: z.string().min(1),
  levelId: z.string().min(1),
  category: z.string(),
  name: localizedSchema.optional(),
  position: pointSchema,
  unitId: z.string().optional(),
});

export const walkNodeSchema = z.object({
  id: z.string().min(1),
  levelId: z.string().min(1),
  x: z.number(),
  y: z.number(),
});

export const walkEdgeSchema = z.object({
  from: z.string().min(1),
  to: z.string().min(1),
  /** Metres travelled, never less than the planar distance between the two nodes. */
  length: z.number().nonnegative(),
  kind: z.enum(EDGE_KINDS),
  stepFree: z.boolean(),
  /** Escalators and moving walkways run one way: from → to only. */
  oneWay: z.boolean().optional(),
});

/** A catalog place (by original id or booth code) shown and routed to as a unit. */
export const venueLinkSchema = z
  .object({
    placeOriginalId: z.string().optional(),
    boothCode: z.string().optional(),
    unitId: z.string().min(1),
  })
  .refine((link) => link.placeOriginalId !== undefined || link.boothCode !== undefined, {
    message: 'a link names a place original id or a booth code',
  });

export const venueModelSchema = z.object({
  version: z.literal(VENUE_MODEL_VERSION),
  id: z.string().min(1),
  name: localizedSchema.optional(),
  origin: z.object({ lon: z.number(), lat: z.number() }).optional(),
  buildings: z.array(venueBuildingSchema),
  levels: z.array(venueLevelSchema),
  units: z.array(venueUnitSchema),
  openings: z.array(venueOpeningSchema),
  pois: z.array(venuePoiSchema),
  graph: z.object({ nodes: z.array(walkNodeSchema), edges: z.array(walkEdgeSchema) }),
  links: z.array(venueLinkSchema),
});

export type LocalPoint = [x: number, y: number];
export type VenueBuilding = z.infer<typeof venueBuildingSchema>;
export type VenueLevel = z.infer<typeof venueLevelSchema>;
export type VenueUnit = z.infer<typeof venueUnitSchema>;
export type VenueOpening = z.infer<typeof venueOpeningSchema>;
export type VenuePoi = z.infer<typeof venuePoiSchema>;
export type WalkNode = z.infer<typeof walkNodeSchema>;
export type WalkEdge = z.infer<typeof walkEdgeSchema>;
export type WalkGraph = VenueModel['graph'];
export type VenueLink = z.infer<typeof venueLinkSchema>;
export type VenueModel = z.infer<typeof venueModelSchema>;

/**
 * Integrity problems a schema cannot see: dangling level, unit and node references. Empty when the
 * model is consistent; parse with `venueModelSchema` first.
 */
export function findVenueIntegrityProblems(venue: VenueModel): string[] {
  const problems: string[] = [];
  const buildingIds = new Set(venue.buildings.map((building) => building.id));
  const levelIds = new Set(venue.levels.map((level) => level.id));
  const unitIds = new Set(venue.units.map((unit) => unit.id));
  const nodeIds = new Set(venue.graph.nodes.map((node) => node.id));
  for (const level of venue.levels) {
    if (!buildingIds.has(level.buildingId))
      problems.push(`level ${level.id}: unknown building ${level.buildingId}`);
  }
  for (const unit of venue.units) {
    if (!levelIds.has(unit.levelId)) problems.push(`unit ${unit.id}: unknown level ${unit.levelId}`);
    if (unit.nodeId !== undefined && !nodeIds.has(unit.nodeId)) {
      problems.push(`unit ${unit.id}: unknown node ${unit.nodeId}`);
    }
  }
  for (const node of venue.graph.nodes) {
    if (!levelIds.has(node.levelId)) problems.push(`node ${node.id}: unknown level ${node.levelId}`);
  }
  for (const edge of venue.graph.edges) {
    if (!nodeIds.has(edge.from) || !nodeIds.has(edge.to))
      problems.push(`edge ${edge.from}→${edge.to}: unknown node`);
  }
  for (const link of venue.links) {
    if (!unitIds.has(link.unitId)) problems.push(`link to ${link.unitId}: unknown unit`);
  }
  return problems;
}

export interface LinkedPlace {
  originalId?: string;
  boothCode?: string;
}

/**
 * Indexes a venue's links once, for finding the units of many places: a catalog of 10,000 places
 * looked up one by one against 10,000 links would take seconds. Same answers as findLinkedUnit.
 */
export function createLinkedUnitFinder(venue: VenueModel): (place: LinkedPlace) => VenueUnit | undefined {
  const unitsById = new Map(venue.units.map((unit) => [unit.id, unit]));
  const byOriginalId = new Map<string, VenueLink>();
  const byCode = new Map<string, VenueLink>();
  for (const link of venue.links) {
    // The first link of a place or code wins, as a scan of the links would find it.
    if (link.placeOriginalId !== undefined && !byOriginalId.has(link.placeOriginalId))
      byOriginalId.set(link.placeOriginalId, link);
    const code = link.boothCode?.toUpperCase();
    if (code !== undefined && !byCode.has(code)) byCode.set(code, link);
  }
  return (place) => {
    const code = place.boothCode?.trim().toUpperCase();
    const byId = place.originalId === undefined ? undefined : byOriginalId.get(place.originalId);
    const link = byId ?? (code === undefined ? undefined : byCode.get(code));
    return link === undefined ? undefined : unitsById.get(link.unitId);
  };
}

/** The unit a catalog place stands for: by original id first, then by booth code (case-insensitive). */
export function findLinkedUnit(venue: VenueModel, place: LinkedPlace): VenueUnit | undefined {
  return createLinkedUnitFinder(venue)(place);
}

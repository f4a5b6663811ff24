import {
  type CatalogRecord,
  createLinkedUnitFinder,
  type Language,
  type PublishedDataType,
  type UnitKind,
  type VenueModel,
  type VenueUnit,
} from '@showfloor/core';
import { localizedText } from './venue-geojson.js';

/** Catalog types the place search offers, in the order their groups show. */
export const MAP_TARGET_TYPES = ['places', 'exhibitors', 'events', 'services'] as const;
export type MapTargetType = (typeof MAP_TARGET_TYPES)[number];

/** Whether the map can show items of a type (a list offers "show on map" for these). */
export function isMapTargetType(value: unknown): value is MapTargetType {
  return typeof value === 'string' && (MAP_TARGET_TYPES as readonly string[]).includes(value);
}
/** Units no catalog place stands for (toilets, lifts, stairs, doors) are found as facilities. */
export type MapTargetGroup = MapTargetType | 'facilities';

/** Something the map can show and route to: a catalog item and the units it stands at. */
export interface MapTarget {
  group: MapTargetGroup;
  /** Record id for catalog items; for facilities, the unit id. */
  key: string;
  recordId?: number;
  title: string;
  /** Booth codes, level: what tells two results apart. */
  subtitle: string;
  unitIds: string[];
}

export type RecordsByType = Readonly<Partial<Record<PublishedDataType, readonly CatalogRecord[]>>>;

function textField(record: CatalogRecord, field: string): string {
  const value = record[field];
  return typeof value === 'string' ? value : '';
}

function lumpCode(record: CatalogRecord): string | undefined {
  const lump = record.lump;
  if (typeof lump !== 'object' || lump === null || Array.isArray(lump)) return undefined;
  return typeof lump.code === 'string' ? lump.code : undefined;
}

function placeIdsOf(record: CatalogRecord): number[] {
  const references = record.references;
  if (typeof references !== 'object' || references === null || Array.isArray(references)) return [];
  const places = references.places;
  return Array.isArray(places) ? places.filter((id): id is number => typeof id === 'number') : [];
}

const FACILITY_KINDS: ReadonlySet<UnitKind> = new Set([
  'toilet',
  'lift',
  'stairs',
  'escalator',
  'entrance',
  'service',
]);

/**
 * Everything of the catalog the map can show: places linked to a unit (by original id, else booth
 * code), and exhibitors, events and services through their places; then the facilities no place
 * names. Items whose places have no unit are left out: the map could not show them.
 */
export function mapTargets(
  venue: VenueModel,
  records: RecordsByType,
  language: Language,
  kindLabel: (kind: UnitKind) => string,
): MapTarget[] {
  const levelName = new Map(venue.levels.map((level) => [level.id, localizedText(level.name, language)]));
  const unitOfPlace = new Map<number, VenueUnit>();
  const targets: MapTarget[] = [];
  const findLinkedUnit = createLinkedUnitFinder(venue);
  for (const place of records.places ?? []) {
    const code = lumpCode(place);
    const unit = findLinkedUnit({
      originalId: place.original_id,
      ...(code === undefined ? {} : { boothCode: code }),
    });
    if (unit === undefined) continue;
    unitOfPlace.set(place.id, unit);
    targets.push({
      group: 'places',
      key: String(place.id),
      recordId: place.id,
      title: textField(place, 'title'),
      subtitle: levelName.get(unit.levelId) ?? '',
      unitIds: [unit.id],
    });
  }
  for (const type of ['exhibitors', 'events', 'services'] as const) {
    for (const record of records[type] ?? []) {
      const units = placeIdsOf(record).flatMap((id) => {
        const unit = unitOfPlace.get(id);
        return unit === undefined ? [] : [unit];
      });
      if (units.length === 0) continue;
      const where = textField(record, 'exhibitor_place_text') || textField(record, 'event_place_text');
      targets.push({
        group: type,
        key: String(record.id),
        recordId: record.id,
        title: textField(record, 'title'),
        subtitle: where || (levelName.get(units[0]!.levelId) ?? ''),
        unitIds: units.map((unit) => unit.id),
      });
    }
  }
  const linked = new Set(venue.links.map((link) => link.unitId));
  for (const unit of venue.units) {
    if (linked.has(unit.id) || !FACILITY_KINDS.has(unit.kind)) continue;
    targets.push({
      group: 'facilities',
      key: unit.id,
      title: localizedText(unit.name, language) || kindLabel(unit.kind),
      subtitle: levelName.get(unit.levelId) ?? '',
      unitIds: [unit.id],
    });
  }
  return targets;
}

import {
  type CatalogRecord,
  createLinkedUnitFinder,
  type Language,
  type PublishedDataType,
  type UnitKind,
  unitSearchWords,
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
/** Units no catalog place stands for: toilets, lifts, stairs, doors are found as facilities, named rooms as places. */
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
  /** Searched but never shown: a room's reference, a facility's kind in both languages ("WC", "lift"). */
  keywords?: string;
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
  // Units no catalog place stands for are found from the venue itself: its toilets, lifts and exits,
  // and, for a venue imported without catalog places, its rooms and shops by name or reference.
  // With catalog places, those are the show's rooms and booths: a booth no place names is empty.
  const shownByPlace = new Set([...unitOfPlace.values()].map((unit) => unit.id));
  const hasPlaces = (records.places ?? []).length > 0;
  for (const unit of venue.units) {
    if (shownByPlace.has(unit.id)) continue;
    const isFacility = FACILITY_KINDS.has(unit.kind);
    const name = localizedText(unit.name, language);
    if (!isFacility && (hasPlaces || (name === '' && unit.code === undefined))) continue;
    const level = levelName.get(unit.levelId) ?? '';
    targets.push({
      group: isFacility ? 'facilities' : 'places',
      key: unit.id,
      title: name || unit.code || kindLabel(unit.kind),
      subtitle:
        unit.code !== undefined && name !== '' && !name.includes(unit.code)
          ? `${unit.code} · ${level}`
          : level,
      keywords: [unit.code ?? '', kindLabel(unit.kind), unitSearchWords(unit.kind)].join(' '),
      unitIds: [unit.id],
    });
  }
  return targets;
}

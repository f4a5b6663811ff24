import type { CatalogRecord } from '../catalog/catalog-item.js';
import { isValidHexColor } from '../validation/field-validators.js';
import { type GeoPoint, parseGeoPoint } from './geo-point.js';

/** The marker colour of a category whose colour is missing or not a valid hex colour (spec core §5). */
export const DEFAULT_MARKER_COLOR = '#404040';

/** The category key of places that name none: they are filtered and drawn together. */
export const UNCATEGORISED_KEY = '';

/** The category of a map place as the outdoor map draws it: its key, name and marker colour. */
export interface OutdoorPlaceCategory {
  /** The category's id, or UNCATEGORISED_KEY. */
  key: string;
  /** The category's name in the bundle's language; empty for the uncategorised places. */
  name: string;
  color: string;
}

/** A map place (data type gmap_places) that has a position, ready to be drawn as a marker. */
export interface OutdoorPlace {
  id: number;
  originalId: string;
  title: string;
  address: string;
  position: GeoPoint;
  category: OutdoorPlaceCategory;
}

/** A valid hex colour as is, anything else the default marker colour (spec core §5 "Hex colour"). */
export function markerColorOf(color: unknown): string {
  return isValidHexColor(color) ? color : DEFAULT_MARKER_COLOR;
}

function textOf(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

function categoryOf(lump: unknown): OutdoorPlaceCategory {
  const category =
    typeof lump === 'object' && lump !== null && !Array.isArray(lump)
      ? (lump as { category?: unknown }).category
      : undefined;
  if (typeof category !== 'object' || category === null || Array.isArray(category)) {
    return { key: UNCATEGORISED_KEY, name: '', color: DEFAULT_MARKER_COLOR };
  }
  const { id, name, color } = category as { id?: unknown; name?: unknown; color?: unknown };
  const key = typeof id === 'number' ? String(id) : textOf(id);
  if (key === UNCATEGORISED_KEY) return { key, name: '', color: DEFAULT_MARKER_COLOR };
  return { key, name: textOf(name) || key, color: markerColorOf(color) };
}

/**
 * A published gmap_places record as a marker (docs/catalog-fields.md: title, address, position,
 * lump.category {id, name, color}); undefined when it has no usable position.
 */
export function outdoorPlaceOf(record: CatalogRecord): OutdoorPlace | undefined {
  const position = parseGeoPoint(record.position);
  if (position === undefined) return undefined;
  return {
    id: record.id,
    originalId: record.original_id,
    title: textOf(record.title),
    address: textOf(record.address),
    position,
    category: categoryOf(record.lump),
  };
}

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

/**
 * The places of the outdoor map by title, and how many records had no usable position (they are
 * left off the map rather than drawn at a wrong spot).
 */
export function outdoorPlacesOf(records: readonly CatalogRecord[]): {
  places: OutdoorPlace[];
  skipped: number;
} {
  const places: OutdoorPlace[] = [];
  for (const record of records) {
    const place = outdoorPlaceOf(record);
    if (place !== undefined) places.push(place);
  }
  places.sort((a, b) => collator.compare(a.title, b.title) || a.id - b.id);
  return { places, skipped: records.length - places.length };
}

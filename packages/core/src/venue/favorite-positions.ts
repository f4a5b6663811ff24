import { z } from 'zod';
import { distanceBetween, isPointInPolygon } from './polygon-geometry.js';
import type { VenueModel, VenueUnit } from './venue-model.js';

/**
 * Favourite positions (spec modules §2 "Indoor map page": "title and places with x, y, zone,
 * floor", §8 FAV_ERROR_ALREADY_EXISTS): places of the map a visitor keeps under a title of their
 * own, such as "Our meeting point" or "Where I parked the stand trolley". They are kept in the
 * spec's map-neutral shape, so they survive a map data update that renames units.
 */

/** Two places closer than this (metres, same building and floor) are the same place. */
export const SAME_POSITION_METRES = 1;

/** The longest title the save form takes. */
export const FAVORITE_POSITION_TITLE_MAX = 80;

/**
 * One place of a position: `x`, `y` in the venue's local metres, `zone` the building, `floor` the
 * level's ordinal (0 the ground floor), and the unit it was saved from. The unit id shows it at
 * once while the venue keeps its ids; the coordinates find it again when they change.
 */
export const favoritePositionPlaceSchema = z.object({
  x: z.number().finite(),
  y: z.number().finite(),
  zone: z.string().min(1),
  floor: z.number().int(),
  unitId: z.string().min(1).optional(),
});

export const favoritePositionSchema = z.object({
  id: z.string().min(1),
  title: z.string().trim().min(1).max(FAVORITE_POSITION_TITLE_MAX),
  places: z.array(favoritePositionPlaceSchema).min(1),
  /** Milliseconds since the epoch; the list shows the newest first. */
  createdAt: z.number().int().nonnegative(),
});

export type FavoritePositionPlace = z.infer<typeof favoritePositionPlaceSchema>;
export type FavoritePosition = z.infer<typeof favoritePositionSchema>;

export const FAVORITE_POSITION_ERRORS = ['FAV_ERROR_ALREADY_EXISTS', 'FAV_ERROR_INVALID'] as const;
export type FavoritePositionError = (typeof FAVORITE_POSITION_ERRORS)[number];

export type AddFavoritePositionResult =
  | { ok: true; positions: FavoritePosition[]; position: FavoritePosition }
  /** The spec shows the position already saved for the same place rather than a second copy. */
  | { ok: false; error: 'FAV_ERROR_ALREADY_EXISTS'; existing: FavoritePosition }
  | { ok: false; error: 'FAV_ERROR_INVALID' };

const roundToCentimetre = (value: number) => Math.round(value * 100) / 100;

/** The place of a unit as a position keeps it; undefined when the unit's level is unknown. */
export function positionPlaceOfUnit(venue: VenueModel, unit: VenueUnit): FavoritePositionPlace | undefined {
  const level = venue.levels.find((entry) => entry.id === unit.levelId);
  if (level === undefined) return undefined;
  return {
    x: roundToCentimetre(unit.centroid[0]),
    y: roundToCentimetre(unit.centroid[1]),
    zone: level.buildingId,
    floor: level.ordinal,
    unitId: unit.id,
  };
}

/** Whether two places are the same: the same unit, or the same building and floor within 1 m. */
export function isSamePositionPlace(a: FavoritePositionPlace, b: FavoritePositionPlace): boolean {
  if (a.unitId !== undefined && a.unitId === b.unitId) return true;
  return (
    a.zone === b.zone && a.floor === b.floor && distanceBetween([a.x, a.y], [b.x, b.y]) < SAME_POSITION_METRES
  );
}

/**
 * The saved position standing for the same places, whatever its title: the duplicate rule of
 * FAV_ERROR_ALREADY_EXISTS. Titles do not count: the same place saved as "Meeting point" and
 * "Lunch" would leave two entries that always show the same spot.
 */
export function findSamePosition(
  positions: readonly FavoritePosition[],
  places: readonly FavoritePositionPlace[],
): FavoritePosition | undefined {
  return positions.find(
    (position) =>
      position.places.length === places.length &&
      places.every((place) => position.places.some((saved) => isSamePositionPlace(saved, place))),
  );
}

/** Adds a position, unless it is invalid or its places are already saved (then the existing one is given). */
export function addFavoritePosition(
  positions: readonly FavoritePosition[],
  candidate: FavoritePosition,
): AddFavoritePositionResult {
  const parsed = favoritePositionSchema.safeParse(candidate);
  if (!parsed.success) return { ok: false, error: 'FAV_ERROR_INVALID' };
  const existing = findSamePosition(positions, parsed.data.places);
  if (existing !== undefined) return { ok: false, error: 'FAV_ERROR_ALREADY_EXISTS', existing };
  return { ok: true, positions: [...positions, parsed.data], position: parsed.data };
}

export function removeFavoritePosition(
  positions: readonly FavoritePosition[],
  id: string,
): FavoritePosition[] {
  return positions.filter((position) => position.id !== id);
}

/** Newest first, then by title: the order the map and the favorites page list them in. */
export function sortFavoritePositions(positions: readonly FavoritePosition[]): FavoritePosition[] {
  return [...positions].sort((a, b) => b.createdAt - a.createdAt || a.title.localeCompare(b.title));
}

/**
 * The valid positions of an untrusted list (storage, a sync payload): invalid entries are dropped
 * one by one, and of two entries with the same id the first is kept.
 */
export function parseFavoritePositions(value: unknown): FavoritePosition[] {
  if (!Array.isArray(value)) return [];
  const seen = new Set<string>();
  const positions: FavoritePosition[] = [];
  for (const entry of value) {
    const parsed = favoritePositionSchema.safeParse(entry);
    if (!parsed.success || seen.has(parsed.data.id)) continue;
    seen.add(parsed.data.id);
    positions.push(parsed.data);
  }
  return positions;
}

/**
 * The unit a saved place stands at in this venue: the unit it was saved from while it is still on
 * the same building and floor, else the smallest unit of that floor containing the point (a booth
 * rather than the hall's corridor around it). Undefined when the place is no longer on the map.
 */
export function unitOfPositionPlace(venue: VenueModel, place: FavoritePositionPlace): VenueUnit | undefined {
  const levelIds = new Set(
    venue.levels
      .filter((level) => level.buildingId === place.zone && level.ordinal === place.floor)
      .map((level) => level.id),
  );
  if (place.unitId !== undefined) {
    const saved = venue.units.find((unit) => unit.id === place.unitId);
    if (saved !== undefined && levelIds.has(saved.levelId)) return saved;
  }
  let best: VenueUnit | undefined;
  let bestArea = Number.POSITIVE_INFINITY;
  for (const unit of venue.units) {
    if (!levelIds.has(unit.levelId) || !isPointInPolygon([place.x, place.y], unit.polygon)) continue;
    const area = boxArea(unit);
    if (area < bestArea) {
      best = unit;
      bestArea = area;
    }
  }
  return best;
}

/** The area of a unit's bounding box: enough to prefer a booth over the corridor it stands in. */
function boxArea(unit: VenueUnit): number {
  const xs = unit.polygon.map((point) => point[0]);
  const ys = unit.polygon.map((point) => point[1]);
  return (Math.max(...xs) - Math.min(...xs)) * (Math.max(...ys) - Math.min(...ys));
}

import type { VenueLevel, VenueModel } from './venue-model.js';

/** The levels of one building, from the top down, as a lift's buttons are. */
export function levelsOfBuilding(venue: Pick<VenueModel, 'levels'>, buildingId: string): VenueLevel[] {
  return venue.levels
    .filter((level) => level.buildingId === buildingId)
    .sort((a, b) => b.ordinal - a.ordinal);
}

/**
 * The level to show when the visitor switches from `shownLevelId` to another building: the one on
 * the same floor, else the nearest floor that building has (the lower one on a tie, nearer the
 * ground); the shown level itself when it is in that building already. Undefined for a building
 * without levels.
 */
export function levelWhenSwitchingBuilding(
  venue: Pick<VenueModel, 'levels'>,
  shownLevelId: string,
  buildingId: string,
): VenueLevel | undefined {
  const shown = venue.levels.find((level) => level.id === shownLevelId);
  if (shown?.buildingId === buildingId) return shown;
  const ordinal = shown?.ordinal ?? 0;
  const distance = (level: VenueLevel) => Math.abs(level.ordinal - ordinal);
  let best: VenueLevel | undefined;
  for (const level of levelsOfBuilding(venue, buildingId)) {
    // From the top down, so a later level at the same distance is the lower one.
    if (best === undefined || distance(level) <= distance(best)) best = level;
  }
  return best;
}

/**
 * The level the map opens on: the ground floor (ordinal 0) of the largest building, the one with
 * the most units; without a ground floor, its level nearest to it (the upper one on a tie: a
 * basement is seldom where visitors come in). Undefined for a venue without levels.
 */
export function openingLevel(venue: Pick<VenueModel, 'levels' | 'units'>): VenueLevel | undefined {
  const levelsById = new Map(venue.levels.map((level) => [level.id, level]));
  const unitsPerBuilding = new Map<string, number>();
  for (const unit of venue.units) {
    const buildingId = levelsById.get(unit.levelId)?.buildingId;
    if (buildingId !== undefined)
      unitsPerBuilding.set(buildingId, (unitsPerBuilding.get(buildingId) ?? 0) + 1);
  }
  let largest = venue.levels[0]?.buildingId;
  for (const [buildingId, count] of unitsPerBuilding) {
    if (largest === undefined || count > (unitsPerBuilding.get(largest) ?? 0)) largest = buildingId;
  }
  if (largest === undefined) return undefined;
  let best: VenueLevel | undefined;
  // From the top down, so a later level at the same distance (the lower one) never replaces it.
  for (const level of levelsOfBuilding(venue, largest)) {
    if (best === undefined || Math.abs(level.ordinal) < Math.abs(best.ordinal)) best = level;
  }
  return best;
}

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

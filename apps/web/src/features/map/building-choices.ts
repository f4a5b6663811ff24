import { comparableSearchText, type Language, matchesComparable, type VenueModel } from '@showfloor/core';
import { localizedText } from './venue-geojson.js';

/** Above this many buildings the picker offers a search field over its list. */
export const BUILDING_SEARCH_ABOVE = 6;

export interface BuildingChoice {
  id: string;
  /** The file's name; "Building 2" for a building the file leaves unnamed, never its id. */
  name: string;
}

/**
 * The buildings a visitor can switch to: those with at least one level (a footprint alone has no
 * map to show), named as the file names them, sorted by name (numbers in numeric order: "Building
 * 9" before "Building 10") so a campus of dozens reads like an index.
 */
export function buildingChoices(
  venue: Pick<VenueModel, 'buildings' | 'levels'>,
  language: Language,
  unnamed: (number: number) => string,
): BuildingChoice[] {
  const withLevels = new Set(venue.levels.map((level) => level.buildingId));
  const choices = venue.buildings
    .filter((building) => withLevels.has(building.id))
    .map((building, index) => ({
      id: building.id,
      name: localizedText(building.name, language) || unnamed(index + 1),
    }));
  const collator = new Intl.Collator(language, { numeric: true, sensitivity: 'base' });
  return choices.sort((a, b) => collator.compare(a.name, b.name));
}

/** The choices whose name holds the typed text, accent- and case-insensitive; all when nothing is typed. */
export function filterBuildingChoices(choices: readonly BuildingChoice[], typed: string): BuildingChoice[] {
  const comparable = comparableSearchText(typed);
  if (comparable === '') return [...choices];
  return choices.filter((choice) =>
    matchesComparable(comparableSearchText(choice.name), comparable, 'substring'),
  );
}

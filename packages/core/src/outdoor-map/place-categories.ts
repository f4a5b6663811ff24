import { type OutdoorPlace, type OutdoorPlaceCategory, UNCATEGORISED_KEY } from './outdoor-place.js';

/** One line of the legend and one choice of the category filter. */
export interface LegendEntry extends OutdoorPlaceCategory {
  /** How many places of the map are in the category. */
  count: number;
}

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

/**
 * The categories of the places, each once with its marker colour, by name, the uncategorised
 * places last. When places disagree on a category's name or colour, the first place (by title)
 * decides, so every marker of a category has the legend's colour.
 */
export function legendOf(places: readonly OutdoorPlace[]): LegendEntry[] {
  const entries = new Map<string, LegendEntry>();
  for (const place of places) {
    const entry = entries.get(place.category.key);
    if (entry) entry.count += 1;
    else entries.set(place.category.key, { ...place.category, count: 1 });
  }
  return [...entries.values()].sort(
    (a, b) =>
      Number(a.key === UNCATEGORISED_KEY) - Number(b.key === UNCATEGORISED_KEY) ||
      collator.compare(a.name, b.name),
  );
}

/** The marker colour of every place: its category's legend colour. */
export function markerColorsOf(places: readonly OutdoorPlace[]): Map<number, string> {
  const colorOfKey = new Map(legendOf(places).map((entry) => [entry.key, entry.color]));
  return new Map(places.map((place) => [place.id, colorOfKey.get(place.category.key)!]));
}

/**
 * The places the category filter keeps: all of them when no category is chosen (`undefined`),
 * else those of the chosen category (UNCATEGORISED_KEY for the places without one).
 */
export function filterPlacesByCategory(
  places: readonly OutdoorPlace[],
  categoryKey: string | undefined,
): OutdoorPlace[] {
  return categoryKey === undefined
    ? [...places]
    : places.filter((place) => place.category.key === categoryKey);
}

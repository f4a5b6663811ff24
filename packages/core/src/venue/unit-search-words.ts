import type { UnitKind } from './venue-model.js';

/**
 * Words a visitor types to find a kind of unit, in both interface languages whatever the app's
 * language: someone typing "toilets" on a French phone, or "WC", still finds them. An entrance is
 * also the way out, so "exit" and "sortie" find it. Rooms, booths and corridors are found by name.
 */
export const UNIT_SEARCH_WORDS: Readonly<Partial<Record<UnitKind, readonly string[]>>> = {
  toilet: ['toilettes', 'toilets', 'WC', 'sanitaires', 'restroom', 'lavatory'],
  lift: ['ascenseur', 'lift', 'elevator'],
  stairs: ['escalier', 'stairs', 'staircase'],
  escalator: ['escalator', 'escalier mécanique', 'escalators'],
  entrance: ['entrée', 'entrance', 'sortie', 'exit'],
  service: ['service'],
};

/** The search words of a kind, space-separated, for a searchable text that is never shown. */
export function unitSearchWords(kind: UnitKind): string {
  return (UNIT_SEARCH_WORDS[kind] ?? []).join(' ');
}

import type { ItineraryStep, Language, Localized } from '@showfloor/core';
import type { TFunction } from 'i18next';
import { localizedText } from './venue-geojson.js';

function isLocalized(value: unknown): value is Localized {
  return typeof value === 'object' && value !== null && '$t' in value;
}

/**
 * The sentence of one itinerary step: unit and level names localized, kinds named with their
 * article ('the lift', 'l’ascenseur'), the direction of a level change in words.
 */
export function stepText(t: TFunction, step: ItineraryStep, language: Language): string {
  const values: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(step.params)) {
    if (isLocalized(value)) values[name] = localizedText(value, language);
    else if (name === 'kind') values[name] = t(`map.kindWithArticle.${value}`);
    else if (name === 'direction') values[name] = t(`map.route.direction.${value}`);
    else values[name] = value;
  }
  return t(`map.${step.key}`, values);
}

/** Whole minutes of walking, at least one: a route of 20 s is still "about 1 min". */
export function walkingMinutes(seconds: number): number {
  return Math.max(1, Math.round(seconds / 60));
}

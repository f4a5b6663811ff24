import type { ItineraryResult } from '@showfloor/core';
import { useMemo } from 'react';
import type { MapTarget } from './map-targets.js';

/**
 * The units the map highlights: the shown place's, a collection's, and a planned itinerary's two
 * ends. A new list only when one of them changes, since the map sets its layers' filters anew.
 */
export function useHighlightedUnits(
  selected: MapTarget | null,
  collectionEntries: readonly MapTarget[],
  route: ItineraryResult | null,
  routeStart: MapTarget | null,
  destination: MapTarget | null,
): string[] {
  return useMemo(() => {
    const ids = new Set<string>([...(selected?.unitIds ?? [])]);
    for (const entry of collectionEntries) for (const id of entry.unitIds) ids.add(id);
    if (route?.ok)
      for (const target of [routeStart, destination]) for (const id of target?.unitIds ?? []) ids.add(id);
    return [...ids];
  }, [selected, collectionEntries, route, routeStart, destination]);
}

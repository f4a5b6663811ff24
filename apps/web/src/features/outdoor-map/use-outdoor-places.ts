import { type OutdoorPlace, outdoorPlacesOf } from '@showfloor/core';
import { useLiveQuery } from '../../platform/local-db/index.js';
import { useApp } from '../../shell/app-context.js';

/**
 * The map places (gmap_places) of the data on the device that have a position, by title; re-read
 * when an update commits. Undefined while reading.
 */
export function useOutdoorPlaces(): { places: OutdoorPlace[]; skipped: number } | undefined {
  const { services, language } = useApp();
  return useLiveQuery(
    async () => outdoorPlacesOf(await services.catalog.listByType('gmap_places')),
    `gmap_places:${language}`,
  );
}

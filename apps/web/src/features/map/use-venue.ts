import { type UnitKind, type VenueModel, venueFromRecords } from '@showfloor/core';
import { useMemo } from 'react';
import { useApp } from '../../app/app-context.js';
import { useLiveQuery } from '../../platform/local-db/index.js';
import { MAP_TARGET_TYPES, type MapTarget, mapTargets, type RecordsByType } from './map-targets.js';

export interface LocalVenue {
  /** The data version the venue was read from: a new one means the map data was updated. */
  version: number;
  venue: VenueModel | undefined;
}

/**
 * The venue of the data version held on the device, rebuilt from its buildings and floors records;
 * re-read whenever the updater commits a new version. Undefined while reading.
 */
export function useLocalVenue(): LocalVenue | undefined {
  const { services, language } = useApp();
  return useLiveQuery(async () => {
    const [meta, buildings, floors] = await Promise.all([
      services.catalog.readMeta(),
      services.catalog.listByType('buildings'),
      services.catalog.listByType('floors'),
    ]);
    return { version: meta?.version ?? 0, venue: venueFromRecords(buildings, floors, language) };
  }, `venue:${language}`);
}

/** What the place search offers for a venue (read once per venue shown). */
export function useMapTargets(
  venue: VenueModel | undefined,
  kindLabel: (kind: UnitKind) => string,
): MapTarget[] | undefined {
  const { services, language } = useApp();
  const records = useLiveQuery(async () => {
    const lists = await Promise.all(MAP_TARGET_TYPES.map((type) => services.catalog.listByType(type)));
    const byType: Record<string, unknown> = {};
    MAP_TARGET_TYPES.forEach((type, index) => {
      byType[type] = lists[index];
    });
    return byType as RecordsByType;
  }, 'map-targets');
  return useMemo(
    () =>
      venue === undefined || records === undefined
        ? undefined
        : mapTargets(venue, records, language, kindLabel),
    [venue, records, language, kindLabel],
  );
}

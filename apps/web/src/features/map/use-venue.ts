import type { UnitKind, VenueModel } from '@showfloor/core';
import { useEffect, useMemo, useState } from 'react';
import { useLiveQuery } from '../../platform/local-db/index.js';
import { useApp } from '../../shell/app-context.js';
import { warmUpMaplibre } from './load-maplibre.js';
import { type LocalVenue, readLocalVenue } from './local-venue.js';
import { MAP_TARGET_TYPES, type MapTarget, mapTargets, type RecordsByType } from './map-targets.js';

/**
 * Reads `read` again for each new data version on the device, keeping the last value meanwhile.
 * Only the version is watched live; the records are read outside the live query because Dexie's
 * live-query cache deep-copies every result it hands out, and the venue's floors (5 MB of nested
 * objects in dataset W) and the lists behind the place search cost it most of a second on a phone.
 * Every write of the catalog (download, increment, clear) changes the version, so nothing is missed.
 */
function useReadPerVersion<T>(read: (version: number) => Promise<T>, key: string): T | undefined {
  const { services } = useApp();
  const version = useLiveQuery(async () => (await services.catalog.readMeta())?.version ?? 0, 'data-version');
  const [value, setValue] = useState<T>();
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` names the read; the closure is new each render.
  useEffect(() => {
    if (version === undefined) return;
    let isCurrent = true;
    read(version).then(
      (result) => {
        if (isCurrent) setValue(() => result);
      },
      () => {
        if (isCurrent) setValue(undefined);
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [version, key]);
  return value;
}

/**
 * The venue of the data version held on the device, rebuilt from its buildings and floors records;
 * re-read whenever the updater commits a new version. Undefined while reading, and after a read an
 * update overtook (the new version's read follows). The map engine is fetched meanwhile.
 */
export function useLocalVenue(): LocalVenue | undefined {
  const { services, language } = useApp();
  useEffect(warmUpMaplibre, []);
  return useReadPerVersion(
    (version) => readLocalVenue(services.catalog, version, language),
    `venue:${language}`,
  );
}

/**
 * What the place search offers for a venue (read once per venue shown), once `isWanted`: reading
 * the catalog's places, exhibitors and events and matching them to units is most of a second on a
 * slow phone, which the map does not wait for; the page asks for them when it needs them (the
 * search dialog, a tapped unit, a place or collection named by the route).
 */
export function useMapTargets(
  venue: VenueModel | undefined,
  kindLabel: (kind: UnitKind) => string,
  isWanted: boolean,
): MapTarget[] | undefined {
  const { services, language } = useApp();
  const records = useReadPerVersion(async () => {
    if (!isWanted) return undefined;
    const lists = await Promise.all(MAP_TARGET_TYPES.map((type) => services.catalog.listByType(type)));
    const byType: Record<string, unknown> = {};
    MAP_TARGET_TYPES.forEach((type, index) => {
      byType[type] = lists[index];
    });
    return byType as RecordsByType;
  }, `map-targets:${isWanted}`);
  return useMemo(
    () =>
      venue === undefined || records === undefined
        ? undefined
        : mapTargets(venue, records, language, kindLabel),
    [venue, records, language, kindLabel],
  );
}

import { MAP_ZOOM_FILTERED, type VenueModel } from '@showfloor/core';
import { useEffect, useMemo, useState } from 'react';
import type { PageProps } from '../../shell/page.js';
import { busiestLevelOf, collectionUnitsOn, type MapCollection } from './map-collection.js';
import type { MapPin } from './map-markers.js';
import { collectionRequestOf, type MapCollectionRequest } from './map-route-props.js';
import type { MapTarget } from './map-targets.js';
import { useMapCollection } from './use-map-collection.js';

export interface CollectionView {
  request: MapCollectionRequest | null;
  /** Set while the collection shows (the visitor can close its panel, which also drops its pins). */
  collection: MapCollection | null;
  /** The pins of the shown level. */
  pins: MapPin[];
  close: () => void;
}

/**
 * "Show all on map" (spec modules §2, §9): once the items are read, the map opens on the level
 * holding most of them, fitted to them but never wider than zoom 15 (the filtered zoom), with a
 * 34x34 pin on each of their units.
 */
export function useCollectionView(
  props: PageProps,
  venue: VenueModel | undefined,
  targets: readonly MapTarget[] | undefined,
  levelId: string | undefined,
  onOpen: (levelId: string, unitIds: readonly string[], minZoom: number) => void,
): CollectionView {
  const request = useMemo(() => collectionRequestOf(props), [props]);
  const read = useMapCollection(request, targets);
  const [isClosed, setClosed] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: opens once per newly read collection.
  useEffect(() => {
    if (venue === undefined || read === null || read === undefined) return;
    setClosed(false);
    const level = busiestLevelOf(venue, read.entries);
    if (level === undefined) return;
    onOpen(
      level,
      collectionUnitsOn(venue, read.entries, level).map((pin) => pin.unitId),
      MAP_ZOOM_FILTERED,
    );
  }, [venue, read]);
  const collection = isClosed || read === undefined ? null : read;
  const pins = useMemo(
    () =>
      venue === undefined || levelId === undefined || collection === null
        ? []
        : collectionUnitsOn(venue, collection.entries, levelId),
    [venue, levelId, collection],
  );
  return { request, collection, pins, close: () => setClosed(true) };
}

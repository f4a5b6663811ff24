import { useEffect, useMemo, useState } from 'react';
import { useApp } from '../../shell/app-context.js';
import { loadFavoriteGroups, useFavorites } from '../favorites/index.js';
import { collectMapEntries, type MapCollection, type WantedItems } from './map-collection.js';
import type { MapCollectionRequest } from './map-route-props.js';
import type { MapTarget } from './map-targets.js';

/**
 * The items a "show all on map" route asks for, as ids per type. Favorites are read through the
 * favorites page's own loader, so an item that left the catalog counts on neither page.
 */
function useWantedItems(request: MapCollectionRequest | null): readonly WantedItems[] | undefined {
  const { services } = useApp();
  const favorites = useFavorites();
  const [fromFavorites, setFromFavorites] = useState<WantedItems[] | undefined>();
  const isFavorites = request?.kind === 'favorites';
  useEffect(() => {
    if (!isFavorites) return;
    let isCurrent = true;
    void loadFavoriteGroups(services.catalog, favorites).then((groups) => {
      if (isCurrent)
        setFromFavorites(
          groups.map((group) => ({ type: group.type, ids: group.records.map((record) => record.id) })),
        );
    });
    return () => {
      isCurrent = false;
    };
  }, [isFavorites, favorites, services]);
  return useMemo(() => {
    if (request === null) return [];
    if (request.kind === 'favorites') return fromFavorites;
    return [{ type: request.type, ids: request.ids }];
  }, [request, fromFavorites]);
}

/** What a "show all on map" route shows; null for other routes, undefined while reading. */
export function useMapCollection(
  request: MapCollectionRequest | null,
  targets: readonly MapTarget[] | undefined,
): MapCollection | null | undefined {
  const wanted = useWantedItems(request);
  return useMemo(() => {
    if (request === null) return null;
    if (wanted === undefined || targets === undefined) return undefined;
    return collectMapEntries(targets, wanted);
  }, [request, wanted, targets]);
}

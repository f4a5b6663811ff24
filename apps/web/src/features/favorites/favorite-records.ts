import type { CatalogRecord, FavoritesState, PublishedDataType } from '@showfloor/core';
import { isPublishedDataType } from '@showfloor/core';
import type { CatalogReader } from '../../platform/local-db/index.js';

export interface FavoriteGroup {
  type: PublishedDataType;
  records: CatalogRecord[];
}

function titleOf(record: CatalogRecord): string {
  return typeof record.title === 'string' ? record.title : '';
}

/**
 * The favorite records grouped by data type (spec core §2 "Favorites"), types in the order of the
 * stored favorites, items by title. Favorites whose item left the catalog are skipped: they stay
 * stored, so they come back if the item is republished.
 */
export async function loadFavoriteGroups(
  catalog: CatalogReader,
  favorites: FavoritesState,
): Promise<FavoriteGroup[]> {
  const groups: FavoriteGroup[] = [];
  for (const [type, ids] of Object.entries(favorites)) {
    if (!isPublishedDataType(type) || !ids || ids.length === 0) continue;
    const records = await catalog.getRecords(type, ids);
    if (records.length === 0) continue;
    groups.push({ type, records: [...records].sort((a, b) => titleOf(a).localeCompare(titleOf(b))) });
  }
  return groups;
}

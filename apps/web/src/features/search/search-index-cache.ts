import {
  buildSearchIndex,
  DETAIL_PAGE_OF_TYPE,
  type PublishedDataType,
  type SearchIndex,
} from '@showfloor/core';
import type { CatalogReader } from '../../platform/local-db/index.js';
import { searchEntriesOf } from './search-entries.js';

/** Types with a sheet to open: a search result must lead somewhere. */
export const SEARCHED_TYPES = Object.keys(DETAIL_PAGE_OF_TYPE) as PublishedDataType[];

let cached: { catalog: CatalogReader; version: number; index: Promise<SearchIndex> } | null = null;

/**
 * The search index of the local data, built once per data version (issue: built once per data
 * version) and shared by the search page and every contextual search. A new version after an
 * update builds a new index, so searches repeat on fresh data.
 */
export function searchIndexFor(catalog: CatalogReader, version: number): Promise<SearchIndex> {
  if (cached && cached.catalog === catalog && cached.version === version) return cached.index;
  const index = (async () => {
    const started = performance.now();
    const recordsByType = new Map(
      await Promise.all(SEARCHED_TYPES.map(async (type) => [type, await catalog.listByType(type)] as const)),
    );
    const events = recordsByType.get('events') ?? [];
    const entries = SEARCHED_TYPES.flatMap((type) =>
      searchEntriesOf(type, recordsByType.get(type) ?? [], events),
    );
    const built = buildSearchIndex(entries, version);
    // Named so that the performance budget (index ready under 2 s) can be measured in the browser.
    performance.measure('search-index-build', { start: started });
    return built;
  })();
  cached = { catalog, version, index };
  // A failed read must not stick: the next search tries again.
  index.catch(() => {
    if (cached?.index === index) cached = null;
  });
  return index;
}

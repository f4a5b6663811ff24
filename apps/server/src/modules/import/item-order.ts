import type { SourceItem } from '@showfloor/core';

/** Orders items by type then original id, by code unit so that the order never depends on a locale. */
export function compareItems(a: SourceItem, b: SourceItem): number {
  if (a.type !== b.type) return a.type < b.type ? -1 : 1;
  if (a.original_id === b.original_id) return 0;
  return a.original_id < b.original_id ? -1 : 1;
}

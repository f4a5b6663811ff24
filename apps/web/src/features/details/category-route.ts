import { type CatalogRecord, listRoute, type PublishedDataType, type Route } from '@showfloor/core';
import { referenceIds } from './record-fields.js';

function numberList(value: unknown): number[] {
  return Array.isArray(value) ? value.filter((entry): entry is number => typeof entry === 'number') : [];
}

/**
 * Where a click on a category chip leads (spec modules §2 "Exhibitor page", "Paper page"): the list
 * of the category's items when it has any, otherwise a list of the category itself (whose
 * subcategories the list page shows). A category's items are its own `exhibitors` list when the
 * type carries one, else the items of `itemType` filed under it or under one of its descendants.
 */
export function categoryListRoute(
  category: CatalogRecord,
  categoryType: PublishedDataType,
  itemType: PublishedDataType,
  items: readonly CatalogRecord[],
): Route {
  const ownList = numberList(category.exhibitors);
  let ids = ownList;
  if (!Array.isArray(category.exhibitors)) {
    const covered = new Set([category.id, ...numberList(category.descendants_cat_ids)]);
    ids = items
      .filter((item) => referenceIds(item, 'cats').some((id) => covered.has(id)))
      .map((item) => item.id);
  }
  if (ids.length > 0) return listRoute([{ dataType: itemType, ids }]);
  return listRoute([{ dataType: categoryType, ids: [category.id] }]);
}

/** A category's label with its ancestors ('Procédés › Découpe'), so a chip reads on its own. */
export function categoryPathLabel(category: CatalogRecord, byId: ReadonlyMap<number, CatalogRecord>): string {
  const titles: string[] = [];
  const seen = new Set<number>();
  let current: CatalogRecord | undefined = category;
  while (current && !seen.has(current.id)) {
    seen.add(current.id);
    if (typeof current.title === 'string' && current.title.trim() !== '')
      titles.unshift(current.title.trim());
    const parentId: unknown = current.parent_id;
    current = typeof parentId === 'number' ? byId.get(parentId) : undefined;
  }
  return titles.join(' › ');
}

import {
  CATEGORY_ITEM_TYPE,
  type CatalogRecord,
  categoryComparator,
  eventDateOf,
  eventListComparator,
  isCategoryType,
  itemCategoryIds,
  type JsonValue,
  type PublishedDataType,
  titleComparator,
} from '@showfloor/core';

/** The category type that classifies an item type (exhibitors → exhibitor_categories), if any. */
export function categoryTypeOf(itemType: PublishedDataType): PublishedDataType | undefined {
  const entry = Object.entries(CATEGORY_ITEM_TYPE).find(([, items]) => items === itemType);
  return entry?.[0] as PublishedDataType | undefined;
}

/** The item type a category type classifies. */
export function itemTypeOf(categoryType: PublishedDataType): PublishedDataType | undefined {
  return CATEGORY_ITEM_TYPE[categoryType];
}

/** Sorted copies of the local catalog's shared (frozen) lists, per sort: sorting 8,000 titles once is enough. */
const sortedCopies = new WeakMap<readonly CatalogRecord[], Map<string, readonly CatalogRecord[]>>();

/**
 * Spec core §9 "Sort": categories (all flag, rank, title), events (rank, then time, then title:
 * docs/decisions.md); other items by
 * title. The answer of a frozen list (a whole type as the local catalog shares it) is kept and shared.
 */
export function sortRecords<T extends CatalogRecord>(
  type: PublishedDataType,
  records: readonly T[],
  locale: string,
): T[] {
  const isShared = Object.isFrozen(records);
  const sortKey = `${type}|${locale}`;
  const known = isShared ? sortedCopies.get(records)?.get(sortKey) : undefined;
  if (known) return known as T[];
  const compare = isCategoryType(type)
    ? categoryComparator(locale)
    : type === 'events'
      ? eventListComparator(locale)
      : titleComparator(locale);
  const sorted = [...records].sort(compare);
  if (isShared) {
    const bySort = sortedCopies.get(records) ?? new Map<string, readonly CatalogRecord[]>();
    bySort.set(sortKey, Object.freeze(sorted));
    sortedCopies.set(records, bySort);
  }
  return sorted;
}

function numberList(value: JsonValue | undefined): number[] {
  return Array.isArray(value) ? value.filter((entry): entry is number => typeof entry === 'number') : [];
}

/** The category a drill-down opens and the ones below it (enriched `descendants_cat_ids`, spec core §3). */
function subtreeOf(category: CatalogRecord): Set<number> {
  return new Set([category.id, ...numberList(category.descendants_cat_ids)]);
}

/** Top categories: no parent, or a parent missing from the data (which would make them unreachable). */
export function rootCategories<T extends CatalogRecord>(categories: readonly T[]): T[] {
  const known = new Set(categories.map((category) => category.id));
  return categories.filter(
    (category) => typeof category.parent_id !== 'number' || !known.has(category.parent_id),
  );
}

export function childCategories<T extends CatalogRecord>(categories: readonly T[], parentId: number): T[] {
  return categories.filter((category) => category.parent_id === parentId);
}

/**
 * Items filed in a category or below it. An "all" category with nothing filed stands for every item
 * classified beside it, as its counter does (core's enrichCategories), so it never opens empty.
 */
export function itemsInCategory<T extends CatalogRecord>(
  items: readonly T[],
  category: CatalogRecord,
  categories: readonly CatalogRecord[],
): T[] {
  const subtree = subtreeOf(category);
  const filed = items.filter((item) => itemCategoryIds(item).some((id) => subtree.has(id)));
  if (filed.length > 0 || category.is_all !== true) return filed;
  const parent = categories.find((entry) => entry.id === category.parent_id);
  const scope = parent ? subtreeOf(parent) : new Set(categories.map((entry) => entry.id));
  return items.filter((item) => itemCategoryIds(item).some((id) => scope.has(id)));
}

/** Whether a category row opens sub-categories rather than items. */
export function hasSubcategories(category: CatalogRecord): boolean {
  return numberList(category.cats).length > 0;
}

function text(value: JsonValue | undefined): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

function lumpOf(record: CatalogRecord): { [key: string]: JsonValue } {
  const lump = record.lump;
  return typeof lump === 'object' && lump !== null && !Array.isArray(lump) ? lump : {};
}

/**
 * The second line of a row: when and where for events (with their day when the show has several:
 * `eventDay`, the calendar date the event starts on in the show's `timeZone`, so a night talk names
 * the morning it starts), the booth for exhibitors, the organisation for speakers.
 */
export function rowSubtitle(
  type: PublishedDataType,
  record: CatalogRecord,
  eventDay?: (day: string) => string,
  timeZone?: string,
): string | undefined {
  switch (type) {
    case 'events': {
      const start = text(record.start_time);
      const end = text(record.end_time);
      const time = start && end ? `${start} – ${end}` : start;
      const day = eventDay === undefined ? null : eventDateOf(record, timeZone);
      const when = [day === null ? undefined : eventDay?.(day), time].filter(Boolean).join(' ');
      return [when, text(record.event_place_text)].filter(Boolean).join(' · ') || undefined;
    }
    case 'exhibitors':
      return text(record.exhibitor_place_text) ?? text(record.city);
    case 'speakers':
      return (
        [text(record.organisation), text(record.position)].filter(Boolean).join(', ') || text(record.country)
      );
    case 'newproducts':
    case 'papers':
      return text(lumpOf(record).code);
    default:
      return undefined;
  }
}

/** The colour a row is marked with: the category's or the event's own, when it is a valid hex colour. */
export function rowColor(record: CatalogRecord): string | undefined {
  const color = lumpOf(record).color;
  return typeof color === 'string' && /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.test(color) ? color : undefined;
}

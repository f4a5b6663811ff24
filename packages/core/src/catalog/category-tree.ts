import type { CatalogRecord, CatalogRecords } from './catalog-item.js';
import { CATEGORY_ITEM_TYPE, type PublishedDataType } from './data-types.js';
import type { JsonValue } from './localized.js';

function rankOf(record: CatalogRecord): number {
  const lump = record.lump;
  if (typeof lump !== 'object' || lump === null || Array.isArray(lump)) return Number.POSITIVE_INFINITY;
  const rank = lump.rank;
  // Unranked records come after ranked ones rather than in front of rank 0.
  return typeof rank === 'number' && Number.isFinite(rank) ? rank : Number.POSITIVE_INFINITY;
}

function titleOf(record: CatalogRecord): string {
  return typeof record.title === 'string' ? record.title : '';
}

/** By `lump.rank`, unranked last (spec core §9 "Sort"). */
export function compareRanks(left: CatalogRecord, right: CatalogRecord): number {
  const a = rankOf(left);
  const b = rankOf(right);
  return a === b ? 0 : a < b ? -1 : 1;
}

/** Title comparison for a language: accents and case are secondary, numbers compare as numbers. */
export function titleComparator(locale = 'fr'): (left: CatalogRecord, right: CatalogRecord) => number {
  const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
  return (left, right) => collator.compare(titleOf(left), titleOf(right)) || left.id - right.id;
}

/** Spec core §9 "Sort": categories with the all flag first, then by lump.rank, then by title. */
export function categoryComparator(locale = 'fr'): (left: CatalogRecord, right: CatalogRecord) => number {
  const byTitle = titleComparator(locale);
  return (left, right) =>
    Number(right.is_all === true) - Number(left.is_all === true) ||
    compareRanks(left, right) ||
    byTitle(left, right);
}

/** Spec core §9 "Sort": events by lump.rank, then by title. */
export function eventComparator(locale = 'fr'): (left: CatalogRecord, right: CatalogRecord) => number {
  const byTitle = titleComparator(locale);
  return (left, right) => compareRanks(left, right) || byTitle(left, right);
}

export const compareCategories = categoryComparator();
export const compareEvents = eventComparator();

function categoryIdsOf(item: CatalogRecord): number[] {
  const references = item.references;
  if (typeof references !== 'object' || references === null || Array.isArray(references)) return [];
  const cats: JsonValue | undefined = references.cats;
  return Array.isArray(cats) ? cats.filter((id): id is number => typeof id === 'number') : [];
}

interface Tree {
  byId: Map<number, CatalogRecord>;
  children: Map<number | null, CatalogRecord[]>;
}

function parentOf(category: CatalogRecord, byId: Map<number, CatalogRecord>): number | null {
  const parent = category.parent_id;
  // A parent that is not in the data makes the category a top one rather than an orphan nobody sees.
  return typeof parent === 'number' && parent !== category.id && byId.has(parent) ? parent : null;
}

function buildTree(
  categories: CatalogRecord[],
  compare: (a: CatalogRecord, b: CatalogRecord) => number,
): Tree {
  const byId = new Map(categories.map((category) => [category.id, category]));
  const children = new Map<number | null, CatalogRecord[]>();
  for (const category of categories) {
    const parent = parentOf(category, byId);
    const list = children.get(parent) ?? [];
    list.push(category);
    children.set(parent, list);
  }
  for (const list of children.values()) list.sort(compare);
  return { byId, children };
}

function ancestorsOf(category: CatalogRecord, tree: Tree): number[] {
  const ancestors: number[] = [];
  const seen = new Set([category.id]);
  let parent = parentOf(category, tree.byId);
  // The seen set stops a cycle in bad data from looping forever.
  while (parent !== null && !seen.has(parent)) {
    seen.add(parent);
    ancestors.unshift(parent);
    const next = tree.byId.get(parent);
    parent = next ? parentOf(next, tree.byId) : null;
  }
  return ancestors;
}

function descendantsOf(id: number, tree: Tree): number[] {
  const result: number[] = [];
  const seen = new Set([id]);
  const stack = [...(tree.children.get(id) ?? [])].reverse();
  while (stack.length > 0) {
    const next = stack.pop()!;
    if (seen.has(next.id)) continue;
    seen.add(next.id);
    result.push(next.id);
    stack.push(...[...(tree.children.get(next.id) ?? [])].reverse());
  }
  return result;
}

/** Ids of the items of each category, in id order. */
function itemsByCategory(items: CatalogRecord[]): Map<number, Set<number>> {
  const map = new Map<number, Set<number>>();
  for (const item of items) {
    for (const categoryId of categoryIdsOf(item)) {
      const set = map.get(categoryId) ?? new Set<number>();
      set.add(item.id);
      map.set(categoryId, set);
    }
  }
  return map;
}

function enrichType(
  categories: CatalogRecord[],
  items: CatalogRecord[],
  withExhibitors: boolean,
  locale: string,
): CatalogRecord[] {
  const tree = buildTree(categories, categoryComparator(locale));
  const direct = itemsByCategory(items);
  const subtreeItems = (ids: number[]): Set<number> => {
    const union = new Set<number>();
    for (const id of ids) for (const itemId of direct.get(id) ?? []) union.add(itemId);
    return union;
  };
  return categories.map((category) => {
    const children = tree.children.get(category.id) ?? [];
    const descendants = descendantsOf(category.id, tree);
    let hits = subtreeItems([category.id, ...descendants]);
    let own = [...(direct.get(category.id) ?? [])];
    if (category.is_all === true && hits.size === 0 && children.length === 0) {
      // An empty "all" leaf stands for everything classified beside it: its siblings' subtrees,
      // or every classified item for a top one, so its counter and list are never a useless 0.
      const parent = parentOf(category, tree.byId);
      const siblings = parent === null ? categories.map((entry) => entry.id) : descendantsOf(parent, tree);
      hits = subtreeItems(siblings);
      own = [...hits];
    }
    const enriched: CatalogRecord = {
      ...category,
      cats: children.map((child) => child.id),
      parent_ids: ancestorsOf(category, tree),
      descendants_cat_ids: descendants,
      counter: hits.size,
    };
    if (withExhibitors) enriched.exhibitors = own.sort((a, b) => a - b);
    return enriched;
  });
}

/**
 * Fills the derived fields of every category type (spec core §3 "Category"): `cats` (children in
 * display order), `parent_ids` (ancestors, root first), `descendants_cat_ids`, `counter` (distinct
 * items of the classified type in the category or below) and, for exhibitor categories,
 * `exhibitors` (the exhibitors filed directly in it). Records of other types are returned as is.
 */
export function enrichCategories(records: CatalogRecords, locale = 'fr'): CatalogRecords {
  const result: CatalogRecords = { ...records };
  for (const [categoryType, itemType] of Object.entries(CATEGORY_ITEM_TYPE) as [
    PublishedDataType,
    PublishedDataType,
  ][]) {
    const categories = records[categoryType];
    if (!categories) continue;
    result[categoryType] = enrichType(
      categories,
      records[itemType] ?? [],
      categoryType === 'exhibitor_categories',
      locale,
    );
  }
  return result;
}

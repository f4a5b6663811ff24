import type { CatalogRecord } from '../catalog/catalog-item.js';
import { compareCategories } from '../catalog/category-tree.js';
import type { JsonValue } from '../catalog/localized.js';

/** The category tree of one category type, as the filter dialog walks it. */
export interface CategoryForest {
  /** Top categories in display order. */
  roots: readonly number[];
  /** Children of each category in display order (empty for a leaf). */
  children: ReadonlyMap<number, readonly number[]>;
  parent: ReadonlyMap<number, number | null>;
  /** Every category below each one, depth first. */
  descendants: ReadonlyMap<number, readonly number[]>;
  /** The top category each category belongs to. */
  topOf: ReadonlyMap<number, number>;
}

function parentIdOf(category: CatalogRecord, known: ReadonlySet<number>): number | null {
  const parent = category.parent_id;
  // A parent missing from the data makes a top category rather than an orphan nobody can reach.
  return typeof parent === 'number' && parent !== category.id && known.has(parent) ? parent : null;
}

/**
 * Builds the forest from category records by their `parent_id` (spec core §3), children sorted as
 * lists show them (all flag, rank, title). A cycle in bad data is cut where it closes, so every
 * category still appears exactly once.
 */
export function buildCategoryForest(
  categories: readonly CatalogRecord[],
  compare: (left: CatalogRecord, right: CatalogRecord) => number = compareCategories,
): CategoryForest {
  const known = new Set(categories.map((category) => category.id));
  const byId = new Map(categories.map((category) => [category.id, category]));
  const parent = new Map<number, number | null>();
  for (const category of byId.values()) parent.set(category.id, parentIdOf(category, known));
  // Cut cycles: walking up from a category must end at a root.
  for (const id of parent.keys()) {
    const seen = new Set<number>([id]);
    let current = parent.get(id) ?? null;
    while (current !== null) {
      if (seen.has(current)) {
        parent.set(current, null);
        break;
      }
      seen.add(current);
      current = parent.get(current) ?? null;
    }
  }
  const childRecords = new Map<number | null, CatalogRecord[]>();
  for (const category of byId.values()) {
    const key = parent.get(category.id) ?? null;
    const list = childRecords.get(key) ?? [];
    list.push(category);
    childRecords.set(key, list);
  }
  for (const list of childRecords.values()) list.sort(compare);
  const children = new Map<number, number[]>();
  for (const id of byId.keys())
    children.set(
      id,
      (childRecords.get(id) ?? []).map((child) => child.id),
    );
  const roots = (childRecords.get(null) ?? []).map((root) => root.id);

  const descendants = new Map<number, number[]>();
  const topOf = new Map<number, number>();
  const collect = (id: number, top: number): number[] => {
    topOf.set(id, top);
    const below: number[] = [];
    for (const child of children.get(id) ?? []) below.push(child, ...collect(child, top));
    descendants.set(id, below);
    return below;
  };
  for (const root of roots) collect(root, root);
  return { roots, children, parent, descendants, topOf };
}

/** Ancestors of a category, nearest first. */
export function categoryAncestors(forest: CategoryForest, id: number): number[] {
  const ancestors: number[] = [];
  let current = forest.parent.get(id) ?? null;
  while (current !== null) {
    ancestors.push(current);
    current = forest.parent.get(current) ?? null;
  }
  return ancestors;
}

/** The category ids an item is filed in (`references.cats`, spec core §3). */
export function itemCategoryIds(item: CatalogRecord): number[] {
  const references: JsonValue | undefined = item.references;
  if (typeof references !== 'object' || references === null || Array.isArray(references)) return [];
  const cats = references.cats;
  return Array.isArray(cats) ? cats.filter((id): id is number => typeof id === 'number') : [];
}

import type { CatalogRecord } from '../catalog/catalog-item.js';
import { type CategoryForest, categoryAncestors, itemCategoryIds } from './category-forest.js';

/** The filter dialog's checkboxes over one category forest (spec core §2 "Filter dialog"). */
export interface FilterState {
  forest: CategoryForest;
  checked: ReadonlySet<number>;
}

export type CheckState = 'selected' | 'partial' | 'unchecked';

/** Checked categories grouped by the top category they sit under. Tops without checks are absent. */
export type CheckedByTop = ReadonlyMap<number, ReadonlySet<number>>;

export function createFilterState(forest: CategoryForest, checked: Iterable<number> = []): FilterState {
  const state: FilterState = { forest, checked: new Set() };
  let next = state;
  // Going through toggleCategory keeps the parent-iff-all-children invariant for any starting list.
  for (const id of checked) next = toggleCategory(next, id, true);
  return next;
}

/** The 'clear' button: nothing checked. */
export function clearFilter(state: FilterState): FilterState {
  return { forest: state.forest, checked: new Set() };
}

function isFullyChecked(forest: CategoryForest, checked: ReadonlySet<number>, id: number): boolean {
  const children = forest.children.get(id) ?? [];
  return children.length > 0 && children.every((child) => checked.has(child));
}

/**
 * Spec core §2: checking a category checks its whole subtree and every ancestor whose children are
 * then all checked; unchecking unchecks the subtree and every ancestor (a parent stays checked only
 * while all its children are). Unknown ids leave the state as it is.
 */
export function toggleCategory(state: FilterState, categoryId: number, checked: boolean): FilterState {
  const { forest } = state;
  if (!forest.parent.has(categoryId)) return state;
  const next = new Set(state.checked);
  const subtree = [categoryId, ...(forest.descendants.get(categoryId) ?? [])];
  if (checked) {
    for (const id of subtree) next.add(id);
    for (const ancestor of categoryAncestors(forest, categoryId)) {
      if (!isFullyChecked(forest, next, ancestor)) break;
      next.add(ancestor);
    }
  } else {
    for (const id of subtree) next.delete(id);
    for (const ancestor of categoryAncestors(forest, categoryId)) next.delete(ancestor);
  }
  return { forest, checked: next };
}

/** Spec core §2: selected, partial (some descendant checked) or unchecked. */
export function checkStateOf(state: FilterState, id: number): CheckState {
  if (state.checked.has(id)) return 'selected';
  const below = state.forest.descendants.get(id) ?? [];
  return below.some((descendant) => state.checked.has(descendant)) ? 'partial' : 'unchecked';
}

/** Groups the checked categories by top category, the shape `matchingItemIds` reads. */
export function checkedByTop(state: FilterState): CheckedByTop {
  const groups = new Map<number, Set<number>>();
  for (const id of state.checked) {
    const top = state.forest.topOf.get(id);
    if (top === undefined) continue;
    const group = groups.get(top) ?? new Set<number>();
    group.add(id);
    groups.set(top, group);
  }
  return groups;
}

/**
 * Spec core §2: an item matches if, for every top category that has checked boxes, it is filed in at
 * least one checked category. Checking a category checks its subtree, so an item filed in a
 * sub-category of a checked one is covered. No check at all matches every item. Ids come back in
 * item order.
 */
export function matchingItemIds(items: readonly CatalogRecord[], checked: CheckedByTop): number[] {
  const groups = [...checked.values()].filter((group) => group.size > 0);
  if (groups.length === 0) return items.map((item) => item.id);
  return items
    .filter((item) => {
      const cats = itemCategoryIds(item);
      return groups.every((group) => cats.some((id) => group.has(id)));
    })
    .map((item) => item.id);
}

/** Number of distinct items in each category or below it, for the counts beside the checkboxes. */
export function categoryItemCounts(
  forest: CategoryForest,
  items: readonly CatalogRecord[],
): Map<number, number> {
  const itemsOf = new Map<number, Set<number>>();
  for (const item of items) {
    for (const id of itemCategoryIds(item)) {
      if (!forest.parent.has(id)) continue;
      // Credit the category and each ancestor once per item, however many sub-categories it sits in.
      for (const target of [id, ...categoryAncestors(forest, id)]) {
        const set = itemsOf.get(target) ?? new Set<number>();
        set.add(item.id);
        itemsOf.set(target, set);
      }
    }
  }
  const counts = new Map<number, number>();
  for (const id of forest.parent.keys()) counts.set(id, itemsOf.get(id)?.size ?? 0);
  return counts;
}

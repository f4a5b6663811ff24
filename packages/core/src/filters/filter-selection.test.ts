import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CatalogRecord } from '../catalog/catalog-item.js';
import { buildCategoryForest } from './category-forest.js';
import {
  categoryItemCounts,
  checkedByTop,
  checkStateOf,
  clearFilter,
  createFilterState,
  type FilterState,
  matchingItemIds,
  toggleCategory,
} from './filter-selection.js';

function category(id: number, title: string, parent?: number): CatalogRecord {
  return parent === undefined
    ? { id, original_id: `C${id}`, title }
    : { id, original_id: `C${id}`, title, parent_id: parent };
}

function item(id: number, cats: number[]): CatalogRecord {
  return { id, original_id: `I${id}`, title: `Item ${id}`, references: { cats } };
}

/*
 * Sector (1)                Country (10)
 * ├── Animals (2)           ├── France (11)
 * │   ├── Cattle (4)        └── Italy (12)
 * │   └── Sheep (5)
 * └── Machines (3)
 */
const forest = buildCategoryForest([
  category(1, 'Sector'),
  category(2, 'Animals', 1),
  category(3, 'Machines', 1),
  category(4, 'Cattle', 2),
  category(5, 'Sheep', 2),
  category(10, 'Country'),
  category(11, 'France', 10),
  category(12, 'Italy', 10),
]);
const items = [item(100, [4, 11]), item(101, [5, 12]), item(102, [3, 11]), item(103, [2]), item(104, [])];

function checkedIds(state: FilterState): number[] {
  return [...state.checked].sort((a, b) => a - b);
}

describe('buildCategoryForest', () => {
  it('orders tops and children by title and lists descendants', () => {
    expect(forest.roots).toEqual([10, 1]);
    expect(forest.children.get(1)).toEqual([2, 3]);
    expect(forest.descendants.get(1)).toEqual([2, 4, 5, 3]);
    expect(forest.topOf.get(5)).toBe(1);
  });
  it('survives a parent cycle and a missing parent', () => {
    const odd = buildCategoryForest([category(1, 'A', 2), category(2, 'B', 1), category(3, 'C', 99)]);
    expect(odd.roots).toContain(3);
    const reachable = odd.roots.flatMap((root) => [root, ...(odd.descendants.get(root) ?? [])]);
    expect(reachable.sort()).toEqual([1, 2, 3]);
  });
});

describe('toggleCategory', () => {
  const empty = createFilterState(forest);

  it('checks the whole subtree of a checked category', () => {
    expect(checkedIds(toggleCategory(empty, 2, true))).toEqual([2, 4, 5]);
  });
  it('checks a parent once all its children are checked', () => {
    let state = toggleCategory(empty, 4, true);
    expect(checkStateOf(state, 2)).toBe('partial');
    expect(checkStateOf(state, 1)).toBe('partial');
    state = toggleCategory(state, 5, true);
    expect(checkStateOf(state, 2)).toBe('selected');
    expect(checkStateOf(state, 1)).toBe('partial');
    state = toggleCategory(state, 3, true);
    expect(checkStateOf(state, 1)).toBe('selected');
  });
  it('unchecks the subtree and every ancestor', () => {
    let state = toggleCategory(empty, 1, true);
    state = toggleCategory(state, 4, false);
    expect(checkedIds(state)).toEqual([3, 5]);
    expect(checkStateOf(state, 1)).toBe('partial');
    expect(checkStateOf(state, 4)).toBe('unchecked');
  });
  it('ignores unknown categories and clears everything', () => {
    const state = toggleCategory(empty, 11, true);
    expect(toggleCategory(state, 999, true)).toBe(state);
    expect(checkedIds(clearFilter(state))).toEqual([]);
  });
});

describe('matchingItemIds', () => {
  const empty = createFilterState(forest);
  const match = (state: FilterState) => matchingItemIds(items, checkedByTop(state));

  it('matches every item when nothing is checked', () => {
    expect(match(empty)).toEqual([100, 101, 102, 103, 104]);
  });
  it('matches items in any checked category of a top (or below it)', () => {
    expect(match(toggleCategory(empty, 2, true))).toEqual([100, 101, 103]);
  });
  it('requires a match in every top category that has checks', () => {
    const state = toggleCategory(toggleCategory(empty, 2, true), 11, true);
    expect(match(state)).toEqual([100]);
  });
});

describe('categoryItemCounts', () => {
  it('counts distinct items in each category or below it', () => {
    const counts = categoryItemCounts(forest, items);
    expect(counts.get(1)).toBe(4);
    expect(counts.get(2)).toBe(3);
    expect(counts.get(4)).toBe(1);
    expect(counts.get(10)).toBe(3);
    expect(counts.get(12)).toBe(1);
  });
});

describe('filter properties', () => {
  const ids = [...forest.parent.keys()];
  const toggles = fc.array(fc.tuple(fc.constantFrom(...ids), fc.boolean()), { maxLength: 15 });
  const stateArbitrary = toggles.map((steps) =>
    steps.reduce((state, [id, checked]) => toggleCategory(state, id, checked), createFilterState(forest)),
  );

  it('keeps a parent selected exactly when all its children are', () => {
    fc.assert(
      fc.property(stateArbitrary, (state) => {
        for (const [id, children] of forest.children) {
          if (children.length === 0) continue;
          expect(state.checked.has(id)).toBe(children.every((child) => state.checked.has(child)));
        }
      }),
    );
  });

  it('restores the state when a non-partial category is toggled twice', () => {
    fc.assert(
      fc.property(stateArbitrary, fc.constantFrom(...ids), (state, id) => {
        const status = checkStateOf(state, id);
        fc.pre(status !== 'partial');
        const isChecked = status === 'selected';
        const twice = toggleCategory(toggleCategory(state, id, !isChecked), id, isChecked);
        expect(checkedIds(twice)).toEqual(checkedIds(state));
      }),
    );
  });

  it('only widens the matches when more categories are checked under an already filtered top', () => {
    fc.assert(
      fc.property(stateArbitrary, fc.constantFrom(...ids), (state, id) => {
        const top = forest.topOf.get(id)!;
        fc.pre(checkedByTop(state).has(top));
        const before = new Set(matchingItemIds(items, checkedByTop(state)));
        const after = new Set(matchingItemIds(items, checkedByTop(toggleCategory(state, id, true))));
        for (const matched of before) expect(after.has(matched)).toBe(true);
      }),
    );
  });
});

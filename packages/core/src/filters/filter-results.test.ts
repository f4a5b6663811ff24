import { describe, expect, it } from 'vitest';
import type { CatalogRecord } from '../catalog/catalog-item.js';
import { buildCategoryForest } from './category-forest.js';
import { filterOutcome, showResultsButton } from './filter-results.js';
import { createFilterState } from './filter-selection.js';

describe('showResultsButton', () => {
  it('uses the singular label for one result and the plural otherwise', () => {
    expect(showResultsButton(1, 'en')).toEqual({ count: 1, labelKey: 'filter.showResult' });
    expect(showResultsButton(3, 'en')).toEqual({ count: 3, labelKey: 'filter.showResults' });
    expect(showResultsButton(0, 'en').labelKey).toBe('filter.showResults');
  });
  it('follows French, where zero takes the singular', () => {
    expect(showResultsButton(0, 'fr').labelKey).toBe('filter.showResult');
  });
});

describe('filterOutcome', () => {
  const forest = buildCategoryForest([
    { id: 1, original_id: 'C1', title: 'A' },
    { id: 2, original_id: 'C2', title: 'B' },
  ]);
  const items: CatalogRecord[] = [
    { id: 10, original_id: 'X', references: { cats: [1] } },
    { id: 11, original_id: 'Y', references: { cats: [2] } },
  ];
  it('returns the matching ids and flags when something is checked', () => {
    expect(filterOutcome(createFilterState(forest, [2]), items)).toEqual({
      ids: [11],
      filterEnabled: true,
      filterCatsCount: 1,
    });
  });
  it('returns no id list when nothing is checked, so the list shows everything', () => {
    expect(filterOutcome(createFilterState(forest), items)).toEqual({
      ids: undefined,
      filterEnabled: false,
      filterCatsCount: 0,
    });
  });
});

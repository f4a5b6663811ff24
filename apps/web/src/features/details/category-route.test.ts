import type { CatalogRecord } from '@showfloor/core';
import { describe, expect, it } from 'vitest';
import { categoryListRoute, categoryPathLabel } from './category-route.js';

function record(id: number, fields: Partial<CatalogRecord> = {}): CatalogRecord {
  return { id, original_id: `r${id}`, ...fields };
}

describe('categoryListRoute', () => {
  it('opens the list of the category’s exhibitors when it has some', () => {
    const category = record(10, { title: 'Découpe', exhibitors: [3, 4] });
    expect(categoryListRoute(category, 'exhibitor_categories', 'exhibitors', [])).toEqual({
      pageKey: 'list',
      props: { inputs: [{ dataType: 'exhibitors', ids: [3, 4] }] },
    });
  });

  it('opens the category itself when it has no exhibitors of its own', () => {
    const category = record(10, { title: 'Procédés', exhibitors: [], descendants_cat_ids: [11] });
    const filed = record(5, { references: { cats: [11] } });
    expect(categoryListRoute(category, 'exhibitor_categories', 'exhibitors', [filed])).toEqual({
      pageKey: 'list',
      props: { inputs: [{ dataType: 'exhibitor_categories', ids: [10] }] },
    });
  });

  it('lists the papers filed under a paper category or its subcategories', () => {
    const category = record(20, { descendants_cat_ids: [21] });
    const papers = [
      record(1, { references: { cats: [20] } }),
      record(2, { references: { cats: [21] } }),
      record(3, { references: { cats: [99] } }),
    ];
    expect(categoryListRoute(category, 'paper_categories', 'papers', papers)).toEqual({
      pageKey: 'list',
      props: { inputs: [{ dataType: 'papers', ids: [1, 2] }] },
    });
    expect(categoryListRoute(record(30), 'paper_categories', 'papers', papers).props).toEqual({
      inputs: [{ dataType: 'paper_categories', ids: [30] }],
    });
  });
});

describe('categoryPathLabel', () => {
  it('reads the category with its ancestors, top first', () => {
    const top = record(1, { title: 'Procédés', parent_id: null });
    const middle = record(2, { title: 'Découpe', parent_id: 1 });
    const leaf = record(3, { title: 'Équipements', parent_id: 2 });
    const byId = new Map([top, middle, leaf].map((entry) => [entry.id, entry]));
    expect(categoryPathLabel(leaf, byId)).toBe('Procédés › Découpe › Équipements');
  });

  it('stops on a cycle in damaged data instead of looping', () => {
    const a = record(1, { title: 'A', parent_id: 2 });
    const b = record(2, { title: 'B', parent_id: 1 });
    expect(categoryPathLabel(a, new Map([a, b].map((entry) => [entry.id, entry])))).toBe('B › A');
  });
});

import { describe, expect, it } from 'vitest';
import type { CatalogRecord } from './catalog-item.js';
import { categoryComparator, compareCategories, compareEvents, enrichCategories } from './category-tree.js';

function category(id: number, title: string, extra: Partial<CatalogRecord> = {}): CatalogRecord {
  return { id, original_id: `C${id}`, title, ...extra };
}

function exhibitor(id: number, cats: number[]): CatalogRecord {
  return { id, original_id: `E${id}`, title: `Exhibitor ${id}`, references: { cats } };
}

/*
 * Wine (1)
 * ├── Red (2)
 * │   ├── Bordeaux (4)
 * │   └── Bourgogne (5)
 * └── White (3)
 * Food (6)
 */
const categories = [
  category(1, 'Wine', { lump: { rank: 1 } }),
  category(2, 'Red', { parent_id: 1 }),
  category(3, 'White', { parent_id: 1, lump: { rank: 0 } }),
  category(4, 'Bourgogne', { parent_id: 2 }),
  category(5, 'Bordeaux', { parent_id: 2 }),
  category(6, 'Food', { lump: { rank: 2 } }),
];
const exhibitors = [
  exhibitor(100, [4]),
  exhibitor(101, [4, 5]), // in two sub-categories: counted once above them
  exhibitor(102, [3]),
  exhibitor(103, [2]),
  exhibitor(104, [6]),
  exhibitor(105, []),
];

function byId(records: CatalogRecord[] | undefined): Map<number, CatalogRecord> {
  return new Map((records ?? []).map((record) => [record.id, record]));
}

describe('enrichCategories on a 3-level tree', () => {
  const result = byId(
    enrichCategories({ exhibitor_categories: categories, exhibitors }).exhibitor_categories,
  );

  it('lists children in display order: rank first, then title', () => {
    expect(result.get(1)?.cats).toEqual([3, 2]);
    expect(result.get(2)?.cats).toEqual([5, 4]);
    expect(result.get(4)?.cats).toEqual([]);
  });

  it('lists ancestors from the root down', () => {
    expect(result.get(4)?.parent_ids).toEqual([1, 2]);
    expect(result.get(3)?.parent_ids).toEqual([1]);
    expect(result.get(1)?.parent_ids).toEqual([]);
  });

  it('lists every descendant', () => {
    expect(result.get(1)?.descendants_cat_ids).toEqual([3, 2, 5, 4]);
    expect(result.get(2)?.descendants_cat_ids).toEqual([5, 4]);
  });

  it('counts distinct items in the category or below', () => {
    expect(result.get(4)?.counter).toBe(2);
    expect(result.get(5)?.counter).toBe(1);
    expect(result.get(2)?.counter).toBe(3);
    expect(result.get(1)?.counter).toBe(4);
    expect(result.get(6)?.counter).toBe(1);
  });

  it('lists the exhibitors filed directly in an exhibitor category', () => {
    expect(result.get(4)?.exhibitors).toEqual([100, 101]);
    expect(result.get(2)?.exhibitors).toEqual([103]);
    expect(result.get(1)?.exhibitors).toEqual([]);
  });

  it('keeps the other fields and leaves other types alone', () => {
    expect(result.get(1)).toMatchObject({ title: 'Wine', lump: { rank: 1 } });
    const records = enrichCategories({ exhibitor_categories: categories, exhibitors });
    expect(records.exhibitors).toBe(exhibitors);
  });

  it('does not add an exhibitors list to other category types', () => {
    const events = [{ id: 9, original_id: 'EV9', title: 'Talk', references: { cats: [11] } }];
    const eventCategories = [category(11, 'Talks')];
    const enriched = enrichCategories({ event_categories: eventCategories, events }).event_categories;
    expect(enriched?.[0]).toMatchObject({ counter: 1, cats: [] });
    expect(enriched?.[0]?.exhibitors).toBeUndefined();
  });

  it('gives an empty "all" category the count of everything beside it', () => {
    const withAll = [...categories, category(7, 'All wines', { parent_id: 1, is_all: true })];
    const enriched = byId(
      enrichCategories({ exhibitor_categories: withAll, exhibitors }).exhibitor_categories,
    );
    expect(enriched.get(7)?.counter).toBe(4);
    expect(enriched.get(1)?.cats).toEqual([7, 3, 2]);
  });

  it('survives a parent cycle in bad data', () => {
    const cyclic = [category(1, 'A', { parent_id: 2 }), category(2, 'B', { parent_id: 1 }), category(3, 'C')];
    const enriched = byId(enrichCategories({ event_categories: cyclic, events: [] }).event_categories);
    expect(enriched.get(3)?.parent_ids).toEqual([]);
    expect(enriched.get(1)?.parent_ids).toEqual([2]);
  });

  it('treats a category whose parent is missing as a top category', () => {
    const orphan = [category(1, 'Orphan', { parent_id: 99 })];
    const enriched = enrichCategories({ event_categories: orphan }).event_categories;
    expect(enriched?.[0]?.parent_ids).toEqual([]);
  });
});

describe('sort rules', () => {
  it('puts the all category first, then rank, then title ignoring accents and case', () => {
    const list = [
      category(1, 'zèbre'),
      category(2, 'Écoles'),
      category(3, 'ranked', { lump: { rank: 1 } }),
      category(4, 'All', { is_all: true, lump: { rank: 9 } }),
      category(5, 'abeille'),
    ];
    expect([...list].sort(compareCategories).map((entry) => entry.id)).toEqual([4, 3, 5, 2, 1]);
  });

  it('sorts numbers in titles as numbers', () => {
    const list = [category(1, 'Hall 10'), category(2, 'Hall 2')];
    expect([...list].sort(categoryComparator('en')).map((entry) => entry.id)).toEqual([2, 1]);
  });

  it('sorts events by rank then title', () => {
    const events = [
      category(1, 'B', { lump: { rank: 2 } }),
      category(2, 'A', { lump: { rank: 2 } }),
      category(3, 'Z', { lump: { rank: 1 } }),
      category(4, 'Unranked'),
    ];
    expect([...events].sort(compareEvents).map((entry) => entry.id)).toEqual([3, 2, 1, 4]);
  });
});

import type { CatalogRecord } from '@showfloor/core';
import { describe, expect, it } from 'vitest';
import {
  categoryTypeOf,
  childCategories,
  itemsInCategory,
  rootCategories,
  rowColor,
  rowSubtitle,
  sortRecords,
} from './list-records.js';

const category = (id: number, title: string, extra: Partial<CatalogRecord> = {}): CatalogRecord => ({
  id,
  original_id: `c${id}`,
  title,
  ...extra,
});
const item = (id: number, cats: number[]): CatalogRecord => ({
  id,
  original_id: `i${id}`,
  title: `Item ${id}`,
  references: { cats },
});

describe('list records', () => {
  it('sorts categories with the all flag first, then by rank, then by title', () => {
    const sorted = sortRecords(
      'exhibitor_categories',
      [
        category(1, 'Bravo', { lump: { rank: 2 } }),
        category(2, 'Alpha', { lump: { rank: 2 } }),
        category(3, 'Zulu', { lump: { rank: 1 } }),
        category(4, 'Tout voir', { is_all: true, lump: { rank: 9 } }),
      ],
      'fr',
    );
    expect(sorted.map((entry) => entry.title)).toEqual(['Tout voir', 'Zulu', 'Alpha', 'Bravo']);
  });

  it('sorts events by rank then title and other items by title, accent-insensitively', () => {
    const events = sortRecords(
      'events',
      [category(1, 'B', { lump: { rank: 1 } }), category(2, 'A', { lump: { rank: 2 } })],
      'fr',
    );
    expect(events.map((entry) => entry.id)).toEqual([1, 2]);
    const exhibitors = sortRecords(
      'exhibitors',
      [category(1, 'Été'), category(2, 'Eau'), category(3, 'Zèbre')],
      'fr',
    );
    expect(exhibitors.map((entry) => entry.title)).toEqual(['Eau', 'Été', 'Zèbre']);
  });

  it('finds top categories and the children of one', () => {
    const categories = [
      category(1, 'Top'),
      category(2, 'Child', { parent_id: 1 }),
      category(3, 'Orphan', { parent_id: 99 }),
    ];
    expect(rootCategories(categories).map((entry) => entry.id)).toEqual([1, 3]);
    expect(childCategories(categories, 1).map((entry) => entry.id)).toEqual([2]);
  });

  it('lists the items filed in a category or any category below it', () => {
    const top = category(1, 'Top', { descendants_cat_ids: [2] });
    const items = [item(10, [2]), item(11, [1]), item(12, [3])];
    expect(itemsInCategory(items, top, [top]).map((entry) => entry.id)).toEqual([10, 11]);
  });

  it('opens an empty "all" category on every item classified beside it', () => {
    const parent = category(1, 'Top', { descendants_cat_ids: [2, 3] });
    const all = category(3, 'All', { parent_id: 1, is_all: true });
    const items = [item(10, [2]), item(11, [5])];
    expect(itemsInCategory(items, all, [parent, all]).map((entry) => entry.id)).toEqual([10]);
  });

  it('describes events by time and place, and keeps only valid colours', () => {
    expect(
      rowSubtitle('events', {
        id: 1,
        original_id: 'e',
        start_time: '9h30',
        end_time: '10h15',
        event_place_text: 'Room A',
      }),
    ).toBe('9h30 – 10h15 · Room A');
    const night = {
      id: 2,
      original_id: 'n',
      day: '2025-02-01',
      start_time: '23h30',
      event_place_text: 'Hall',
    };
    expect(rowSubtitle('events', night, (day) => `[${day}]`)).toBe('[2025-02-01] 23h30 · Hall');
    // 39C3 files its 0h20 talk under the 27th's evening: its row names the 28th, when it starts.
    const afterMidnight = {
      id: 3,
      original_id: 'm',
      day: '2025-12-27',
      start_date: '2025-12-28T00:20:00+01:00',
      start_time: '0h20',
      end_time: '1h20',
      event_place_text: 'One',
    };
    expect(rowSubtitle('events', afterMidnight, (day) => `[${day}]`, 'Europe/Berlin')).toBe(
      '[2025-12-28] 0h20 – 1h20 · One',
    );
    expect(rowColor(category(1, 'x', { lump: { color: '#1f6fb2' } }))).toBe('#1f6fb2');
    expect(rowColor(category(1, 'x', { lump: { color: 'blue' } }))).toBeUndefined();
  });

  it('knows which category type classifies an item type', () => {
    expect(categoryTypeOf('exhibitors')).toBe('exhibitor_categories');
    expect(categoryTypeOf('countries')).toBeUndefined();
  });
});

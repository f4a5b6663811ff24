import { buildSearchIndex, search } from '@showfloor/core';
import { describe, expect, it } from 'vitest';
import { searchEntriesOf } from './search-entries.js';

describe('search over catalog records', () => {
  const index = buildSearchIndex(
    [
      ...searchEntriesOf('exhibitors', [
        { id: 2, original_id: 'X2', title: 'École Centrale', exhibitor_place_text: 'Hall 1 - A4' },
        { id: 1, original_id: 'X1', title: 'Acme Robotics', exhibitor_place_text: 'Hall 2 - B12' },
      ]),
      ...searchEntriesOf('speakers', [
        { id: 5, original_id: 'S5', title: 'Zoé Martin', organisation: 'Ecole des Mines' },
      ]),
    ],
    1,
  );

  it("finds 'École' by typing 'ecole', grouped by data type, titles in list order", () => {
    const results = search(index, 'ecole', 'search');
    expect(results.groups.map((group) => [group.type, group.items.map((item) => item.title)])).toEqual([
      ['exhibitors', ['École Centrale']],
      ['speakers', ['Zoé Martin']],
    ]);
  });

  it('finds an exhibitor by its booth and sorts entries by title', () => {
    expect(search(index, 'b12', 'search').groups[0]?.items[0]?.title).toBe('Acme Robotics');
    expect(
      searchEntriesOf('exhibitors', [
        { id: 2, original_id: 'b', title: 'beta' },
        { id: 1, original_id: 'a', title: 'Alpha' },
      ]).map((entry) => entry.title),
    ).toEqual(['Alpha', 'beta']);
  });
});

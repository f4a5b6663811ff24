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

  it('gives a speaker found by an ASCII spelling of their name their talks, in time order', () => {
    const events = [
      {
        id: 11,
        original_id: 'E11',
        title: 'Sunday talk',
        day: '2025-02-02',
        start_date: '2025-02-02T09:00:00+01:00',
        start_time: '9h00',
      },
      {
        id: 12,
        original_id: 'E12',
        title: 'Saturday talk',
        day: '2025-02-01',
        start_date: '2025-02-01T15:30:00+01:00',
        start_time: '15h30',
      },
    ];
    const speakers = searchEntriesOf(
      'speakers',
      [{ id: 6, original_id: 'S6', title: 'Bjørn Łukasz Ó Dúnaí', references: { events: [11, 12] } }],
      events,
    );
    const results = search(buildSearchIndex(speakers, 1), 'lukasz o dunai', 'search');
    expect(results.groups[0]?.items[0]?.talks).toEqual([
      { id: 12, title: 'Saturday talk', date: '2025-02-01', startTime: '15h30', endTime: '' },
      { id: 11, title: 'Sunday talk', date: '2025-02-02', startTime: '9h00', endTime: '' },
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

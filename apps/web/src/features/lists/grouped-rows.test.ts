import type { CatalogRecord } from '@showfloor/core';
import { describe, expect, it } from 'vitest';
import { groupEvents, groupEventsByPlace, groupExhibitors, showsIndex } from './grouped-rows.js';

const labels = {
  day: (day: string) => `Day ${day}`,
  undated: 'Undated',
  ungrouped: 'Other exhibitors',
  unplaced: 'No room',
};

const event = (id: number, day: string, start: string, end: string): CatalogRecord => ({
  id,
  original_id: `e${id}`,
  title: `Event ${id}`,
  day,
  start_date: `${day}T${start}:00+01:00`,
  end_date: `${day}T${end}:00+01:00`,
});

const exhibitor = (
  id: number,
  title: string,
  group?: { id: string; name: string; rank: number },
): CatalogRecord => ({
  id,
  original_id: `x${id}`,
  title,
  ...(group ? { lump: { group } } : {}),
});

describe('grouped list rows', () => {
  const events = [
    event(3, '2026-11-21', '14:00', '15:00'),
    event(1, '2026-11-20', '09:00', '10:00'),
    event(2, '2026-11-21', '09:00', '10:00'),
  ];

  it('groups events by day in order, with one index entry per day', () => {
    const grouped = groupEvents(events, labels, 0);
    expect(grouped.index.map((entry) => entry.label)).toEqual(['Day 2026-11-20', 'Day 2026-11-21']);
    expect(grouped.rows.map((row) => (row.kind === 'header' ? row.label : row.record.id))).toEqual([
      'Day 2026-11-20',
      1,
      'Day 2026-11-21',
      2,
      3,
    ]);
    expect(grouped.index[1]?.rowIndex).toBe(2);
  });

  it('starts at the event under way, else the next one, else at the top', () => {
    const during = Date.parse('2026-11-21T14:30:00+01:00');
    expect(groupEvents(events, labels, during).initialRow).toBe(4);
    const between = Date.parse('2026-11-20T12:00:00+01:00');
    // The next event opens its day: the view starts at that day's header.
    expect(groupEvents(events, labels, between).initialRow).toBe(2);
    const after = Date.parse('2026-12-01T00:00:00+01:00');
    expect(groupEvents(events, labels, after).initialRow).toBeUndefined();
  });

  it('keeps a night talk under the evening it is filed under, after that evening’s talks', () => {
    const nightTalk: CatalogRecord = {
      id: 9,
      original_id: 'e9',
      title: 'Night talk',
      day: '2026-11-20',
      start_date: '2026-11-21T00:20:00+01:00',
      end_date: '2026-11-21T01:20:00+01:00',
    };
    const grouped = groupEvents([...events, nightTalk], labels, 0);
    expect(grouped.rows.map((row) => (row.kind === 'header' ? row.label : row.record.id))).toEqual([
      'Day 2026-11-20',
      1,
      9,
      'Day 2026-11-21',
      2,
      3,
    ]);
  });

  it('groups events by room in natural order, each room in time order across days, no room last', () => {
    const placed = (id: number, place: string, day: string, start: string): CatalogRecord => ({
      ...event(id, day, start, start),
      title: `${String.fromCharCode(90 - id)} title`,
      ...(place ? { event_place_text: place } : {}),
    });
    const grouped = groupEventsByPlace(
      [
        placed(1, 'Room 10', '2026-11-20', '09:00'),
        placed(2, 'Room 2', '2026-11-21', '09:00'),
        placed(3, 'Room 2', '2026-11-20', '14:00'),
        placed(4, '', '2026-11-20', '10:00'),
        placed(5, 'Room 2 ', '2026-11-20', '09:00'),
      ],
      labels,
      'en',
    );
    expect(grouped.rows.map((row) => (row.kind === 'header' ? row.label : row.record.id))).toEqual([
      'Room 2',
      5,
      3,
      2,
      'Room 10',
      1,
      'No room',
      4,
    ]);
    expect(grouped.index.map((entry) => entry.label)).toEqual(['Room 2', 'Room 10', 'No room']);
  });

  it('groups exhibitors by group rank then name, ungrouped ones last', () => {
    const grouped = groupExhibitors(
      [
        exhibitor(1, 'A', { id: 'it', name: 'Italy', rank: 2 }),
        exhibitor(2, 'B'),
        exhibitor(3, 'C', { id: 'br', name: 'Brittany', rank: 1 }),
        exhibitor(4, 'D', { id: 'it', name: 'Italy', rank: 2 }),
      ],
      labels,
      'en',
    );
    expect(grouped.rows.map((row) => (row.kind === 'header' ? row.label : row.record.id))).toEqual([
      'Brittany',
      3,
      'Italy',
      1,
      4,
      'Other exhibitors',
      2,
    ]);
  });

  it('shows the side index only for long lists with several groups', () => {
    expect(showsIndex(5, 3)).toBe(false);
    expect(showsIndex(500, 1)).toBe(false);
    expect(showsIndex(500, 3)).toBe(true);
  });
});

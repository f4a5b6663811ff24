import { describe, expect, it } from 'vitest';
import type { CatalogRecord } from '../catalog/catalog-item.js';
import { currentOrNextEventIndex, eventListComparator, groupEventsByDay } from './event-days.js';

function session(
  id: number,
  day: string,
  start: string,
  end: string,
  extra: Partial<CatalogRecord> = {},
): CatalogRecord {
  return {
    id,
    original_id: `E${id}`,
    title: `Session ${id}`,
    day,
    start_date: `${day}T${start}:00+01:00`,
    end_date: `${day}T${end}:00+01:00`,
    ...extra,
  };
}

const events = [
  session(1, '2026-11-22', '09:00', '10:00'),
  session(2, '2026-11-21', '14:00', '15:00'),
  session(3, '2026-11-21', '09:00', '12:00'),
  session(4, '2026-11-21', '10:00', '11:00'),
  { id: 5, original_id: 'E5', title: 'Undated' },
];

describe('eventListComparator', () => {
  it('lists a programme in time order across its days, undated last, whatever the titles', () => {
    const sorted = [...events].sort(eventListComparator('en'));
    expect(sorted.map((event) => event.id)).toEqual([3, 4, 2, 1, 5]);
  });

  it("keeps an organiser's ranks first (spec core §9), then time within a rank", () => {
    const ranked = [
      session(1, '2026-11-21', '09:00', '10:00', { lump: { rank: 2 } }),
      session(2, '2026-11-21', '11:00', '12:00', { lump: { rank: 1 } }),
      session(3, '2026-11-21', '08:00', '09:00', { lump: { rank: 2 } }),
    ];
    expect([...ranked].sort(eventListComparator('en')).map((event) => event.id)).toEqual([2, 3, 1]);
  });
});

describe('groupEventsByDay', () => {
  it('groups by conference day in order, events by start, undated last', () => {
    const groups = groupEventsByDay(events);
    expect(groups.map((group) => [group.day, group.events.map((event) => event.id)])).toEqual([
      ['2026-11-21', [3, 4, 2]],
      ['2026-11-22', [1]],
      [null, [5]],
    ]);
  });
  it('keeps a past-midnight session in its conference day', () => {
    const late = session(6, '2026-11-21', '23:30', '23:59', { start_date: '2026-11-22T00:30:00+01:00' });
    expect(groupEventsByDay([late])[0]?.day).toBe('2026-11-21');
  });
  it('orders sessions starting together by rank, then title', () => {
    const a = session(7, '2026-11-21', '09:00', '10:00', { title: 'B', lump: { rank: 1 } });
    const b = session(8, '2026-11-21', '09:00', '10:00', { title: 'A', lump: { rank: 2 } });
    expect(groupEventsByDay([b, a])[0]?.events.map((event) => event.id)).toEqual([7, 8]);
  });
});

describe('currentOrNextEventIndex', () => {
  const flat = groupEventsByDay(events).flatMap((group) => group.events);
  const at = (iso: string) => Date.parse(iso);
  it('finds the event under way', () => {
    expect(flat[currentOrNextEventIndex(flat, at('2026-11-21T10:30:00+01:00'))]?.id).toBe(3);
  });
  it('finds the next event between sessions', () => {
    expect(flat[currentOrNextEventIndex(flat, at('2026-11-21T12:30:00+01:00'))]?.id).toBe(2);
    expect(flat[currentOrNextEventIndex(flat, at('2026-11-20T12:00:00+01:00'))]?.id).toBe(3);
  });
  it('returns -1 once everything is over', () => {
    expect(currentOrNextEventIndex(flat, at('2026-11-23T00:00:00+01:00'))).toBe(-1);
  });
});

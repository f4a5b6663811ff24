import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CatalogRecord } from '../catalog/catalog-item.js';
import { eventConflicts, personalAgenda } from './personal-agenda.js';

const BASE = Date.UTC(2026, 10, 21, 8);

function timed(id: number, startMinutes: number, endMinutes: number): CatalogRecord {
  const iso = (minutes: number) => new Date(BASE + minutes * 60_000).toISOString();
  return {
    id,
    original_id: `E${id}`,
    title: `Session ${id}`,
    start_date: iso(startMinutes),
    end_date: iso(endMinutes),
  };
}

describe('personalAgenda', () => {
  const events = [
    timed(1, 0, 60),
    timed(2, 30, 90),
    timed(3, 90, 120),
    timed(4, 0, 600),
    timed(5, 24 * 60, 25 * 60),
  ];

  it('keeps only favourite events, by day, in chronological order', () => {
    const agenda = personalAgenda(events, [3, 1, 5]);
    expect(agenda.map((day) => [day.day, day.entries.map((entry) => entry.event.id)])).toEqual([
      ['2026-11-21', [1, 3]],
      ['2026-11-22', [5]],
    ]);
  });
  it('marks favourites that overlap, but not back-to-back ones', () => {
    const agenda = personalAgenda(events, [1, 2, 3]);
    const conflicts = Object.fromEntries(
      agenda[0]!.entries.map((entry) => [entry.event.id, entry.conflictsWith]),
    );
    expect(conflicts).toEqual({ 1: [2], 2: [1], 3: [] });
  });
  it('ignores events that are not favourites when looking for conflicts', () => {
    const agenda = personalAgenda(events, [1, 3]);
    expect(agenda[0]!.entries.every((entry) => entry.conflictsWith.length === 0)).toBe(true);
  });
});

describe('eventConflicts property', () => {
  it('marks exactly the pairs whose half-open intervals overlap', () => {
    const interval = fc.tuple(fc.integer({ min: 0, max: 300 }), fc.integer({ min: 0, max: 120 }));
    fc.assert(
      fc.property(fc.array(interval, { maxLength: 25 }), (intervals) => {
        const events = intervals.map(([start, length], id) => timed(id, start, start + length));
        const conflicts = eventConflicts(events);
        intervals.forEach(([startA, lengthA], a) => {
          const expected = intervals.flatMap(([startB, lengthB], b) =>
            a !== b && startA < startB + lengthB && startB < startA + lengthA ? [b] : [],
          );
          expect(conflicts.get(a)).toEqual(expected);
        });
      }),
    );
  });
});

import { describe, expect, it } from 'vitest';
import type { CatalogRecord } from '../catalog/catalog-item.js';
import {
  defaultSynopticDay,
  layoutSynopticDay,
  synopticDays,
  synopticEvents,
  synopticNowTop,
} from './synoptic-layout.js';

function session(
  id: number,
  place: string,
  start: string,
  end: string,
  extra: Partial<CatalogRecord> = {},
): CatalogRecord {
  return {
    id,
    original_id: `E${id}`,
    title: `Session ${id}`,
    day: '2026-11-21',
    start_time: start,
    end_time: end,
    event_place_text: place,
    ...extra,
  };
}

describe('synopticEvents', () => {
  it('keeps only events with start time, end time and place', () => {
    const kept = synopticEvents([
      session(1, 'Room 1', '9h00', '10h00'),
      session(2, '', '9h00', '10h00'),
      session(3, 'Room 1', '9h00', ''),
      session(4, 'Room 1', '', '10h00'),
    ]);
    expect(kept.map((event) => event.id)).toEqual([1]);
  });
});

describe('day tabs', () => {
  const days = ['2026-11-20', '2026-11-21', '2026-11-23'];
  it('lists the days that have synoptic events', () => {
    expect(
      synopticDays([
        session(1, 'A', '9h', '10h', { day: '2026-11-22' }),
        session(2, 'A', '9h', '10h'),
        session(3, '', '9h', '10h', { day: '2026-11-25' }),
      ]),
    ).toEqual(['2026-11-21', '2026-11-22']);
  });
  it('opens today, else the next day, else the last', () => {
    expect(defaultSynopticDay(days, '2026-11-21')).toBe('2026-11-21');
    expect(defaultSynopticDay(days, '2026-11-22')).toBe('2026-11-23');
    expect(defaultSynopticDay(days, '2026-10-01')).toBe('2026-11-20');
    expect(defaultSynopticDay(days, '2026-12-01')).toBe('2026-11-23');
    expect(defaultSynopticDay([], '2026-12-01')).toBeNull();
  });
});

describe('layoutSynopticDay', () => {
  const grid = layoutSynopticDay(
    [
      session(1, 'Room 10', '9h30', '10h30', { lump: { color: '#e30613' } }),
      session(2, 'Room 2', '11h00', '11h30', { lump: { color: 'red' } }),
      session(3, 'Room 2', '9h00', '12h00'),
      session(4, 'Room 2', '12h00', '13h00'),
      session(5, 'Room 2', '9h00', '10h00', { day: '2026-11-22' }),
    ],
    '2026-11-21',
  );
  const block = (id: number) =>
    grid.columns.flatMap((column) => column.blocks).find((candidate) => candidate.event.id === id)!;

  it('makes one column per place, in natural order', () => {
    expect(grid.columns.map((column) => column.place)).toEqual(['Room 2', 'Room 10']);
  });
  it('places events at 150 px per hour from the first hour, with a 2 px gap', () => {
    expect(grid.hours).toEqual([9, 10, 11, 12]);
    expect(grid.heightPx).toBe(600);
    expect(block(1)).toMatchObject({ top: 75, height: 148 });
    expect(block(3)).toMatchObject({ top: 0, height: 448 });
  });
  it('top-aligns events under 125 px high', () => {
    expect(block(2)).toMatchObject({ height: 73, isTopAligned: true });
    expect(block(1).isTopAligned).toBe(false);
  });
  it('uses a valid hex colour, else the default grey', () => {
    expect(block(1).color).toBe('#e30613');
    expect(block(2).color).toBe('#404040');
    expect(block(3).color).toBe('#404040');
  });
  it('lays overlapping events of one room side by side, and gives the room back after', () => {
    expect(block(3)).toMatchObject({ lane: 0, laneCount: 2 });
    expect(block(2)).toMatchObject({ lane: 1, laneCount: 2 });
    expect(block(4)).toMatchObject({ lane: 0, laneCount: 1 });
    expect(block(1)).toMatchObject({ lane: 0, laneCount: 1 });
  });
  it('draws a session past midnight down to its end and a zero-length one as a short block', () => {
    const late = layoutSynopticDay(
      [session(1, 'Club', '23h00', '1h00'), session(2, 'Club', '22h00', '22h00')],
      '2026-11-21',
    );
    expect(late.hours).toEqual([22, 23, 0]);
    const [zero, night] = late.columns[0]!.blocks;
    expect(night).toMatchObject({ top: 150, height: 298 });
    expect(zero).toMatchObject({ top: 0, height: 35.5, isTopAligned: true });
  });
  it("ends the evening's grid with the night sessions filed under its day, not at the top", () => {
    // 39C3: 'GAYLIENZ' at 1h00 on 28 December is filed under the 27th, whose evening ends at 23h00.
    const night = layoutSynopticDay(
      [
        session(1, 'Club', '22h00', '23h00', { day: '2025-12-27', start_date: '2025-12-27T22:00:00+01:00' }),
        session(2, 'Club', '1h00', '2h00', { day: '2025-12-27', start_date: '2025-12-28T01:00:00+01:00' }),
        session(3, 'Club', '9h00', '10h00', { day: '2025-12-28', start_date: '2025-12-28T09:00:00+01:00' }),
      ],
      '2025-12-27',
    );
    expect(night.hours).toEqual([22, 23, 0, 1]);
    const [evening, late] = night.columns[0]!.blocks;
    expect(evening).toMatchObject({ startMinutes: 22 * 60, top: 0 });
    expect(late).toMatchObject({ startMinutes: 25 * 60, endMinutes: 26 * 60, top: 450, height: 148 });
    expect(night.columns[0]!.blocks).toHaveLength(2);
  });
  it('keeps on its own day a session dated its day, and ignores a date days away from it', () => {
    const morning = layoutSynopticDay(
      [
        session(1, 'Club', '9h00', '10h00', { day: '2025-12-28', start_date: '2025-12-28T09:00:00+01:00' }),
        session(2, 'Club', '11h00', '12h00', { day: '2025-12-28', start_date: '2025-12-30T11:00:00+01:00' }),
      ],
      '2025-12-28',
    );
    expect(morning.hours).toEqual([9, 10, 11]);
  });
  it('is empty for a day without events', () => {
    expect(layoutSynopticDay([], '2026-11-21')).toEqual({
      day: '2026-11-21',
      hours: [],
      startMinutes: 0,
      endMinutes: 0,
      heightPx: 0,
      columns: [],
    });
  });
});

describe('a 5-minute talk on the grid', () => {
  // FOSDEM 2025: each devroom opens with a 5-minute welcome, its first talk five minutes later.
  const grid = layoutSynopticDay(
    [
      session(1, 'H.2213', '10h30', '10h35', { title: 'Welcome to the devroom' }),
      session(2, 'H.2213', '10h35', '11h00'),
      session(3, 'H.2213', '11h00', '11h20'),
    ],
    '2026-11-21',
  );
  const [welcome, talk, next] = grid.columns[0]!.blocks;

  it('stays tall enough for a line of its title, and one line only', () => {
    expect(welcome).toMatchObject({ height: 35.5, isTopAligned: true, isCompact: true });
  });
  it('leaves a 20-minute talk room for its times above its title', () => {
    expect(next).toMatchObject({ height: 48, isCompact: false });
  });
  it('sits beside the talk it overlaps on the grid rather than over its title', () => {
    expect([welcome?.lane, talk?.lane, welcome?.laneCount]).toEqual([0, 1, 2]);
    expect(next).toMatchObject({ lane: 0, laneCount: 1 });
  });
});

describe('the now line', () => {
  const day = layoutSynopticDay(
    [session(1, 'Club', '9h00', '10h00'), session(2, 'Club', '23h00', '0h30')],
    '2026-11-21',
  );
  // 21 November 2026 is winter time in Paris: UTC+1.
  const paris = (iso: string) => Date.parse(`${iso}+01:00`);

  it("crosses today's grid at the show's time, 150 px an hour from its first hour", () => {
    expect(synopticNowTop(day, paris('2026-11-21T09:00:00'), 'Europe/Paris')).toBe(0);
    expect(synopticNowTop(day, paris('2026-11-21T10:36:00'), 'Europe/Paris')).toBe(240);
  });
  it('reads the wall clock of the show, not of the device or UTC', () => {
    // 10h36 in Paris is 4h36 in New York: before the grid there, but the show is in Paris.
    expect(synopticNowTop(day, paris('2026-11-21T10:36:00'), 'America/New_York')).toBeNull();
  });
  it("runs on into the night after midnight on the evening's grid", () => {
    expect(synopticNowTop(day, paris('2026-11-22T00:15:00'), 'Europe/Paris')).toBe(15.25 * 150);
  });
  it('is absent on another day, and before the first hour or after the last hour of the grid', () => {
    expect(synopticNowTop(day, paris('2026-11-20T10:00:00'), 'Europe/Paris')).toBeNull();
    expect(synopticNowTop(day, paris('2026-11-23T10:00:00'), 'Europe/Paris')).toBeNull();
    expect(synopticNowTop(day, paris('2026-11-21T08:59:00'), 'Europe/Paris')).toBeNull();
    expect(synopticNowTop(day, paris('2026-11-22T01:01:00'), 'Europe/Paris')).toBeNull();
  });
});

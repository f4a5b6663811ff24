import { describe, expect, it } from 'vitest';
import type { CatalogRecord } from '../catalog/catalog-item.js';
import { eventDayOf, eventInterval, parseClockTime, showDayOf } from './event-time.js';

function event(fields: Partial<CatalogRecord>): CatalogRecord {
  return { id: 1, original_id: 'E1', ...fields };
}

describe('parseClockTime', () => {
  it('reads HHhMM and H:MM texts', () => {
    expect(parseClockTime('9h30')).toBe(570);
    expect(parseClockTime('09h')).toBe(540);
    expect(parseClockTime('14:05')).toBe(845);
    expect(parseClockTime('14:05:00')).toBe(845);
    expect(parseClockTime('24h00')).toBe(1440);
  });
  it('refuses what is not a time', () => {
    for (const value of ['', 'noon', '25h00', '9h75', '24h30', null, 930])
      expect(parseClockTime(value)).toBeNull();
  });
});

describe('eventDayOf', () => {
  it('prefers the conference day over the calendar date of the start', () => {
    expect(eventDayOf(event({ day: '2026-11-21', start_date: '2026-11-22T00:30:00+01:00' }))).toBe(
      '2026-11-21',
    );
    expect(eventDayOf(event({ start_date: '2026-11-22T09:30:00+01:00' }))).toBe('2026-11-22');
    expect(eventDayOf(event({}))).toBeNull();
  });
});

describe('eventInterval', () => {
  it('reads start and end instants with their offset', () => {
    const interval = eventInterval(
      event({ start_date: '2026-11-21T09:30:00+01:00', end_date: '2026-11-21T10:00:00+01:00' }),
    );
    expect(interval).toEqual({ start: Date.UTC(2026, 10, 21, 8, 30), end: Date.UTC(2026, 10, 21, 9, 0) });
  });
  it('derives a missing end from the clock times, across midnight too', () => {
    const interval = eventInterval(
      event({ start_date: '2026-11-21T23:00:00+01:00', start_time: '23h00', end_time: '1h00' }),
    );
    expect(interval).toEqual({ start: Date.UTC(2026, 10, 21, 22), end: Date.UTC(2026, 10, 22, 0) });
  });
  it('has no interval without a start time of day', () => {
    expect(eventInterval(event({ start_date: '2026-11-21' }))).toBeNull();
  });
});

describe('showDayOf', () => {
  it("gives the date in the show's time zone, not the device's", () => {
    const lateEveningUtc = Date.UTC(2026, 10, 21, 23, 30);
    expect(showDayOf(lateEveningUtc, 'Europe/Paris')).toBe('2026-11-22');
    expect(showDayOf(lateEveningUtc, 'America/New_York')).toBe('2026-11-21');
  });
});

import { describe, expect, it } from 'vitest';
import type { CatalogRecord } from '../catalog/catalog-item.js';
import {
  dayAfter,
  eventConferenceClockRange,
  eventDateOf,
  eventDayOf,
  eventInterval,
  parseClockTime,
  showDayOf,
} from './event-time.js';

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

describe('eventDateOf', () => {
  // 39C3: a 0h20 talk on 28 December, filed by the programme under the conference day of the 27th.
  const nightTalk = event({
    day: '2025-12-27',
    start_date: '2025-12-28T00:20:00+01:00',
    start_time: '0h20',
    end_time: '1h20',
  });

  it('is the real date of a night talk, where its conference day is the evening before', () => {
    expect(eventDayOf(nightTalk)).toBe('2025-12-27');
    expect(eventDateOf(nightTalk)).toBe('2025-12-28');
    expect(eventDateOf(nightTalk, 'Europe/Berlin')).toBe('2025-12-28');
  });

  it("reads the start instant in the show's time zone when the file wrote it in another offset", () => {
    const writtenInUtc = event({ day: '2025-12-27', start_date: '2025-12-27T23:20:00Z' });
    expect(eventDateOf(writtenInUtc)).toBe('2025-12-27');
    expect(eventDateOf(writtenInUtc, 'Europe/Berlin')).toBe('2025-12-28');
    expect(eventDateOf(writtenInUtc, 'America/New_York')).toBe('2025-12-27');
  });

  it('falls back to the written date, then to the conference day', () => {
    expect(eventDateOf(event({ start_date: '2025-12-28T00:20:00' }), 'Europe/Berlin')).toBe('2025-12-28');
    expect(eventDateOf(event({ day: '2025-12-27' }), 'Europe/Berlin')).toBe('2025-12-27');
    expect(eventDateOf(event({}))).toBeNull();
  });
});

describe('dayAfter', () => {
  it('gives the next calendar date, across a month and a year', () => {
    expect(dayAfter('2025-12-27')).toBe('2025-12-28');
    expect(dayAfter('2025-12-31')).toBe('2026-01-01');
    expect(dayAfter('2024-02-28')).toBe('2024-02-29');
  });
});

describe('eventConferenceClockRange', () => {
  it('counts a night talk from midnight of its conference day: 0h20 of the next morning is 24h20', () => {
    const nightTalk = event({
      day: '2025-12-27',
      start_date: '2025-12-28T00:20:00+01:00',
      start_time: '0h20',
      end_time: '1h20',
    });
    expect(eventConferenceClockRange(nightTalk)).toEqual({ start: 1460, end: 1520 });
  });

  it("follows a day_change hour: FOSDEM's days change at 9h00, so 8h30 belongs to the day before", () => {
    const early = event({ day: '2025-02-01', start_date: '2025-02-02T08:30:00+01:00', start_time: '8h30' });
    expect(eventConferenceClockRange(early)).toEqual({ start: 32 * 60 + 30, end: 32 * 60 + 30 });
    const sameDay = event({ day: '2025-02-02', start_date: '2025-02-02T09:00:00+01:00', start_time: '9h00' });
    expect(eventConferenceClockRange(sameDay)).toEqual({ start: 540, end: 540 });
  });

  it('keeps the clock times of an event without a conference day or a start date', () => {
    expect(eventConferenceClockRange(event({ start_time: '23h00', end_time: '1h00' }))).toEqual({
      start: 1380,
      end: 1500,
    });
    expect(eventConferenceClockRange(event({ day: '2025-12-27' }))).toBeNull();
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

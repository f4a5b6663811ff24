import { describe, expect, it } from 'vitest';
import { consoleItemEditSchema } from './console-items.js';
import { sessionTimeFields, sessionTimesOf, showDateTimeSchema } from './console-session-times.js';

const edit = (times: { start?: string; end?: string }) =>
  consoleItemEditSchema.safeParse({ updatedAt: '2026-11-21T08:00:00.000Z', ...times });

function refusal(times: { start?: string; end?: string }): { field: string; message: string } {
  const parsed = edit(times);
  if (parsed.success) throw new Error('accepted');
  const [issue] = parsed.error.issues;
  return { field: issue?.path.join('.') ?? '', message: issue?.message ?? '' };
}

describe('console session times: what the form may send', () => {
  it('takes a real date and a time of day, and refuses what is not one', () => {
    expect(showDateTimeSchema.safeParse('2026-11-21T09:30').success).toBe(true);
    expect(showDateTimeSchema.safeParse('2026-02-30T09:30').success).toBe(false);
    expect(showDateTimeSchema.safeParse('2026-11-21T24:00').success).toBe(false);
    expect(showDateTimeSchema.safeParse('2026-11-21T9h30').success).toBe(false);
    expect(showDateTimeSchema.safeParse('21/11/2026 09:30').success).toBe(false);
  });

  it('names the end when it is not after the start, and says a night session ends the next day', () => {
    expect(refusal({ start: '2026-11-21T10:00', end: '2026-11-21T09:00' })).toEqual({
      field: 'end',
      message: expect.stringContaining('next day'),
    });
    expect(refusal({ start: '2026-11-21T10:00', end: '2026-11-21T10:00' }).field).toBe('end');
    expect(refusal({ start: '2026-11-21T10:00', end: '2026-02-31T11:00' }).field).toBe('end');
    expect(refusal({ start: '2026-11-21T10:00' }).field).toBe('end');
    expect(refusal({ end: '2026-11-21T10:00' }).field).toBe('start');
  });

  it('accepts a session that crosses midnight when its end is on the next day', () => {
    expect(edit({ start: '2026-11-21T23:30', end: '2026-11-22T01:00' }).success).toBe(true);
  });
});

describe('console session times: read and written on the show clock', () => {
  const stored = {
    title: 'Night concert',
    start_date: '2026-11-21T22:30:00+01:00',
    end_date: '2026-11-22T01:30:00+01:00',
    day: '2026-11-21',
    start_time: '22h30',
    end_time: '1h30',
    lump: { track: 'Music', start_date_UTC: '2026-11-21T21:30:00Z', end_date_UTC: '2026-11-22T00:30:00Z' },
  };

  it('reads the stored instants on the show clock, whatever offset the source wrote', () => {
    expect(sessionTimesOf(stored, 'Europe/Paris')).toEqual({
      start: '2026-11-21T22:30',
      end: '2026-11-22T01:30',
    });
    expect(sessionTimesOf({ ...stored, start_date: '2026-11-21T21:30:00Z' }, 'Europe/Paris').start).toBe(
      '2026-11-21T22:30',
    );
    expect(sessionTimesOf({ title: 'No time yet' }, 'Europe/Paris')).toEqual({ start: null, end: null });
  });

  it('writes every time field in the catalog shape, with the offset of the show zone on that date', () => {
    const summer = sessionTimeFields(
      stored,
      { start: '2026-06-12T09:05', end: '2026-06-12T10:40' },
      'Europe/Paris',
    );
    expect(summer).toEqual({
      ...stored,
      start_date: '2026-06-12T09:05:00+02:00',
      end_date: '2026-06-12T10:40:00+02:00',
      day: '2026-06-12',
      start_time: '9h05',
      end_time: '10h40',
      lump: { track: 'Music', start_date_UTC: '2026-06-12T07:05:00Z', end_date_UTC: '2026-06-12T08:40:00Z' },
    });
    const winter = sessionTimeFields(
      { title: 'Talk' },
      { start: '2026-11-21T09:00', end: '2026-11-21T09:30' },
      'America/New_York',
    );
    expect(winter).toMatchObject({
      start_date: '2026-11-21T09:00:00-05:00',
      lump: { start_date_UTC: '2026-11-21T14:00:00Z' },
    });
  });

  it('keeps a session moved within the night after its day filed under that day, as programmes file nights', () => {
    const later = sessionTimeFields(
      stored,
      { start: '2026-11-22T00:15', end: '2026-11-22T02:00' },
      'Europe/Paris',
    );
    expect(later).toMatchObject({ day: '2026-11-21', start_time: '0h15', end_time: '2h00' });
    const nextMorning = sessionTimeFields(
      stored,
      { start: '2026-11-22T09:00', end: '2026-11-22T10:00' },
      'Europe/Paris',
    );
    expect(nextMorning.day).toBe('2026-11-22');
  });

  it('reads back what it wrote', () => {
    const times = { start: '2026-03-29T01:30', end: '2026-03-29T04:00' };
    expect(sessionTimesOf(sessionTimeFields(stored, times, 'Europe/Paris'), 'Europe/Paris')).toEqual(times);
  });
});

import { describe, expect, it } from 'vitest';
import {
  addMinutes,
  formatOffsetIso,
  formatUtcIso,
  formatWallTime,
  parseDurationMinutes,
  parseOffsetInstant,
} from './schedule-time.js';

describe('schedule times', () => {
  it('keeps the offset the source wrote when adding a duration', () => {
    const start = parseOffsetInstant('2025-02-01T10:35:00+01:00');
    expect(start).toBeDefined();
    const end = addMinutes(start!, parseDurationMinutes('00:25')!);
    expect(formatOffsetIso(end)).toBe('2025-02-01T11:00:00+01:00');
    expect(formatUtcIso(end)).toBe('2025-02-01T10:00:00Z');
    expect(formatWallTime(end)).toBe('11h00');
  });

  it('crosses midnight on the wall clock of the source, not of the server', () => {
    const start = parseOffsetInstant('2025-12-27T23:40:00-05:00')!;
    const end = addMinutes(start, 45);
    expect(formatOffsetIso(end)).toBe('2025-12-28T00:25:00-05:00');
    expect(formatWallTime(end)).toBe('0h25');
  });

  it('refuses dates without an offset and impossible dates', () => {
    expect(parseOffsetInstant('2025-02-01T10:35:00')).toBeUndefined();
    expect(parseOffsetInstant('2025-02-31T10:35:00+01:00')).toBeUndefined();
    expect(parseOffsetInstant('tomorrow')).toBeUndefined();
    expect(formatOffsetIso(parseOffsetInstant('2025-02-01T10:35Z')!)).toBe('2025-02-01T10:35:00+00:00');
  });

  it('reads the duration notations of frab, pentabarf and schedule2', () => {
    expect(parseDurationMinutes('00:25')).toBe(25);
    expect(parseDurationMinutes('12:00')).toBe(720);
    expect(parseDurationMinutes('01:30:00')).toBe(90);
    expect(parseDurationMinutes('PT1H30M')).toBe(90);
    expect(parseDurationMinutes('half an hour')).toBeUndefined();
    expect(parseDurationMinutes('PT')).toBeUndefined();
  });
});

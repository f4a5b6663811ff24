import { utcOffsetMinutes } from '@showfloor/core';

/**
 * Date arithmetic for schedules. An instant keeps the UTC offset its source wrote, because the
 * catalog shows times as the venue printed them (docs/catalog-fields.md) whatever the server's zone.
 */
export interface OffsetInstant {
  /** Milliseconds since the epoch. */
  epochMs: number;
  /** Offset of the source's wall clock from UTC, in minutes (Brussels in winter: 60). */
  offsetMinutes: number;
}

const ISO_WITH_OFFSET =
  /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(Z|[+-]\d{2}(?::?\d{2})?)$/;

/** Parses an ISO-8601 date-time that carries an offset; a date-time without one is ambiguous: undefined. */
export function parseOffsetInstant(text: string): OffsetInstant | undefined {
  const match = ISO_WITH_OFFSET.exec(text.trim());
  if (!match) return undefined;
  const [, year, month, day, hour, minute, second, zone] = match;
  const fields = [year, month, day, hour, minute].map(Number) as [number, number, number, number, number];
  const [y, mo, d, h, mi] = fields;
  const s = Number(second ?? '0');
  if (mo < 1 || mo > 12 || d < 1 || d > 31 || h > 23 || mi > 59 || s > 59) return undefined;
  const offsetMinutes = parseOffset(zone ?? 'Z');
  const wallMs = Date.UTC(y, mo - 1, d, h, mi, s);
  // Date.UTC rolls 31 February over into March: reject rather than silently move the event.
  if (new Date(wallMs).getUTCDate() !== d) return undefined;
  return { epochMs: wallMs - offsetMinutes * 60_000, offsetMinutes };
}

function parseOffset(zone: string): number {
  if (zone === 'Z') return 0;
  const sign = zone.startsWith('-') ? -1 : 1;
  const digits = zone.slice(1).replace(':', '');
  return sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2) || '0'));
}

/**
 * Parses a schedule duration: `HH:MM` (frab, c3voc), `HH:MM:SS` or ISO-8601 `PT1H30M` (schedule2).
 * Returns minutes, or undefined when the text is none of these.
 */
export function parseDurationMinutes(text: string): number | undefined {
  const trimmed = text.trim();
  const clock = /^(\d{1,3}):(\d{2})(?::(\d{2}))?$/.exec(trimmed);
  if (clock) {
    const [, hours, minutes, seconds] = clock;
    return Number(hours) * 60 + Number(minutes) + Math.round(Number(seconds ?? 0) / 60);
  }
  const iso = /^P(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)S)?)?$/.exec(trimmed);
  if (iso && trimmed !== 'P' && !trimmed.endsWith('T')) {
    const [, days, hours, minutes, seconds] = iso;
    return (
      Number(days ?? 0) * 1440 +
      Number(hours ?? 0) * 60 +
      Number(minutes ?? 0) +
      Math.round(Number(seconds ?? 0) / 60)
    );
  }
  return undefined;
}

export function addMinutes(instant: OffsetInstant, minutes: number): OffsetInstant {
  return { epochMs: instant.epochMs + minutes * 60_000, offsetMinutes: instant.offsetMinutes };
}

/** The same instant on another wall clock (used to show an end in the offset of its start). */
export function withOffset(instant: OffsetInstant, offsetMinutes: number): OffsetInstant {
  return { epochMs: instant.epochMs, offsetMinutes };
}

function wallClock(instant: OffsetInstant): Date {
  return new Date(instant.epochMs + instant.offsetMinutes * 60_000);
}

const pad = (value: number): string => String(value).padStart(2, '0');

/** `2025-02-01T10:35:00+01:00`: the wall clock of the instant followed by its offset. */
export function formatOffsetIso(instant: OffsetInstant): string {
  const wall = wallClock(instant).toISOString().slice(0, 19);
  const sign = instant.offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(instant.offsetMinutes);
  return `${wall}${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/** `2025-02-01T09:35:00Z`. */
export function formatUtcIso(instant: OffsetInstant): string {
  return `${new Date(instant.epochMs).toISOString().slice(0, 19)}Z`;
}

/** Local wall-clock time as the app prints it: `9h30`, `10h05`, `0h20`. */
export function formatWallTime(instant: OffsetInstant): string {
  const wall = wallClock(instant);
  return `${wall.getUTCHours()}h${pad(wall.getUTCMinutes())}`;
}

/** Local calendar date `YYYY-MM-DD` of the instant on its own wall clock. */
export function formatWallDate(instant: OffsetInstant): string {
  return wallClock(instant).toISOString().slice(0, 10);
}

/** Parses `09:00`, `09:00:00` as minutes after midnight. */
export function parseClockMinutes(text: string): number | undefined {
  const match = /^(\d{1,2}):(\d{2})(?::\d{2})?$/.exec(text.trim());
  if (!match) return undefined;
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  return minutes < 1440 ? minutes : undefined;
}

/**
 * The instant a wall clock shows on a calendar date in a time zone (old frab exports give only the
 * day and `HH:MM`). A clock before the conference's day change belongs to the night after `date`.
 * Without a zone the wall clock is kept on UTC, so times still read as the file wrote them.
 */
export function wallClockInstant(
  date: string,
  clockMinutes: number,
  options: { timeZone?: string; dayChangeMinutes?: number },
): OffsetInstant | undefined {
  const midnight = parseOffsetInstant(`${date}T00:00:00Z`);
  if (!midnight) return undefined;
  const nextDay = clockMinutes < (options.dayChangeMinutes ?? 0) ? 1440 : 0;
  const wallMs = midnight.epochMs + (nextDay + clockMinutes) * 60_000;
  if (options.timeZone === undefined) return { epochMs: wallMs, offsetMinutes: 0 };
  // The offset at the wall clock read as UTC is right except within hours of a change: read it again
  // at the instant it gives.
  const first = utcOffsetMinutes(wallMs, options.timeZone);
  const offsetMinutes = utcOffsetMinutes(wallMs - first * 60_000, options.timeZone);
  return { epochMs: wallMs - offsetMinutes * 60_000, offsetMinutes };
}

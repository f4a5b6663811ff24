import { z } from 'zod';
import type { JsonValue } from '../catalog/localized.js';
import { utcOffsetMinutes, wallClockOf } from '../ical/time-zone-offsets.js';

/**
 * A session's start and end as the console edits them: a date and a time of day on the show's clock
 * (its configuration's time zone), `2026-11-21T09:30`, what a `datetime-local` field gives. They are
 * stored in the shape the importers write (docs/catalog-fields.md): `start_date` / `end_date` with the
 * zone's offset on that date, the wall-clock `start_time` / `end_time` (`9h30`), the conference `day`,
 * and `lump.start_date_UTC` / `lump.end_date_UTC`.
 */

const SHOW_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;
const MINUTE = 60_000;
/**
 * A session starting before 6h00 on the morning after its conference day stays filed under that day:
 * programmes file their nights under the evening they belong to (a 0h20 concert of the 27th's night).
 */
export const SESSION_NIGHT_ENDS_MINUTES = 6 * 60;

/** The wall clock of a date and time, read as if it were UTC; undefined for a date or time that does not exist. */
function wallMsOf(text: string): number | undefined {
  const match = SHOW_DATE_TIME.exec(text);
  if (!match) return undefined;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  if (month < 1 || month > 12 || day < 1 || hour > 23 || minute > 59) return undefined;
  const wallMs = Date.UTC(year, month - 1, day, hour, minute);
  // Date.UTC rolls 31 February over into March: such a date is refused, not moved.
  return new Date(wallMs).getUTCDate() === day ? wallMs : undefined;
}

/** A date and a time of day on the show's clock, `YYYY-MM-DDTHH:MM`. */
export const showDateTimeSchema = z
  .string()
  .max(16)
  .refine((text) => wallMsOf(text) !== undefined, {
    message: 'Give a real date and a time of day (YYYY-MM-DD and HH:MM)',
  });

/**
 * The start and end of an edit: both or neither, the end after the start. A session that crosses
 * midnight ends on the next day's date, which the message says, since that is the usual slip.
 */
export function checkSessionTimes(
  times: { start?: string | undefined; end?: string | undefined },
  context: z.RefinementCtx,
): void {
  const { start, end } = times;
  if (start === undefined && end === undefined) return;
  if (start === undefined) {
    context.addIssue({ code: 'custom', path: ['start'], message: 'Give the start with the end' });
    return;
  }
  if (end === undefined) {
    context.addIssue({ code: 'custom', path: ['end'], message: 'Give the end with the start' });
    return;
  }
  const startMs = wallMsOf(start);
  const endMs = wallMsOf(end);
  if (startMs !== undefined && endMs !== undefined && endMs <= startMs) {
    context.addIssue({
      code: 'custom',
      path: ['end'],
      message:
        'The end must be after the start (a session that crosses midnight ends on the next day: change its date)',
    });
  }
}

const pad = (value: number): string => String(value).padStart(2, '0');

function showDateTimeOfWall(wall: {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}) {
  return `${wall.year}-${pad(wall.month)}-${pad(wall.day)}T${pad(wall.hour)}:${pad(wall.minute)}`;
}

/** A stored date (`2026-11-21T09:30:00+01:00`) on the show's clock, or null when it is not a date and time. */
function showDateTimeOf(value: JsonValue | undefined, timeZone: string): string | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (/(?:Z|[+-]\d{2}:?\d{2})$/.test(text)) {
    const instant = Date.parse(text);
    return Number.isNaN(instant) ? null : showDateTimeOfWall(wallClockOf(instant, timeZone));
  }
  // Without an offset, the text is already a wall clock: the show's, as the app reads it.
  const local = text.slice(0, 16);
  return wallMsOf(local) === undefined ? null : local;
}

/** A session's start and end on the show's clock, as the form shows them (null when not stored). */
export function sessionTimesOf(
  fields: { readonly [field: string]: JsonValue },
  timeZone: string,
): { start: string | null; end: string | null } {
  return {
    start: showDateTimeOf(fields.start_date, timeZone),
    end: showDateTimeOf(fields.end_date, timeZone),
  };
}

interface ShowInstant {
  epochMs: number;
  offsetMinutes: number;
  wallMs: number;
}

/** The instant a wall clock of the show's zone names, with the zone's offset then. */
function showInstantOf(text: string, timeZone: string): ShowInstant {
  const wallMs = wallMsOf(text);
  if (wallMs === undefined) throw new RangeError(`not a date and time: ${text}`);
  // The offset at the wall clock read as UTC is right except within hours of a change: read it again
  // at the instant it gives.
  const first = utcOffsetMinutes(wallMs, timeZone);
  const offsetMinutes = utcOffsetMinutes(wallMs - first * MINUTE, timeZone);
  return { epochMs: wallMs - offsetMinutes * MINUTE, offsetMinutes, wallMs };
}

function offsetIso({ wallMs, offsetMinutes }: ShowInstant): string {
  const sign = offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(offsetMinutes);
  return `${new Date(wallMs).toISOString().slice(0, 19)}${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

function wallTime({ wallMs }: ShowInstant): string {
  const wall = new Date(wallMs);
  return `${wall.getUTCHours()}h${pad(wall.getUTCMinutes())}`;
}

function dayBefore(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) - 24 * 60 * MINUTE).toISOString().slice(0, 10);
}

/**
 * The fields of a session moved to `times` (checked by `checkSessionTimes`), every other field kept.
 * Its conference day is the start's date, except in the night after its day (`SESSION_NIGHT_ENDS_MINUTES`).
 */
export function sessionTimeFields(
  fields: { readonly [field: string]: JsonValue },
  times: { start: string; end: string },
  timeZone: string,
): { [field: string]: JsonValue } {
  const start = showInstantOf(times.start, timeZone);
  const end = showInstantOf(times.end, timeZone);
  const startDate = times.start.slice(0, 10);
  const startMinutes = new Date(start.wallMs).getUTCHours() * 60 + new Date(start.wallMs).getUTCMinutes();
  const isNightOfDay = startMinutes < SESSION_NIGHT_ENDS_MINUTES && fields.day === dayBefore(startDate);
  const lump = fields.lump;
  const isLumpObject = typeof lump === 'object' && lump !== null && !Array.isArray(lump);
  return {
    ...fields,
    start_date: offsetIso(start),
    end_date: offsetIso(end),
    day: isNightOfDay ? dayBefore(startDate) : startDate,
    start_time: wallTime(start),
    end_time: wallTime(end),
    lump: {
      ...(isLumpObject ? lump : {}),
      start_date_UTC: `${new Date(start.epochMs).toISOString().slice(0, 19)}Z`,
      end_date_UTC: `${new Date(end.epochMs).toISOString().slice(0, 19)}Z`,
    },
  };
}

import type { CatalogRecord } from '../catalog/catalog-item.js';

const MINUTES_PER_DAY = 24 * 60;
// '9h30', '09h', '9:30', '09:30:00' (spec core §3: H:MM or HHhMM text).
const CLOCK_TIME = /^(\d{1,2})\s*[h:]\s*(\d{2})?(?::\d{2})?$/i;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}/;
// A date-time that names its offset: only such a text is an instant whatever the device's zone.
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})$/;

/** Minutes since midnight of a wall-clock text, or null when it cannot be read. 24h00 is accepted as an end. */
export function parseClockTime(value: unknown): number | null {
  if (typeof value !== 'string') return null;
  const match = CLOCK_TIME.exec(value.trim());
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = match[2] === undefined ? 0 : Number(match[2]);
  if (minutes > 59 || hours > 24 || (hours === 24 && minutes > 0)) return null;
  return hours * 60 + minutes;
}

/**
 * Start and end of an event in minutes from the start of its day. An end before the start runs
 * past midnight; an end equal to the start, or missing, gives a zero-length event.
 */
export function eventClockRange(event: CatalogRecord): { start: number; end: number } | null {
  const start = parseClockTime(event.start_time);
  if (start === null) return null;
  const end = parseClockTime(event.end_time) ?? start;
  return { start, end: end < start ? end + MINUTES_PER_DAY : end };
}

/**
 * The conference day of an event (`day`, else the date part of `start_date`, docs/catalog-fields.md).
 * The date part of an ISO date with offset is the show's local date, which is what days mean.
 */
export function eventDayOf(event: CatalogRecord): string | null {
  for (const value of [event.day, event.start_date]) {
    if (typeof value === 'string' && ISO_DAY.test(value)) return value.slice(0, 10);
  }
  return null;
}

/** The date `start_date` is written with: the calendar date on its source's wall clock. */
function writtenStartDate(event: CatalogRecord): string | null {
  const value = event.start_date;
  return typeof value === 'string' && ISO_DAY.test(value) ? value.slice(0, 10) : null;
}

/**
 * The calendar date an event starts on ('YYYY-MM-DD'), which sheets, favorites and list rows show:
 * the date of its start instant in the show's time zone (`ShowConfig.timeZone`) when one is given,
 * else the date `start_date` is written with, else its conference day. A 01:00 talk of the 8th's
 * evening starts on the 9th, though its conference day (`eventDayOf`) is the 8th.
 */
export function eventDateOf(event: CatalogRecord, timeZone?: string): string | null {
  const start = event.start_date;
  if (timeZone !== undefined && typeof start === 'string' && ISO_INSTANT.test(start.trim())) {
    const instant = Date.parse(start);
    if (!Number.isNaN(instant)) return showDayOf(instant, timeZone);
  }
  return writtenStartDate(event) ?? eventDayOf(event);
}

/** The calendar date after `day` ('2025-12-27' → '2025-12-28'): the morning a conference day's night runs into. */
export function dayAfter(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + MINUTES_PER_DAY * 60_000).toISOString().slice(0, 10);
}

function daysBetween(from: string, to: string): number {
  return (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / (MINUTES_PER_DAY * 60_000);
}

/**
 * Start and end of an event in minutes from midnight of its conference day, for the synoptic grid:
 * a talk at 1h00 filed under the evening before (its `day` the day before its `start_date`)
 * starts at 1500, after that evening's 23h00, instead of at the top of the grid. Times stay on the
 * wall clock `start_date` is written with, as `start_time` is.
 */
export function eventConferenceClockRange(event: CatalogRecord): { start: number; end: number } | null {
  const range = eventClockRange(event);
  if (range === null) return null;
  const day = eventDayOf(event);
  const date = writtenStartDate(event);
  // Only the night after the day moves: a date further off says more of a data error than of a night.
  const isNightAfter = day !== null && date !== null && daysBetween(day, date) === 1;
  if (!isNightAfter) return range;
  return { start: range.start + MINUTES_PER_DAY, end: range.end + MINUTES_PER_DAY };
}

function instantOf(value: unknown): number | null {
  // A date without a time says nothing about the hour, and a date without offset nothing about the zone.
  if (typeof value !== 'string' || !value.includes('T')) return null;
  const instant = Date.parse(value);
  return Number.isNaN(instant) ? null : instant;
}

/**
 * When an event happens, in epoch milliseconds, from `start_date` and `end_date` (ISO 8601 with
 * offset). A missing end is derived from the clock times, else the event is an instant.
 */
export function eventInterval(event: CatalogRecord): { start: number; end: number } | null {
  const start = instantOf(event.start_date);
  if (start === null) return null;
  let end = instantOf(event.end_date);
  if (end === null) {
    const range = eventClockRange(event);
    end = range ? start + (range.end - range.start) * 60_000 : start;
  }
  return { start, end: Math.max(start, end) };
}

/** Day formatters per time zone: making one loads the zone's rules, tens of milliseconds on a phone. */
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** Today's date ('YYYY-MM-DD') in the show's time zone (`ShowConfig.timeZone`) at the instant `now`. */
export function showDayOf(now: number, timeZone: string): string {
  let format = dayFormats.get(timeZone);
  if (format === undefined) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormats.set(timeZone, format);
  }
  const parts = format.formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((entry) => entry.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

import { escapeText, joinContentLines } from './content-line.js';
import { offsetTransitions, utcOffsetMinutes, wallClockOf } from './time-zone-offsets.js';

/** One event of a calendar file, already localized: instants in epoch milliseconds. */
export interface CalendarEvent {
  /** Stable across exports so that a calendar re-importing the file updates instead of duplicating. */
  uid: string;
  title: string;
  start: number;
  end: number;
  description?: string;
  location?: string;
  url?: string;
}

export interface CalendarOptions {
  /** IANA zone the times are written in (the show's), described by a VTIMEZONE. */
  timeZone: string;
  /** When the file is written (DTSTAMP); injected, core has no clock. */
  now: number;
  /** PRODID of the file: who wrote it. */
  productId: string;
  /** X-WR-CALNAME, the name calendar apps give a subscribed or imported calendar. */
  name?: string;
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** The local date-time form of RFC 5545 §3.3.5 (no 'Z'): 20260312T093000. */
function localDateTime(instant: number, timeZone: string): string {
  const wall = wallClockOf(instant, timeZone);
  return `${pad(wall.year, 4)}${pad(wall.month)}${pad(wall.day)}T${pad(wall.hour)}${pad(wall.minute)}${pad(wall.second)}`;
}

function utcDateTime(instant: number): string {
  return new Date(Math.floor(instant / 1000) * 1000).toISOString().replace(/[-:]/g, '').replace('.000', '');
}

/** A UTC offset as RFC 5545 §3.3.14 writes it: +0200, -0330. */
export function formatUtcOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const absolute = Math.abs(minutes);
  return `${sign}${pad(Math.floor(absolute / 60))}${pad(absolute % 60)}`;
}

/** The wall time of an instant at a fixed UTC offset, in the local date-time form. */
function wallTimeAtOffset(instant: number, offsetMinutes: number): string {
  return utcDateTime(instant + offsetMinutes * 60_000).replace('Z', '');
}

/**
 * The VTIMEZONE of a zone over the years the events span (RFC 5545 §3.6.5). Each offset change is
 * one observance with its own DTSTART rather than an RRULE: rules change over the years, explicit
 * dates cannot be wrong. The first observance states the offset in force at the start of the span.
 */
export function timeZoneLines(timeZone: string, from: number, to: number): string[] {
  const spanStart = Date.UTC(new Date(from).getUTCFullYear(), 0, 1);
  const spanEnd = Date.UTC(new Date(to).getUTCFullYear() + 1, 0, 1);
  const initial = utcOffsetMinutes(spanStart, timeZone);
  const observance = (instant: number, fromOffset: number, toOffset: number) => {
    const kind = toOffset > fromOffset ? 'DAYLIGHT' : 'STANDARD';
    return [
      `BEGIN:${kind}`,
      // An observance starts at the local time before the change, read with TZOFFSETFROM (§3.6.5).
      `DTSTART:${wallTimeAtOffset(instant, fromOffset)}`,
      `TZOFFSETFROM:${formatUtcOffset(fromOffset)}`,
      `TZOFFSETTO:${formatUtcOffset(toOffset)}`,
      `END:${kind}`,
    ];
  };
  const lines = ['BEGIN:VTIMEZONE', `TZID:${timeZone}`, ...observance(spanStart, initial, initial)];
  for (const change of offsetTransitions(timeZone, spanStart, spanEnd)) {
    lines.push(...observance(change.instant, change.from, change.to));
  }
  lines.push('END:VTIMEZONE');
  return lines;
}

function eventLines(event: CalendarEvent, options: CalendarOptions): string[] {
  const zone = `TZID=${options.timeZone}`;
  const lines = [
    'BEGIN:VEVENT',
    `UID:${escapeText(event.uid)}`,
    `DTSTAMP:${utcDateTime(options.now)}`,
    `DTSTART;${zone}:${localDateTime(event.start, options.timeZone)}`,
    `DTEND;${zone}:${localDateTime(Math.max(event.start, event.end), options.timeZone)}`,
    `SUMMARY:${escapeText(event.title)}`,
  ];
  if (event.description) lines.push(`DESCRIPTION:${escapeText(event.description)}`);
  if (event.location) lines.push(`LOCATION:${escapeText(event.location)}`);
  // URL is a URI value (§3.8.4.6), not TEXT: it is not escaped.
  if (event.url) lines.push(`URL:${event.url}`);
  lines.push('END:VEVENT');
  return lines;
}

/**
 * An iCalendar file (RFC 5545) of the events: CRLF line ends, lines folded at 75 octets, times
 * written in the show's zone with its VTIMEZONE, so calendars on a device in another zone still
 * show the session at the right moment.
 */
export function writeCalendar(events: readonly CalendarEvent[], options: CalendarOptions): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${options.productId}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
  ];
  if (options.name) lines.push(`X-WR-CALNAME:${escapeText(options.name)}`);
  if (events.length > 0) {
    const starts = events.map((event) => event.start);
    const ends = events.map((event) => Math.max(event.start, event.end));
    lines.push(...timeZoneLines(options.timeZone, Math.min(...starts), Math.max(...ends)));
  }
  for (const event of events) lines.push(...eventLines(event, options));
  lines.push('END:VCALENDAR');
  return joinContentLines(lines);
}

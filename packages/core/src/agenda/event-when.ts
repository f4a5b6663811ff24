import type { CatalogRecord } from '../catalog/catalog-item.js';
import type { Language } from '../catalog/localized.js';
import { eventDateOf } from './event-time.js';

/** A time field as the catalog writes it, trimmed; a number is shown as text, anything else is ''. */
function timeText(event: CatalogRecord, field: 'start_time' | 'end_time'): string {
  const value = event[field];
  if (typeof value === 'string') return value.trim();
  return typeof value === 'number' && Number.isFinite(value) ? String(value) : '';
}

/** A conference day ('2026-11-21') as the reader's language writes it, without a time-zone shift. */
export function formatShowDay(day: string, language: Language): string {
  const [year, month, date] = day.split('-').map(Number);
  if (!year || !month || !date) return day;
  return new Intl.DateTimeFormat(language, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(Date.UTC(year, month - 1, date));
}

const shortDayFormats = new Map<Language, Intl.DateTimeFormat>();

/** A conference day ('2026-11-21') in a list row's few letters ('Sat, Nov 21'), without a time-zone shift. */
export function formatShortShowDay(day: string, language: Language): string {
  const [year, month, date] = day.split('-').map(Number);
  if (!year || !month || !date) return day;
  let format = shortDayFormats.get(language);
  if (format === undefined) {
    format = new Intl.DateTimeFormat(language, {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      timeZone: 'UTC',
    });
    shortDayFormats.set(language, format);
  }
  return format.format(Date.UTC(year, month - 1, date));
}

/**
 * When an event takes place, as one line: the calendar date it starts on (`eventDateOf`: a 1h00
 * talk of the 8th's evening reads the 9th), then its wall-clock times as the catalog writes them
 * ('9h00 – 9h30'). Times are shown as given: they are the show's local time, whatever the reader's
 * time zone. `timeZone` is the show's (`ShowConfig.timeZone`).
 */
export function eventWhen(event: CatalogRecord, language: Language, timeZone?: string): string {
  const day = eventDateOf(event, timeZone);
  const start = timeText(event, 'start_time');
  const end = timeText(event, 'end_time');
  const times = start && end ? `${start} – ${end}` : start || end;
  return [day ? formatShowDay(day, language) : '', times].filter(Boolean).join(', ');
}

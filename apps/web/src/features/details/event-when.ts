import type { CatalogRecord, Language } from '@showfloor/core';
import { eventDayOf } from '@showfloor/core';
import { fieldText } from './record-fields.js';

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

/**
 * When an event takes place, as one line: its day, then its wall-clock times as the catalog writes
 * them ('9h00 – 9h30'). Times are shown as given: they are the show's local time, whatever the
 * reader's time zone.
 */
export function eventWhen(event: CatalogRecord, language: Language): string {
  const day = eventDayOf(event);
  const start = fieldText(event, 'start_time');
  const end = fieldText(event, 'end_time');
  const times = start && end ? `${start} – ${end}` : start || end;
  return [day ? formatShowDay(day, language) : '', times].filter(Boolean).join(', ');
}

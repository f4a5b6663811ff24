import { type CatalogRecord, eventDateOf, formatShortShowDay, type Language } from '@showfloor/core';

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/**
 * The times of an entry of the personal agenda, under the heading of its conference day. A night
 * session filed under the evening before starts on the next date: the entry names that date
 * ('Sun, Dec 28 0h20 – 1h20'), so that '0h20' under Saturday's heading is not read as Saturday's.
 */
export function agendaEntryTime(
  event: CatalogRecord,
  conferenceDay: string | null,
  language: Language,
  timeZone?: string,
): string {
  const times = [text(event.start_time), text(event.end_time)].filter(Boolean).join(' – ');
  const date = eventDateOf(event, timeZone);
  const isAnotherDate = conferenceDay !== null && date !== null && date !== conferenceDay;
  return [isAnotherDate ? formatShortShowDay(date, language) : '', times].filter(Boolean).join(' ');
}

import { eventInterval } from '../agenda/event-time.js';
import type { CatalogRecord } from '../catalog/catalog-item.js';
import type { CalendarEvent } from './ics-writer.js';

function textOf(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/**
 * Descriptions are stored as HTML; calendars show plain text. Unlike the one-line preview text,
 * paragraph and line breaks are kept, since calendar apps show the description as a block.
 */
function calendarTextOf(html: string): string {
  return html
    .replace(/<br\s*\/?>|<\/p>|<\/li>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/**
 * The calendar entry of an event record, or null when the event has no dated start (nothing to put
 * in a calendar). The UID is built from the original id, which is the same on every device and in
 * every data version, so re-exporting updates the entry instead of adding a copy.
 */
export function calendarEventOf(
  event: CatalogRecord,
  options: { uidDomain: string; url?: string },
): CalendarEvent | null {
  const interval = eventInterval(event);
  if (!interval) return null;
  const description = calendarTextOf(textOf(event.description));
  const location = textOf(event.event_place_text);
  return {
    uid: `event-${event.original_id || event.id}@${options.uidDomain}`,
    title: textOf(event.title),
    start: interval.start,
    end: interval.end,
    ...(description ? { description } : {}),
    ...(location ? { location } : {}),
    ...(options.url ? { url: options.url } : {}),
  };
}

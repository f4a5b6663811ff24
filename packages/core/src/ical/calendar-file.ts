import type { CatalogRecord } from '../catalog/catalog-item.js';
import { APP_VERSION } from '../constants/spec-constants.js';
import { encodeRoute } from '../routing/route-codec.js';
import { calendarEventOf } from './calendar-event-of.js';
import { type CalendarEvent, writeCalendar } from './ics-writer.js';

export const CALENDAR_MIME_TYPE = 'text/calendar;charset=utf-8';

/** The sheet address of an event for someone else's calendar: original id, like shared links. */
function eventUrl(event: CatalogRecord, appUrl: string): string {
  return `${appUrl}${encodeRoute({ pageKey: 'event', props: { id: event.id } }, { originalIdOf: () => event.original_id || undefined })}`;
}

/**
 * The .ics text of events (spec modules §2: calendar export), in the show's time zone; events
 * without a dated start are left out. `appUrl` is origin and path of the app, for each event's link.
 * The app writes downloads with it and the back office the subscribable calendars, so both agree.
 */
export function calendarFileOf(
  events: readonly CatalogRecord[],
  options: { timeZone: string; now: number; appUrl: string; name?: string },
): { text: string; count: number } {
  const uidDomain = /^[a-z][a-z0-9+.-]*:\/\/([^/?#]+)/i.exec(options.appUrl)?.[1] ?? 'showfloor';
  const entries = events
    .map((event) => calendarEventOf(event, { uidDomain, url: eventUrl(event, options.appUrl) }))
    .filter((entry): entry is CalendarEvent => entry !== null);
  const text = writeCalendar(entries, {
    timeZone: options.timeZone,
    now: options.now,
    productId: `-//Showfloor//Showfloor ${APP_VERSION}//EN`,
    ...(options.name ? { name: options.name } : {}),
  });
  return { text, count: entries.length };
}

/** 'opening-keynote.ics' from a title; 'favorites.ics' style names pass through. */
export function calendarFileName(title: string): string {
  const base = title
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${base.slice(0, 60) || 'calendar'}.ics`;
}

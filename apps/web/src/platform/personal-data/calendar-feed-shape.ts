import { calendarFeedIdSchema, calendarFeedLanguageSchema } from '@showfloor/core';
import type { PersistedShape } from '../storage/persisted-shape.js';

export const CALENDAR_FEED_STORAGE_KEY = 'calendarFeed';

/** Version 1: `{ version: 1, data: {id, key, url, language, events} | null }`. */
export const CALENDAR_FEED_SHAPE_VERSION = 1;

/**
 * This device's subscribable calendar of favorite events: its address, the key to change it, and
 * the event original ids the server holds (`events`), so the app knows when to send the list again.
 */
export interface StoredCalendarFeed {
  id: string;
  key: string;
  url: string;
  language: 'fr' | 'en';
  events: readonly string[];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Reads the stored feed; anything damaged reads as no feed (the user can subscribe again). */
export function readStoredCalendarFeed(stored: unknown): StoredCalendarFeed | null {
  if (!isRecord(stored) || stored.version !== CALENDAR_FEED_SHAPE_VERSION || !isRecord(stored.data))
    return null;
  const { id, key, url, language, events } = stored.data;
  const parsedLanguage = calendarFeedLanguageSchema.safeParse(language);
  if (
    !calendarFeedIdSchema.safeParse(id).success ||
    typeof key !== 'string' ||
    typeof url !== 'string' ||
    !parsedLanguage.success ||
    !Array.isArray(events)
  )
    return null;
  return {
    id: String(id),
    key,
    url,
    language: parsedLanguage.data,
    events: events.filter((event): event is string => typeof event === 'string'),
  };
}

export const calendarFeedShape: PersistedShape<StoredCalendarFeed | null> = {
  key: CALENDAR_FEED_STORAGE_KEY,
  version: CALENDAR_FEED_SHAPE_VERSION,
  empty: null,
  read: readStoredCalendarFeed,
};

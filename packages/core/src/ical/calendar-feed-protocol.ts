import { z } from 'zod';

/**
 * A subscribable calendar of one's favorite events: the app sends the favorite events' original ids,
 * the back office answers a private address that calendar apps poll, rendered from the show's
 * current data each time, so a session moved by the organiser moves in the subscriber's calendar too.
 * The address is the secret (as calendar apps' private addresses are); changing the list needs a
 * second secret, the key, that only the device that created the feed holds.
 */
export const CALENDAR_FEEDS_PATH = '/calendars';

/** Most favorite events a feed holds: a whole programme of dataset W fits with room to spare. */
export const CALENDAR_FEED_MAX_EVENTS = 5_000;

export const calendarFeedLanguageSchema = z.enum(['fr', 'en']);

export const calendarFeedEventsSchema = z.object({
  /** Original ids of the events: stable across data versions, unlike published ids. */
  events: z.array(z.string().trim().min(1).max(200)).max(CALENDAR_FEED_MAX_EVENTS),
  language: calendarFeedLanguageSchema,
});
export type CalendarFeedEvents = z.infer<typeof calendarFeedEventsSchema>;

export const calendarFeedUpdateSchema = calendarFeedEventsSchema.extend({
  key: z.string().min(1).max(200),
});
export type CalendarFeedUpdate = z.infer<typeof calendarFeedUpdateSchema>;

export const calendarFeedDeleteSchema = z.object({ key: z.string().min(1).max(200) });

/** Feed ids and keys are 128-bit random values in base64url (22 characters). */
export const calendarFeedIdSchema = z.string().regex(/^[A-Za-z0-9_-]{22}$/);

export const calendarFeedSchema = z.object({
  id: calendarFeedIdSchema,
  key: z.string().min(1),
  /** The https address of the .ics file; calendar apps take it as is or with the webcal scheme. */
  url: z.string().url(),
  events: z.number().int().nonnegative(),
});
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;

/** The address of a feed's calendar file. */
export function calendarFeedPath(id: string): string {
  return `${CALENDAR_FEEDS_PATH}/${id}.ics`;
}

/** The same address with the webcal scheme, which makes phones and desktops offer to subscribe. */
export function webcalUrlOf(httpsUrl: string): string {
  return httpsUrl.replace(/^https?:/, 'webcal:');
}

import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Subscribable calendars of favorite events. Both secrets are stored hashed: the feed id is the
 * private address calendar apps poll, the key lets the creating device change the list.
 */
export const calendarFeeds = pgTable('calendar_feeds', {
  /** SHA-256 (hex) of the feed id in the address. */
  idHash: text('id_hash').primaryKey(),
  /** SHA-256 (hex) of the write key. */
  keyHash: text('key_hash').notNull(),
  /** Original ids of the favorite events, in the order the app sent them. */
  eventOriginalIds: jsonb('event_original_ids').$type<string[]>().notNull(),
  language: text('language').$type<'fr' | 'en'>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  /** Last time a calendar app read the feed: lets an organiser purge abandoned ones. */
  readAt: timestamp('read_at', { withTimezone: true }),
});

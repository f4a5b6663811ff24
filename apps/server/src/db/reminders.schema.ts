import { sql } from 'drizzle-orm';
import { bigint, boolean, index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { pushSubscriptions } from './push.schema.js';

/**
 * Devices that get their session reminders by Web Push (docs/ARCHITECTURE.md "Session reminders"):
 * a push subscription tied to the favorites sync subject whose favorites it is reminded of.
 */
export const reminderDevices = pgTable(
  'reminder_devices',
  {
    /** The push subscription's endpoint; the device's reminders go when it unsubscribes. */
    endpoint: text('endpoint')
      .primaryKey()
      .references(() => pushSubscriptions.endpoint, { onDelete: 'cascade' }),
    /** SHA-256 (hex) of the sync subject, as favorites_sync_entries holds it. */
    subjectHash: text('subject_hash').notNull(),
    /** The favorites page's "Session reminders" switch on that device. */
    isOn: boolean('is_on').notNull(),
    /** The language the device's reminders are written in. */
    language: text('language').$type<'fr' | 'en'>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('reminder_devices_subject_hash').on(table.subjectHash)],
);

/**
 * The favorite sessions last planned for a subject, by record id: a session that leaves the
 * published data is still known at its old start, so "Cancelled" goes out in place of its reminder.
 */
export const reminderSessions = pgTable(
  'reminder_sessions',
  {
    subjectHash: text('subject_hash').notNull(),
    eventId: bigint('event_id', { mode: 'number' }).notNull(),
    originalId: text('original_id').notNull(),
    /** Milliseconds since the epoch. */
    start: bigint('start', { mode: 'number' }).notNull(),
    end: bigint('end', { mode: 'number' }),
    title: text('title').notNull(),
    room: text('room').notNull().default(sql`''`),
  },
  (table) => [primaryKey({ columns: [table.subjectHash, table.eventId] })],
);

/** The reminders pushed to each device (core `reminderKey`): none is sent twice; gone once started. */
export const reminderDeliveries = pgTable(
  'reminder_deliveries',
  {
    endpoint: text('endpoint')
      .notNull()
      .references(() => reminderDevices.endpoint, { onDelete: 'cascade' }),
    reminderKey: text('reminder_key').notNull(),
    /** The session's start: deliveries of started sessions are purged. */
    start: bigint('start', { mode: 'number' }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.endpoint, table.reminderKey] }),
    index('reminder_deliveries_start').on(table.start),
  ],
);

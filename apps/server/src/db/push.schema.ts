import type { InboxTranslations } from '@showfloor/core';
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Inbox messages written by the back office (`showfloor inbox send`). The app fetches them with
 * GET /inbox/messages and may also receive them by Web Push; both carry the same id.
 */
export const inboxMessages = pgTable(
  'inbox_messages',
  {
    /** Random UUID: the app dedupes a message that came by push and by fetch with it. */
    id: text('id').primaryKey(),
    /** The message's date; set by the service's clock, in ms, so `since` compares exactly. */
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    title: text('title').notNull(),
    /** HTML made safe on the way in (see message-content.ts). */
    content: text('content').notNull(),
    /** An https URL or a page of the app (core's parseInboxAction), or null. */
    action: text('action'),
    /** The profile the message is for; null for every profile. */
    profile: text('profile'),
    /** Devices the push reached; null until its fan-out ends. */
    pushedCount: integer('pushed_count'),
    /** Title and content per language (contents made safe), or null: `title` and `content` alone. */
    translations: jsonb('translations').$type<InboxTranslations>(),
  },
  (table) => [index('inbox_messages_created_at').on(table.createdAt)],
);

/**
 * Messages an organiser scheduled from the console, not sent yet. At their time the server moves
 * each into `inbox_messages` (same id) in one transaction, then pushes it.
 */
export const scheduledMessages = pgTable(
  'scheduled_messages',
  {
    id: text('id').primaryKey(),
    sendAt: timestamp('send_at', { withTimezone: true, precision: 3 }).notNull(),
    title: text('title').notNull(),
    /** Made safe on the way in, as a sent message's. */
    content: text('content').notNull(),
    action: text('action'),
    profile: text('profile'),
    translations: jsonb('translations').$type<InboxTranslations>(),
  },
  (table) => [index('scheduled_messages_send_at').on(table.sendAt)],
);

/** Browsers subscribed to Web Push, with their profile tag. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** The push service's address for this browser: the identity of a subscription. */
    endpoint: text('endpoint').notNull().unique(),
    /** The browser's P-256 public key and auth secret (base64url) the payload is encrypted for. */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    profile: text('profile'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('push_subscriptions_profile').on(table.profile)],
);

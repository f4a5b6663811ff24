import type { EcdsaJsonWebKey, SignedBadgePayload } from '@showfloor/core';
import { boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The show's badge key pair: a single row (id is always 1), created once. The private key never
 * leaves this table; config.json only carries the public half (ShowConfig.badges).
 */
export const badgeKeys = pgTable('badge_keys', {
  id: integer('id').primaryKey().default(1),
  showId: text('show_id').notNull(),
  publicKey: jsonb('public_key').$type<EcdsaJsonWebKey>().notNull(),
  privateKey: jsonb('private_key').$type<EcdsaJsonWebKey>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Badges the back office issued, by visitor code; the latest issue of a code replaces the previous. */
export const issuedBadges = pgTable(
  'issued_badges',
  {
    code: text('code').primaryKey(),
    payload: jsonb('payload').$type<SignedBadgePayload>().notNull(),
    /** The QR text as printed (`#SF1.…`). */
    qrText: text('qr_text').notNull(),
    /** Demo badges are the only ones the printable demo sheet shows. */
    isDemo: boolean('is_demo').notNull().default(false),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('issued_badges_is_demo').on(table.isDemo)],
);

import type { FavoritePosition } from '@showfloor/core';
import { bigint, index, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Favorites synchronised between devices (docs/security.md "Favorites sync"). Codes and subjects
 * are stored as SHA-256 digests: a copy of the database does not hand out the codes that open them.
 */
export const favoritesSyncCodes = pgTable('favorites_sync_codes', {
  /** SHA-256 (hex) of the 12-digit code. */
  codeHash: text('code_hash').primaryKey(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** Set when the device holding it stops synchronising: the code then answers `{error: 'code'}`. */
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
});

/** The latest entry per (subject, type, id): the server side of the merge of spec core §4. */
export const favoritesSyncEntries = pgTable(
  'favorites_sync_entries',
  {
    /** SHA-256 (hex) of the subject (`code:<code>` or `user:<id>`). */
    subjectHash: text('subject_hash').notNull(),
    dataType: text('data_type').notNull(),
    itemId: bigint('item_id', { mode: 'number' }).notNull(),
    action: text('action').$type<'create' | 'delete'>().notNull(),
    /** The device's time of the change, milliseconds since the epoch. */
    changedAt: bigint('changed_at', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.subjectHash, table.dataType, table.itemId] })],
);

/**
 * The latest change per (subject, position id) of the map's favourite positions: a create keeps the
 * position (title and places), a delete only its id, so that a late device cannot bring it back.
 */
export const favoritesSyncPositions = pgTable(
  'favorites_sync_positions',
  {
    subjectHash: text('subject_hash').notNull(),
    positionId: text('position_id').notNull(),
    action: text('action').$type<'create' | 'delete'>().notNull(),
    changedAt: bigint('changed_at', { mode: 'number' }).notNull(),
    /** The position as the device saved it; null for a delete. */
    position: jsonb('position').$type<FavoritePosition>(),
  },
  (table) => [primaryKey({ columns: [table.subjectHash, table.positionId] })],
);

/** Digests of the tokens seen, kept until they would be refused as stale anyway: replays are refused. */
export const favoritesSyncTokens = pgTable(
  'favorites_sync_tokens',
  {
    digest: text('digest').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('favorites_sync_tokens_expires_at').on(table.expiresAt)],
);

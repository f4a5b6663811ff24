import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The organisers who run the show from the console (docs/console.md). They are not visitors: their
 * accounts, sessions and tokens are their own, and a visitor's token never opens the console.
 */
export const organisers = pgTable('organisers', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  /** The e-mail address, lower-cased. */
  email: text('email').notNull().unique(),
  /** core's ORGANISER_ROLES: owner, editor or staff. */
  role: text('role').notNull(),
  /** `scrypt$N$r$p$salt$hash`; null until the organiser sets a password through their link. */
  passwordHash: text('password_hash'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Open console sessions. Only the SHA-256 of the cookie's token is stored. */
export const organiserSessions = pgTable(
  'organiser_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    organiserId: integer('organiser_id')
      .notNull()
      .references(() => organisers.id, { onDelete: 'cascade' }),
    /** The token every change must carry in its X-CSRF-Token header. */
    csrfToken: text('csrf_token').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('organiser_sessions_organiser_id').on(table.organiserId)],
);

/** One-time links that set an organiser's password (`showfloor organiser add`). SHA-256 kept only. */
export const organiserPasswordLinks = pgTable('organiser_password_links', {
  tokenHash: text('token_hash').primaryKey(),
  organiserId: integer('organiser_id')
    .notNull()
    .references(() => organisers.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** Every change made from the console or its command line: who, what, when. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Null for a change made on the server's own command line. */
    organiserId: integer('organiser_id').references(() => organisers.id, { onDelete: 'set null' }),
    /** Who, as shown: the organiser's e-mail address, or `command line`. */
    actor: text('actor').notNull(),
    /** What, as a dotted name (`message.send`, `organiser.add`). */
    action: text('action').notNull(),
    /** The change's details (ids, titles), never a password or a token. */
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('audit_log_at').on(table.at)],
);

import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The access codes of protected profiles (docs/security.md "Profile codes"), kept here and never
 * in the published config.json, which only says `protected: true`. A row per protected profile.
 */
export const profileCodes = pgTable('profile_codes', {
  /** The profile key (core's PROFILE_KEYS). */
  profile: text('profile').primaryKey(),
  /**
   * `scrypt$N$r$p$salt$hash` (the accounts' password hash), or `sha256$hex` for a code a
   * configuration of an earlier version gave only as its unsalted SHA-256.
   */
  codeHash: text('code_hash').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

import { eq, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { profileCodes, showConfig } from '../../db/schema.js';

/** What the back office knows of a profile's protection. */
export interface ProfileProtection {
  /** The stored code hash; null when the profile has none (it can then never be unlocked). */
  codeHash: string | null;
  isProtected: boolean;
}

/** The only code that reads or writes the profiles' codes. */
export class ProfileCodeRepository {
  constructor(private readonly db: Database) {}

  /**
   * Whether a profile is protected: it has a code, or the stored configuration says so (a profile
   * marked protected without a code stays closed rather than open). The configuration is asked with
   * a containment test, not read and parsed: the inbox asks this at every fetch.
   */
  async protection(profile: string): Promise<ProfileProtection> {
    const flagged = JSON.stringify([{ key: profile, protected: true }]);
    const [codeHash, flags] = await Promise.all([
      this.codeHashOf(profile),
      this.db
        .select({ isFlagged: sql<boolean>`${showConfig.config}->'profiles' @> ${flagged}::jsonb` })
        .from(showConfig)
        .where(eq(showConfig.id, 1)),
    ]);
    return { codeHash, isProtected: codeHash !== null || flags[0]?.isFlagged === true };
  }

  async codeHashOf(profile: string): Promise<string | null> {
    const rows = await this.db
      .select({ codeHash: profileCodes.codeHash })
      .from(profileCodes)
      .where(eq(profileCodes.profile, profile));
    return rows[0]?.codeHash ?? null;
  }

  async set(profile: string, codeHash: string): Promise<void> {
    await this.db
      .insert(profileCodes)
      .values({ profile, codeHash })
      .onConflictDoUpdate({ target: profileCodes.profile, set: { codeHash, updatedAt: sql`now()` } });
  }

  /** Forgets the codes of every profile but `kept`. */
  async keepOnly(kept: readonly string[]): Promise<void> {
    await this.db
      .delete(profileCodes)
      .where(kept.length === 0 ? undefined : notInArray(profileCodes.profile, [...kept]));
  }

  async profiles(): Promise<string[]> {
    const rows = await this.db.select({ profile: profileCodes.profile }).from(profileCodes);
    return rows.map((row) => row.profile).sort();
  }
}

import type { EcdsaJsonWebKey, SignedBadgePayload } from '@showfloor/core';
import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { badgeKeys, issuedBadges } from '../../db/schema.js';

export interface ShowBadgeKeys {
  showId: string;
  publicKey: EcdsaJsonWebKey;
  privateKey: EcdsaJsonWebKey;
}

export interface IssuedBadge {
  code: string;
  payload: SignedBadgePayload;
  qrText: string;
}

/** The only code that reads and writes the show's badge keys and the issued badges. */
export class BadgeRepository {
  constructor(private readonly db: Database) {}

  async findKeys(): Promise<ShowBadgeKeys | undefined> {
    const [row] = await this.db.select().from(badgeKeys).where(eq(badgeKeys.id, 1)).limit(1);
    return row ? { showId: row.showId, publicKey: row.publicKey, privateKey: row.privateKey } : undefined;
  }

  /**
   * Stores the keys unless a pair exists already, and returns the stored pair: two processes
   * creating keys at once end with the same one, so no badge is ever signed with a discarded key.
   */
  async insertKeysOnce(keys: ShowBadgeKeys): Promise<ShowBadgeKeys> {
    await this.db
      .insert(badgeKeys)
      .values({ id: 1, ...keys })
      .onConflictDoNothing({ target: badgeKeys.id });
    const stored = await this.findKeys();
    if (!stored) throw new Error('badge keys were not stored');
    return stored;
  }

  async saveIssued(badges: readonly (IssuedBadge & { isDemo: boolean })[]): Promise<void> {
    if (badges.length === 0) return;
    await this.db
      .insert(issuedBadges)
      .values(badges.map((badge) => ({ ...badge, issuedAt: new Date(badge.payload.issuedAt) })))
      .onConflictDoUpdate({
        target: issuedBadges.code,
        set: {
          payload: sql`excluded.payload`,
          qrText: sql`excluded.qr_text`,
          isDemo: sql`excluded.is_demo`,
          issuedAt: sql`excluded.issued_at`,
        },
      });
  }

  async listDemoBadges(): Promise<IssuedBadge[]> {
    return this.db
      .select({ code: issuedBadges.code, payload: issuedBadges.payload, qrText: issuedBadges.qrText })
      .from(issuedBadges)
      .where(eq(issuedBadges.isDemo, true))
      .orderBy(asc(issuedBadges.code));
  }
}

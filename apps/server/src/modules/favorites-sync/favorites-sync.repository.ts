import {
  type SyncedFavoriteEntry,
  type SyncedPositionEntry,
  syncedFavoriteEntrySchema,
  syncedPositionEntrySchema,
} from '@showfloor/core';
import { eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import {
  favoritesSyncCodes,
  favoritesSyncEntries,
  favoritesSyncPositions,
  favoritesSyncTokens,
} from '../../db/schema.js';

/** The only code that reads or writes synchronised favorites, their codes and the tokens seen. */
export class FavoritesSyncRepository {
  constructor(private readonly db: Database) {}

  /** Stores a new code; false when that code already exists (the caller draws another). */
  async insertCode(codeHash: string): Promise<boolean> {
    const inserted = await this.db
      .insert(favoritesSyncCodes)
      .values({ codeHash })
      .onConflictDoNothing()
      .returning({ codeHash: favoritesSyncCodes.codeHash });
    return inserted.length === 1;
  }

  async isLiveCode(codeHash: string): Promise<boolean> {
    const [row] = await this.db
      .select({ revokedAt: favoritesSyncCodes.revokedAt })
      .from(favoritesSyncCodes)
      .where(eq(favoritesSyncCodes.codeHash, codeHash))
      .limit(1);
    return row !== undefined && row.revokedAt === null;
  }

  /** Revokes a code and forgets its favorites, in one transaction. */
  async revokeCode(codeHash: string, subjectHash: string, at: Date): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx
        .update(favoritesSyncCodes)
        .set({ revokedAt: at })
        .where(eq(favoritesSyncCodes.codeHash, codeHash));
      await tx.delete(favoritesSyncEntries).where(eq(favoritesSyncEntries.subjectHash, subjectHash));
      await tx.delete(favoritesSyncPositions).where(eq(favoritesSyncPositions.subjectHash, subjectHash));
    });
  }

  /**
   * Remembers a token's digest until it expires; false when it was already seen (a replay). Expired
   * digests are purged on the way: the table holds a few minutes of tokens at most.
   */
  async rememberToken(digest: string, expiresAt: Date, now: Date): Promise<boolean> {
    await this.db.delete(favoritesSyncTokens).where(lt(favoritesSyncTokens.expiresAt, now));
    const inserted = await this.db
      .insert(favoritesSyncTokens)
      .values({ digest, expiresAt })
      .onConflictDoNothing()
      .returning({ digest: favoritesSyncTokens.digest });
    return inserted.length === 1;
  }

  async entries(subjectHash: string): Promise<SyncedFavoriteEntry[]> {
    const rows = await this.db
      .select()
      .from(favoritesSyncEntries)
      .where(eq(favoritesSyncEntries.subjectHash, subjectHash));
    return rows.flatMap((row) => {
      const parsed = syncedFavoriteEntrySchema.safeParse({
        id: row.itemId,
        dataType: row.dataType,
        action: row.action,
        timestamp: row.changedAt,
      });
      return parsed.success ? [parsed.data] : [];
    });
  }

  async positions(subjectHash: string): Promise<SyncedPositionEntry[]> {
    const rows = await this.db
      .select()
      .from(favoritesSyncPositions)
      .where(eq(favoritesSyncPositions.subjectHash, subjectHash));
    return rows.flatMap((row) => {
      const parsed = syncedPositionEntrySchema.safeParse({
        id: row.positionId,
        action: row.action,
        timestamp: row.changedAt,
        ...(row.position === null ? {} : { position: row.position }),
      });
      return parsed.success ? [parsed.data] : [];
    });
  }

  /**
   * Writes the entries the merge kept, each only over an older one: a concurrent sync of the same
   * subject that wrote a newer entry in between keeps it (the same rule as the core merge: later
   * wins, a delete wins a tie).
   */
  async writeEntries(
    subjectHash: string,
    entries: readonly SyncedFavoriteEntry[],
    positions: readonly SyncedPositionEntry[] = [],
  ): Promise<void> {
    if (entries.length === 0 && positions.length === 0) return;
    await this.db.transaction(async (tx) => {
      for (const entry of entries) {
        await tx
          .insert(favoritesSyncEntries)
          .values({
            subjectHash,
            dataType: entry.dataType,
            itemId: entry.id,
            action: entry.action,
            changedAt: entry.timestamp,
          })
          .onConflictDoUpdate({
            target: [
              favoritesSyncEntries.subjectHash,
              favoritesSyncEntries.dataType,
              favoritesSyncEntries.itemId,
            ],
            set: { action: sql`excluded.action`, changedAt: sql`excluded.changed_at` },
            setWhere: sql`excluded.changed_at > ${favoritesSyncEntries.changedAt} or (excluded.changed_at = ${favoritesSyncEntries.changedAt} and excluded.action = 'delete')`,
          });
      }
      for (const entry of positions) {
        await tx
          .insert(favoritesSyncPositions)
          .values({
            subjectHash,
            positionId: entry.id,
            action: entry.action,
            changedAt: entry.timestamp,
            position: entry.action === 'create' ? (entry.position ?? null) : null,
          })
          .onConflictDoUpdate({
            target: [favoritesSyncPositions.subjectHash, favoritesSyncPositions.positionId],
            set: {
              action: sql`excluded.action`,
              changedAt: sql`excluded.changed_at`,
              position: sql`excluded.position`,
            },
            // Only over an older entry; ties between creates are settled by the merge before.
            setWhere: sql`excluded.changed_at > ${favoritesSyncPositions.changedAt} or (excluded.changed_at = ${favoritesSyncPositions.changedAt} and ${favoritesSyncPositions.action} = 'create')`,
          });
      }
    });
  }
}

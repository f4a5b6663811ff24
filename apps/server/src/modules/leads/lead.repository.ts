import { mergeLeads, type StoredLead } from '@showfloor/core';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { leads } from '../../db/schema.js';

/** Rows per statement: a save batch is at most 5,000 contacts, well under PostgreSQL's bind limit. */
const BATCH_SIZE = 1_000;

function chunks<T>(list: readonly T[], size: number): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < list.length; start += size) result.push(list.slice(start, start + size));
  return result;
}

type LeadRow = typeof leads.$inferSelect;

function storedLead(row: LeadRow): StoredLead {
  return {
    exhibitorId: row.exhibitorId,
    code: row.code,
    externalIds: row.externalIds,
    visits: row.visits,
    fields: row.fields,
    hasPhoto: row.hasPhoto,
    hasVoiceMessage: row.hasVoiceMessage,
  };
}

/** The only code that reads and writes leads; every read is scoped to one exhibitor. */
export class LeadRepository {
  constructor(private readonly db: Database) {}

  /**
   * Merges received leads of one exhibitor into the stored ones, in one transaction. New visitors
   * are inserted whole (ON CONFLICT DO NOTHING tells which codes exist already); the existing ones
   * are locked in code order, merged, and written back. Two devices saving the same visitor at
   * once wait for each other instead of one overwriting the other, and the fixed order keeps
   * overlapping batches from deadlocking.
   */
  async mergeLeads(exhibitorId: number, received: readonly StoredLead[]): Promise<void> {
    const byCode = new Map<string, StoredLead>();
    for (const lead of received) {
      const previous = byCode.get(lead.code);
      byCode.set(lead.code, previous ? mergeLeads(previous, lead) : lead);
    }
    const sorted = [...byCode.values()].sort((left, right) => (left.code < right.code ? -1 : 1));
    if (sorted.length === 0) return;
    await this.db.transaction(async (tx) => {
      for (const batch of chunks(sorted, BATCH_SIZE)) {
        const inserted = await tx
          .insert(leads)
          .values(batch.map((lead) => ({ ...lead, exhibitorId })))
          .onConflictDoNothing({ target: [leads.exhibitorId, leads.code] })
          .returning({ code: leads.code });
        const isNew = new Set(inserted.map((row) => row.code));
        const existing = batch.map((lead) => lead.code).filter((code) => !isNew.has(code));
        if (existing.length === 0) continue;
        const rows = await tx
          .select()
          .from(leads)
          .where(and(eq(leads.exhibitorId, exhibitorId), inArray(leads.code, existing)))
          .orderBy(asc(leads.code))
          .for('update');
        const merged = rows.map((row) => {
          const incoming = byCode.get(row.code);
          return incoming ? mergeLeads(storedLead(row), incoming) : storedLead(row);
        });
        await tx
          .insert(leads)
          .values(merged)
          .onConflictDoUpdate({
            target: [leads.exhibitorId, leads.code],
            set: {
              externalIds: sql`excluded.external_ids`,
              visits: sql`excluded.visits`,
              fields: sql`excluded.fields`,
              hasPhoto: sql`excluded.has_photo`,
              hasVoiceMessage: sql`excluded.has_voice_message`,
              updatedAt: sql`now()`,
            },
          });
      }
    });
  }

  /** The exhibitor's leads, in badge-code order; nobody else's can come back from here. */
  async listLeads(exhibitorId: number): Promise<StoredLead[]> {
    const rows = await this.db
      .select()
      .from(leads)
      .where(eq(leads.exhibitorId, exhibitorId))
      .orderBy(asc(leads.code));
    return rows.map(storedLead);
  }
}

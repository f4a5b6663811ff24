import { and, desc, eq, gte, isNull, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { inboxMessages } from '../../db/schema.js';

export type InboxMessageRow = typeof inboxMessages.$inferSelect;

export interface InboxMessageFilter {
  since?: Date | undefined;
  /** Messages for this profile and for everyone; undefined: for everyone only. */
  profile?: string | undefined;
  limit: number;
}

/** The only code that reads or writes inbox messages. */
export class InboxMessageRepository {
  constructor(private readonly db: Database) {}

  async insert(row: typeof inboxMessages.$inferInsert): Promise<void> {
    await this.db.insert(inboxMessages).values(row);
  }

  /** Newest first, at most `limit` rows. */
  async list(filter: InboxMessageFilter): Promise<InboxMessageRow[]> {
    const forProfile =
      filter.profile === undefined
        ? isNull(inboxMessages.profile)
        : or(isNull(inboxMessages.profile), eq(inboxMessages.profile, filter.profile));
    const conditions: (SQL | undefined)[] = [forProfile];
    if (filter.since) conditions.push(gte(inboxMessages.createdAt, filter.since));
    return this.db
      .select()
      .from(inboxMessages)
      .where(and(...conditions))
      .orderBy(desc(inboxMessages.createdAt), desc(inboxMessages.id))
      .limit(filter.limit);
  }

  /** Every message, for every profile, newest first (the organiser's list). */
  async all(limit: number): Promise<InboxMessageRow[]> {
    return this.db
      .select()
      .from(inboxMessages)
      .orderBy(desc(inboxMessages.createdAt), desc(inboxMessages.id))
      .limit(limit);
  }
}

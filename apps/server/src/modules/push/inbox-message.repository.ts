import { and, asc, desc, eq, gte, isNull, lte, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { inboxMessages, scheduledMessages } from '../../db/schema.js';

export type InboxMessageRow = typeof inboxMessages.$inferSelect;
export type ScheduledMessageRow = typeof scheduledMessages.$inferSelect;
export type ScheduledMessageFields = Omit<ScheduledMessageRow, 'id'>;

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

  async setPushedCount(id: string, pushedCount: number): Promise<void> {
    await this.db.update(inboxMessages).set({ pushedCount }).where(eq(inboxMessages.id, id));
  }

  async schedule(row: ScheduledMessageRow): Promise<void> {
    await this.db.insert(scheduledMessages).values(row);
  }

  /** The messages waiting for their time, soonest first. */
  async scheduled(): Promise<ScheduledMessageRow[]> {
    return this.db.select().from(scheduledMessages).orderBy(asc(scheduledMessages.sendAt));
  }

  /** Changes a message not sent yet; false when it is gone (sent meanwhile, or deleted). */
  async updateScheduled(id: string, fields: ScheduledMessageFields): Promise<boolean> {
    const rows = await this.db
      .update(scheduledMessages)
      .set(fields)
      .where(eq(scheduledMessages.id, id))
      .returning({ id: scheduledMessages.id });
    return rows.length > 0;
  }

  async deleteScheduled(id: string): Promise<boolean> {
    const rows = await this.db
      .delete(scheduledMessages)
      .where(eq(scheduledMessages.id, id))
      .returning({ id: scheduledMessages.id });
    return rows.length > 0;
  }

  /**
   * Moves the messages due at `now` into the inbox, in one transaction: each is taken once, even by
   * two servers at the same time, and none is lost between the two tables.
   */
  async takeDue(now: Date): Promise<InboxMessageRow[]> {
    return this.db.transaction(async (tx) => {
      const due = await tx.delete(scheduledMessages).where(lte(scheduledMessages.sendAt, now)).returning();
      if (due.length === 0) return [];
      const rows: InboxMessageRow[] = due.map((message) => ({
        id: message.id,
        createdAt: now,
        title: message.title,
        content: message.content,
        action: message.action,
        profile: message.profile,
        pushedCount: null,
        translations: message.translations,
      }));
      await tx.insert(inboxMessages).values(rows);
      return rows;
    });
  }
}

import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { calendarFeeds } from '../../db/schema.js';

export type CalendarFeedRow = typeof calendarFeeds.$inferSelect;

/** The only code that reads or writes subscribable calendars. */
export class CalendarFeedRepository {
  constructor(private readonly db: Database) {}

  async insert(row: {
    idHash: string;
    keyHash: string;
    events: string[];
    language: 'fr' | 'en';
  }): Promise<void> {
    await this.db.insert(calendarFeeds).values({
      idHash: row.idHash,
      keyHash: row.keyHash,
      eventOriginalIds: row.events,
      language: row.language,
    });
  }

  async find(idHash: string): Promise<CalendarFeedRow | undefined> {
    const [row] = await this.db.select().from(calendarFeeds).where(eq(calendarFeeds.idHash, idHash)).limit(1);
    return row;
  }

  async replaceEvents(idHash: string, events: string[], language: 'fr' | 'en'): Promise<void> {
    await this.db
      .update(calendarFeeds)
      .set({ eventOriginalIds: events, language, updatedAt: new Date() })
      .where(eq(calendarFeeds.idHash, idHash));
  }

  async markRead(idHash: string, at: Date): Promise<void> {
    await this.db.update(calendarFeeds).set({ readAt: at }).where(eq(calendarFeeds.idHash, idHash));
  }

  async delete(idHash: string): Promise<void> {
    await this.db.delete(calendarFeeds).where(eq(calendarFeeds.idHash, idHash));
  }
}

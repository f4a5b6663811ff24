import { and, eq, inArray, lte } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import {
  favoritesSyncEntries,
  pushSubscriptions,
  reminderDeliveries,
  reminderDevices,
  reminderSessions,
} from '../../db/schema.js';

export interface ReminderDevice {
  endpoint: string;
  subjectHash: string;
  language: 'fr' | 'en';
  p256dh: string;
  auth: string;
}

export interface StoredReminderSession {
  eventId: number;
  originalId: string;
  start: number;
  end: number | null;
  title: string;
  room: string;
}

/** The only code that reads or writes the devices reminded by push, their sessions and deliveries. */
export class RemindersRepository {
  constructor(private readonly db: Database) {}

  /** The auth secret of a push subscription, or undefined when the endpoint is not subscribed. */
  async subscriptionAuth(endpoint: string): Promise<string | undefined> {
    const [row] = await this.db
      .select({ auth: pushSubscriptions.auth })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, endpoint))
      .limit(1);
    return row?.auth;
  }

  /** Ties a subscription to a subject with its switch; a device that changed code or account moves. */
  async upsertDevice(device: {
    endpoint: string;
    subjectHash: string;
    isOn: boolean;
    language: 'fr' | 'en';
    at: Date;
  }): Promise<void> {
    await this.db
      .insert(reminderDevices)
      .values({ ...device, updatedAt: device.at })
      .onConflictDoUpdate({
        target: reminderDevices.endpoint,
        set: {
          subjectHash: device.subjectHash,
          isOn: device.isOn,
          language: device.language,
          updatedAt: device.at,
        },
      });
  }

  /** The devices whose switch is on, with the keys their pushes are encrypted for. */
  async devicesOn(): Promise<ReminderDevice[]> {
    return this.db
      .select({
        endpoint: reminderDevices.endpoint,
        subjectHash: reminderDevices.subjectHash,
        language: reminderDevices.language,
        p256dh: pushSubscriptions.p256dh,
        auth: pushSubscriptions.auth,
      })
      .from(reminderDevices)
      .innerJoin(pushSubscriptions, eq(pushSubscriptions.endpoint, reminderDevices.endpoint))
      .where(eq(reminderDevices.isOn, true))
      .orderBy(reminderDevices.endpoint);
  }

  /** The event ids a subject holds as favorites now (its latest entry for each is a create). */
  async favoriteEventIds(subjectHash: string): Promise<number[]> {
    const rows = await this.db
      .select({ itemId: favoritesSyncEntries.itemId })
      .from(favoritesSyncEntries)
      .where(
        and(
          eq(favoritesSyncEntries.subjectHash, subjectHash),
          eq(favoritesSyncEntries.dataType, 'events'),
          eq(favoritesSyncEntries.action, 'create'),
        ),
      );
    return rows.map((row) => row.itemId);
  }

  async sessions(subjectHash: string): Promise<StoredReminderSession[]> {
    return this.db
      .select({
        eventId: reminderSessions.eventId,
        originalId: reminderSessions.originalId,
        start: reminderSessions.start,
        end: reminderSessions.end,
        title: reminderSessions.title,
        room: reminderSessions.room,
      })
      .from(reminderSessions)
      .where(eq(reminderSessions.subjectHash, subjectHash));
  }

  /** Replaces what is known of a subject's favorite sessions, in one transaction. */
  async replaceSessions(subjectHash: string, sessions: readonly StoredReminderSession[]): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.delete(reminderSessions).where(eq(reminderSessions.subjectHash, subjectHash));
      if (sessions.length > 0)
        await tx.insert(reminderSessions).values(sessions.map((session) => ({ subjectHash, ...session })));
    });
  }

  async deliveredKeys(endpoint: string): Promise<Set<string>> {
    const rows = await this.db
      .select({ key: reminderDeliveries.reminderKey })
      .from(reminderDeliveries)
      .where(eq(reminderDeliveries.endpoint, endpoint));
    return new Set(rows.map((row) => row.key));
  }

  /** Records a delivery before it is sent: false when another check recorded it first. */
  async claimDelivery(endpoint: string, reminderKey: string, start: number): Promise<boolean> {
    const inserted = await this.db
      .insert(reminderDeliveries)
      .values({ endpoint, reminderKey, start })
      .onConflictDoNothing()
      .returning({ key: reminderDeliveries.reminderKey });
    return inserted.length === 1;
  }

  /** Deliveries of sessions started by `now` can never be due again. */
  async purgeDeliveries(now: number): Promise<void> {
    await this.db.delete(reminderDeliveries).where(lte(reminderDeliveries.start, now));
  }

  /** Forgets subscriptions the push service says are gone (their devices and deliveries cascade). */
  async deleteSubscriptions(endpoints: readonly string[]): Promise<void> {
    if (endpoints.length === 0) return;
    await this.db.delete(pushSubscriptions).where(inArray(pushSubscriptions.endpoint, [...endpoints]));
  }
}

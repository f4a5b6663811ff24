import { eq, inArray, isNull, or } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { pushSubscriptions } from '../../db/schema.js';

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

export interface NewPushSubscription {
  endpoint: string;
  p256dh: string;
  auth: string;
  profile: string | null;
}

/** The only code that reads or writes push subscriptions. */
export class PushSubscriptionRepository {
  constructor(private readonly db: Database) {}

  /**
   * Adds a subscription, or refreshes the keys and profile of a known endpoint: a browser that
   * subscribes again (new keys, or the user switched profile) keeps one row.
   */
  async upsert(subscription: NewPushSubscription): Promise<void> {
    await this.db
      .insert(pushSubscriptions)
      .values(subscription)
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: { p256dh: subscription.p256dh, auth: subscription.auth, profile: subscription.profile },
      });
  }

  async deleteByEndpoint(endpoint: string): Promise<boolean> {
    const deleted = await this.db
      .delete(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, endpoint))
      .returning({ id: pushSubscriptions.id });
    return deleted.length > 0;
  }

  async deleteByIds(ids: readonly number[]): Promise<void> {
    if (ids.length === 0) return;
    await this.db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, [...ids]));
  }

  /** Subscriptions a message for `profile` goes to: every one when null, else that tag and untagged ones. */
  async forProfile(profile: string | null): Promise<PushSubscriptionRow[]> {
    const query = this.db.select().from(pushSubscriptions);
    if (profile === null) return query.orderBy(pushSubscriptions.id);
    return query
      .where(or(isNull(pushSubscriptions.profile), eq(pushSubscriptions.profile, profile)))
      .orderBy(pushSubscriptions.id);
  }
}

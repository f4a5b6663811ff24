import { createHash, timingSafeEqual } from 'node:crypto';
import {
  DETAIL_PAGE_OF_TYPE,
  encodeRoute,
  planReminders,
  type ReminderDeviceRequest,
  type ReminderPushPayload,
  type ReminderSession,
  reminderPushTexts,
} from '@showfloor/core';
import type { AcceptSyncSubject } from '../favorites-sync/index.js';
import type { PushSender } from '../push/index.js';
import type { PublishedSessions, PublishedSessionsReader } from './published-sessions.js';
import type { ReminderDevice, RemindersRepository, StoredReminderSession } from './reminders.repository.js';

export type DeviceRefusal =
  /** The token was refused by favorites sync (its reason). */
  | { field: 'token'; status: number; error: string }
  /** The endpoint has no push subscription: subscribe first. */
  | { field: 'endpoint'; status: 404; error: 'NOT_SUBSCRIBED' }
  /** The auth secret is not the subscription's: the caller does not hold that subscription. */
  | { field: 'auth'; status: 403; error: 'FORBIDDEN' };

export interface SendDueSummary {
  sent: number;
  failed: number;
  gone: number;
}

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(sha256(a), 'hex');
  const right = Buffer.from(sha256(b), 'hex');
  return timingSafeEqual(left, right);
}

function sessionsIn(published: PublishedSessions, language: 'fr' | 'en'): Map<number, StoredReminderSession> {
  const own = published.byLanguage[language];
  return own.size > 0 ? own : published.byLanguage[language === 'fr' ? 'en' : 'fr'];
}

/**
 * Session reminders by Web Push (docs/ARCHITECTURE.md "Session reminders"): devices tie their push
 * subscription to their favorites sync subject, and `sendDue`, run every minute, pushes each
 * reminder due from the published data and the synchronised favorites, once per device and start.
 */
export class RemindersService {
  constructor(
    private readonly repository: RemindersRepository,
    private readonly published: PublishedSessionsReader,
    private readonly sender: PushSender,
    private readonly acceptSubject: AcceptSyncSubject,
    private readonly now: () => number,
  ) {}

  /**
   * Ties the device's subscription to its subject, with its switch. Object-level authorization: the
   * token proves the subject is the caller's, the subscription's auth secret that the endpoint is.
   */
  async registerDevice(
    request: ReminderDeviceRequest,
  ): Promise<{ ok: true } | { ok: false; refusal: DeviceRefusal }> {
    const auth = await this.repository.subscriptionAuth(request.endpoint);
    if (auth === undefined)
      return { ok: false, refusal: { field: 'endpoint', status: 404, error: 'NOT_SUBSCRIBED' } };
    if (!sameSecret(auth, request.auth))
      return { ok: false, refusal: { field: 'auth', status: 403, error: 'FORBIDDEN' } };
    const accepted = await this.acceptSubject(request.token);
    if (!accepted.ok) {
      const status =
        accepted.error === 'TOKEN_REPLAYED' ? 409 : accepted.error === 'UNAUTHENTICATED' ? 401 : 400;
      return { ok: false, refusal: { field: 'token', status, error: accepted.error } };
    }
    await this.repository.upsertDevice({
      endpoint: request.endpoint,
      subjectHash: sha256(accepted.subject),
      isOn: request.isOn,
      language: request.language,
      at: new Date(this.now()),
    });
    return { ok: true };
  }

  /** Pushes every reminder due now to the devices whose switch is on; each goes once per device. */
  async sendDue(): Promise<SendDueSummary> {
    const summary: SendDueSummary = { sent: 0, failed: 0, gone: 0 };
    const published = await this.published.current();
    if (!published) return summary;
    const now = this.now();
    await this.repository.purgeDeliveries(now);
    const gone: string[] = [];
    const planned = new Set<string>();
    for (const device of await this.repository.devicesOn()) {
      const sessions = await this.sessionsOf(device, published, planned);
      const plan = planReminders({
        sessions: sessions.map(({ session }) => session),
        leadMinutes: published.leadMinutes,
        now,
        notified: await this.repository.deliveredKeys(device.endpoint),
      });
      for (const reminder of plan.due) {
        const known = sessions.find(({ session }) => session.id === reminder.sessionId)?.known;
        if (known === undefined) continue;
        // Claimed before it is sent: two checks at once (two processes) push it once.
        if (!(await this.repository.claimDelivery(device.endpoint, reminder.key, reminder.start))) continue;
        const texts = reminderPushTexts(reminder.kind, known, device.language, published.timeZone);
        const page = DETAIL_PAGE_OF_TYPE.events;
        const payload: ReminderPushPayload = {
          type: 'reminder',
          reminder: { key: reminder.key, kind: reminder.kind, ...texts },
        };
        if (reminder.kind === 'upcoming' && page !== undefined)
          payload.reminder.action = encodeRoute({ pageKey: page, props: { id: known.eventId } });
        const outcome = await this.sender.send(device, JSON.stringify(payload));
        summary[outcome === 'sent' ? 'sent' : outcome === 'gone' ? 'gone' : 'failed'] += 1;
        if (outcome === 'gone') gone.push(device.endpoint);
      }
    }
    await this.repository.deleteSubscriptions(gone);
    return summary;
  }

  /**
   * The favorite sessions of a device's subject: those in the published data, and those known from
   * an earlier check that left it (cancelled). What is known is written once per subject and check.
   */
  private async sessionsOf(
    device: ReminderDevice,
    published: PublishedSessions,
    planned: Set<string>,
  ): Promise<{ session: ReminderSession; known: StoredReminderSession }[]> {
    const byId = sessionsIn(published, device.language);
    const favorites = await this.repository.favoriteEventIds(device.subjectHash);
    const previous = new Map(
      (await this.repository.sessions(device.subjectHash)).map((session) => [session.eventId, session]),
    );
    const result: { session: ReminderSession; known: StoredReminderSession }[] = [];
    const current: StoredReminderSession[] = [];
    for (const eventId of favorites) {
      const held = byId.get(eventId);
      const last = previous.get(eventId);
      if (held !== undefined) {
        current.push(held);
        result.push({ session: { id: String(eventId), start: held.start }, known: held });
      } else if (last !== undefined) {
        current.push(last);
        result.push({ session: { id: String(eventId), start: last.start, isCancelled: true }, known: last });
      }
    }
    if (!planned.has(device.subjectHash)) {
      planned.add(device.subjectHash);
      await this.repository.replaceSessions(device.subjectHash, current);
    }
    return result;
  }
}

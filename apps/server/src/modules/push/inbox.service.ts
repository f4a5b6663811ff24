import { randomUUID } from 'node:crypto';
import {
  INBOX_ACTION_MAX_CHARS,
  INBOX_CONTENT_MAX_CHARS,
  INBOX_TITLE_MAX_CHARS,
  type InboxMessage,
  type InboxMessagesQuery,
  type InboxPushPayload,
  type InboxTranslations,
  inboxProfileSchema,
  inboxTranslationsSchema,
  isInboxAction,
  type PushSubscribeRequest,
} from '@showfloor/core';
import { z } from 'zod';
import type {
  InboxMessageRepository,
  InboxMessageRow,
  ScheduledMessageRow,
} from './inbox-message.repository.js';
import { safeMessageContent, textExcerpt } from './message-content.js';
import type { EndpointVerdict, PushEndpointPolicy } from './push-endpoint-policy.js';
import type { PushSender } from './push-sender.js';
import type { PushSubscriptionRepository } from './push-subscription.repository.js';

/** What an organiser sends (`showfloor inbox send`). */
export const inboxSendSchema = z.object({
  title: z.string().trim().min(1).max(INBOX_TITLE_MAX_CHARS),
  content: z.string().trim().min(1).max(INBOX_CONTENT_MAX_CHARS),
  action: z
    .string()
    .trim()
    .max(INBOX_ACTION_MAX_CHARS)
    .refine(isInboxAction, { message: 'must be an https URL or a page of the app (/exhibitor?id=12)' })
    .optional(),
  profile: inboxProfileSchema.optional(),
  /** The title and content per language; `title` and `content` are then the show's first language's. */
  translations: inboxTranslationsSchema.optional(),
});
export type InboxSendInput = z.infer<typeof inboxSendSchema>;

export interface InboxSendResult {
  message: InboxMessage;
  sent: number;
  failed: number;
  /** Subscriptions the push services said are gone, now deleted. */
  removed: number;
}

/**
 * Push services accept about 4 KB of payload; past this many bytes of JSON the content travels as
 * a short text excerpt and the app's next fetch brings the whole message.
 */
const PUSH_PAYLOAD_MAX_BYTES = 3_000;
const PUSH_EXCERPT_CHARS = 400;
/** Pushes in flight at once: enough to fan out fast, not so many that sockets run out. */
const PUSH_CONCURRENCY = 20;

export function messageOf(row: InboxMessageRow): InboxMessage {
  const message: InboxMessage = {
    id: row.id,
    date: row.createdAt.toISOString(),
    title: row.title,
    content: row.content,
  };
  const withAction = row.action === null ? message : { ...message, action: row.action };
  return row.translations === null ? withAction : { ...withAction, translations: row.translations };
}

/** The translations with their contents made safe, as `content` is. */
function safeTranslations(translations: InboxTranslations | undefined): InboxTranslations | null {
  if (translations === undefined) return null;
  return Object.fromEntries(
    Object.entries(translations).map(([language, text]) => [
      language,
      { title: text.title, content: safeMessageContent(text.content) },
    ]),
  );
}

/** The JSON a push carries, cut to fit the push services' limit. */
export function pushPayloadOf(message: InboxMessage): string {
  return JSON.stringify(pushedPayloadOf(message));
}

/** The message as a push carries it (the live socket sends the same), cut to fit. */
export function pushedMessageOf(message: InboxMessage): InboxMessage {
  return pushedPayloadOf(message).message;
}

function pushedPayloadOf(message: InboxMessage): InboxPushPayload {
  const payload: InboxPushPayload = { type: 'inbox', message };
  if (Buffer.byteLength(JSON.stringify(payload)) <= PUSH_PAYLOAD_MAX_BYTES) return payload;
  const excerpt = textExcerpt(message.content, PUSH_EXCERPT_CHARS);
  const translations =
    message.translations === undefined
      ? undefined
      : Object.fromEntries(
          Object.entries(message.translations).map(([language, text]) => [
            language,
            { title: text.title, content: textExcerpt(text.content, PUSH_EXCERPT_CHARS) },
          ]),
        );
  return {
    type: 'inbox',
    message: { ...message, content: excerpt, ...(translations === undefined ? {} : { translations }) },
  };
}

/** Told of each message as it goes out (the live socket), with the profile it is for (null: everyone). */
export type InboxSentListener = (message: InboxMessage, profile: string | null) => void;

/** The inbox: messages written by the back office, fetched by the app, fanned out by Web Push. */
export class InboxService {
  constructor(
    private readonly messages: InboxMessageRepository,
    private readonly subscriptions: PushSubscriptionRepository,
    private readonly sender: PushSender,
    private readonly endpoints: PushEndpointPolicy,
    private readonly now: () => Date = () => new Date(),
    private readonly newId: () => string = randomUUID,
    private readonly onSent: InboxSentListener = () => {},
  ) {}

  async list(query: InboxMessagesQuery): Promise<InboxMessage[]> {
    const rows = await this.messages.list({
      since: query.since === undefined ? undefined : new Date(query.since),
      profile: query.profile,
      limit: query.limit,
    });
    return rows.map(messageOf);
  }

  /** The messages sent to every profile, newest first, each with the profile it targets. */
  async sentMessages(
    limit: number,
  ): Promise<Array<InboxMessage & { profile: string | null; pushedCount: number | null }>> {
    const rows = await this.messages.all(limit);
    return rows.map((row) => ({ ...messageOf(row), profile: row.profile, pushedCount: row.pushedCount }));
  }

  /**
   * Stores the message first (the app's fetch recovers it whatever happens to the pushes), then
   * pushes it to every matching subscription and deletes the ones the push services said are gone.
   */
  async send(input: InboxSendInput): Promise<InboxSendResult> {
    const row: InboxMessageRow = {
      id: this.newId(),
      createdAt: this.now(),
      title: input.title,
      content: safeMessageContent(input.content),
      action: input.action ?? null,
      profile: input.profile ?? null,
      pushedCount: null,
      translations: safeTranslations(input.translations),
    };
    await this.messages.insert(row);
    return this.fanOut(row);
  }

  /** Keeps a message to be sent at `sendAt` (sendDue sends it then); answers its id. */
  async schedule(input: InboxSendInput, sendAt: Date): Promise<ScheduledMessageRow> {
    const row: ScheduledMessageRow = { id: this.newId(), sendAt, ...this.fieldsOf(input) };
    await this.messages.schedule(row);
    return row;
  }

  async scheduled(): Promise<ScheduledMessageRow[]> {
    return this.messages.scheduled();
  }

  /** Changes a message not sent yet; false when it was sent or deleted meanwhile. */
  async reschedule(id: string, input: InboxSendInput, sendAt: Date): Promise<boolean> {
    return this.messages.updateScheduled(id, { sendAt, ...this.fieldsOf(input) });
  }

  async unschedule(id: string): Promise<boolean> {
    return this.messages.deleteScheduled(id);
  }

  /** Sends the scheduled messages whose time has come (the server asks every few seconds). */
  async sendDue(): Promise<InboxSendResult[]> {
    const due = await this.messages.takeDue(this.now());
    const results: InboxSendResult[] = [];
    for (const row of due) results.push(await this.fanOut(row));
    return results;
  }

  private fieldsOf(input: InboxSendInput) {
    return {
      title: input.title,
      content: safeMessageContent(input.content),
      action: input.action ?? null,
      profile: input.profile ?? null,
      translations: safeTranslations(input.translations),
    };
  }

  private async fanOut(row: InboxMessageRow): Promise<InboxSendResult> {
    const message = messageOf(row);
    // The open apps first: a socket is faster than the push services, and costs no request.
    this.onSent(pushedMessageOf(message), row.profile);
    const payload = pushPayloadOf(message);
    const targets = await this.subscriptions.forProfile(row.profile);
    let sent = 0;
    let failed = 0;
    const gone: number[] = [];
    for (let start = 0; start < targets.length; start += PUSH_CONCURRENCY) {
      const batch = targets.slice(start, start + PUSH_CONCURRENCY);
      const outcomes = await Promise.all(batch.map((target) => this.sender.send(target, payload)));
      outcomes.forEach((outcome, index) => {
        if (outcome === 'sent') sent += 1;
        else failed += 1;
        const target = batch[index];
        if (outcome === 'gone' && target) gone.push(target.id);
      });
    }
    await this.subscriptions.deleteByIds(gone);
    await this.messages.setPushedCount(row.id, sent);
    return { message, sent, failed, removed: gone.length };
  }

  /** Keeps a subscription whose endpoint the server may send to; answers why not otherwise. */
  async subscribe(request: PushSubscribeRequest): Promise<EndpointVerdict> {
    const verdict = await this.endpoints.check(request.subscription.endpoint);
    if (!verdict.ok) return verdict;
    await this.subscriptions.upsert({
      endpoint: request.subscription.endpoint,
      p256dh: request.subscription.keys.p256dh,
      auth: request.subscription.keys.auth,
      profile: request.profile ?? null,
    });
    return verdict;
  }

  unsubscribe(endpoint: string): Promise<boolean> {
    return this.subscriptions.deleteByEndpoint(endpoint);
  }
}

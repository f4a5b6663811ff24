import { z } from 'zod';
import { PROFILE_KEYS } from '../config/show-config.js';
import { inboxMessageSchema } from './inbox-message.js';

/**
 * The inbox and Web Push calls (docs/protocol.md "Inbox and push"). Messages are written by the back
 * office (`showfloor inbox send`); the app reads them with an ordinary fetch and may also receive
 * them by Web Push, so a missed push is recovered by the next fetch.
 */
export const INBOX_MESSAGES_PATH = '/inbox/messages';
export const PUSH_KEY_PATH = '/push/key';
export const PUSH_SUBSCRIPTIONS_PATH = '/push/subscriptions';

/** Most messages one answer of GET /inbox/messages carries (newest first). */
export const INBOX_PAGE_SIZE = 100;

export const inboxProfileSchema = z.enum(PROFILE_KEYS);

/** GET /inbox/messages?since=ISO&profile=KEY&limit=N */
export const inboxMessagesQuerySchema = z.object({
  /** Only messages at or after this instant; absent for every message. */
  since: z.iso.datetime({ offset: true }).optional(),
  /** The app's profile: messages for it and for everyone. Absent: messages for everyone only. */
  profile: inboxProfileSchema.optional(),
  limit: z.coerce.number().int().min(1).max(INBOX_PAGE_SIZE).default(INBOX_PAGE_SIZE),
});
export type InboxMessagesQuery = z.infer<typeof inboxMessagesQuerySchema>;

export const inboxMessagesResponseSchema = z.object({ messages: z.array(inboxMessageSchema) });
export type InboxMessagesResponse = z.infer<typeof inboxMessagesResponseSchema>;

/** GET /push/key: the VAPID public key (base64url, uncompressed P-256 point) to subscribe with. */
export const pushKeyResponseSchema = z.object({ publicKey: z.string().regex(/^[A-Za-z0-9_-]{80,100}$/) });
export type PushKeyResponse = z.infer<typeof pushKeyResponseSchema>;

const base64Url = z.string().regex(/^[A-Za-z0-9_-]+=*$/);

/** A browser's PushSubscription as its `toJSON()` gives it. Push services are always https. */
export const pushSubscriptionSchema = z.object({
  endpoint: z.url({ protocol: /^https$/ }).max(2_000),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({
    p256dh: base64Url.min(40).max(200),
    auth: base64Url.min(16).max(100),
  }),
});
export type PushSubscriptionJson = z.infer<typeof pushSubscriptionSchema>;

/** POST /push/subscriptions */
export const pushSubscribeRequestSchema = z.object({
  subscription: pushSubscriptionSchema,
  /** The profile tag (spec modules §7: push "registration with a profile tag"). */
  profile: inboxProfileSchema.optional(),
});
export type PushSubscribeRequest = z.infer<typeof pushSubscribeRequestSchema>;

/** DELETE /push/subscriptions */
export const pushUnsubscribeRequestSchema = z.object({ endpoint: z.url().max(2_000) });
export type PushUnsubscribeRequest = z.infer<typeof pushUnsubscribeRequestSchema>;

/**
 * What a push carries: the message itself, so the service worker can show it and hand it to the
 * app without a network call. A long content is cut by the sender (the push services' payload
 * limit is about 4 KB); the next fetch brings the whole one, and the merge replaces it by id.
 */
export const inboxPushPayloadSchema = z.object({ type: z.literal('inbox'), message: inboxMessageSchema });
export type InboxPushPayload = z.infer<typeof inboxPushPayloadSchema>;

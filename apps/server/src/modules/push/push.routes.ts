import fastifyRateLimit from '@fastify/rate-limit';
import {
  INBOX_MESSAGES_PATH,
  type InboxMessagesResponse,
  inboxMessagesQuerySchema,
  PROFILE_PASS_HEADER,
  type ProfileKey,
  PUSH_KEY_PATH,
  PUSH_SUBSCRIPTIONS_PATH,
  type PushKeyResponse,
  pushSubscribeRequestSchema,
  pushUnsubscribeRequestSchema,
} from '@showfloor/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type ErrorBody, replyBadRequest } from '../../http/bad-request.js';
import type { InboxService } from './inbox.service.js';

/** Who may have a protected profile's content: a request carrying a valid pass for it (the profiles module). */
export interface ProfileAccess {
  isAllowed(profile: ProfileKey, pass: string | undefined): Promise<boolean>;
}

export interface PushRoutesOptions {
  service: InboxService;
  /** The VAPID public key browsers subscribe with. */
  publicKey: string;
  access: ProfileAccess;
}

/**
 * False, after answering 403, when `profile` is protected and the request has no valid pass for it
 * (header X-Profile-Pass; docs/security.md "Profile codes"). Open profiles and no profile pass.
 */
async function isProfileAllowed(
  access: ProfileAccess,
  profile: ProfileKey | undefined,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<boolean> {
  if (profile === undefined) return true;
  const header = request.headers[PROFILE_PASS_HEADER];
  if (await access.isAllowed(profile, typeof header === 'string' ? header : undefined)) return true;
  const body: ErrorBody = {
    error: 'PROFILE_LOCKED',
    field: 'profile',
    message: `The ${profile} profile is protected: unlock it with its code and send the pass in ${PROFILE_PASS_HEADER}`,
  };
  await reply.code(403).header('Cache-Control', 'no-store').send(body);
  return false;
}

/**
 * The inbox and Web Push calls (docs/protocol.md "Inbox and push"): GET /inbox/messages, GET
 * /push/key, POST and DELETE /push/subscriptions. Rate limited per client address; a protected
 * profile's messages and subscriptions need its pass.
 */
export async function registerPushRoutes(app: FastifyInstance, options: PushRoutesOptions): Promise<void> {
  const { service } = options;
  await app.register(async (scope) => {
    await scope.register(fastifyRateLimit, { global: false });

    scope.get(
      INBOX_MESSAGES_PATH,
      { config: { rateLimit: { max: 120, timeWindow: '1 minute' } } },
      async (request, reply) => {
        const parsed = inboxMessagesQuerySchema.safeParse(request.query);
        if (!parsed.success) return replyBadRequest(reply, parsed.error);
        if (!(await isProfileAllowed(options.access, parsed.data.profile, request, reply))) return reply;
        const body: InboxMessagesResponse = { messages: await service.list(parsed.data) };
        // Personal to a profile and changing at any time: never from a shared or stale cache.
        return reply.header('Cache-Control', 'no-store').send(body);
      },
    );

    scope.get(
      PUSH_KEY_PATH,
      { config: { rateLimit: { max: 60, timeWindow: '1 minute' } } },
      async (_request, reply) => {
        const body: PushKeyResponse = { publicKey: options.publicKey };
        return reply.send(body);
      },
    );

    scope.post(
      PUSH_SUBSCRIPTIONS_PATH,
      { config: { rateLimit: { max: 20, timeWindow: '1 minute' } } },
      async (request, reply) => {
        const parsed = pushSubscribeRequestSchema.safeParse(request.body);
        if (!parsed.success) return replyBadRequest(reply, parsed.error);
        if (!(await isProfileAllowed(options.access, parsed.data.profile, request, reply))) return reply;
        const verdict = await service.subscribe(parsed.data);
        if (!verdict.ok) {
          const body: ErrorBody = {
            error: 'BAD_REQUEST',
            field: 'subscription.endpoint',
            message: `subscription.endpoint ${verdict.message}`,
          };
          return reply.code(400).send(body);
        }
        return reply.code(201).send({ endpoint: parsed.data.subscription.endpoint });
      },
    );

    scope.delete(
      PUSH_SUBSCRIPTIONS_PATH,
      { config: { rateLimit: { max: 20, timeWindow: '1 minute' } } },
      async (request, reply) => {
        const parsed = pushUnsubscribeRequestSchema.safeParse(request.body);
        if (!parsed.success) return replyBadRequest(reply, parsed.error);
        // 204 whether or not it was known: the endpoint is the browser's, the outcome is the same.
        await service.unsubscribe(parsed.data.endpoint);
        return reply.code(204).send();
      },
    );
  });
}

import fastifyRateLimit from '@fastify/rate-limit';
import {
  INBOX_MESSAGES_PATH,
  type InboxMessagesResponse,
  inboxMessagesQuerySchema,
  PUSH_KEY_PATH,
  PUSH_SUBSCRIPTIONS_PATH,
  type PushKeyResponse,
  pushSubscribeRequestSchema,
  pushUnsubscribeRequestSchema,
} from '@showfloor/core';
import type { FastifyInstance } from 'fastify';
import { type ErrorBody, replyBadRequest } from '../../http/bad-request.js';
import type { InboxService } from './inbox.service.js';

export interface PushRoutesOptions {
  service: InboxService;
  /** The VAPID public key browsers subscribe with. */
  publicKey: string;
}

/**
 * The inbox and Web Push calls (docs/protocol.md "Inbox and push"): GET /inbox/messages, GET
 * /push/key, POST and DELETE /push/subscriptions. Rate limited per client address.
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

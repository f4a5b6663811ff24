import fastifyRateLimit from '@fastify/rate-limit';
import {
  REMINDER_DEVICES_PATH,
  type ReminderDeviceResponse,
  reminderDeviceRequestSchema,
} from '@showfloor/core';
import type { FastifyInstance } from 'fastify';
import { type ErrorBody, replyBadRequest } from '../../http/bad-request.js';
import type { RemindersService } from './reminders.service.js';

const MESSAGES: Record<string, string> = {
  NOT_SUBSCRIBED: 'endpoint has no push subscription: subscribe to push first',
  FORBIDDEN: 'auth is not the secret of this push subscription',
  TOKEN_REPLAYED: 'token was already used: make a new one',
  UNAUTHENTICATED: 'token carries no live session',
};

/**
 * PUT /reminders/devices (docs/protocol.md "Session reminders"): a device ties its push
 * subscription to its favorites sync subject and sets its switch. Rate limited per client address.
 */
export async function registerRemindersRoutes(
  app: FastifyInstance,
  options: { service: RemindersService },
): Promise<void> {
  await app.register(async (scope) => {
    await scope.register(fastifyRateLimit, { global: false });
    scope.put(
      REMINDER_DEVICES_PATH,
      { config: { rateLimit: { max: 20, timeWindow: '1 minute' } } },
      async (request, reply) => {
        const parsed = reminderDeviceRequestSchema.safeParse(request.body);
        if (!parsed.success) return replyBadRequest(reply, parsed.error);
        const outcome = await options.service.registerDevice(parsed.data);
        reply.header('Cache-Control', 'no-store');
        if (!outcome.ok) {
          const { refusal } = outcome;
          const body: ErrorBody = {
            error: refusal.error,
            field: refusal.field,
            message: MESSAGES[refusal.error] ?? `${refusal.field} refused: ${refusal.error}`,
          };
          return reply.code(refusal.status).send(body);
        }
        const body: ReminderDeviceResponse = { isOn: parsed.data.isOn };
        return reply.send(body);
      },
    );
  });
}

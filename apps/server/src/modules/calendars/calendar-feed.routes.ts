import fastifyRateLimit from '@fastify/rate-limit';
import {
  CALENDAR_FEEDS_PATH,
  CALENDAR_MIME_TYPE,
  calendarFeedDeleteSchema,
  calendarFeedEventsSchema,
  calendarFeedIdSchema,
  calendarFeedUpdateSchema,
} from '@showfloor/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type ErrorBody, replyBadRequest, replyNotFound } from '../../http/bad-request.js';
import type { CalendarFeedService } from './calendar-feed.service.js';

export interface CalendarFeedRoutesOptions {
  service: CalendarFeedService;
  /** The configured base of absolute addresses (config `baseUrl`), never the request's Host. */
  baseUrl: string;
  /** Feeds created per client address and minute. */
  createPerMinute?: number;
}

function feedIdOf(request: FastifyRequest<{ Params: { id: string } }>, reply: FastifyReply): string | null {
  const id = calendarFeedIdSchema.safeParse(request.params.id.replace(/\.ics$/, ''));
  if (id.success) return id.data;
  replyNotFound(reply, 'No such calendar');
  return null;
}

function replyForbidden(reply: FastifyReply): FastifyReply {
  const body: ErrorBody = {
    error: 'FORBIDDEN',
    field: 'key',
    message: 'This key does not open this calendar',
  };
  return reply.code(403).send(body);
}

/**
 * Subscribable calendars of favorite events (docs/protocol.md "Calendar subscriptions"):
 * POST /calendars, PUT and DELETE /calendars/:id with the key, GET /calendars/:id.ics for calendar apps.
 */
export async function registerCalendarFeedRoutes(
  app: FastifyInstance,
  options: CalendarFeedRoutesOptions,
): Promise<void> {
  await app.register(async (scope) => {
    await scope.register(fastifyRateLimit, { global: false });

    scope.post(
      CALENDAR_FEEDS_PATH,
      { config: { rateLimit: { max: options.createPerMinute ?? 10, timeWindow: '1 minute' } } },
      async (request, reply) => {
        const parsed = calendarFeedEventsSchema.safeParse(request.body);
        if (!parsed.success) return replyBadRequest(reply, parsed.error);
        return reply.code(201).send(await options.service.create(parsed.data, options.baseUrl));
      },
    );

    scope.put<{ Params: { id: string } }>(
      `${CALENDAR_FEEDS_PATH}/:id`,
      { config: { rateLimit: { max: 60, timeWindow: '1 minute' } } },
      async (request, reply) => {
        const id = feedIdOf(request, reply);
        if (!id) return reply;
        const parsed = calendarFeedUpdateSchema.safeParse(request.body);
        if (!parsed.success) return replyBadRequest(reply, parsed.error);
        const { key, ...events } = parsed.data;
        const outcome = await options.service.update(id, key, events, options.baseUrl);
        if (outcome.ok) return reply.send(outcome.feed);
        return outcome.error === 'NOT_FOUND'
          ? replyNotFound(reply, 'No such calendar')
          : replyForbidden(reply);
      },
    );

    scope.delete<{ Params: { id: string } }>(`${CALENDAR_FEEDS_PATH}/:id`, async (request, reply) => {
      const id = feedIdOf(request, reply);
      if (!id) return reply;
      const parsed = calendarFeedDeleteSchema.safeParse(request.body);
      if (!parsed.success) return replyBadRequest(reply, parsed.error);
      const outcome = await options.service.remove(id, parsed.data.key);
      if (outcome.ok) return reply.code(204).send();
      return outcome.error === 'NOT_FOUND' ? replyNotFound(reply, 'No such calendar') : replyForbidden(reply);
    });

    scope.get<{ Params: { id: string } }>(
      `${CALENDAR_FEEDS_PATH}/:id`,
      { config: { rateLimit: { max: 120, timeWindow: '1 minute' } } },
      async (request, reply) => {
        if (!request.params.id.endsWith('.ics')) return replyNotFound(reply, 'No such calendar');
        const id = feedIdOf(request, reply);
        if (!id) return reply;
        const text = await options.service.render(id, `${options.baseUrl}/`);
        if (text === undefined) return replyNotFound(reply, 'No such calendar');
        // Calendar apps poll; the file is rendered from the current data, so nobody may keep a copy long.
        return reply
          .header('Cache-Control', 'private, max-age=300')
          .header('Content-Disposition', 'inline; filename="favorites.ics"')
          .type(CALENDAR_MIME_TYPE)
          .send(text);
      },
    );
  });
}

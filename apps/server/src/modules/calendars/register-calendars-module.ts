import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.js';
import type { PublishedStore } from '../publishing/index.js';
import { DataVersionRepository } from '../publishing/index.js';
import { CalendarFeedRepository } from './calendar-feed.repository.js';
import { registerCalendarFeedRoutes } from './calendar-feed.routes.js';
import { CalendarFeedService } from './calendar-feed.service.js';

export const CALENDARS_API_PREFIXES = ['/calendars'];

/** Subscribable calendars of favorite events, rendered from the current published version. */
export async function registerCalendarsModule(
  app: FastifyInstance,
  db: Database,
  store: PublishedStore,
  baseUrl: string,
): Promise<void> {
  const service = new CalendarFeedService(
    new CalendarFeedRepository(db),
    new DataVersionRepository(db),
    store,
  );
  await registerCalendarFeedRoutes(app, { service, baseUrl });
}

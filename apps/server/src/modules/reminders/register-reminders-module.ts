import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.js';
import type { AcceptSyncSubject } from '../favorites-sync/index.js';
import { DataVersionRepository, type PublishedStore } from '../publishing/index.js';
import type { PushSender } from '../push/index.js';
import { PublishedSessionsReader } from './published-sessions.js';
import { RemindersRepository } from './reminders.repository.js';
import { registerRemindersRoutes } from './reminders.routes.js';
import { RemindersService } from './reminders.service.js';

export const REMINDERS_API_PREFIXES = ['/reminders/'];

/** How often the back office looks for reminders due (spec modules §9: a minute's precision). */
export const REMINDERS_CHECK_MS = 60_000;

/** The reminders service over one database and published store (server and tests alike). */
export function createRemindersService(
  db: Database,
  store: PublishedStore,
  sender: PushSender,
  acceptSubject: AcceptSyncSubject,
  now: () => number = Date.now,
): RemindersService {
  return new RemindersService(
    new RemindersRepository(db),
    new PublishedSessionsReader(new DataVersionRepository(db), store),
    sender,
    acceptSubject,
    now,
  );
}

/** The route, and the timer that pushes due reminders every minute while the server runs. */
export async function registerRemindersModule(
  app: FastifyInstance,
  service: RemindersService,
): Promise<void> {
  await registerRemindersRoutes(app, { service });
  const timer = setInterval(() => {
    service.sendDue().catch((error: unknown) => app.log.error({ err: error }, 'sending session reminders'));
  }, REMINDERS_CHECK_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}

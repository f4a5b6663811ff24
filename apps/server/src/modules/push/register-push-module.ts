import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.js';
import { InboxService } from './inbox.service.js';
import { InboxMessageRepository } from './inbox-message.repository.js';
import { registerPushRoutes } from './push.routes.js';
import { type PushSender, WebPushSender } from './push-sender.js';
import { PushSubscriptionRepository } from './push-subscription.repository.js';
import { loadVapidKeys, type VapidKeys } from './vapid-keys.js';

/** Path prefixes of the inbox and push calls, for the app's JSON 404. */
export const PUSH_API_PREFIXES = ['/inbox/', '/push/'];

export interface PushServices {
  inbox: InboxService;
  keys: VapidKeys;
}

/** The inbox and its push fan-out over one database and DATA_DIR (server, CLI and tests alike). */
export async function createPushServices(
  db: Database,
  dataDir: string,
  env: NodeJS.ProcessEnv = process.env,
  sender?: PushSender,
): Promise<PushServices> {
  const keys = await loadVapidKeys(env, dataDir);
  const inbox = new InboxService(
    new InboxMessageRepository(db),
    new PushSubscriptionRepository(db),
    sender ?? new WebPushSender(keys),
  );
  return { inbox, keys };
}

export async function registerPushModule(
  app: FastifyInstance,
  db: Database,
  dataDir: string,
  env: NodeJS.ProcessEnv = process.env,
): Promise<void> {
  const { inbox, keys } = await createPushServices(db, dataDir, env);
  await registerPushRoutes(app, { service: inbox, publicKey: keys.publicKey });
}

import { randomUUID } from 'node:crypto';
import { inboxProfileSchema } from '@showfloor/core';
import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../../config.js';
import type { Database } from '../../db/database.js';
import type { LiveHub } from '../live/index.js';
import { InboxService } from './inbox.service.js';
import { InboxMessageRepository } from './inbox-message.repository.js';
import { type ProfileAccess, registerPushRoutes } from './push.routes.js';
import { PushEndpointPolicy } from './push-endpoint-policy.js';
import { type PushSender, WebPushSender } from './push-sender.js';
import { PushSubscriptionRepository } from './push-subscription.repository.js';
import { loadVapidKeys, type VapidKeys, type VapidKeysConfig } from './vapid-keys.js';

/** Path prefixes of the inbox and push calls, for the app's JSON 404. */
export const PUSH_API_PREFIXES = ['/inbox/', '/push/'];

/** DATA_DIR keeps a generated key pair; the VAPID settings and PUBLIC_URL name the sender. */
export type PushConfig = Pick<ServerConfig, 'dataDir' | 'pushAllowedHosts'> & VapidKeysConfig;

export interface PushServices {
  inbox: InboxService;
  keys: VapidKeys;
  /** The Web Push sender, shared with the session reminders. */
  sender: PushSender;
}

/** The inbox and its push fan-out over one database and DATA_DIR (server, CLI and tests alike). */
export async function createPushServices(
  db: Database,
  config: PushConfig,
  sender?: PushSender,
  live?: Pick<LiveHub, 'toEveryone' | 'toProfile'>,
): Promise<PushServices> {
  const keys = await loadVapidKeys(config, config.dataDir);
  const endpoints = new PushEndpointPolicy(config.pushAllowedHosts);
  const pushSender = sender ?? new WebPushSender(keys, endpoints);
  const inbox = new InboxService(
    new InboxMessageRepository(db),
    new PushSubscriptionRepository(db),
    pushSender,
    endpoints,
    () => new Date(),
    randomUUID,
    (message, profile) => {
      if (live === undefined) return;
      // A message for one profile reaches only the sockets of that profile (a protected one's with its pass).
      const target = inboxProfileSchema.safeParse(profile);
      if (profile === null) live.toEveryone('inboxMessage', message);
      else if (target.success) live.toProfile(target.data, 'inboxMessage', message);
    },
  );
  return { inbox, keys, sender: pushSender };
}

export async function registerPushModule(
  app: FastifyInstance,
  db: Database,
  config: PushConfig,
  access: ProfileAccess,
  live?: LiveHub,
): Promise<PushServices> {
  const services = await createPushServices(db, config, undefined, live);
  await registerPushRoutes(app, { service: services.inbox, publicKey: services.keys.publicKey, access });
  // Messages scheduled from the console go out within this long of their time.
  const timer = setInterval(() => {
    services.inbox
      .sendDue()
      .catch((error: unknown) => app.log.error({ err: error }, 'sending scheduled messages'));
  }, SCHEDULED_MESSAGES_CHECK_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
  return services;
}

/** How often the server looks for scheduled messages whose time has come. */
export const SCHEDULED_MESSAGES_CHECK_MS = 15_000;

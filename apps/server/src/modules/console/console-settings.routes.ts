import { consoleSettingsSchema } from '@showfloor/core';
import type { FastifyInstance } from 'fastify';
import { replyBadRequest } from '../../http/bad-request.js';
import type { ConsoleAuthService } from './console-auth.service.js';
import { CONSOLE_API_PREFIX, consoleGuard } from './console-guard.js';
import type { ShowSettingsService } from './show-settings.service.js';

/**
 * The show's settings (docs/console.md "Settings"): every organiser reads them; editors and owners
 * change them, validated with the importers' schema, saved to the draft that the next publish sends.
 */
export function registerConsoleSettingsRoutes(
  app: FastifyInstance,
  { auth, settings }: { auth: ConsoleAuthService; settings: ShowSettingsService },
): void {
  const allowed = consoleGuard(auth);

  app.get(`${CONSOLE_API_PREFIX}settings`, async (request, reply) => {
    if ((await allowed(request, reply, 'read')) === undefined) return reply;
    return settings.current();
  });

  app.put(`${CONSOLE_API_PREFIX}settings`, async (request, reply) => {
    const identity = await allowed(request, reply, 'edit');
    if (identity === undefined) return reply;
    const body = consoleSettingsSchema.safeParse(request.body);
    if (!body.success) return replyBadRequest(reply, body.error);
    const warnings = await settings.save(identity.organiser, body.data);
    return { isSaved: true, warnings };
  });
}

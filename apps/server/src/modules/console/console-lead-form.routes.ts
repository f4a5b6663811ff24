import { consoleLeadFormSchema } from '@showfloor/core';
import type { FastifyInstance } from 'fastify';
import { replyBadRequest } from '../../http/bad-request.js';
import type { ConsoleAuthService } from './console-auth.service.js';
import { CONSOLE_API_PREFIX, consoleGuard } from './console-guard.js';
import type { LeadFormSettingsService } from './lead-form-settings.service.js';

/**
 * The lead qualification form (docs/console.md "Lead form"): every organiser reads it; editors and
 * owners replace it, validated, audited.
 */
export function registerConsoleLeadFormRoutes(
  app: FastifyInstance,
  { auth, leadForm }: { auth: ConsoleAuthService; leadForm: LeadFormSettingsService },
): void {
  const allowed = consoleGuard(auth);

  app.get(`${CONSOLE_API_PREFIX}lead-form`, async (request, reply) => {
    if ((await allowed(request, reply, 'read')) === undefined) return reply;
    return { fields: await leadForm.fields() };
  });

  app.put(`${CONSOLE_API_PREFIX}lead-form`, async (request, reply) => {
    const identity = await allowed(request, reply, 'edit');
    if (identity === undefined) return reply;
    const body = consoleLeadFormSchema.safeParse(request.body);
    if (!body.success) return replyBadRequest(reply, body.error);
    return { fields: await leadForm.save(identity.organiser, body.data) };
  });
}

import fastifyRateLimit from '@fastify/rate-limit';
import {
  NOTES_MAIL_PATH,
  type NotesMailError,
  type NotesMailResponse,
  notesMailRequestSchema,
} from '@showfloor/core';
import type { FastifyInstance } from 'fastify';
import { replyBadRequest } from '../../http/bad-request.js';
import type { NotesMailRefusal, NotesMailService } from './notes-mail.service.js';

const STATUS_OF_ERROR: Record<NotesMailError | NotesMailRefusal, number> = {
  TOO_MANY_MAILS: 429,
  INVALID_CREDENTIALS: 401,
  INVALID_SMTP_CONFIGURATION: 502,
  DEFAULT: 500,
};

export interface NotesMailRoutesOptions {
  service: NotesMailService;
  /** Mails per client address and minute: exporting notes is rare, relaying spam is not. */
  rateLimitPerMinute?: number;
}

/** POST /notes/mail {mailObject, key} → {success, message} (spec modules §7). */
export async function registerNotesMailRoutes(
  app: FastifyInstance,
  options: NotesMailRoutesOptions,
): Promise<void> {
  // Own scope: the rate limiter registered here applies to this route only.
  await app.register(async (scope) => {
    await scope.register(fastifyRateLimit, { global: false });
    scope.post(
      NOTES_MAIL_PATH,
      {
        config: {
          rateLimit: { max: options.rateLimitPerMinute ?? 5, timeWindow: '1 minute' },
          isExpensive: true,
        },
      },
      async (request, reply) => {
        const parsed = notesMailRequestSchema.safeParse(request.body);
        if (!parsed.success) return replyBadRequest(reply, parsed.error);
        // The app sends no device id on this call: the device is the client's address.
        const outcome = await options.service.send(parsed.data.mailObject, parsed.data.key, request.ip);
        if (!outcome.ok) {
          const body: NotesMailResponse = { success: false, message: outcome.error };
          return reply.code(STATUS_OF_ERROR[outcome.error]).send(body);
        }
        const body: NotesMailResponse = { success: true, message: 'exportSuccess' };
        return reply.send(body);
      },
    );
  });
}

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ContactOutcome, ParticipantService, PublicParticipantId } from '../participants/index.js';
import {
  type CodificationField,
  codificationFieldSchema,
  contactParticipantBodySchema,
  getParticipantsBodySchema,
} from '../participants/index.js';
import { sendError, sendInvalid, sendSuccess } from './provider-envelope.js';
import { requestToken } from './request-token.js';
import type { SessionGuard } from './session-guard.js';
import { hashSessionToken } from './session-token.js';

export interface ParticipantsRoutesOptions {
  participants: ParticipantService;
  guard: SessionGuard;
  contactRateLimit: number;
  searchRateLimit: number;
}

const MAX_CODIFICATION_FIELDS = 50;
const FIELD_KEY = /^fields\[(\d{1,3})\]\[(\w{1,40})\]$/;

/**
 * `fields[i][sourceCode]=…&fields[i][entityCode]=…&fields[i][nameField]=…` (spec core §7). Fastify's
 * query parser does not nest brackets, so the raw query string is read here.
 */
export function parseCodificationQuery(url: string): z.ZodSafeParseResult<CodificationField[]> {
  const query = new URLSearchParams(url.includes('?') ? url.slice(url.indexOf('?') + 1) : '');
  const byIndex = new Map<number, Record<string, string>>();
  for (const [key, value] of query) {
    const match = FIELD_KEY.exec(key);
    if (!match) continue;
    const index = Number(match[1]);
    const field = byIndex.get(index) ?? {};
    field[match[2] ?? ''] = value;
    byIndex.set(index, field);
  }
  const fields = [...byIndex.entries()].sort(([a], [b]) => a - b).map(([, field]) => field);
  return z.array(codificationFieldSchema).min(1).max(MAX_CODIFICATION_FIELDS).safeParse(fields);
}

function sendContactOutcome(reply: FastifyReply, outcome: ContactOutcome, contactId: PublicParticipantId) {
  switch (outcome) {
    case 'recorded':
    case 'already-recorded':
      return sendSuccess(reply, { contactId, contacted: true });
    case 'not-found':
      return sendError(reply, 404, 'PARTICIPANT_NOT_FOUND', 'No such participant', 'contactId');
    case 'self':
      return sendError(reply, 400, 'CANNOT_CONTACT_SELF', 'You cannot contact yourself', 'contactId');
    case 'not-contactable':
      return sendError(
        reply,
        403,
        'NOT_CONTACTABLE',
        'This participant does not accept contact requests',
        'contactId',
      );
  }
}

/** A per-minute limit per session, not per address: a whole show shares a few Wi-Fi addresses. */
function perSession(max: number) {
  return {
    max,
    timeWindow: '1 minute',
    keyGenerator: (request: FastifyRequest) => {
      const token = requestToken(request);
      return token ? `session:${hashSessionToken(token)}` : `ip:${request.ip}`;
    },
  };
}

/** The networking calls of the primary provider (spec core §7). */
export async function registerParticipantsRoutes(app: FastifyInstance, options: ParticipantsRoutesOptions) {
  const { participants, guard } = options;

  app.post(
    '/getParticipants.htm',
    { config: { rateLimit: perSession(options.searchRateLimit), isExpensive: true } },
    async (request, reply) => {
      const session = await guard(request, reply);
      if (!session) return reply;
      const body = getParticipantsBodySchema.safeParse(request.body ?? {});
      if (!body.success) return sendInvalid(reply, body.error);
      const page = await participants.search(session.userId, body.data.params);
      if (!page.ok)
        return sendError(
          reply,
          400,
          'INVALID_CURSOR',
          'This paging cursor names no visible participant: start again from the first page',
          `params.${page.field}`,
        );
      return sendSuccess(reply, page.rows);
    },
  );

  app.post(
    '/contactParticipant.htm',
    {
      config: { rateLimit: perSession(options.contactRateLimit), isExpensive: true },
    },
    async (request, reply) => {
      const session = await guard(request, reply);
      if (!session) return reply;
      const body = contactParticipantBodySchema.safeParse(request.body ?? {});
      if (!body.success) return sendInvalid(reply, body.error);
      const outcome = await participants.contact(session.userId, body.data.contactId);
      return sendContactOutcome(reply, outcome, body.data.contactId);
    },
  );

  app.get('/getCodifs.htm', async (request, reply) => {
    const fields = parseCodificationQuery(request.url);
    if (!fields.success) return sendInvalid(reply, fields.error, 'fields');
    const fieldsInfo = await participants.codificationFields(fields.data);
    return sendSuccess(reply, { fieldsInfo });
  });
}

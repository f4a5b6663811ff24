import {
  type CheckLicenceResponse,
  checkLicenceRequestSchema,
  type RegisterCheckpointResponse,
  registerCheckpointRequestSchema,
  type SaveContactsResponse,
  saveContactsRequestSchema,
} from '@showfloor/core';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { DEFAULT_LEAD_SAVE_LIMITS } from '../../config.js';
import { AdmissionGate, type AdmissionGateOptions } from '../../http/admission-gate.js';
import { type ErrorBody, replyBadRequest } from '../../http/bad-request.js';
import type { BadgeService } from '../badges/index.js';
import { demoBadgesPage, demoLicencesPage } from './demo-sheets.js';
import type { LeadCaptureService } from './lead-capture.service.js';
import { leadTable, leadTableCsv, leadTableXlsx } from './lead-export.js';

/** Header names of the export credentials: the licence and the device that registered on it. */
export const LEAD_EXPORT_HEADERS = { licence: 'x-lead-licence', mobileId: 'x-lead-mobile-id' } as const;

/** The credentials of `GET /leads/export.{csv,xlsx}`, as request headers. */
export const exportHeadersSchema = z.object({
  [LEAD_EXPORT_HEADERS.licence]: z.string().min(1).max(128),
  [LEAD_EXPORT_HEADERS.mobileId]: z.string().min(1).max(128),
});

/**
 * The gate of the saves (docs/leads.md). After a Wi-Fi outage every device sends its backlog at once; a
 * refused device keeps its contacts unsynchronised and sends them again later, which the idempotent
 * merge makes safe. Saves may wait longer for a slot than other requests: each resend is more load.
 */
export const DEFAULT_SAVE_CONTACTS_GATE: AdmissionGateOptions = {
  ...DEFAULT_LEAD_SAVE_LIMITS,
  maxWaitMs: 5_000,
  retryAfterSeconds: 2,
};

/** Licence checks per minute and client address. */
export const CHECK_LICENCE_PER_MINUTE = 30;

export interface LeadsRoutesOptions {
  leads: LeadCaptureService;
  badges: BadgeService;
  /** Admission control of the saves; a default gate when absent. */
  saveGate?: AdmissionGate;
}

function replyForbidden(reply: FastifyReply, message: string): FastifyReply {
  const body: ErrorBody = { error: 'FORBIDDEN', message };
  return reply.code(403).send(body);
}

/** The lead-capture calls (spec modules §7, docs/leads.md), the exports and the demo sheets. */
export async function registerLeadsRoutes(
  app: FastifyInstance,
  { leads, badges, saveGate = new AdmissionGate(DEFAULT_SAVE_CONTACTS_GATE) }: LeadsRoutesOptions,
) {
  // A licence is a secret of 10 characters: guessing is slowed per address. Exhibitors of a show
  // share its Wi-Fi address, but a device checks its licence once, when it is set up.
  app.post(
    '/leads/check-licence',
    { config: { rateLimit: { max: CHECK_LICENCE_PER_MINUTE, timeWindow: '1 minute' } } },
    async (request, reply) => {
      const parsed = checkLicenceRequestSchema.safeParse(request.body);
      if (!parsed.success) return replyBadRequest(reply, parsed.error);
      const body: CheckLicenceResponse = {
        AuthenticateExhibitorAppByCABResult: await leads.checkLicence(parsed.data),
      };
      return reply.header('Cache-Control', 'no-store').send(body);
    },
  );

  app.post('/leads/register-checkpoint', async (request, reply) => {
    const parsed = registerCheckpointRequestSchema.safeParse(request.body);
    if (!parsed.success) return replyBadRequest(reply, parsed.error);
    const body: RegisterCheckpointResponse = {
      RegisterCheckPointResult: await leads.registerCheckpoint(parsed.data),
    };
    return reply.header('Cache-Control', 'no-store').send(body);
  });

  // Its body limit, sized to 5,000 contacts, is in http/body-limits.ts with every route's.
  app.post('/leads/save-contacts', async (request, reply) => {
    const parsed = saveContactsRequestSchema.safeParse(request.body);
    if (!parsed.success) return replyBadRequest(reply, parsed.error);
    const release = await saveGate.acquire();
    if (!release) {
      // Over capacity: refused whole and at once, before any write; the device sends it again later.
      const busy: ErrorBody & SaveContactsResponse = {
        error: 'TOO_MANY_REQUESTS',
        message: 'The back office is busy: send these contacts again after Retry-After seconds',
        SaveVisitorRelationListResult: parsed.data.visitorToSaveList.map(({ VisitorToSave }) => ({
          IsSaveOk: false,
          CAB: VisitorToSave.CAB,
        })),
      };
      return reply
        .code(429)
        .header('Retry-After', String(saveGate.options.retryAfterSeconds))
        .header('Cache-Control', 'no-store')
        .send(busy);
    }
    let outcome: Awaited<ReturnType<LeadCaptureService['saveContacts']>>;
    try {
      outcome = await leads.saveContacts(parsed.data);
    } finally {
      release();
    }
    const result: SaveContactsResponse = { SaveVisitorRelationListResult: outcome.results };
    if (outcome.ok) return reply.header('Cache-Control', 'no-store').send(result);
    // The refusal still carries the spec's answer, every item IsSaveOk false, so a client that
    // reads the body alone keeps the contacts unsynchronised as well.
    const refusal: ErrorBody & SaveContactsResponse =
      outcome.reason === 'notRegistered'
        ? {
            error: 'FORBIDDEN',
            message: 'This device has not registered a checkpoint for this exhibitor',
            ...result,
          }
        : {
            error: 'FORBIDDEN',
            field: outcome.field,
            message: 'A visit names a checkpoint this device did not register for this exhibitor',
            ...result,
          };
    return reply.code(403).send(refusal);
  });

  for (const format of ['csv', 'xlsx'] as const) {
    app.get(`/leads/export.${format}`, async (request, reply) => {
      const headers = exportHeadersSchema.safeParse(request.headers);
      if (!headers.success) {
        const field = String(headers.error.issues[0]?.path[0] ?? LEAD_EXPORT_HEADERS.licence);
        const body: ErrorBody = { error: 'UNAUTHORIZED', field, message: `Header ${field} is required` };
        return reply.code(401).send(body);
      }
      const licence = await leads.authoriseExport(
        headers.data[LEAD_EXPORT_HEADERS.licence],
        headers.data[LEAD_EXPORT_HEADERS.mobileId],
      );
      if (!licence) return replyForbidden(reply, 'Unknown licence, or no checkpoint of this device on it');
      const { leads: stored, formFields } = await leads.exportLeads(licence.exhibitorId);
      const table = leadTable(stored, formFields);
      const fileName = `leads-${licence.exhibitorOriginalId.replace(/[^A-Za-z0-9_-]/g, '_')}.${format}`;
      reply
        .header('Cache-Control', 'no-store')
        .header('Content-Disposition', `attachment; filename="${fileName}"`);
      if (format === 'csv') return reply.type('text/csv; charset=utf-8').send(leadTableCsv(table));
      return reply
        .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .send(await leadTableXlsx(table));
    });
  }

  app.get('/leads/demo-badges.html', async (_request, reply) => {
    const page = await demoBadgesPage(await badges.listDemoBadges());
    return reply.header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(page);
  });

  app.get('/leads/demo-licences.html', async (_request, reply) => {
    const page = await demoLicencesPage(await leads.listDemoLicences());
    return reply.header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(page);
  });
}

import {
  codificationListEditSchema,
  consolePeopleQuerySchema,
  consolePersonEditSchema,
  decodeCsvBytes,
  PEOPLE_CODIFICATION_FIELDS,
  type PeopleImport,
  peopleImportSchema,
  personErasureSchema,
  personInvitationSchema,
} from '@showfloor/core';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { type ErrorBody, replyBadRequest, replyNotFound } from '../../http/bad-request.js';
import { isXlsx, looksLikeCsv, readXlsxSheet } from '../content/index.js';
import { ImportFileError } from '../import/index.js';
import { CONSOLE_API_PREFIX, type ConsoleGuard, refuse } from './console-guard.js';
import type { PeopleFile, PeopleService } from './people.service.js';

const personParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
const listParamsSchema = z.object({ nameField: z.enum(PEOPLE_CODIFICATION_FIELDS) });

function badField(reply: FastifyReply, field: string, message: string): FastifyReply {
  const body: ErrorBody = { error: 'BAD_REQUEST', field, message };
  return reply.code(400).send(body);
}

/**
 * The file of an import as the service reads it: the CSV text as sent, or the bytes told apart by
 * their content (an XLSX workbook, else text read as a CSV). Anything else is answered here: 415 for
 * a file that is neither, 400 for a workbook that cannot be read.
 */
async function peopleFileOf(
  upload: Pick<PeopleImport, 'csv' | 'file'>,
  reply: FastifyReply,
): Promise<PeopleFile | FastifyReply> {
  if (upload.file === undefined) return { kind: 'csv', field: 'csv', text: upload.csv ?? '' };
  const bytes = Buffer.from(upload.file, 'base64');
  if (isXlsx(bytes)) {
    try {
      return { kind: 'sheet', field: 'file', rows: await readXlsxSheet(bytes, 'the workbook') };
    } catch (error) {
      if (error instanceof ImportFileError) return badField(reply, 'file', error.message);
      throw error;
    }
  }
  if (looksLikeCsv(bytes)) return { kind: 'csv', field: 'file', text: decodeCsvBytes(bytes).text };
  return refuse(
    reply,
    415,
    'UNSUPPORTED_MEDIA_TYPE',
    'expected a CSV file (text, comma or semicolon separated) or an XLSX workbook',
  );
}

export interface ConsolePeopleRoutesOptions {
  allowed: ConsoleGuard;
  people: PeopleService;
}

/**
 * The console's People page (docs/console.md, "People"): staff read, owners and editors import,
 * invite and switch what visitors see, and the owner alone erases a participant.
 */
export async function registerConsolePeopleRoutes(app: FastifyInstance, options: ConsolePeopleRoutesOptions) {
  const { allowed, people } = options;
  const prefix = `${CONSOLE_API_PREFIX}people`;

  app.get(prefix, async (request, reply) => {
    if ((await allowed(request, reply, 'read')) === undefined) return reply;
    const query = consolePeopleQuerySchema.safeParse(request.query);
    if (!query.success) return replyBadRequest(reply, query.error);
    return people.page(query.data.q, query.data.page);
  });

  app.get(`${prefix}/:id`, async (request, reply) => {
    if ((await allowed(request, reply, 'read')) === undefined) return reply;
    const params = personParamsSchema.safeParse(request.params);
    if (!params.success) return replyBadRequest(reply, params.error);
    return (await people.person(params.data.id)) ?? replyNotFound(reply, 'No such participant');
  });

  app.put(`${prefix}/:id`, async (request, reply) => {
    const identity = await allowed(request, reply, 'edit');
    if (identity === undefined) return reply;
    const params = personParamsSchema.safeParse(request.params);
    if (!params.success) return replyBadRequest(reply, params.error);
    const body = consolePersonEditSchema.safeParse(request.body);
    if (!body.success) return replyBadRequest(reply, body.error);
    const person = await people.edit(params.data.id, body.data, identity.organiser);
    return person ?? replyNotFound(reply, 'No such participant');
  });

  app.get(`${prefix}/:id/export`, async (request, reply) => {
    const identity = await allowed(request, reply, 'edit');
    if (identity === undefined) return reply;
    const params = personParamsSchema.safeParse(request.params);
    if (!params.success) return replyBadRequest(reply, params.error);
    const data = await people.export(params.data.id, identity.organiser);
    if (data === undefined) return replyNotFound(reply, 'No such participant');
    return reply
      .header('Cache-Control', 'no-store')
      .header('Content-Disposition', `attachment; filename="participant-${params.data.id}.json"`)
      .send(data);
  });

  app.post(`${prefix}/:id/erase`, async (request, reply) => {
    const identity = await allowed(request, reply, 'erase-people');
    if (identity === undefined) return reply;
    const params = personParamsSchema.safeParse(request.params);
    if (!params.success) return replyBadRequest(reply, params.error);
    const body = personErasureSchema.safeParse(request.body);
    if (!body.success) return replyBadRequest(reply, body.error);
    const outcome = await people.erase(params.data.id, body.data.email, identity.organiser);
    if (outcome.ok) return { isErased: true, leadsKept: outcome.leadsKept };
    if (outcome.reason === 'missing') return replyNotFound(reply, 'No such participant');
    return badField(reply, 'email', 'type the participant’s e-mail address to confirm');
  });

  app.post(`${prefix}/import/dry-run`, async (request, reply) => {
    if ((await allowed(request, reply, 'edit')) === undefined) return reply;
    const body = peopleImportSchema.safeParse(request.body);
    if (!body.success) return replyBadRequest(reply, body.error);
    const file = await peopleFileOf(body.data, reply);
    if (!('kind' in file)) return file;
    const report = await people.dryRun(file);
    return 'field' in report ? badField(reply, report.field, report.message) : report;
  });

  app.post(`${prefix}/import`, async (request, reply) => {
    const identity = await allowed(request, reply, 'edit');
    if (identity === undefined) return reply;
    const body = peopleImportSchema.safeParse(request.body);
    if (!body.success) return replyBadRequest(reply, body.error);
    const file = await peopleFileOf(body.data, reply);
    if (!('kind' in file)) return file;
    const outcome = await people.apply(file, body.data, identity.organiser);
    return outcome.ok ? outcome.report : badField(reply, outcome.field, outcome.message);
  });

  app.post(`${prefix}/invitations`, async (request, reply) => {
    const identity = await allowed(request, reply, 'edit');
    if (identity === undefined) return reply;
    const body = personInvitationSchema.safeParse(request.body);
    if (!body.success) return replyBadRequest(reply, body.error);
    const outcome = await people.invite(body.data, identity.organiser);
    if (!outcome.ok) return refuse(reply, outcome.status, outcome.error, outcome.message);
    return { id: outcome.id, isNew: outcome.isNew };
  });

  app.get(`${CONSOLE_API_PREFIX}codifications`, async (request, reply) => {
    if ((await allowed(request, reply, 'read')) === undefined) return reply;
    return { lists: await people.codificationLists() };
  });

  app.put(`${CONSOLE_API_PREFIX}codifications/:nameField`, async (request, reply) => {
    const identity = await allowed(request, reply, 'edit');
    if (identity === undefined) return reply;
    const params = listParamsSchema.safeParse(request.params);
    if (!params.success) return replyBadRequest(reply, params.error);
    const body = codificationListEditSchema.safeParse(request.body);
    if (!body.success) return replyBadRequest(reply, body.error);
    const outcome = await people.saveCodificationList(
      params.data.nameField,
      body.data.values,
      identity.organiser,
    );
    if (!outcome.ok) {
      const body: ErrorBody = { error: 'IN_USE', field: outcome.field, message: outcome.message };
      return reply.code(409).send(body);
    }
    return outcome.list;
  });
}

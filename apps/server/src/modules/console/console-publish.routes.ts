import { type ConsoleVersion, publishRequestSchema, versionParamsSchema } from '@showfloor/core';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { type ErrorBody, replyBadRequest, replyNotFound } from '../../http/bad-request.js';
import { PublishError, type PublishingService, type PublishResult } from '../publishing/index.js';
import { CONSOLE_API_PREFIX, type ConsoleGuard } from './console-guard.js';
import type { OrganiserRepository } from './organiser.repository.js';

/** Versions the console lists, newest first. */
const LISTED_VERSIONS = 50;

export interface ConsolePublishOptions {
  allowed: ConsoleGuard;
  organisers: OrganiserRepository;
  publishing: PublishingService;
}

function publishedOf(result: PublishResult) {
  const records = Object.values(result.counts).reduce((sum, count) => sum + count, 0);
  return { version: result.version, records, changes: result.changes };
}

function refusedPublish(reply: FastifyReply, error: PublishError): FastifyReply {
  const body: ErrorBody = { error: 'CANNOT_PUBLISH', message: error.message };
  return reply.code(409).send(body);
}

/**
 * Publishing from the console (docs/console.md "Publish"): the draft against the published version,
 * publishing with a note, the versions published, and an older one published again (a rollback).
 * Editors and owners publish; staff only read. Each publish is audited.
 */
export async function registerConsolePublishRoutes(app: FastifyInstance, options: ConsolePublishOptions) {
  const { allowed, organisers, publishing } = options;

  app.get(`${CONSOLE_API_PREFIX}publish/preview`, async (request, reply) => {
    if ((await allowed(request, reply, 'read')) === undefined) return reply;
    return publishing.preview();
  });

  app.post(`${CONSOLE_API_PREFIX}publish`, async (request, reply) => {
    const identity = await allowed(request, reply, 'publish');
    if (identity === undefined) return reply;
    const body = publishRequestSchema.safeParse(request.body ?? {});
    if (!body.success) return replyBadRequest(reply, body.error);
    let result: PublishResult;
    try {
      result = await publishing.publish({ publishedBy: identity.organiser.email, note: body.data.note });
    } catch (error) {
      if (error instanceof PublishError) return refusedPublish(reply, error);
      throw error;
    }
    await organisers.audit(identity.organiser, 'content.publish', {
      version: result.version,
      note: body.data.note,
      changes: result.changes,
    });
    return publishedOf(result);
  });

  app.get(`${CONSOLE_API_PREFIX}versions`, async (request, reply) => {
    if ((await allowed(request, reply, 'read')) === undefined) return reply;
    const versions: ConsoleVersion[] = (await publishing.listVersions(LISTED_VERSIONS)).map((row) => ({
      version: row.version,
      publishedAt: row.publishedAt.toISOString(),
      publishedBy: row.record?.publishedBy ?? null,
      note: row.record?.note ?? '',
      restoredFrom: row.record?.restoredFrom ?? null,
      counts: row.counts,
      changes: row.record?.changes ?? null,
      canRestore: row.record !== null,
    }));
    return { versions };
  });

  app.post(`${CONSOLE_API_PREFIX}versions/:version/republish`, async (request, reply) => {
    const identity = await allowed(request, reply, 'publish');
    if (identity === undefined) return reply;
    const params = versionParamsSchema.safeParse(request.params);
    if (!params.success) return replyBadRequest(reply, params.error);
    const body = publishRequestSchema.safeParse(request.body ?? {});
    if (!body.success) return replyBadRequest(reply, body.error);
    if (!(await publishing.hasVersion(params.data.version))) return replyNotFound(reply, 'No such version');
    let result: PublishResult;
    try {
      result = await publishing.republish(params.data.version, {
        publishedBy: identity.organiser.email,
        note: body.data.note,
      });
    } catch (error) {
      if (error instanceof PublishError) return refusedPublish(reply, error);
      throw error;
    }
    await organisers.audit(identity.organiser, 'content.republish', {
      version: result.version,
      restoredFrom: params.data.version,
      note: body.data.note,
      changes: result.changes,
    });
    return publishedOf(result);
  });
}

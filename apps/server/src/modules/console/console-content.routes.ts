import {
  CONTENT_LISTED_ITEMS,
  type ContentApplied,
  type ContentReport,
  contentApplySchema,
  contentUploadQuerySchema,
} from '@showfloor/core';
import type { FastifyInstance } from 'fastify';
import { type ErrorBody, replyBadRequest, replyNotFound } from '../../http/bad-request.js';
import {
  applyContent,
  badRowsOfContent,
  type ContentFile,
  type ContentStores,
  type ContentUploadStore,
  contentFileReport,
  type ImportGate,
  looksLikeCsv,
  planContent,
  readContentFile,
  typeCountsOf,
} from '../content/index.js';
import { ImportFileError } from '../import/index.js';
import { CONSOLE_API_PREFIX, type ConsoleGuard, refuse } from './console-guard.js';
import type { OrganiserRepository } from './organiser.repository.js';

export const CONTENT_UPLOADS_PATH = `${CONSOLE_API_PREFIX}content/uploads`;
export const CONTENT_APPLY_PATH = `${CONSOLE_API_PREFIX}content/apply`;

export interface ConsoleContentOptions {
  allowed: ConsoleGuard;
  organisers: OrganiserRepository;
  stores: ContentStores;
  uploads: ContentUploadStore;
  gate: ImportGate;
}

/** The kinds of file the console takes, from their first bytes: XML, JSON, a zip (XLSX too), or CSV text. */
function looksImportable(body: Buffer): boolean {
  if (body.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04])) || looksLikeCsv(body)) return true;
  const start = body
    .subarray(0, 64)
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart()[0];
  return start === '<' || start === '{' || start === '[';
}

/** The importer's messages speak of the uploaded file by its name, never its place on the server. */
function named(text: string, file: string, name: string): string {
  return text.split(file).join(name);
}

/** A file that cannot be imported, as a report's error: where, and why. */
function errorOf(error: ImportFileError, file: string, name: string) {
  const where = error.location === undefined ? '' : ` (${error.location})`;
  const prefix = `Cannot import ${error.file}${where}: `;
  const reason = error.message.startsWith(prefix) ? error.message.slice(prefix.length) : error.message;
  return { location: error.location ?? null, message: named(reason, file, name) };
}

async function readOrError(
  file: string,
  name: string,
): Promise<{ content: ContentFile } | { error: { location: string | null; message: string } }> {
  try {
    return { content: await readContentFile(file) };
  } catch (error) {
    if (error instanceof ImportFileError) return { error: errorOf(error, file, name) };
    throw error;
  }
}

/**
 * Content uploads (docs/console.md "Content"): a file is stored and answered with a dry-run report,
 * computed with the command line's importers without writing anything; "Apply" names the upload and
 * its checksum and imports it as `showfloor import` does, one import at a time, audited.
 */
export async function registerConsoleContentRoutes(app: FastifyInstance, options: ConsoleContentOptions) {
  const { allowed, organisers, stores, uploads, gate } = options;

  await app.register(async (scope) => {
    // The file travels as the request body, whatever its type; only this scope reads such bodies.
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

    scope.post(CONTENT_UPLOADS_PATH, async (request, reply) => {
      const identity = await allowed(request, reply, 'edit');
      if (identity === undefined) return reply;
      const query = contentUploadQuerySchema.safeParse(request.query);
      if (!query.success) return replyBadRequest(reply, query.error);
      const body = request.body;
      if (!Buffer.isBuffer(body) || body.byteLength === 0) {
        const error: ErrorBody = { error: 'BAD_REQUEST', field: 'body', message: 'the file is empty' };
        return reply.code(400).send(error);
      }
      if (!looksImportable(body)) {
        const error: ErrorBody = {
          error: 'UNSUPPORTED_MEDIA_TYPE',
          field: 'body',
          message:
            'expected a schedule (frab XML, c3voc or pretalx JSON), a catalog JSON, a venue (IMDF zip, OSM GeoJSON), or an exhibitor list (CSV, XLSX)',
        };
        return reply.code(415).send(error);
      }
      const name = query.data.name;
      const upload = await uploads.save(body, name, identity.organiser.id, new Date());
      const read = await readOrError(upload.file, name);
      const base = { sha256: upload.sha256, fileName: name, size: upload.size };
      if ('error' in read) {
        await uploads.delete(upload.id);
        const report: ContentReport = {
          ...base,
          uploadId: null,
          kind: null,
          format: null,
          summary: '',
          byType: {},
          items: {},
          config: 'unchanged',
          warnings: [],
          badRows: [],
          errors: [read.error],
          logosToFetch: 0,
        };
        return report;
      }
      const plan = await planContent(stores, [read.content], CONTENT_LISTED_ITEMS);
      const { summary, warnings } = contentFileReport(read.content);
      const namedWarnings = [...warnings, ...plan.warnings].map((warning) =>
        named(warning, upload.file, name),
      );
      const report: ContentReport = {
        ...base,
        uploadId: upload.id,
        kind: read.content.kind,
        format: read.content.result.format,
        summary: named(summary, upload.file, name),
        byType: typeCountsOf(plan.byType),
        items: plan.items,
        config: plan.config,
        warnings: namedWarnings,
        badRows: badRowsOfContent(read.content, namedWarnings),
        errors: [],
        logosToFetch: plan.logosToFetch,
      };
      return report;
    });
  });

  app.post(CONTENT_APPLY_PATH, async (request, reply) => {
    const identity = await allowed(request, reply, 'edit');
    if (identity === undefined) return reply;
    const body = contentApplySchema.safeParse(request.body);
    if (!body.success) return replyBadRequest(reply, body.error);
    const upload = await uploads.find(body.data.uploadId, new Date());
    if (upload === undefined) {
      return replyNotFound(reply, 'This upload was applied already or has expired: upload the file again');
    }
    if (upload.sha256 !== body.data.sha256) {
      const error: ErrorBody = {
        error: 'BAD_REQUEST',
        field: 'sha256',
        message: 'is not the checksum of this upload: upload the file again',
      };
      return reply.code(400).send(error);
    }
    const outcome = await gate.tryRun(`${upload.name} by ${identity.organiser.email}`, async () => {
      const read = await readOrError(upload.file, upload.name);
      if ('error' in read) {
        const error: ErrorBody = { error: 'BAD_REQUEST', field: 'uploadId', message: read.error.message };
        return { status: 400, body: error };
      }
      const badRows = badRowsOfContent(read.content, contentFileReport(read.content).warnings);
      if (badRows.length > 0 && !body.data.skipBadRows) {
        const error: ErrorBody = {
          error: 'BAD_ROWS',
          field: 'skipBadRows',
          message: `${badRows.length} rows of the file would be left out: choose to skip them to apply the rest`,
        };
        return { status: 400, body: error };
      }
      const lines: string[] = [];
      const log = { out: (line: string) => lines.push(line), err: (line: string) => lines.push(line) };
      const counts = await applyContent(stores, [read.content], log, new Date());
      await organisers.audit(identity.organiser, 'content.import', {
        file: upload.name,
        sha256: upload.sha256,
        kind: read.content.kind,
        format: read.content.result.format,
        added: counts.inserted,
        updated: counts.updated,
        removed: counts.deleted,
        skippedRows: badRows.length,
      });
      await uploads.delete(upload.id);
      const applied: ContentApplied = {
        byType: typeCountsOf(counts.byType),
        added: counts.inserted,
        updated: counts.updated,
        unchanged: counts.unchanged,
        removed: counts.deleted,
        lines: lines.map((line) => line.split(upload.file).join(upload.name)),
      };
      return { status: 200, body: applied };
    });
    if (outcome === undefined) {
      return refuse(
        reply,
        409,
        'IMPORT_RUNNING',
        `Another import is running (${gate.current()?.what ?? 'just now'}): apply again when it ends`,
      );
    }
    return reply.code(outcome.value.status).send(outcome.value.body);
  });
}

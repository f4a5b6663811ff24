import { CHANGELOG_PATH, firstPagePath, manifestRequestSchema, updateRequestSchema } from '@showfloor/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { replyBadRequest, replyNotFound } from '../../http/bad-request.js';
import { sendPublishedFile } from './precompressed-reply.js';
import type { PublishedStore } from './published-store.js';
import { CONFIG_PATH } from './publishing.service.js';
import { isPublishedLocale, type UpdaterService } from './updater.service.js';

/** Query of `POST manifest/phonegap?pixel_ratio=1&force=1&time=` (spec core §7). */
export const manifestQuerySchema = z.object({
  pixel_ratio: z.coerce.number().min(0).max(8).default(1),
  /** `1` asks for everything again: the full database and every asset. */
  force: z.enum(['0', '1', 'true', 'false']).optional(),
  /** Cache-busting timestamp of the app; ignored. */
  time: z.string().max(32).optional(),
});

/** `?v=` of a published file: the data version it belongs to (a cache buster for other files). */
export const versionQuerySchema = z.object({ v: z.string().max(64).optional() });

/** Query of `GET files/assets-pack?from=k&v=N`: the pack of version N from version k. */
export const assetPackQuerySchema = z.object({
  from: z.coerce.number().int().min(0),
  v: z.string().max(64).optional(),
});

export const bundleParamsSchema = z.object({ locale: z.string().min(1).max(16) });

const NOT_PUBLISHED = 'No data version is published yet: run `showfloor publish`.';

export interface UpdaterRoutesOptions {
  updater: UpdaterService;
  store: PublishedStore;
}

/** A `?v=N` naming an existing version serves that version's file, which never changes. */
function requestedVersion(query: unknown): number | undefined {
  const parsed = versionQuerySchema.safeParse(query);
  const value = parsed.success ? parsed.data.v : undefined;
  return value && /^[1-9][0-9]{0,9}$/.test(value) ? Number(value) : undefined;
}

/** The updater calls of spec core §7: manifest, increments, full bundles and the show configuration. */
export async function registerUpdaterRoutes(app: FastifyInstance, { updater, store }: UpdaterRoutesOptions) {
  app.post('/manifest/phonegap', async (request, reply) => {
    const query = manifestQuerySchema.safeParse(request.query ?? {});
    if (!query.success) return replyBadRequest(reply, query.error);
    const body = manifestRequestSchema.safeParse(request.body ?? {});
    if (!body.success) return replyBadRequest(reply, body.error);
    if (!isPublishedLocale(body.data.locale))
      return replyNotFound(reply, `Unknown locale ${body.data.locale}`);
    // The spec's app sends force=1 on every call, so it cannot mean "everything again": like
    // `time`, it only makes sure no cache answers; this answer is never cached anyway.
    const manifest = await updater.manifest(body.data);
    if (!manifest) return replyNotFound(reply, NOT_PUBLISHED);
    return reply.header('Cache-Control', 'no-store').send(manifest);
  });

  app.get('/manifest/update', async (request, reply) => {
    const query = updateRequestSchema.safeParse(request.query ?? {});
    if (!query.success) return replyBadRequest(reply, query.error);
    if (!isPublishedLocale(query.data.locale))
      return replyNotFound(reply, `Unknown locale ${query.data.locale}`);
    const answer = await updater.update(query.data);
    if (!answer) return replyNotFound(reply, NOT_PUBLISHED);
    if (answer.kind === 'file')
      return sendPublishedFile(request, reply, store, answer.file, { immutable: false });
    return reply.header('Cache-Control', 'no-cache').send(answer.body);
  });

  app.get('/offline/db_:locale.json', async (request, reply) => {
    const params = bundleParamsSchema.safeParse(request.params);
    if (!params.success) return replyBadRequest(reply, params.error);
    const locale = params.data.locale;
    if (!isPublishedLocale(locale)) return replyNotFound(reply, `Unknown locale ${locale}`);
    return sendCurrentOrVersioned(`offline/db_${locale}.json`, request.query, request, reply);
  });

  // A first visit's first payload (docs/decisions.md): served and cached as the bundle it slices.
  app.get('/offline/first_:locale.json', async (request, reply) => {
    const params = bundleParamsSchema.safeParse(request.params);
    if (!params.success) return replyBadRequest(reply, params.error);
    const locale = params.data.locale;
    if (!isPublishedLocale(locale)) return replyNotFound(reply, `Unknown locale ${locale}`);
    return sendCurrentOrVersioned(firstPagePath(locale), request.query, request, reply);
  });

  app.get(`/${CONFIG_PATH}`, async (request, reply) =>
    sendCurrentOrVersioned(CONFIG_PATH, request.query, request, reply),
  );

  // What changed in the current version (or `?v=N`'s) since the one before, for the app's notice.
  app.get(`/${CHANGELOG_PATH}`, async (request, reply) =>
    sendCurrentOrVersioned(CHANGELOG_PATH, request.query, request, reply),
  );

  // The manifest names a pack with its version: that URL never changes, a CDN may keep it.
  app.get('/files/assets-pack', async (request, reply) => {
    const query = assetPackQuerySchema.safeParse(request.query ?? {});
    if (!query.success) return replyBadRequest(reply, query.error);
    const version = requestedVersion(request.query);
    const pack = await updater.assetPack(query.data.from, version);
    if (!pack) return replyNotFound(reply, `No asset pack from version ${query.data.from}`);
    return sendPublishedFile(request, reply, store, pack, { immutable: pack.version === version });
  });

  async function sendCurrentOrVersioned(
    relativePath: string,
    query: unknown,
    request: FastifyRequest,
    reply: FastifyReply,
  ) {
    const version = requestedVersion(query);
    const pinned = version === undefined ? undefined : await updater.fileOfVersion(version, relativePath);
    if (pinned) return sendPublishedFile(request, reply, store, pinned, { immutable: true });
    const current = await updater.currentFile(relativePath);
    if (!current) return replyNotFound(reply, NOT_PUBLISHED);
    return sendPublishedFile(request, reply, store, current, { immutable: false });
  }
}

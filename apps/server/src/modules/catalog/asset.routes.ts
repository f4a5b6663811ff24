import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { replyBadRequest, replyNotFound } from '../../http/bad-request.js';
import { matchesEtag } from '../../http/content-negotiation.js';
import type { CatalogRepository } from './catalog.repository.js';

export const assetParamsSchema = z.object({
  '*': z
    .string()
    .min(1)
    .max(1024)
    .refine((value) => !value.split('/').includes('..'), 'must not contain ..'),
});

/** `?v=` of an asset URL: its content hash (the full sha256 or at least its first 16 hex digits). */
export const assetQuerySchema = z.object({ v: z.string().max(64).optional() });

/** Whether `?v=` names this content, so that the URL can never answer anything else. */
function isCurrentHash(query: unknown, sha256: string): boolean {
  const parsed = assetQuerySchema.safeParse(query);
  const v = parsed.success ? parsed.data.v : undefined;
  return v !== undefined && v.length >= 16 && sha256.startsWith(v.toLowerCase());
}

/**
 * `GET files/assets/*`: logos, photos and plans. The screens name them without a query, and the
 * same path gets new content when the show updates a logo: so such a response is revalidated
 * (`no-cache` with its content-hash ETag). A `?v=` naming the current hash is immutable.
 */
export async function registerAssetRoutes(app: FastifyInstance, { catalog }: { catalog: CatalogRepository }) {
  app.get('/files/assets/*', async (request, reply) => {
    const params = assetParamsSchema.safeParse(request.params);
    if (!params.success) return replyBadRequest(reply, params.error);
    const asset = await catalog.findAsset(params.data['*']);
    if (!asset) return replyNotFound(reply, `No asset ${params.data['*']}`);
    const etag = `"${asset.sha256}"`;
    const isImmutable = isCurrentHash(request.query, asset.sha256);
    reply
      .header('ETag', etag)
      .header('Cache-Control', isImmutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
    return reply.header('Content-Type', asset.contentType).send(Buffer.from(asset.body));
  });
}

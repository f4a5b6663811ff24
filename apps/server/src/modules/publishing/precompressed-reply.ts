import { createReadStream } from 'node:fs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { chooseEncoding, matchesEtag } from '../../http/content-negotiation.js';
import type { PublishedStore } from './published-store.js';
import type { ServedFile } from './updater.service.js';

export interface CachePolicy {
  /** Versioned URLs never change; the others are revalidated with their ETag. */
  immutable: boolean;
}

/**
 * Sends a published file in the best encoding the client accepts, from the files compressed at
 * publish time. The ETag is the content's sha256, suffixed per encoding so that every
 * representation has its own strong validator; a matching If-None-Match answers 304.
 */
export function sendPublishedFile(
  request: FastifyRequest,
  reply: FastifyReply,
  store: PublishedStore,
  file: ServedFile,
  policy: CachePolicy,
): FastifyReply {
  const encoding = chooseEncoding(request.headers['accept-encoding']);
  const etag = encoding === 'identity' ? `"${file.info.sha256}"` : `"${file.info.sha256}-${encoding}"`;
  reply
    .header('ETag', etag)
    .header('Vary', 'Accept-Encoding')
    .header('Cache-Control', policy.immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
  if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
  reply.header('Content-Type', `${file.info.contentType}; charset=utf-8`);
  if (encoding !== 'identity') reply.header('Content-Encoding', encoding);
  return reply.send(createReadStream(store.filePath(file.version, file.relativePath, encoding)));
}

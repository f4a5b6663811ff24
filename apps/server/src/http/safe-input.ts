import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

/**
 * The largest id the database stores (a PostgreSQL `integer`). A larger number in an id field is
 * refused by its schema: compared with an integer column it would be a database error, a 500.
 */
export const MAX_DATABASE_ID = 2 ** 31 - 1;

/** A row id sent by a client, as a number or a numeric string. */
export const databaseIdSchema = z.coerce
  .number()
  .int()
  .positive()
  .max(MAX_DATABASE_ID, { error: `must be at most ${MAX_DATABASE_ID}` });

/**
 * A NUL character (which PostgreSQL text cannot hold) or a lone UTF-16 surrogate (which has no
 * UTF-8 form: JSON lets a client write one as `\ud800`). With the `u` flag a well-formed pair is one
 * code point and never matches.
 */
const LONE_SURROGATE = /\p{Cs}/u;

export function isSafeText(text: string): boolean {
  return !text.includes('\u0000') && !LONE_SURROGATE.test(text);
}

/** A refusal thrown by a hook; each scope's error handler answers it in its own error body. */
export class BadInputError extends Error {
  readonly statusCode = 400;
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

const MAX_DEPTH = 64;

/** The path of the first string (value or key) that cannot be stored as text, if any. */
export function findUnsafeText(value: unknown, path: string[] = []): string[] | undefined {
  if (typeof value === 'string') return isSafeText(value) ? undefined : path;
  if (typeof value !== 'object' || value === null) return undefined;
  if (path.length >= MAX_DEPTH) return path;
  for (const [key, item] of Object.entries(value)) {
    if (!isSafeText(key)) return [...path, [...key].map((c) => (isSafeText(c) ? c : '?')).join('')];
    const found = findUnsafeText(item, [...path, key]);
    if (found) return found;
  }
  return undefined;
}

function decodedPath(url: string): string | undefined {
  const query = url.indexOf('?');
  try {
    return decodeURIComponent(query === -1 ? url : url.slice(0, query));
  } catch {
    // A malformed escape is Fastify's to refuse.
    return undefined;
  }
}

/**
 * One guard for every route, so that no schema can forget it: a path, query parameter or body field
 * holding a NUL or a lone surrogate is refused with 400 naming it, before any handler or database
 * sees it. Registered on the root instance before the modules, so their scopes inherit it.
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    const path = decodedPath(request.url);
    if (path !== undefined && !isSafeText(path))
      throw new BadInputError('path', 'The path holds a NUL character or a lone surrogate');
  });
  app.addHook('preValidation', async (request) => {
    for (const part of [request.query, request.body]) {
      const found = findUnsafeText(part);
      if (found)
        throw new BadInputError(
          found.join('.') || 'body',
          'Text must not hold a NUL character or a lone surrogate',
        );
    }
  });
}

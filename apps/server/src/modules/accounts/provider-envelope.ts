import type { FastifyReply } from 'fastify';
import type { z } from 'zod';

/**
 * The primary provider's answer (spec core §7): `status`, `datas`, `http_code`. Errors carry the
 * project's error body (`error`, `field`, `message`) beside them, so they name the field at fault.
 */
export interface SuccessEnvelope<T> {
  status: 'success';
  datas?: T;
  http_code: number;
}

export interface ErrorEnvelope {
  status: 'error';
  http_code: number;
  error: string;
  field?: string;
  message: string;
}

export function sendSuccess<T>(reply: FastifyReply, datas?: T): FastifyReply {
  const body: SuccessEnvelope<T> =
    datas === undefined
      ? { status: 'success', http_code: 200 }
      : { status: 'success', datas, http_code: 200 };
  return reply.header('Cache-Control', 'no-store').code(200).send(body);
}

export function sendError(
  reply: FastifyReply,
  httpCode: number,
  error: string,
  message: string,
  field?: string,
): FastifyReply {
  const body: ErrorEnvelope = { status: 'error', http_code: httpCode, error, message };
  if (field !== undefined) body.field = field;
  return reply.header('Cache-Control', 'no-store').code(httpCode).send(body);
}

/** 400 naming the first invalid field of a failed parse; `prefix` is the body key it came from. */
export function sendInvalid(reply: FastifyReply, error: z.ZodError, prefix?: string): FastifyReply {
  const issue = error.issues[0];
  const path = issue ? issue.path.map(String) : [];
  const field = [prefix, ...path].filter((part) => part !== undefined && part !== '').join('.') || 'request';
  return sendError(reply, 400, 'BAD_REQUEST', issue?.message ?? 'Invalid request', field);
}

/** Spec core §8: HTTP 401 is what the app maps to AUTH_ERROR. */
export function sendUnauthenticated(reply: FastifyReply): FastifyReply {
  return sendError(reply, 401, 'AUTH_ERROR', 'Invalid or expired session');
}

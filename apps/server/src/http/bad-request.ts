import type { FastifyReply } from 'fastify';
import type { z } from 'zod';

/** The JSON error body of every 4xx answer: a code, the field at fault when there is one, a message. */
export interface ErrorBody {
  error: string;
  field?: string;
  message: string;
}

/** Answers 400 naming the first invalid field of a failed zod parse. */
export function replyBadRequest(reply: FastifyReply, error: z.ZodError): FastifyReply {
  const issue = error.issues[0];
  const field = issue && issue.path.length > 0 ? issue.path.map(String).join('.') : 'request';
  const body: ErrorBody = { error: 'BAD_REQUEST', field, message: issue?.message ?? 'Invalid request' };
  return reply.code(400).send(body);
}

export function replyNotFound(reply: FastifyReply, message: string): FastifyReply {
  const body: ErrorBody = { error: 'NOT_FOUND', message };
  return reply.code(404).send(body);
}

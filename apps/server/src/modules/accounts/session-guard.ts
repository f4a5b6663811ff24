import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AccountService, Session } from './account.service.js';
import { sendUnauthenticated } from './provider-envelope.js';
import { requestToken } from './request-token.js';

/** Answers 401 (and returns undefined) unless the request carries a live session token. */
export type SessionGuard = (request: FastifyRequest, reply: FastifyReply) => Promise<Session | undefined>;

export function sessionGuard(accounts: AccountService): SessionGuard {
  return async (request, reply) => {
    const token = requestToken(request);
    const session = token ? await accounts.authenticate(token) : undefined;
    if (!session) sendUnauthenticated(reply);
    return session;
  };
}

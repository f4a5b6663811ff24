import { CONSOLE_CSRF_HEADER, CONSOLE_PATH, type ConsoleAction, roleAllows } from '@showfloor/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorBody } from '../../http/bad-request.js';
import type { ConsoleAuthService, ConsoleIdentity } from './console-auth.service.js';

/** The console's calls, under the console's own path: never one of the visitor app's. */
export const CONSOLE_API_PREFIX = `${CONSOLE_PATH}/api/`;
export const CONSOLE_COOKIE = 'showfloor_console';

export function cookieToken(request: FastifyRequest): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === CONSOLE_COOKIE && value) return value;
  }
  return undefined;
}

export function refuse(reply: FastifyReply, status: number, error: string, message: string): FastifyReply {
  const body: ErrorBody = { error, message };
  return reply.code(status).send(body);
}

/** Answers whether the caller may do an action: their identity, or undefined once refused. */
export type ConsoleGuard = (
  request: FastifyRequest,
  reply: FastifyReply,
  action: ConsoleAction,
) => Promise<ConsoleIdentity | undefined>;

/**
 * The check every console call starts with: a session (401), a change carrying its CSRF token (403
 * `CSRF`), a role that allows the action (403 `FORBIDDEN`). The refusal is answered here.
 */
export function consoleGuard(auth: ConsoleAuthService): ConsoleGuard {
  return async (request, reply, action) => {
    const token = cookieToken(request);
    const identity = token === undefined ? undefined : await auth.identify(token);
    if (identity === undefined) {
      refuse(reply, 401, 'UNAUTHORIZED', 'Log in to the console');
      return undefined;
    }
    if (request.method !== 'GET' && request.headers[CONSOLE_CSRF_HEADER] !== identity.csrfToken) {
      refuse(reply, 403, 'CSRF', 'This change did not come from the console');
      return undefined;
    }
    if (!roleAllows(identity.organiser.role, action)) {
      refuse(reply, 403, 'FORBIDDEN', `The ${identity.organiser.role} role may not do this`);
      return undefined;
    }
    return identity;
  };
}

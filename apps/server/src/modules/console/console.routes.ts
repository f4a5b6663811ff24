import {
  CONSOLE_PATH,
  CONSOLE_SESSION_MAX_HOURS,
  type ConsoleLicence,
  type ConsoleSession,
  consoleLoginSchema,
  consoleSetPasswordSchema,
  licenceSaleSchema,
  type ScheduledMessage,
  scheduledSendAtSchema,
} from '@showfloor/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { type ErrorBody, replyBadRequest, replyNotFound } from '../../http/bad-request.js';
import type { LoginThrottle } from '../accounts/index.js';
import type { LeadsServices } from '../leads/index.js';
import { type InboxService, inboxSendSchema } from '../push/index.js';
import type { ConsoleAuthService } from './console-auth.service.js';
import { CONSOLE_API_PREFIX, CONSOLE_COOKIE, consoleGuard, cookieToken, refuse } from './console-guard.js';
import type { OrganiserRepository } from './organiser.repository.js';

export { CONSOLE_API_PREFIX } from './console-guard.js';

const LISTED_MESSAGES = 100;
const LISTED_AUDIT_ENTRIES = 200;

/** A message to send at a time: the inbox message, and when. */
const scheduledMessageInputSchema = inboxSendSchema.extend({ sendAt: scheduledSendAtSchema });
const scheduledIdSchema = z.object({ id: z.uuid() });

function scheduledOf(row: {
  id: string;
  sendAt: Date;
  title: string;
  content: string;
  action: string | null;
  profile: string | null;
}): ScheduledMessage {
  return { ...row, sendAt: row.sendAt.toISOString() };
}

export interface ConsoleRoutesOptions {
  auth: ConsoleAuthService;
  organisers: OrganiserRepository;
  inbox: InboxService;
  leads: LeadsServices['leads'];
  loginThrottle: LoginThrottle;
}

const licenceParamsSchema = z.object({ code: z.string().min(1).max(40) });
const licenceDeviceParamsSchema = licenceParamsSchema.extend({ mobileId: z.string().min(1).max(200) });

function sessionCookie(request: FastifyRequest, token: string, maxAgeSeconds: number): string {
  const secure = request.protocol === 'https' ? '; Secure' : '';
  return `${CONSOLE_COOKIE}=${token}; Path=${CONSOLE_PATH}; HttpOnly; SameSite=Strict; Max-Age=${maxAgeSeconds}${secure}`;
}

/**
 * The organiser console's API (docs/console.md): login by cookie, a CSRF token on every change,
 * each call checked against the organiser's role, each change written to the audit log.
 */
export async function registerConsoleRoutes(app: FastifyInstance, options: ConsoleRoutesOptions) {
  const { auth, organisers, inbox, leads, loginThrottle } = options;

  const allowed = consoleGuard(auth);

  app.post(`${CONSOLE_API_PREFIX}login`, async (request, reply) => {
    const body = consoleLoginSchema.safeParse(request.body);
    if (!body.success) return replyBadRequest(reply, body.error);
    const verdict = loginThrottle.admit(body.data.email, request.ip);
    if (!verdict.isAllowed) {
      reply.header('Retry-After', String(verdict.retryAfterSeconds));
      return refuse(reply, 429, 'TOO_MANY_REQUESTS', 'Too many attempts, try again later');
    }
    const login = await auth.logIn(body.data.email, body.data.password);
    if (login === undefined) {
      loginThrottle.recordFailure(body.data.email);
      return refuse(reply, 401, 'UNAUTHORIZED', 'Wrong e-mail address or password');
    }
    loginThrottle.recordSuccess(body.data.email);
    reply.header('Set-Cookie', sessionCookie(request, login.token, CONSOLE_SESSION_MAX_HOURS * 3600));
    return login.session;
  });

  app.post(`${CONSOLE_API_PREFIX}set-password`, async (request, reply) => {
    const body = consoleSetPasswordSchema.safeParse(request.body);
    if (!body.success) return replyBadRequest(reply, body.error);
    const outcome = await auth.setPassword(body.data.token, body.data.password);
    if (outcome === 'invalid link') {
      return refuse(reply, 400, 'INVALID_LINK', 'This link was used already or has expired');
    }
    return { isSet: true };
  });

  app.get(`${CONSOLE_API_PREFIX}session`, async (request, reply) => {
    const identity = await allowed(request, reply, 'read');
    if (identity === undefined) return reply;
    const { email, role } = identity.organiser;
    const session: ConsoleSession = { email, role, csrfToken: identity.csrfToken };
    return session;
  });

  app.post(`${CONSOLE_API_PREFIX}logout`, async (request, reply) => {
    const token = cookieToken(request);
    const identity = await allowed(request, reply, 'read');
    if (identity === undefined || token === undefined) return reply;
    await auth.logOut(token);
    reply.header('Set-Cookie', sessionCookie(request, '', 0));
    return { isLoggedOut: true };
  });

  app.get(`${CONSOLE_API_PREFIX}messages`, async (request, reply) => {
    if ((await allowed(request, reply, 'read')) === undefined) return reply;
    const [messages, scheduled] = await Promise.all([inbox.sentMessages(LISTED_MESSAGES), inbox.scheduled()]);
    return { messages, scheduled: scheduled.map(scheduledOf) };
  });

  /** The scheduled message of a body, whose time must be ahead; else answered with the field at fault. */
  function scheduledInput(request: FastifyRequest, reply: FastifyReply) {
    const body = scheduledMessageInputSchema.safeParse(request.body);
    if (!body.success) {
      replyBadRequest(reply, body.error);
      return undefined;
    }
    const sendAt = new Date(body.data.sendAt);
    if (sendAt.getTime() <= Date.now()) {
      const error: ErrorBody = { error: 'BAD_REQUEST', field: 'sendAt', message: 'must be in the future' };
      reply.code(400).send(error);
      return undefined;
    }
    const { sendAt: _when, ...message } = body.data;
    return { message, sendAt };
  }

  app.post(`${CONSOLE_API_PREFIX}scheduled-messages`, async (request, reply) => {
    const identity = await allowed(request, reply, 'message');
    if (identity === undefined) return reply;
    const input = scheduledInput(request, reply);
    if (input === undefined) return reply;
    const row = await inbox.schedule(input.message, input.sendAt);
    await organisers.audit(identity.organiser, 'message.schedule', {
      id: row.id,
      title: row.title,
      sendAt: row.sendAt.toISOString(),
    });
    return scheduledOf(row);
  });

  app.put(`${CONSOLE_API_PREFIX}scheduled-messages/:id`, async (request, reply) => {
    const identity = await allowed(request, reply, 'message');
    if (identity === undefined) return reply;
    const params = scheduledIdSchema.safeParse(request.params);
    if (!params.success) return replyBadRequest(reply, params.error);
    const input = scheduledInput(request, reply);
    if (input === undefined) return reply;
    if (!(await inbox.reschedule(params.data.id, input.message, input.sendAt))) {
      return replyNotFound(reply, 'This message was sent or deleted meanwhile');
    }
    await organisers.audit(identity.organiser, 'message.reschedule', {
      id: params.data.id,
      title: input.message.title,
      sendAt: input.sendAt.toISOString(),
    });
    return { isSaved: true };
  });

  app.delete(`${CONSOLE_API_PREFIX}scheduled-messages/:id`, async (request, reply) => {
    const identity = await allowed(request, reply, 'message');
    if (identity === undefined) return reply;
    const params = scheduledIdSchema.safeParse(request.params);
    if (!params.success) return replyBadRequest(reply, params.error);
    if (!(await inbox.unschedule(params.data.id))) {
      return replyNotFound(reply, 'This message was sent or deleted meanwhile');
    }
    await organisers.audit(identity.organiser, 'message.unschedule', { id: params.data.id });
    return { isDeleted: true };
  });

  app.post(`${CONSOLE_API_PREFIX}messages`, async (request, reply) => {
    const identity = await allowed(request, reply, 'message');
    if (identity === undefined) return reply;
    const body = inboxSendSchema.safeParse(request.body);
    if (!body.success) return replyBadRequest(reply, body.error);
    const result = await inbox.send(body.data);
    await organisers.audit(identity.organiser, 'message.send', {
      id: result.message.id,
      title: result.message.title,
      profile: body.data.profile ?? null,
      pushed: result.sent,
    });
    return { message: result.message, pushed: result.sent, failed: result.failed };
  });

  app.get(`${CONSOLE_API_PREFIX}licences`, async (request, reply) => {
    if ((await allowed(request, reply, 'read')) === undefined) return reply;
    const licences: ConsoleLicence[] = (await leads.licenceOverview()).map((licence) => ({
      code: licence.code,
      exhibitorOriginalId: licence.exhibitorOriginalId,
      exhibitorName: licence.exhibitorName,
      userQuota: licence.userQuota,
      users: licence.users,
      devices: licence.devices.map((device) => ({
        mobileId: device.mobileId,
        checkedAt: device.checkedAt.toISOString(),
      })),
      exhibitorLeads: licence.exhibitorLeads,
    }));
    return { licences };
  });

  app.post(`${CONSOLE_API_PREFIX}licences`, async (request, reply) => {
    const identity = await allowed(request, reply, 'edit');
    if (identity === undefined) return reply;
    const body = licenceSaleSchema.safeParse(request.body);
    if (!body.success) return replyBadRequest(reply, body.error);
    const name = await leads.catalogExhibitorName(body.data.exhibitorOriginalId);
    if (name === undefined) {
      const error: ErrorBody = {
        error: 'BAD_REQUEST',
        field: 'exhibitorOriginalId',
        message: 'no exhibitor of the catalog has this id',
      };
      return reply.code(400).send(error);
    }
    const codes = await leads.createLicences({
      exhibitorOriginalId: body.data.exhibitorOriginalId,
      exhibitorName: name,
      count: body.data.count,
      userQuota: body.data.userQuota,
    });
    await organisers.audit(identity.organiser, 'licence.create', {
      exhibitor: body.data.exhibitorOriginalId,
      count: codes.length,
      userQuota: body.data.userQuota,
    });
    return { codes };
  });

  app.delete(`${CONSOLE_API_PREFIX}licences/:code/devices/:mobileId`, async (request, reply) => {
    const identity = await allowed(request, reply, 'edit');
    if (identity === undefined) return reply;
    const params = licenceDeviceParamsSchema.safeParse(request.params);
    if (!params.success) return replyBadRequest(reply, params.error);
    if (!(await leads.revokeDevice(params.data.code, params.data.mobileId))) {
      return replyNotFound(reply, 'This device does not hold this licence');
    }
    await organisers.audit(identity.organiser, 'licence.revoke-device', {
      licence: params.data.code,
      device: params.data.mobileId,
    });
    return { isDeleted: true };
  });

  app.post(`${CONSOLE_API_PREFIX}licences/:code/reset`, async (request, reply) => {
    const identity = await allowed(request, reply, 'edit');
    if (identity === undefined) return reply;
    const params = licenceParamsSchema.safeParse(request.params);
    if (!params.success) return replyBadRequest(reply, params.error);
    if (!(await leads.resetLicence(params.data.code))) return replyNotFound(reply, 'No such licence');
    await organisers.audit(identity.organiser, 'licence.reset', { licence: params.data.code });
    return { isSaved: true };
  });

  app.get(`${CONSOLE_API_PREFIX}audit`, async (request, reply) => {
    if ((await allowed(request, reply, 'read')) === undefined) return reply;
    return { entries: await organisers.auditEntries(LISTED_AUDIT_ENTRIES) };
  });
}

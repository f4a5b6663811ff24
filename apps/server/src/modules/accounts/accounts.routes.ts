// Types only: request.file() and isMultipart() come from @fastify/multipart, registered by the module.
import type {} from '@fastify/multipart';
import { ACCOUNT_SET_PASSWORD_PATH, accountSetPasswordSchema } from '@showfloor/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AccountService, FieldError, Session } from './account.service.js';
import type { LoginThrottle } from './login-throttle.js';
import { loginBodySchema, updateMeBodySchema } from './profile.schemas.js';
import type { ProfilePhotoRepository } from './profile-photo.repository.js';
import { sendError, sendInvalid, sendSuccess, sendUnauthenticated } from './provider-envelope.js';
import type { SessionGuard } from './session-guard.js';

export interface AccountsRoutesOptions {
  accounts: AccountService;
  photos: ProfilePhotoRepository;
  guard: SessionGuard;
  loginThrottle: LoginThrottle;
}

/** `GET /files/photos/:id`: a photo's id. */
export const photoParamsSchema = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/) });

function isPayloadTooLarge(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'statusCode' in error && error.statusCode === 413;
}

function sendFieldError(reply: Parameters<typeof sendError>[0], failure: FieldError) {
  return sendError(reply, failure.status, failure.error, failure.message, failure.field);
}

/** The primary provider's account calls (spec core §7) and the GDPR calls. */
export async function registerAccountsRoutes(app: FastifyInstance, options: AccountsRoutesOptions) {
  const { accounts, photos, guard, loginThrottle } = options;

  app.post('/login.htm', { config: { isExpensive: true } }, async (request, reply) => {
    const body = loginBodySchema.safeParse(request.body ?? {});
    if (!body.success) return sendInvalid(reply, body.error);
    const verdict = loginThrottle.admit(body.data.login, request.ip);
    if (!verdict.isAllowed)
      return sendError(
        reply.header('Retry-After', String(verdict.retryAfterSeconds)),
        429,
        'RATE_LIMITED',
        `Too many login attempts, try again in ${verdict.retryAfterSeconds} s`,
      );
    const result = await accounts.login(body.data.login, body.data.password);
    if (!result) {
      loginThrottle.recordFailure(body.data.login);
      return sendError(reply, 401, 'BAD_LOGIN', 'Wrong login or password');
    }
    loginThrottle.recordSuccess(body.data.login);
    return sendSuccess(reply, {
      token: result.token,
      expiresAt: result.expiresAt.toISOString(),
      profile: result.profile,
    });
  });

  /** An invitation's link (docs/console.md, "People"): the token alone names the account. */
  app.post(ACCOUNT_SET_PASSWORD_PATH, { config: { isExpensive: true } }, async (request, reply) => {
    const body = accountSetPasswordSchema.safeParse(request.body ?? {});
    if (!body.success) return sendInvalid(reply, body.error);
    const login = await accounts.setPasswordWithLink(body.data.token, body.data.password);
    if (login === undefined)
      return sendError(reply, 400, 'INVALID_LINK', 'This link was already used or has expired', 'token');
    return sendSuccess(reply, { login });
  });

  app.post('/logout.htm', async (request, reply) => {
    const session = await guard(request, reply);
    if (!session) return reply;
    await accounts.logout(session);
    return sendSuccess(reply);
  });

  app.get('/me.htm', async (request, reply) => {
    const session = await guard(request, reply);
    if (!session) return reply;
    return sendSuccess(reply, await accounts.profile(session.userId));
  });

  // Its body (up to 4 MB with a photo: http/body-limits.ts) is read only once the session is checked.
  const updateMeSessions = new WeakMap<FastifyRequest, Session>();
  app.post(
    '/updateMe.htm',
    {
      onRequest: async (request, reply) => {
        const session = await guard(request, reply);
        if (!session) return reply;
        updateMeSessions.set(request, session);
      },
    },
    async (request, reply) => {
      const session = updateMeSessions.get(request);
      if (!session) return sendUnauthenticated(reply);
      const body = updateMeBodySchema.safeParse(request.body ?? {});
      if (!body.success) return sendInvalid(reply, body.error);
      const { updatedFields, password } = body.data;
      const result = await accounts.updateProfile(session.userId, updatedFields, password);
      if (!result.ok) {
        // The password sits beside updatedFields in the body; every other field inside it.
        const { field } = result.failure;
        return sendFieldError(reply, {
          ...result.failure,
          field: field === 'password' ? field : `updatedFields.${field}`,
        });
      }
      return sendSuccess(reply, result.profile);
    },
  );

  /** Multipart upload of the profile photo, field `photo` (JPEG, PNG or WebP, at most 2 MB). */
  app.post('/me/photo', { config: { isExpensive: true } }, async (request, reply) => {
    const session = await guard(request, reply);
    if (!session) return reply;
    if (!request.isMultipart())
      return sendError(reply, 400, 'BAD_REQUEST', 'Send the image as multipart/form-data', 'photo');
    let bytes: Uint8Array;
    try {
      const file = await request.file();
      if (file?.fieldname !== 'photo')
        return sendError(reply, 400, 'BAD_REQUEST', 'The multipart field photo is missing', 'photo');
      bytes = new Uint8Array(await file.toBuffer());
    } catch (error) {
      // Past the 2 MB limit the module's error handler answers 413; anything else thrown while
      // reading the parts is a malformed upload, the client's fault.
      if (isPayloadTooLarge(error)) throw error;
      return sendError(reply, 400, 'BAD_REQUEST', 'The multipart upload is malformed', 'photo');
    }
    const result = await accounts.setPhoto(session.userId, bytes);
    if (!result.ok) return sendFieldError(reply, result.failure);
    return sendSuccess(reply, result.profile);
  });

  app.delete('/me/photo', async (request, reply) => {
    const session = await guard(request, reply);
    if (!session) return reply;
    await accounts.removePhoto(session.userId);
    return sendSuccess(reply, await accounts.profile(session.userId));
  });

  app.get('/me/export.json', async (request, reply) => {
    const session = await guard(request, reply);
    if (!session) return reply;
    const data = await accounts.exportData(session.userId);
    return reply
      .header('Cache-Control', 'no-store')
      .header('Content-Disposition', 'attachment; filename="showfloor-my-data.json"')
      .send(data);
  });

  app.delete('/me', async (request, reply) => {
    const session = await guard(request, reply);
    if (!session) return reply;
    await accounts.deleteAccount(session.userId);
    return sendSuccess(reply);
  });

  app.get('/files/photos/:id', async (request, reply) => {
    const params = photoParamsSchema.safeParse(request.params);
    if (!params.success) return sendInvalid(reply, params.error);
    const photo = await photos.find(params.data.id);
    if (!photo) return sendError(reply, 404, 'NOT_FOUND', 'No such photo');
    // A photo id is never reused for other content: the file can be cached for good.
    return reply
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .header('ETag', `"${photo.sha256}"`)
      .type(photo.contentType)
      .send(Buffer.from(photo.body));
  });
}

import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AccountService } from './account.service.js';
import type { LoginThrottle } from './login-throttle.js';
import { nodebackendLoginBodySchema } from './profile.schemas.js';

/** `GET /nodebackend/user/:token`: the session token. */
export const tokenParamsSchema = z.object({ token: z.string().min(1).max(200) });

/**
 * The alternative provider (spec core §7, configured value `nodebackend`): the same accounts behind
 * the other shapes. Errors keep the project's error body; the login answer adds `success: false`.
 */
export async function registerNodebackendRoutes(
  app: FastifyInstance,
  { accounts, loginThrottle }: { accounts: AccountService; loginThrottle: LoginThrottle },
) {
  app.post('/nodebackend/login', { config: { isExpensive: true } }, async (request, reply) => {
    const body = nodebackendLoginBodySchema.safeParse(request.body ?? {});
    if (!body.success) {
      const issue = body.error.issues[0];
      const field = issue?.path.map(String).join('.') || 'request';
      return reply
        .code(400)
        .send({ success: false, error: 'BAD_REQUEST', field, message: issue?.message ?? '' });
    }
    // The same counters as /login.htm: the two routes are one door to the same accounts.
    const verdict = loginThrottle.admit(body.data.username, request.ip);
    if (!verdict.isAllowed)
      return reply
        .code(429)
        .header('Retry-After', String(verdict.retryAfterSeconds))
        .send({
          success: false,
          error: 'RATE_LIMITED',
          message: `Too many login attempts, try again in ${verdict.retryAfterSeconds} s`,
        });
    const result = await accounts.login(body.data.username, body.data.password);
    if (!result) {
      loginThrottle.recordFailure(body.data.username);
      return reply.code(401).send({ success: false, error: 'BAD_LOGIN', message: 'Wrong login or password' });
    }
    loginThrottle.recordSuccess(body.data.username);
    return reply.header('Cache-Control', 'no-store').send({
      success: true,
      token: result.token,
      expiresAt: result.expiresAt.toISOString(),
      profile: result.profile,
    });
  });

  app.get('/nodebackend/user/:token', async (request, reply) => {
    const params = tokenParamsSchema.safeParse(request.params);
    const session = params.success ? await accounts.authenticate(params.data.token) : undefined;
    const profile = session ? await accounts.profile(session.userId) : undefined;
    if (!profile) return reply.code(401).send({ error: 'AUTH_ERROR', message: 'Invalid or expired session' });
    return reply.header('Cache-Control', 'no-store').send(profile);
  });
}

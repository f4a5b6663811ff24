import { PROFILE_UNLOCK_PATH, type ProfileUnlockResponse, profileUnlockRequestSchema } from '@showfloor/core';
import type { FastifyInstance } from 'fastify';
import { type ErrorBody, replyBadRequest } from '../../http/bad-request.js';
import type { LoginThrottle } from '../accounts/index.js';
import type { ProfileCodesService } from './profile-codes.service.js';

export interface ProfileCodesRoutesOptions {
  service: ProfileCodesService;
  /** The login routes' limits, keyed by profile instead of login (docs/security.md "Profile codes"). */
  throttle: LoginThrottle;
}

/** POST /profiles/unlock {profile, code}: a pass for the right code (docs/protocol.md "Profile codes"). */
export async function registerProfileCodesRoutes(
  app: FastifyInstance,
  { service, throttle }: ProfileCodesRoutesOptions,
): Promise<void> {
  // Expensive: every check is a slow hash, so the admission gate sees these calls.
  app.post(PROFILE_UNLOCK_PATH, { config: { isExpensive: true } }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const parsed = profileUnlockRequestSchema.safeParse(request.body);
    if (!parsed.success) return replyBadRequest(reply, parsed.error);
    const { profile, code } = parsed.data;
    const verdict = throttle.admit(profile, request.ip);
    if (!verdict.isAllowed) {
      const body: ErrorBody = {
        error: 'TOO_MANY_REQUESTS',
        field: 'code',
        message: `Too many attempts at this profile's code, try again in ${verdict.retryAfterSeconds} s`,
      };
      return reply.code(429).header('Retry-After', String(verdict.retryAfterSeconds)).send(body);
    }
    const outcome = await service.unlock(profile, code);
    if (outcome.kind === 'open') {
      const body: ErrorBody = {
        error: 'BAD_REQUEST',
        field: 'profile',
        message: `The ${profile} profile has no code: choose it without one`,
      };
      return reply.code(400).send(body);
    }
    if (outcome.kind === 'wrong') {
      throttle.recordFailure(profile);
      const body: ErrorBody = { error: 'WRONG_CODE', field: 'code', message: 'Wrong code for this profile' };
      return reply.code(403).send(body);
    }
    throttle.recordSuccess(profile);
    const body: ProfileUnlockResponse = outcome.pass;
    return reply.send(body);
  });
}

import fastifyRateLimit from '@fastify/rate-limit';
import {
  FAVORITES_SYNC_KEY_PATH,
  FAVORITES_SYNC_PATH,
  FAVORITES_SYNC_REVOKE_PATH,
  type FavoritesSyncKeyResponse,
  favoritesSyncRequestSchema,
  favoritesSyncRevokeRequestSchema,
} from '@showfloor/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type ErrorBody, replyBadRequest } from '../../http/bad-request.js';
import type { FavoritesSyncService, SyncRefusal } from './favorites-sync.service.js';

/** Requests allowed per minute (docs/security.md "Favorites sync"). */
export interface FavoritesSyncLimits {
  /** Calls of POST /sync and /sync/revoke per client address. */
  perAddress: number;
  /** Code requests per client address: each one stores a code. */
  codesPerAddress: number;
  /** Syncs per code or account, whatever the address: a code shared by too many devices is refused. */
  perSubject: number;
}

export const DEFAULT_FAVORITES_SYNC_LIMITS: FavoritesSyncLimits = {
  perAddress: 60,
  codesPerAddress: 5,
  perSubject: 30,
};

export interface FavoritesSyncRoutesOptions {
  service: FavoritesSyncService;
  limits?: Partial<FavoritesSyncLimits>;
}

const REFUSALS: Record<SyncRefusal, { status: number; message: string }> = {
  TOKEN_UNREADABLE: { status: 400, message: 'token is not a sync token encrypted with this server’s key' },
  TOKEN_STALE: { status: 400, message: 'token is too old (or too far in the future): make a new one' },
  TOKEN_REPLAYED: { status: 409, message: 'token was already used: make a new one' },
  UNAUTHENTICATED: { status: 401, message: 'token carries no live session' },
  NOT_A_CODE: { status: 400, message: 'only a code can be revoked' },
};

function replyRefused(reply: FastifyReply, error: SyncRefusal): FastifyReply {
  const { status, message } = REFUSALS[error];
  const body: ErrorBody = { error, field: 'token', message };
  return reply.code(status).header('Cache-Control', 'no-store').send(body);
}

/**
 * Favorites synchronisation (docs/protocol.md "Favorites sync"): GET /sync/key, POST /sync (a code
 * request, or a merge of a code's or an account's entries), POST /sync/revoke. Rate limited per
 * client address on the route, and per code or account in the handler, once the token is read.
 */
export async function registerFavoritesSyncRoutes(
  app: FastifyInstance,
  options: FavoritesSyncRoutesOptions,
): Promise<void> {
  const limits = { ...DEFAULT_FAVORITES_SYNC_LIMITS, ...options.limits };
  const { service } = options;
  await app.register(async (scope) => {
    await scope.register(fastifyRateLimit, { global: false });
    const subjects = new WeakMap<FastifyRequest, string>();
    const perSubject = scope.createRateLimit({
      max: limits.perSubject,
      timeWindow: 60_000,
      keyGenerator: (request) => `subject:${subjects.get(request) ?? request.ip}`,
    });
    const codesPerAddress = scope.createRateLimit({
      max: limits.codesPerAddress,
      timeWindow: 60_000,
      keyGenerator: (request) => `get_code:${request.ip}`,
    });
    const tooMany = (reply: FastifyReply, field: string): FastifyReply => {
      const body: ErrorBody = {
        error: 'TOO_MANY_REQUESTS',
        field,
        message: 'Too many requests, retry in a minute',
      };
      return reply.code(429).header('Retry-After', '60').send(body);
    };

    scope.get(
      FAVORITES_SYNC_KEY_PATH,
      { config: { rateLimit: { max: 60, timeWindow: '1 minute' } } },
      async (_request, reply) => {
        const body: FavoritesSyncKeyResponse = { publicKey: service.publicKey, algorithm: 'RSA-OAEP-256' };
        return reply.header('Cache-Control', 'public, max-age=3600').send(body);
      },
    );

    scope.post(
      FAVORITES_SYNC_PATH,
      { config: { rateLimit: { max: limits.perAddress, timeWindow: '1 minute' } } },
      async (request, reply) => {
        const parsed = favoritesSyncRequestSchema.safeParse(request.body);
        if (!parsed.success) return replyBadRequest(reply, parsed.error);
        const accepted = await service.acceptToken(parsed.data.token);
        if (!accepted.ok) return replyRefused(reply, accepted.error);
        reply.header('Cache-Control', 'no-store');
        if (accepted.kind === 'getCode') {
          const limit = await codesPerAddress(request);
          if (!limit.isAllowed && limit.isExceeded) return tooMany(reply, 'token');
          return reply.send({ code: await service.issueCode() });
        }
        subjects.set(request, accepted.subject);
        const limit = await perSubject(request);
        if (!limit.isAllowed && limit.isExceeded) return tooMany(reply, 'token');
        return reply.send(await service.sync(accepted, parsed.data.favorites, parsed.data.positions));
      },
    );

    scope.post(
      FAVORITES_SYNC_REVOKE_PATH,
      { config: { rateLimit: { max: limits.perAddress, timeWindow: '1 minute' } } },
      async (request, reply) => {
        const parsed = favoritesSyncRevokeRequestSchema.safeParse(request.body);
        if (!parsed.success) return replyBadRequest(reply, parsed.error);
        const accepted = await service.acceptToken(parsed.data.token);
        if (!accepted.ok) return replyRefused(reply, accepted.error);
        const outcome = await service.revoke(accepted);
        if (!outcome.ok) return replyRefused(reply, outcome.error);
        return reply.code(204).send();
      },
    );
  });
}

import { randomBytes } from 'node:crypto';
import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { AccountsConfig } from '../../config.js';
import type { Database } from '../../db/database.js';
import { logServerError } from '../../http/request-log.js';
import {
  CodificationRepository,
  loadParticipantIdKey,
  ParticipantPublicIds,
  ParticipantRepository,
  ParticipantService,
} from '../participants/index.js';
import { AccountRepository } from './account.repository.js';
import { AccountService } from './account.service.js';
import { accountTransaction } from './account-transaction.js';
import { registerAccountsRoutes } from './accounts.routes.js';
import { DEFAULT_LOGIN_BACKOFF, LoginThrottle } from './login-throttle.js';
import { registerNodebackendRoutes } from './nodebackend.routes.js';
import { registerParticipantsRoutes } from './participants.routes.js';
import { MAX_PHOTO_BYTES } from './profile-photo.js';
import { ProfilePhotoRepository } from './profile-photo.repository.js';
import { sendError } from './provider-envelope.js';
import { sessionGuard } from './session-guard.js';

/** Path prefixes of the accounts and networking calls, for the app's JSON 404. */
export const ACCOUNTS_API_PREFIXES = [
  '/me.htm',
  '/me/',
  '/updateMe.htm',
  '/login.htm',
  '/logout.htm',
  '/getParticipants.htm',
  '/contactParticipant.htm',
  '/getCodifs.htm',
  '/nodebackend/',
  '/files/photos/',
  '/accounts/',
];

/**
 * Builds the accounts and participants services over one database. The server and the CLI always
 * give the show's participant-id key; without one (tests that never compare public ids across
 * instances) a random key serves this instance only.
 */
export function createAccountsServices(
  db: Database,
  config: Pick<AccountsConfig, 'sessionHours' | 'participantIdKey'>,
) {
  const publicIds = new ParticipantPublicIds(
    config.participantIdKey ?? randomBytes(32).toString('base64url'),
  );
  const participantRepository = new ParticipantRepository(db);
  const photos = new ProfilePhotoRepository(db);
  const accounts = new AccountService(new AccountRepository(db), participantRepository, photos, {
    sessionHours: config.sessionHours,
    inTransaction: accountTransaction(db),
    publicIds,
  });
  const codifications = new CodificationRepository(db);
  const participants = new ParticipantService(participantRepository, codifications, publicIds);
  return { accounts, participants, participantRepository, codifications, photos, publicIds };
}

/**
 * Accounts and networking, in their own encapsulated scope: the rate limiter, the multipart parser
 * and the provider-shaped error answers apply to these routes only.
 */
export async function registerAccountsModule(
  app: FastifyInstance,
  db: Database,
  config: AccountsConfig,
  dataDir: string,
) {
  await app.register(async (scope) => {
    const { accounts, participants, photos } = createAccountsServices(db, {
      ...config,
      participantIdKey: loadParticipantIdKey(config.participantIdKey, dataDir),
    });
    scope.setErrorHandler(
      (error: { statusCode?: number; code?: string; message: string; field?: string }, request, reply) => {
        const status = error.statusCode ?? 500;
        if (status === 429)
          return sendError(reply, 429, 'RATE_LIMITED', 'Too many requests, try again in a minute');
        // Fastify's own body limit (http/body-limits.ts), or the multipart photo's 2 MB.
        if (status === 413 && error.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
          return sendError(reply, 413, 'PAYLOAD_TOO_LARGE', 'The request body is too large', 'body');
        if (status === 413)
          return sendError(reply, 413, 'PAYLOAD_TOO_LARGE', 'The upload is larger than 2 MB', 'photo');
        if (status >= 500) {
          logServerError(request, error);
          return sendError(reply, 500, 'INTERNAL_ERROR', 'Internal server error');
        }
        return sendError(reply, status, 'BAD_REQUEST', error.message, error.field ?? 'body');
      },
    );
    await scope.register(fastifyRateLimit, {
      global: false,
      errorResponseBuilder: (_request, context) => ({
        statusCode: context.statusCode,
        message: `Rate limit exceeded, retry in ${context.after}`,
      }),
    });
    await scope.register(fastifyMultipart, { limits: { fileSize: MAX_PHOTO_BYTES, files: 1, parts: 4 } });
    const guard = sessionGuard(accounts);
    const loginThrottle = new LoginThrottle({
      attemptsPerMinute: config.loginRateLimit,
      ...DEFAULT_LOGIN_BACKOFF,
      now: Date.now,
    });
    await registerAccountsRoutes(scope, { accounts, photos, guard, loginThrottle });
    await registerNodebackendRoutes(scope, { accounts, loginThrottle });
    await registerParticipantsRoutes(scope, {
      participants,
      guard,
      contactRateLimit: config.contactRateLimit,
      searchRateLimit: config.searchRateLimit,
    });
  });
}

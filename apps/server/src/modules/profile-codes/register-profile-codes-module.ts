import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../../config.js';
import type { Database } from '../../db/database.js';
import { DEFAULT_LOGIN_BACKOFF, LoginThrottle } from '../accounts/index.js';
import { ProfileCodeRepository } from './profile-code.repository.js';
import { registerProfileCodesRoutes } from './profile-codes.routes.js';
import { ProfileCodesService } from './profile-codes.service.js';
import { loadProfilePassKey } from './profile-pass.js';

/** Path prefixes of the profile calls, for the app's JSON 404. */
export const PROFILE_CODES_API_PREFIXES = ['/profiles/'];

/** The profile codes over one database and DATA_DIR's pass key (server, CLI and tests alike). */
export async function createProfileCodesService(
  db: Database,
  dataDir: string,
  now: () => number = Date.now,
): Promise<ProfileCodesService> {
  return new ProfileCodesService(new ProfileCodeRepository(db), await loadProfilePassKey(dataDir), now);
}

/** POST /profiles/unlock, limited as logins are (LOGIN_RATE_LIMIT per address and profile, then backoff). */
export async function registerProfileCodesModule(
  app: FastifyInstance,
  service: ProfileCodesService,
  config: Pick<ServerConfig['accounts'], 'loginRateLimit'>,
): Promise<void> {
  const throttle = new LoginThrottle({
    attemptsPerMinute: config.loginRateLimit,
    ...DEFAULT_LOGIN_BACKOFF,
    now: Date.now,
  });
  await registerProfileCodesRoutes(app, { service, throttle });
}

import type { FastifyInstance } from 'fastify';
import type { AccountsConfig } from '../../config.js';
import type { Database } from '../../db/database.js';
import { DEFAULT_LOGIN_BACKOFF, LoginThrottle } from '../accounts/index.js';
import type { LeadsServices } from '../leads/index.js';
import type { InboxService } from '../push/index.js';
import { registerConsoleRoutes } from './console.routes.js';
import { ConsoleAuthService } from './console-auth.service.js';
import { registerConsoleLeadFormRoutes } from './console-lead-form.routes.js';
import { registerConsoleSettingsRoutes } from './console-settings.routes.js';
import { LeadFormSettingsService } from './lead-form-settings.service.js';
import { OrganiserRepository } from './organiser.repository.js';
import { ShowSettingsService } from './show-settings.service.js';

/**
 * The demo show's organiser (README): its password is public, so `showfloor demo --remove` removes
 * it with the demo accounts.
 */
export const DEMO_ORGANISER = { email: 'organiser@demo.showfloor.test', role: 'owner' } as const;

/** The console's services over one database (server, command line and tests alike). */
export function createConsoleServices(db: Database) {
  const organisers = new OrganiserRepository(db);
  return { organisers, auth: new ConsoleAuthService(organisers) };
}

/** The organiser console's API, with its own login limits (the visitors' limits stay theirs). */
export async function registerConsoleModule(
  app: FastifyInstance,
  db: Database,
  config: Pick<AccountsConfig, 'loginRateLimit'>,
  inbox: InboxService,
  leads: LeadsServices['leads'],
): Promise<void> {
  const { organisers, auth } = createConsoleServices(db);
  const loginThrottle = new LoginThrottle({
    attemptsPerMinute: config.loginRateLimit,
    ...DEFAULT_LOGIN_BACKOFF,
    now: Date.now,
  });
  await registerConsoleRoutes(app, { auth, organisers, inbox, leads, loginThrottle });
  registerConsoleSettingsRoutes(app, { auth, settings: new ShowSettingsService(db) });
  registerConsoleLeadFormRoutes(app, { auth, leadForm: new LeadFormSettingsService(db) });
}

import path from 'node:path';
import { CONTENT_UPLOAD_TTL_MINUTES } from '@showfloor/core';
import type { FastifyInstance } from 'fastify';
import type { AccountsConfig, MailSettings } from '../../config.js';
import type { Database } from '../../db/database.js';
import { DEFAULT_LOGIN_BACKOFF, LoginThrottle } from '../accounts/index.js';
import type { CatalogRepository } from '../catalog/index.js';
import { ContentUploadStore, ImportGate, type LogoFetcher } from '../content/index.js';
import type { LeadsServices } from '../leads/index.js';
import { loadMailConfig, MailSender } from '../mail/index.js';
import type { ProfileCodeRepository } from '../profile-codes/index.js';
import type { PublishingService } from '../publishing/index.js';
import type { InboxService } from '../push/index.js';
import { CategoryTreeService } from './category-tree.service.js';
import { registerConsoleRoutes } from './console.routes.js';
import { ConsoleAuthService } from './console-auth.service.js';
import { registerConsoleContentRoutes } from './console-content.routes.js';
import { consoleGuard } from './console-guard.js';
import { registerConsoleItemsRoutes } from './console-items.routes.js';
import { registerConsoleLeadFormRoutes } from './console-lead-form.routes.js';
import { registerConsolePeopleRoutes } from './console-people.routes.js';
import { registerConsolePublishRoutes } from './console-publish.routes.js';
import { registerConsoleSettingsRoutes } from './console-settings.routes.js';
import { ItemEditService } from './item-edit.service.js';
import { LeadFormSettingsService } from './lead-form-settings.service.js';
import { OrganiserRepository } from './organiser.repository.js';
import { PeopleService } from './people.service.js';
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

/** What the console's content and publish pages work on. */
export interface ConsoleContentServices {
  catalog: CatalogRepository;
  profileCodes: ProfileCodeRepository;
  /** DATA_DIR: uploads wait for "Apply" in its `uploads/` folder. */
  dataDir: string;
  /** One import at a time (shared with the tests that hold it). */
  importGate?: ImportGate;
  /** The publishing of the show's data versions (the command line's, with its lock). */
  publishing: PublishingService;
  /** Invitations' mail (SMTP or DATA_DIR/outbox) and the visitor app's address their links open. */
  mail: { settings: MailSettings; baseUrl: string };
  /** What fetches an exhibitor list's logo URLs on "Apply" (by default, public https addresses only). */
  logoFetcher?: LogoFetcher;
}

/** The organiser console's API, with its own login limits (the visitors' limits stay theirs). */
export async function registerConsoleModule(
  app: FastifyInstance,
  db: Database,
  config: Pick<AccountsConfig, 'loginRateLimit'>,
  inbox: InboxService,
  leads: LeadsServices['leads'],
  content: ConsoleContentServices,
): Promise<void> {
  const { organisers, auth } = createConsoleServices(db);
  const loginThrottle = new LoginThrottle({
    attemptsPerMinute: config.loginRateLimit,
    ...DEFAULT_LOGIN_BACKOFF,
    now: Date.now,
  });
  await registerConsoleRoutes(app, { auth, organisers, inbox, leads, loginThrottle });
  const allowed = consoleGuard(auth);
  const stores = {
    catalog: content.catalog,
    profileCodes: content.profileCodes,
    ...(content.logoFetcher === undefined ? {} : { logoFetcher: content.logoFetcher }),
  };
  const uploads = new ContentUploadStore(path.join(content.dataDir, 'uploads'), CONTENT_UPLOAD_TTL_MINUTES);
  const gate = content.importGate ?? new ImportGate();
  await registerConsoleContentRoutes(app, { allowed, organisers, stores, uploads, gate });
  await registerConsolePublishRoutes(app, { allowed, organisers, publishing: content.publishing });
  await registerConsoleItemsRoutes(app, {
    allowed,
    catalog: content.catalog,
    items: new ItemEditService(db),
    categoryTrees: new CategoryTreeService(db),
  });
  registerConsoleSettingsRoutes(app, { auth, settings: new ShowSettingsService(db) });
  registerConsoleLeadFormRoutes(app, { auth, leadForm: new LeadFormSettingsService(db) });
  const mail = new MailSender(loadMailConfig(content.mail.settings, content.dataDir));
  await registerConsolePeopleRoutes(app, {
    allowed,
    people: new PeopleService(db, mail, content.mail.baseUrl),
  });
}

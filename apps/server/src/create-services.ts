import type { ServerConfig } from './config.js';
import { publishedRoot } from './data-dir.js';
import type { DatabaseHandle } from './db/database.js';
import { createAccountsServices } from './modules/accounts/index.js';
import { CatalogRepository } from './modules/catalog/index.js';
import { createConsoleServices } from './modules/console/index.js';
import { createLeadsServices, type LeadsServices } from './modules/leads/index.js';
import { announceVersion, type LiveHub, NO_LIVE_HUB } from './modules/live/index.js';
import { LocationCodesService } from './modules/location-codes/index.js';
import { loadMailConfig } from './modules/mail/index.js';
import { loadParticipantIdKey } from './modules/participants/index.js';
import { ProfileCodeRepository } from './modules/profile-codes/index.js';
import { DataVersionRepository, PublishedStore, PublishingService } from './modules/publishing/index.js';

export interface Services {
  catalog: CatalogRepository;
  versions: DataVersionRepository;
  publishing: PublishingService;
  /** Accounts and the participants directory (the CLI creates the demo accounts with them). */
  networking: ReturnType<typeof createAccountsServices>;
  /** Lead capture and signed badges (the CLI's demo creates licences, the form and badges). */
  leads: LeadsServices;
  /** Printable location QR codes of the published venue (the CLI's `location-codes`). */
  locationCodes: LocationCodesService;
  /** The codes of protected profiles, kept apart from the published configuration (saveShowConfig). */
  profileCodes: ProfileCodeRepository;
  /** The organisers of the console (the demo has one; `showfloor organiser add` adds others). */
  console: ReturnType<typeof createConsoleServices>;
  /** The live socket of the running back office (none for the command line on its own). */
  live: LiveHub;
}

/** Wires repositories and services over one database and DATA_DIR (server, CLI and tests alike). */
export function createServices(
  handle: DatabaseHandle,
  { dataDir, accounts, mail }: Pick<ServerConfig, 'dataDir' | 'accounts' | 'mail'>,
  live: LiveHub = NO_LIVE_HUB,
): Services {
  const catalog = new CatalogRepository(handle.db);
  const versions = new DataVersionRepository(handle.db);
  const store = new PublishedStore(publishedRoot(dataDir));
  const publishing = new PublishingService(
    catalog,
    versions,
    store,
    handle.exclusive,
    { notesMailKey: loadMailConfig(mail, dataDir).notesKey },
    announceVersion(live),
  );
  const networking = createAccountsServices(handle.db, {
    ...accounts,
    participantIdKey: loadParticipantIdKey(accounts.participantIdKey, dataDir),
  });
  const leads = createLeadsServices(handle.db);
  const locationCodes = new LocationCodesService(versions, store);
  const profileCodes = new ProfileCodeRepository(handle.db);
  const console = createConsoleServices(handle.db);
  return { catalog, versions, publishing, networking, leads, locationCodes, profileCodes, console, live };
}

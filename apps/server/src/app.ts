import fastifyCors from '@fastify/cors';
import fastifyFormbody from '@fastify/formbody';
import fastifyHelmet from '@fastify/helmet';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import type { ServerConfig } from './config.js';
import { publishedRoot } from './data-dir.js';
import type { Database } from './db/database.js';
import { AdmissionGate, DEFAULT_ADMISSION_GATE, registerAdmissionGate } from './http/admission-gate.js';
import type { ErrorBody } from './http/bad-request.js';
import { bodyLimitOf, DEFAULT_BODY_LIMIT } from './http/body-limits.js';
import { registerCrashFault } from './http/crash-fault.js';
import { loggerOptions, logServerError } from './http/request-log.js';
import { registerInputGuard } from './http/safe-input.js';
import { securityHeaders } from './http/security-headers.js';
import { hasWebBuild, registerWebApp } from './http/web-app.js';
import {
  ACCOUNTS_API_PREFIXES,
  corsPolicy,
  createAccountsServices,
  registerAccountsModule,
} from './modules/accounts/index.js';
import { CALENDARS_API_PREFIXES, registerCalendarsModule } from './modules/calendars/index.js';
import { CatalogRepository, registerAssetRoutes } from './modules/catalog/index.js';
import { CONSOLE_API_PREFIX, registerConsoleModule } from './modules/console/index.js';
import type { ImportGate, LogoFetcher } from './modules/content/index.js';
import {
  FAVORITES_SYNC_API_PREFIXES,
  type FavoritesSyncModuleOptions,
  registerFavoritesSyncModule,
} from './modules/favorites-sync/index.js';
import { createLeadsServices, LEADS_API_PREFIXES, registerLeadsModule } from './modules/leads/index.js';
import { type AttachableLiveHub, announceVersion, NO_LIVE_HUB } from './modules/live/index.js';
import { loadMailConfig, registerMailModule } from './modules/mail/index.js';
import {
  createProfileCodesService,
  PROFILE_CODES_API_PREFIXES,
  ProfileCodeRepository,
  registerProfileCodesModule,
} from './modules/profile-codes/index.js';
import {
  DataVersionRepository,
  type ExclusiveRunner,
  PublishedStore,
  PublishingService,
  registerUpdaterRoutes,
  UpdaterService,
} from './modules/publishing/index.js';
import { PUSH_API_PREFIXES, registerPushModule } from './modules/push/index.js';
import {
  createRemindersService,
  REMINDERS_API_PREFIXES,
  registerRemindersModule,
} from './modules/reminders/index.js';

export interface AppOptions {
  db: Database;
  config: Pick<
    ServerConfig,
    | 'webDist'
    | 'logLevel'
    | 'accounts'
    | 'mail'
    | 'leadSaves'
    | 'vapid'
    | 'baseUrl'
    | 'pushAllowedHosts'
    | 'httpTimeouts'
    | 'admission'
    | 'trustProxy'
  > &
    Partial<Pick<ServerConfig, 'publicUrl' | 'crashFault' | 'favoritesSync'>>;
  /** Folder holding `published/` (the data versions). */
  dataDir: string;
  /** Fastify's logger; off by default so tests stay quiet. */
  logger?: boolean;
  /** Where log lines go instead of stdout (a test reading what an operator would see). */
  logStream?: { write(line: string): void };
  /**
   * Runs a task alone among the holders of a lock (DatabaseHandle.exclusive): the console's publishes
   * then wait for the command line's. Without it, publishes of this process run one at a time.
   */
  exclusive?: ExclusiveRunner;
  /** The console's one-import-at-a-time gate, when a test holds it. */
  importGate?: ImportGate;
  /** What fetches an exhibitor list's logo URLs (tests let their loopback server in). */
  logoFetcher?: LogoFetcher;
  /** Told every route as it is added (a test comparing them with docs/openapi.json). */
  onRoute?: (route: RouteOptions) => void;
  /**
   * The live socket layer, attached to this app's HTTP server and closed before it (server.ts);
   * absent, nothing is sent on sockets (the tests of other modules).
   */
  live?: AttachableLiveHub;
  /**
   * Favorites sync settings: `onSynced` (each subject's merged entries, for the live layer), and the
   * rate limits and clock a test sets.
   */
  favoritesSync?: Pick<FavoritesSyncModuleOptions, 'onSynced' | 'limits' | 'now'>;
}

/** Path prefixes of the API: a miss there is a JSON 404, never the web app's index.html. */
const API_PREFIXES = [
  '/manifest/',
  '/offline/',
  '/files/',
  '/online.txt',
  ...ACCOUNTS_API_PREFIXES,
  ...LEADS_API_PREFIXES,
  ...CALENDARS_API_PREFIXES,
  ...FAVORITES_SYNC_API_PREFIXES,
  ...PUSH_API_PREFIXES,
  ...REMINDERS_API_PREFIXES,
  ...PROFILE_CODES_API_PREFIXES,
  CONSOLE_API_PREFIX,
];

/** A hop count trusts that many proxies next to the server, whatever their address (proxy-addr's rule). */
function trustedProxies(setting: ServerConfig['trustProxy']): boolean | string[] | TrustProxyHop {
  if (typeof setting !== 'number') return setting;
  const hops = setting;
  return (_address, hop) => hop < hops;
}

type TrustProxyHop = (address: string, hop: number) => boolean;

/** Runs the tasks given to it one after the other, whatever their lock. */
function inProcessExclusive(): ExclusiveRunner {
  let tail: Promise<unknown> = Promise.resolve();
  return (_lockId, task) => {
    const run = tail.then(task, task);
    tail = run.catch(() => undefined);
    return run;
  };
}

/** Builds the HTTP app (not listening): the updater API, assets, and the web app when it is built. */
export async function buildApp({
  db,
  config,
  dataDir,
  logger = false,
  logStream,
  onRoute,
  importGate,
  logoFetcher,
  favoritesSync = {},
  exclusive = inProcessExclusive(),
  live,
}: AppOptions): Promise<FastifyInstance> {
  const requestTimeout = Math.round(config.httpTimeouts.requestSeconds * 1000);
  const headersTimeout = Math.round(config.httpTimeouts.headersSeconds * 1000);
  const app = Fastify({
    logger: logger ? loggerOptions(config.logLevel, logStream) : false,
    // Only a configured proxy's X-Forwarded-For is believed: from anyone else it would choose request.ip.
    trustProxy: trustedProxies(config.trustProxy),
    bodyLimit: DEFAULT_BODY_LIMIT,
    requestTimeout,
    http: {
      headersTimeout,
      // Node checks the timeouts every 30 s by default: a 20 s timeout could hold a connection 50 s.
      connectionsCheckingInterval: Math.max(50, Math.min(1000, headersTimeout / 4)),
    },
  });
  // Before any route is added: each takes its limit from the one table (http/body-limits.ts).
  app.addHook('onRoute', (route) => {
    route.bodyLimit = bodyLimitOf(route.url);
    onRoute?.(route);
  });
  const catalog = new CatalogRepository(db);
  const store = new PublishedStore(publishedRoot(dataDir));
  const updater = new UpdaterService(catalog, new DataVersionRepository(db), store);

  await app.register(fastifyHelmet, securityHeaders(config.publicUrl));
  await app.register(fastifyCors, corsPolicy(config.accounts.corsOrigins));
  await app.register(fastifyFormbody);

  registerInputGuard(app);
  app.setErrorHandler((error: { statusCode?: number; message: string; field?: string }, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      logServerError(request, error);
      const body: ErrorBody = { error: 'INTERNAL_ERROR', message: 'Internal server error' };
      return reply.code(500).send(body);
    }
    if (status === 429) {
      // A rate limiter's refusal; it has set Retry-After.
      const busy: ErrorBody = { error: 'TOO_MANY_REQUESTS', message: error.message };
      return reply.code(429).send(busy);
    }
    // Fastify's own rejections (malformed JSON, unsupported media type) are about the body.
    const body: ErrorBody = { error: 'BAD_REQUEST', field: error.field ?? 'body', message: error.message };
    return reply.code(status).send(body);
  });

  // Before every route, so that the expensive ones of every module pass it; the others never wait on it.
  registerAdmissionGate(app, new AdmissionGate({ ...DEFAULT_ADMISSION_GATE, ...config.admission }));
  // Test only (SHOWFLOOR_FAULT); before the modules, whose scopes inherit the root's hooks.
  registerCrashFault(app, config.crashFault);

  app.get('/online.txt', async (_request, reply) =>
    reply.header('Cache-Control', 'no-store').type('text/plain; charset=utf-8').send('ok'),
  );
  await registerUpdaterRoutes(app, { updater, store });
  await registerAssetRoutes(app, { catalog });
  await registerAccountsModule(app, db, config.accounts, dataDir);
  await registerLeadsModule(app, db, config.leadSaves);
  await registerMailModule(app, dataDir, config.mail);
  await registerCalendarsModule(app, db, store, config.baseUrl);
  const { accounts } = createAccountsServices(db, config.accounts);
  const { verifySyncSubject, acceptSyncSubject } = await registerFavoritesSyncModule(app, db, {
    dataDir,
    sessions: async (token) => (await accounts.authenticate(token))?.userId,
    // Each merge goes at once to the other devices of its code or account.
    onSynced: (subject, event) => live?.toSyncSubject(subject, event),
    ...(config.favoritesSync === undefined ? {} : { limits: config.favoritesSync }),
    ...favoritesSync,
  });
  const profileCodes = await createProfileCodesService(db, dataDir);
  await registerProfileCodesModule(app, profileCodes, config.accounts);
  if (live) {
    live.attach(app.server, profileCodes, verifySyncSubject);
    // Before the HTTP server closes: an open WebSocket would keep it from closing.
    app.addHook('preClose', () => live.close());
  }
  const push = await registerPushModule(
    app,
    db,
    {
      dataDir,
      vapid: config.vapid,
      publicUrl: config.publicUrl,
      pushAllowedHosts: config.pushAllowedHosts,
    },
    profileCodes,
    live,
  );
  // Reminders of favorite sessions pushed to the devices that synchronise them (docs/ARCHITECTURE.md).
  await registerRemindersModule(app, createRemindersService(db, store, push.sender, acceptSyncSubject));
  const publishing = new PublishingService(
    catalog,
    new DataVersionRepository(db),
    store,
    exclusive,
    { notesMailKey: loadMailConfig(config.mail, dataDir).notesKey },
    announceVersion(live ?? NO_LIVE_HUB),
  );
  await registerConsoleModule(app, db, config.accounts, push.inbox, createLeadsServices(db).leads, {
    catalog,
    publishing,
    profileCodes: new ProfileCodeRepository(db),
    dataDir,
    mail: { settings: config.mail, baseUrl: config.baseUrl },
    ...(importGate === undefined ? {} : { importGate }),
    ...(logoFetcher === undefined ? {} : { logoFetcher }),
  });

  const serveWeb = hasWebBuild(config.webDist);
  if (serveWeb) await registerWebApp(app, config.webDist);
  app.setNotFoundHandler((request, reply) => {
    const isApi = API_PREFIXES.some((prefix) => request.url.startsWith(prefix));
    const wantsHtml = request.headers.accept?.includes('text/html') ?? false;
    if (serveWeb && request.method === 'GET' && wantsHtml && !isApi) {
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    }
    const body: ErrorBody = { error: 'NOT_FOUND', message: `No route ${request.method} ${request.url}` };
    return reply.code(404).send(body);
  });
  return app;
}

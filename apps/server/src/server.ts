import { buildApp } from './app.js';
import { runCommand } from './cli.js';
import { openCommandChannel } from './command-channel.js';
import { loadConfig } from './config.js';
import { createServices } from './create-services.js';
import { yesterday } from './modules/catalog/index.js';
import { ImportGate } from './modules/content/index.js';
import { loadFullDemo } from './modules/demo/index.js';
import { openLiveAdapter, SocketLiveHub } from './modules/live/index.js';
import { openConfiguredDatabase } from './open-configured-database.js';

/** What `npm start` tells the person waiting for it, beside the server's JSON log. */
export interface StartProgress {
  say(line: string): void;
}

/**
 * Starts the back office: configuration, database and migrations, a demo show on first start (a
 * new embedded database, or on PostgreSQL an empty catalog that was never published; never over
 * existing data), then HTTP. SIGINT and
 * SIGTERM close the server first, so requests in flight finish, then the database.
 * Resolves with the address the app is served at.
 */
export async function startServer(progress: StartProgress = { say: () => {} }): Promise<string> {
  const config = loadConfig();
  // The logger comes with the app, after the database: what was fixed at start is logged then.
  const warnings: string[] = [];
  const handle = await openConfiguredDatabase(config, { warn: (message) => warnings.push(message) });
  // Until the app's logger exists, a failure of the adapter's connection is kept for it.
  let warnLive = (message: string): void => {
    warnings.push(message);
  };
  const liveAdapter = await openLiveAdapter(config.live, {
    databaseUrl: config.databaseUrl,
    onError: (error) => warnLive(`live adapter (${config.live.adapter}): ${error.message}`),
  });
  const live = new SocketLiveHub({
    trustedOrigins: config.accounts.corsOrigins,
    publicUrl: config.publicUrl,
    maxSocketsPerAddress: config.live.maxSocketsPerAddress,
    adapter: liveAdapter.adapter,
    closeAdapter: () => liveAdapter.close(),
  });
  const services = createServices(handle, config, live);
  const { catalog, versions } = services;
  // One import at a time, whether it comes from the console or from the command line.
  const importGate = new ImportGate();
  const app = await buildApp({
    db: handle.db,
    config,
    dataDir: config.dataDir,
    logger: true,
    exclusive: handle.exclusive,
    importGate,
    live,
  });
  for (const warning of warnings) app.log.warn(warning);
  warnLive = (message) => app.log.warn(message);

  // An existing embedded database is never given the demo, even with an empty catalog.
  const isExistingEmbeddedDatabase = config.databaseUrl === undefined && !handle.isNew;
  if (!isExistingEmbeddedDatabase && (await catalog.isEmpty()) && !(await versions.latest())) {
    progress.say('empty catalog: generating and publishing the demo show…');
    const start = yesterday(new Date());
    const { report, published } = await loadFullDemo(services, { size: 'small', start });
    for (const line of report) app.log.info(line);
    app.log.info({ version: published.version, start }, 'empty catalog: demo show generated and published');
  }
  const [show, latest] = await Promise.all([catalog.getConfig(), versions.latest()]);
  if (latest && show) {
    app.log.info(
      { show: show.name.en ?? show.name.fr, version: latest.version, from: show.startDate, to: show.endDate },
      'serving the published show',
    );
  } else {
    app.log.warn('nothing published yet: import a programme or a catalog, then run `showfloor publish`');
  }

  // `showfloor` commands on this DATA_DIR run here while the server runs (command-channel.ts).
  const channel = await openCommandChannel(config.dataDir, async ({ argv, cwd }, output) => {
    app.log.info({ command: argv[0] }, 'running a command of the command line');
    const run = () => runCommand(argv, { config, handle, services }, { ...output, cwd });
    if (argv[0] !== 'import' && argv[0] !== 'demo') return run();
    const ran = await importGate.tryRun(`showfloor ${argv[0]} (command line)`, run);
    if (ran !== undefined) return ran.value;
    output.err(
      `error: an import runs already (${importGate.current()?.what ?? 'the console'}): run this again when it ends`,
    );
    return 1;
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    try {
      await channel.close();
      await app.close();
    } finally {
      await handle.close();
    }
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  // The port bound, which PORT=0 leaves to the system.
  const address = app.server.address();
  const port = typeof address === 'object' && address !== null ? address.port : config.port;
  return config.publicUrl ?? `http://localhost:${port}`;
}

import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  CONSOLE_PATH,
  ORGANISER_LINK_HOURS,
  ORGANISER_ROLES,
  organiserEmailSchema,
  SET_PASSWORD_PARAMETER,
} from '@showfloor/core';
import { runInRunningServer } from './command-channel.js';
import { loadConfig, type ServerConfig } from './config.js';
import { createServices, type Services } from './create-services.js';
import type { DatabaseHandle } from './db/database.js';
import { yesterday } from './modules/catalog/index.js';
import { createConsoleServices } from './modules/console/index.js';
import {
  applyContent,
  type ContentFile,
  contentFileReport,
  readContentFile,
} from './modules/content/index.js';
import {
  countDemoLeftovers,
  describeDemoLeftovers,
  hasDemoLeftovers,
  loadFullDemo,
  removeDemoLeftovers,
} from './modules/demo/index.js';
import { locationCodeOptionsSchema } from './modules/location-codes/index.js';
import type { PublishResult } from './modules/publishing/index.js';
import { createPushServices, inboxSendSchema } from './modules/push/index.js';
import { openConfiguredDatabase } from './open-configured-database.js';

export interface CliIo {
  /** The environment the configuration is read from; the process's when absent. */
  env?: NodeJS.ProcessEnv;
  out: (line: string) => void;
  err: (line: string) => void;
  /**
   * The folder the files a command names are relative to; the process's when absent. Set when the
   * command runs inside a running back office on behalf of a command line elsewhere.
   */
  cwd?: string;
}

/** What a command works on: the configuration, the open database and the services over it. */
interface CommandContext {
  config: ServerConfig;
  handle: DatabaseHandle;
  services: Services;
}

/** A file named on the command line, read from the command line's own folder. */
function fileOf(io: CliIo, file: string): string {
  return io.cwd === undefined ? file : path.resolve(io.cwd, file);
}

const USAGE = `Usage: showfloor <command>

Commands:
  demo [--size small|big] [--start YYYY-MM-DD]   replace the catalog with the demo show, then publish;
                                                 demo accounts and participants (2,000 or 200,000)
  demo --remove                                  remove what the demo left (accounts, participants, licences,
                                                 badges, catalog items, files and configuration) before a real show
  inbox send --title T --content C [--action A] [--profile P]
                                                 store an inbox message (content reduced to text) and push it
                                                 to the subscribed browsers (action: https URL or /page?props)
  import [--publish] FILE...                     add or update items from files (JSON catalog, frab XML, c3voc JSON)
                                                 and an indoor venue (IMDF folder or zip, OSM indoor GeoJSON,
                                                 venue JSON), which replaces the previous venue; a programme
                                                 replaces its earlier import (removed talks are deleted);
                                                 --publish then publishes a new data version in the same run
  location-codes [--out FILE] [--url URL] [--venue ID]
                                                 printable A4 sheet of "I am here" QR codes of the published
                                                 venue (default location-codes.html; URL: PUBLIC_URL)
  organiser add EMAIL [--role owner|editor|staff]
                                                 add an organiser of the console (default role: editor), or
                                                 change their role; prints a one-time link to set a password
  publish                                        publish a new data version of the catalog
  stats [--json]                                 items per data type and the current data version

Environment: DATA_DIR (default ./data), DATABASE_URL (PostgreSQL; default embedded PGlite),
PUBLIC_URL (the app's public address, which location codes link to),
VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, VAPID_SUBJECT (Web Push identity; default: a pair kept in DATA_DIR).`;

class UsageError extends Error {}

function isParseArgsError(error: unknown): error is Error {
  return error instanceof Error && String((error as NodeJS.ErrnoException).code).startsWith('ERR_PARSE_ARGS');
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function printPublished(io: CliIo, result: PublishResult): void {
  for (const name of result.missing) io.err(`warning: reference to missing item ${name} dropped`);
  const total = Object.values(result.counts).reduce((sum, count) => sum + count, 0);
  const increments =
    result.incrementsFrom.length > 0 ? `, increments from v${result.incrementsFrom.join(', v')}` : '';
  io.out(`published version ${result.version} (schema ${result.schema}): ${total} records${increments}`);
}

async function demo(services: Services, handle: DatabaseHandle, args: string[], io: CliIo): Promise<number> {
  const { values } = parseArgs({
    args,
    options: { size: { type: 'string' }, start: { type: 'string' }, remove: { type: 'boolean' } },
  });
  if (values.remove) {
    if (values.size !== undefined || values.start !== undefined)
      throw new UsageError('demo --remove takes no other option');
    const removed = await removeDemoLeftovers(handle.db);
    if (!hasDemoLeftovers(removed)) {
      io.out('no demo leftovers: nothing removed');
      return 0;
    }
    io.out(`removed ${describeDemoLeftovers(removed)}`);
    io.out(
      removed.config
        ? 'the show has no configuration now: import the programme again (its configuration is derived from it) ' +
            'or a catalog file with one, then run `showfloor publish`'
        : 'run `showfloor publish` to publish the show without them',
    );
    return 0;
  }
  const size = values.size ?? 'small';
  if (size !== 'small' && size !== 'big') throw new UsageError(`--size must be small or big, not ${size}`);
  const start = values.start ?? yesterday(new Date());
  if (!DATE.test(start)) throw new UsageError(`--start must be a date YYYY-MM-DD, not ${start}`);
  const { report, published } = await loadFullDemo(services, { size, start });
  for (const line of report) io.out(line);
  printPublished(io, published);
  return 0;
}

async function importFiles(
  services: Services,
  handle: DatabaseHandle,
  args: string[],
  io: CliIo,
): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    options: { publish: { type: 'boolean', default: false } },
    allowPositionals: true,
  });
  let files = positionals;
  if (files.length === 0) throw new UsageError('import needs at least one file');
  files = files.map((file) => fileOf(io, file));
  const leftovers = await countDemoLeftovers(handle.db, { catalog: false });
  if (hasDemoLeftovers(leftovers)) {
    io.err(
      `warning: this database holds the demo show (${describeDemoLeftovers(leftovers)}); ` +
        'a real show must not keep them: `showfloor demo --remove` removes them',
    );
  }
  // Every file is read before anything is written: one unreadable file imports nothing.
  const read: ContentFile[] = [];
  for (const file of files) {
    const content = await readContentFile(file);
    if (content.kind === 'venue' && read.some((earlier) => earlier.kind === 'venue')) {
      const first = read.find((earlier) => earlier.kind === 'venue')?.result.file;
      // The app shows one venue (venueFromRecords): a second one would silently replace the first.
      throw new Error(`${first} and ${file} are both venues: import one venue at a time`);
    }
    const report = contentFileReport(content);
    for (const warning of report.warnings) io.err(`warning: ${warning}`);
    io.out(report.summary);
    read.push(content);
  }
  const counts = await applyContent(services, read, io, new Date());
  for (const [type, { added, updated, removed }] of Object.entries(counts.byType)) {
    io.out(`  ${type}: ${added} added, ${updated} updated, ${removed} removed`);
  }
  io.out(
    `imported: ${counts.inserted} added, ${counts.updated} updated, ${counts.unchanged} unchanged, ${counts.deleted} removed`,
  );
  // The import is committed first: a failed publish leaves it stored, as `import` then `publish` would.
  if (values.publish) printPublished(io, await services.publishing.publish());
  return 0;
}

async function stats(services: Services, args: string[], io: CliIo): Promise<number> {
  const { values } = parseArgs({ args, options: { json: { type: 'boolean', default: false } } });
  const [counts, latest] = await Promise.all([services.catalog.countsByType(), services.versions.latest()]);
  const published = latest ? { version: latest.version, schema: latest.schema, bytes: latest.bytes } : null;
  if (values.json) {
    io.out(JSON.stringify({ counts, published }, null, 2));
    return 0;
  }
  const width = Math.max(4, ...Object.keys(counts).map((type) => type.length));
  for (const [type, count] of Object.entries(counts)) io.out(`${type.padEnd(width)}  ${count}`);
  const total = Object.values(counts).reduce((sum, count) => sum + count, 0);
  io.out(`${'total'.padEnd(width)}  ${total}`);
  io.out(
    published ? `published: version ${published.version} (schema ${published.schema})` : 'published: none',
  );
  return 0;
}

async function locationCodes(
  services: Services,
  config: ServerConfig,
  args: string[],
  io: CliIo,
): Promise<number> {
  const { values } = parseArgs({
    args,
    options: { out: { type: 'string' }, url: { type: 'string' }, venue: { type: 'string' } },
  });
  const publicUrl = values.url ?? config.publicUrl;
  if (publicUrl === undefined) {
    throw new UsageError(
      'location codes link to the app: pass --url https://your.show.address or set PUBLIC_URL',
    );
  }
  const options = locationCodeOptionsSchema.safeParse({ publicUrl, venueId: values.venue });
  if (!options.success) {
    const issue = options.error.issues[0];
    const option = issue?.path[0] === 'venueId' ? '--venue' : '--url';
    throw new UsageError(`${option} ${issue?.message ?? 'is invalid'}`);
  }
  const out = path.resolve(io.cwd ?? process.cwd(), values.out ?? 'location-codes.html');
  const sheet = await services.locationCodes.sheet(options.data);
  await writeFile(out, sheet.html);
  if (sheet.codes === 0) io.err(`warning: venue "${sheet.venueId}" has no unit to print a code for`);
  io.out(
    `${out}: ${sheet.codes} location codes of venue "${sheet.venueId}" (published version ${sheet.version})`,
  );
  return 0;
}

async function inbox(
  handle: DatabaseHandle,
  config: ServerConfig,
  { live }: Services,
  args: string[],
  io: CliIo,
): Promise<number> {
  const [subcommand, ...rest] = args;
  if (subcommand !== 'send')
    throw new UsageError(`inbox needs the subcommand send, not ${subcommand ?? 'nothing'}`);
  const { values } = parseArgs({
    args: rest,
    options: {
      title: { type: 'string' },
      content: { type: 'string' },
      action: { type: 'string' },
      profile: { type: 'string' },
    },
  });
  const input = inboxSendSchema.safeParse(values);
  if (!input.success) {
    const issue = input.error.issues[0];
    throw new UsageError(`--${String(issue?.path[0] ?? 'title')} ${issue?.message ?? 'is invalid'}`);
  }
  // Inside a running back office, the open apps get the message on their socket at once.
  const { inbox: service } = await createPushServices(handle.db, config, undefined, live);
  const result = await service.send(input.data);
  const removed = result.removed > 0 ? `, ${result.removed} expired subscriptions removed` : '';
  io.out(
    `message ${result.message.id} stored; pushed: ${result.sent} sent, ${result.failed} failed${removed}`,
  );
  return 0;
}

async function organiser(handle: DatabaseHandle, config: ServerConfig, args: string[], io: CliIo) {
  const { positionals, values } = parseArgs({
    args,
    allowPositionals: true,
    options: { role: { type: 'string', default: 'editor' } },
  });
  const [subcommand, email, ...extra] = positionals;
  if (subcommand !== 'add')
    throw new UsageError(`organiser needs the subcommand add, not ${subcommand ?? 'nothing'}`);
  if (extra.length > 0)
    throw new UsageError(`organiser add takes one e-mail address, not ${positionals.length - 1}`);
  const address = organiserEmailSchema.safeParse(email);
  if (!address.success)
    throw new UsageError(`organiser add needs an e-mail address, not ${email ?? 'nothing'}`);
  const role = ORGANISER_ROLES.find((known) => known === values.role);
  if (role === undefined) throw new UsageError(`--role must be one of ${ORGANISER_ROLES.join(', ')}`);
  const { auth } = createConsoleServices(handle.db);
  const token = await auth.addOrganiser(address.data, role, 'command line');
  const link = `${config.baseUrl}${CONSOLE_PATH}/?${SET_PASSWORD_PARAMETER}=${token}`;
  io.out(
    `organiser ${address.data} (${role}) added; their one-time link to set a password (${ORGANISER_LINK_HOURS} h):`,
  );
  io.out(link);
  return 0;
}

const COMMANDS = ['demo', 'import', 'inbox', 'location-codes', 'organiser', 'publish', 'stats'];

/**
 * Runs one known command over an open database; returns its exit code (0 ok, 1 failure, 2 usage
 * error). The command line runs it over the database it opened, a running back office over its own
 * (command-channel.ts): the same code either way.
 */
export async function runCommand(argv: string[], { config, handle, services }: CommandContext, io: CliIo) {
  const [command, ...args] = argv;
  try {
    if (command === 'demo') return await demo(services, handle, args, io);
    if (command === 'import') return await importFiles(services, handle, args, io);
    if (command === 'inbox') return await inbox(handle, config, services, args, io);
    if (command === 'organiser') return await organiser(handle, config, args, io);
    if (command === 'stats') return await stats(services, args, io);
    if (command === 'location-codes') return await locationCodes(services, config, args, io);
    if (command !== 'publish') throw new UsageError(`unknown command ${command ?? 'nothing'}`);
    parseArgs({ args, options: {} });
    printPublished(io, await services.publishing.publish());
    return 0;
  } catch (error) {
    if (error instanceof UsageError || isParseArgsError(error)) {
      io.err(`${error.message}\n\n${USAGE}`);
      return 2;
    }
    // ImportFileError names the file and the line or JSON path; other errors are printed alike.
    if (error instanceof Error) {
      io.err(`error: ${error.message}`);
      return 1;
    }
    throw error;
  }
}

/**
 * Runs one command; returns the process exit code (0 ok, 1 failure, 2 usage error). While a back
 * office runs on the same DATA_DIR, the command runs inside it (command-channel.ts); otherwise the
 * command line opens the database itself.
 */
export async function runCli(argv: string[], io: CliIo): Promise<number> {
  const [command] = argv;
  if (!command || command === '--help' || command === 'help') {
    io.out(USAGE);
    return command ? 0 : 2;
  }
  if (!COMMANDS.includes(command)) {
    io.err(`unknown command ${command}\n\n${USAGE}`);
    return 2;
  }
  let config: ServerConfig;
  let handle: DatabaseHandle;
  try {
    config = loadConfig(io.env);
    const cwd = io.cwd ?? process.cwd();
    const code = await runInRunningServer(config.dataDir, { argv, cwd }, io);
    if (code !== undefined) return code;
    handle = await openConfiguredDatabase(config, { warn: (message) => io.err(`warning: ${message}`) });
  } catch (error) {
    io.err(`error: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
  try {
    return await runCommand(argv, { config, handle, services: createServices(handle, config) }, io);
  } finally {
    await handle.close();
  }
}

import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import { createServices } from '../create-services.js';
import { openConfiguredDatabase } from '../open-configured-database.js';
import { showConfigFixture } from './catalog-factories.js';
import { testConfig } from './test-app.js';
import { seedEmbeddedDatabase } from './test-database.js';
import { serverSourceUrl, spawnTypeScript } from './typescript-process.js';

/** What `prepareCrashShow` made. */
export interface CrashShow {
  /** A licence of one exhibitor, for a device to check and register on. */
  licence: string;
  /** An account that logs in with `password`. */
  login: string;
  password: string;
  /** A contactable participant of the directory, for contact requests. */
  contactId: number;
}

const LISTENING = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/;

/**
 * Prepares a back office's DATA_DIR before its process starts (the embedded database is one
 * process's): a migrated database holding a show configuration, one licence, one account and one
 * participant to contact. The database is then not new, so the server generates no demo show.
 */
export async function prepareCrashShow(dataDir: string): Promise<CrashShow> {
  await seedEmbeddedDatabase(path.join(dataDir, 'pglite'));
  const config = testConfig(dataDir);
  const handle = await openConfiguredDatabase(config);
  try {
    const services = createServices(handle, config);
    await services.catalog.setConfig(showConfigFixture());
    const [licence = ''] = await services.leads.leads.createLicences({
      exhibitorOriginalId: 'exh-crash',
      exhibitorName: 'Crash Test',
      count: 1,
      userQuota: 4,
    });
    const login = 'visitor@crash.test';
    const password = 'crash-test-password';
    await services.networking.accounts.createAccount({ login, password, profile: { firstName: 'Vi' } });
    const { participantId } = await services.networking.accounts.createAccount({
      login: 'speaker@crash.test',
      password,
      profile: { firstName: 'Sam', lastName: 'Speaker' },
    });
    // The id the app sees and sends (public, docs/decisions.md "Hardening"), not the row id.
    return { licence, login, password, contactId: services.networking.publicIds.toPublic(participantId) };
  } finally {
    await handle.close();
  }
}

export interface ServerProcess {
  child: ChildProcess;
  /** http://127.0.0.1:<port> */
  baseUrl: string;
  /** Resolves when the process has ended, however. */
  exited: Promise<void>;
  /** kill -9, then waits for the end. */
  kill(): Promise<void>;
  /** SIGTERM (the server closes cleanly), then waits for the end. */
  stop(): Promise<void>;
}

export interface ServerProcessOptions {
  dataDir: string;
  /** Environment variables of the server (SHOWFLOOR_FAULT…), over DATA_DIR, HOST, PORT and LOG_LEVEL. */
  env?: Record<string, string>;
  /**
   * Writes the lock's pid file naming this very process before starting: a back office restarted in
   * a container with the pid of the one that was killed (PID 1 again).
   */
  hasOwnPidInLockFile?: boolean;
}

/**
 * The real back office (`startServer`, as `npm start` runs it) in a process of its own, on a free
 * port of 127.0.0.1, over an embedded database in `dataDir`: a process the tests can kill -9.
 */
export function startServerProcess(options: ServerProcessOptions): Promise<ServerProcess> {
  const env = {
    DATA_DIR: options.dataDir,
    HOST: '127.0.0.1',
    PORT: '0',
    LOG_LEVEL: 'info',
    WEB_DIST: `${options.dataDir}/no-web-build`,
    ...options.env,
  };
  const script = `
    Object.assign(process.env, ${JSON.stringify(env)});
    const { writeFileSync, mkdirSync } = await import('node:fs');
    if (${JSON.stringify(options.hasOwnPidInLockFile ?? false)}) {
      const pgliteDir = ${JSON.stringify(`${options.dataDir}/pglite`)};
      mkdirSync(pgliteDir, { recursive: true });
      writeFileSync(pgliteDir + '/showfloor.lock', String(process.pid));
    }
    const { startServer } = await import(${JSON.stringify(serverSourceUrl('server.ts'))});
    await startServer();
  `;
  const child = spawnTypeScript(script);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let output = '';
  let isListening = false;
  return new Promise((resolve, reject) => {
    // Read to the end: a pipe nobody empties would block the server's log writes.
    const onData = (chunk: Buffer) => {
      if (isListening) return;
      output += chunk.toString();
      const listening = LISTENING.exec(output);
      if (!listening?.[1]) return;
      isListening = true;
      const stopWith = async (signal: NodeJS.Signals) => {
        if (child.exitCode === null && child.signalCode === null) child.kill(signal);
        await exited;
      };
      resolve({
        child,
        baseUrl: listening[1],
        exited,
        kill: () => stopWith('SIGKILL'),
        stop: () => stopWith('SIGTERM'),
      });
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => {
      if (!isListening) output += chunk.toString();
    });
    child.once('exit', (code, signal) =>
      reject(new Error(`the server exited (${code ?? signal}) before listening:\n${output}`)),
    );
  });
}

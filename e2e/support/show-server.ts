import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const serverEntry = path.join(repoRoot, 'apps/server/bin/start.mjs');
const cliEntry = path.join(repoRoot, 'apps/server/bin/showfloor.mjs');
const run = promisify(execFile);

/**
 * A data folder of a back office started once and stopped (database migrated, demo show stored and
 * published), made by the journeys' global setup: a server whose folder is still empty starts from a
 * copy of it, in 2–3 s instead of the 15 s of a first start.
 */
export const SEEDED_DATA_DIR_ENV = 'SHOWFLOOR_E2E_SEEDED_DATA';

/**
 * A real back office on its own port and data folder. The embedded database is one process, so
 * command-line changes (import, publish) are made while the server is stopped, as an organiser
 * without PostgreSQL would.
 */
export class ShowServer {
  readonly dataDir: string;
  readonly url: string;
  private process: ChildProcess | undefined;

  /** `dataDir`: another server's folder, for two processes of one show sharing it (on PostgreSQL). */
  constructor(
    readonly port: number,
    dataDir?: string,
  ) {
    this.dataDir = dataDir ?? mkdtempSync(path.join(tmpdir(), 'showfloor-e2e-'));
    this.url = `http://localhost:${port}`;
  }

  private env(extra: Readonly<Record<string, string>> = {}): NodeJS.ProcessEnv {
    const env: NodeJS.ProcessEnv = { ...process.env };
    // The embedded database unless this run names one (a benchmark of several processes on PostgreSQL).
    delete env.DATABASE_URL;
    return { ...env, ...extra, PORT: String(this.port), DATA_DIR: this.dataDir, LOG_LEVEL: 'warn' };
  }

  /**
   * Starts the server; `extraEnv` adds settings for this run only (a benchmark raising a rate
   * limit), the port and data folder staying this server's.
   */
  async start(extraEnv: Readonly<Record<string, string>> = {}): Promise<void> {
    const seeded = process.env[SEEDED_DATA_DIR_ENV];
    if (seeded !== undefined && readdirSync(this.dataDir).length === 0)
      cpSync(seeded, this.dataDir, { recursive: true });
    const child = spawn(process.execPath, [serverEntry], {
      env: this.env(extraEnv),
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    this.process = child;
    const deadline = Date.now() + 120_000;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
      try {
        const response = await fetch(`${this.url}/online.txt`);
        if (response.ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error('server did not start within 120 s');
  }

  /** Stops the server gracefully: requests in flight finish, then the database closes. */
  stop(): Promise<void> {
    return this.signal('SIGTERM');
  }

  /** Stops the server at once, as a crash or a pulled cable would: requests in flight are cut. */
  kill(): Promise<void> {
    return this.signal('SIGKILL');
  }

  private async signal(signal: NodeJS.Signals): Promise<void> {
    const child = this.process;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill(signal);
    await exited;
    this.process = undefined;
  }

  /** Runs `showfloor <args>` against this server's data folder (the server must be stopped). */
  async cli(...args: string[]): Promise<string> {
    const { stdout } = await run(process.execPath, [cliEntry, ...args], { env: this.env(), cwd: repoRoot });
    return stdout;
  }

  async dispose(): Promise<void> {
    await this.stop();
    rmSync(this.dataDir, { recursive: true, force: true });
  }
}

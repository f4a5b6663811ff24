import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';

/** Raised when another live process already holds the embedded database of a data folder. */
export class EmbeddedDatabaseBusyError extends Error {
  constructor(
    readonly lockFile: string,
    readonly holderPid: number,
  ) {
    super(
      `The embedded database in ${path.dirname(lockFile)} is in use by process ${holderPid} ` +
        '(a running back office, or another command). Stop it first, or use PostgreSQL ' +
        '(DATABASE_URL), which lets commands run while the server serves.',
    );
    this.name = 'EmbeddedDatabaseBusyError';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function holderOf(lockFile: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(lockFile, 'utf8'), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/**
 * PGlite is one process: two processes opening the same folder would corrupt it. The lock file
 * holds the owner's pid, is created atomically (`wx`), and a lock left by a dead process (a crash,
 * a kill -9) is taken over. Returns the release function.
 */
export function acquireEmbeddedDatabaseLock(databaseDir: string): () => void {
  mkdirSync(databaseDir, { recursive: true });
  const lockFile = path.join(databaseDir, 'showfloor.lock');
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(lockFile, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(lockFile, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = holderOf(lockFile);
      if (holder !== undefined && isAlive(holder)) throw new EmbeddedDatabaseBusyError(lockFile, holder);
      rmSync(lockFile, { force: true });
    }
  }
  throw new Error(`could not take the lock ${lockFile}`);
}

import { existsSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';

/** Files of our own in the folder (the lock), which do not make it a database. */
export const OWN_FILES: ReadonlySet<string> = new Set(['showfloor.lock', 'showfloor.lock.sock']);

/** What every embedded database folder holds; PGlite runs initdb over a folder without PG_VERSION. */
const REQUIRED = ['PG_VERSION', 'global/pg_control', 'base'];

/** Raised for a database folder that cannot be opened as it is; it is left untouched. */
export class EmbeddedDatabaseFolderError extends Error {
  override name = 'EmbeddedDatabaseFolderError';
}

/**
 * Whether the embedded database in `databaseDir` is to be created (the folder does not exist or is
 * empty) or opened. A folder that holds anything else than a complete database is an error: PGlite
 * would otherwise create a fresh database over it, and a first start would publish the demo show
 * over the real one.
 */
export function inspectEmbeddedDatabaseFolder(databaseDir: string): 'create' | 'open' {
  if (!existsSync(databaseDir)) return 'create';
  const names = readdirSync(databaseDir).filter((name) => !OWN_FILES.has(name));
  if (names.length === 0) return 'create';
  const missing = REQUIRED.filter((name) => !existsSync(path.join(databaseDir, name)));
  if (missing.length > 0) {
    throw new EmbeddedDatabaseFolderError(
      `${databaseDir} is not empty but is not a complete embedded database: ${missing.join(', ')} ` +
        `${missing.length === 1 ? 'is' : 'are'} missing. Nothing was changed. Restore the folder from a backup, ` +
        'or move it away to start with an empty database.',
    );
  }
  return 'open';
}

/** Removes what a failed creation left in a folder that was empty, keeping the lock. */
export function emptyEmbeddedDatabaseFolder(databaseDir: string): void {
  if (!existsSync(databaseDir)) return;
  for (const name of readdirSync(databaseDir)) {
    if (!OWN_FILES.has(name)) rmSync(path.join(databaseDir, name), { recursive: true, force: true });
  }
}

/** A failure of PGlite on an existing folder ("Aborted()", a failed start) in words saying what to do. */
export function embeddedDatabaseOpenError(databaseDir: string, error: unknown): EmbeddedDatabaseFolderError {
  const detail = error instanceof Error ? error.message : String(error);
  return new EmbeddedDatabaseFolderError(
    `The embedded database in ${databaseDir} could not be opened (${detail}): it is damaged, incomplete, ` +
      'or not writable by this user. Nothing was changed. Stop every process using it, check its owner and ' +
      'modes, then restore the folder from a backup, or move it away to start with an empty database.',
    { cause: error },
  );
}

import path from 'node:path';
import type { ServerConfig } from './config.js';
import { explainAccessError, restrictModes, secureDataDir } from './data-dir.js';
import { type DatabaseHandle, openDatabase } from './db/database.js';
import {
  embeddedDatabaseOpenError,
  emptyEmbeddedDatabaseFolder,
  inspectEmbeddedDatabaseFolder,
  OWN_FILES,
} from './db/embedded-database-folder.js';
import { acquireEmbeddedDatabaseLock } from './db/embedded-database-lock.js';
import {
  dropEmbeddedTemplate,
  dropUnusedDatabases,
  embeddedTemplatePath,
  extractEmbeddedTemplate,
  readEmbeddedTemplate,
  saveEmbeddedTemplate,
} from './db/embedded-database-template.js';

export interface ConfiguredDatabase extends DatabaseHandle {
  /**
   * The embedded database was created by this opening (its folder did not exist or was empty): only
   * then may a first start generate the demo show. Always false on PostgreSQL, whose server keeps
   * the data.
   */
  isNew: boolean;
}

export interface OpenOptions {
  /** Told what was fixed at start (modes of DATA_DIR); standard error when absent. */
  warn?: (message: string) => void;
}

/**
 * Creates the embedded database in an empty `pgliteDir`: from this machine's template when it has
 * one (see embedded-database-template.ts), else by initdb, and then `template` names where to keep
 * one once migrated. A template that cannot start a database is replaced: initdb runs instead.
 */
async function createEmbeddedDatabase(
  pgliteDir: string,
): Promise<{ handle: DatabaseHandle; isNew: true; template?: string }> {
  const template = embeddedTemplatePath();
  const copy = await readEmbeddedTemplate(template);
  if (!copy) return { handle: await openDatabase({ pgliteDir }), isNew: true, template };
  try {
    extractEmbeddedTemplate(copy, pgliteDir);
    // A copy that held no complete database must not let PGlite run initdb over what it wrote.
    if (inspectEmbeddedDatabaseFolder(pgliteDir) !== 'open')
      throw new Error('the template holds no database');
    return { handle: await openDatabase({ pgliteDir }), isNew: true };
  } catch {
    await dropEmbeddedTemplate(template);
    emptyEmbeddedDatabaseFolder(pgliteDir);
    return { handle: await openDatabase({ pgliteDir }), isNew: true, template };
  }
}

function warnOnStderr(message: string): void {
  process.stderr.write(`warning: ${message}\n`);
}

/**
 * Opens and migrates the configured database: PostgreSQL at DATABASE_URL, else PGlite in
 * DATA_DIR/pglite. DATA_DIR is made private first; the embedded database is locked, and opened only
 * when its folder is empty or complete. Every failure names the folder and what to do.
 */
export async function openConfiguredDatabase(
  config: ServerConfig,
  { warn = warnOnStderr }: OpenOptions = {},
): Promise<ConfiguredDatabase> {
  secureDataDir(config.dataDir, warn);
  if (config.databaseUrl) {
    const handle = await openDatabase({ databaseUrl: config.databaseUrl });
    try {
      await handle.migrate();
    } catch (error) {
      await handle.close();
      throw error;
    }
    return { ...handle, isNew: false };
  }

  const pgliteDir = path.join(config.dataDir, 'pglite');
  // The embedded database belongs to one process at a time, and is inspected under that lock.
  let release: () => Promise<void>;
  try {
    release = await acquireEmbeddedDatabaseLock(pgliteDir);
  } catch (error) {
    throw explainAccessError(config.dataDir, error);
  }
  let opened: { handle: DatabaseHandle; isNew: boolean; template?: string };
  try {
    opened =
      inspectEmbeddedDatabaseFolder(pgliteDir) === 'create'
        ? await createEmbeddedDatabase(pgliteDir).catch((error: unknown) => {
            throw explainAccessError(config.dataDir, error);
          })
        : {
            handle: await openDatabase({ pgliteDir }).catch((error: unknown) => {
              throw embeddedDatabaseOpenError(pgliteDir, error);
            }),
            isNew: false,
          };
  } catch (error) {
    await release();
    throw error;
  }
  const { handle, isNew } = opened;
  const closeAndRelease = async () => {
    try {
      await handle.close();
    } finally {
      await release();
    }
  };
  try {
    await handle.migrate();
    // Kept before anything is written in it: a template holds no show. The databases nothing uses
    // go first, from this database too, so every embedded database has the same ones.
    const { copyEmbedded } = handle;
    if (opened.template && copyEmbedded) {
      await saveEmbeddedTemplate(
        opened.template,
        async () => {
          await dropUnusedDatabases(handle.db);
          return copyEmbedded();
        },
        OWN_FILES,
      );
    }
    // The embedded database creates its files 0666 whatever the umask; its 0700 folder keeps them
    // out of reach, and they are tightened too, without a warning.
    restrictModes(pgliteDir);
  } catch (error) {
    await closeAndRelease();
    throw error;
  }
  return { ...handle, isNew, close: closeAndRelease };
}

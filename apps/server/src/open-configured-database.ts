import path from 'node:path';
import type { ServerConfig } from './config.js';
import { type DatabaseHandle, openDatabase } from './db/database.js';
import { acquireEmbeddedDatabaseLock } from './db/embedded-database-lock.js';

/** Opens and migrates the configured database: PostgreSQL at DATABASE_URL, else PGlite in DATA_DIR/pglite. */
export async function openConfiguredDatabase(config: ServerConfig): Promise<DatabaseHandle> {
  const pgliteDir = path.join(config.dataDir, 'pglite');
  // The embedded database belongs to one process at a time; PostgreSQL needs no such lock.
  const release = config.databaseUrl ? () => undefined : acquireEmbeddedDatabaseLock(pgliteDir);
  let handle: DatabaseHandle;
  try {
    handle = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir });
  } catch (error) {
    release();
    throw error;
  }
  const closeAndRelease = async () => {
    try {
      await handle.close();
    } finally {
      release();
    }
  };
  try {
    await handle.migrate();
  } catch (error) {
    await closeAndRelease();
    throw error;
  }
  return { ...handle, close: closeAndRelease };
}

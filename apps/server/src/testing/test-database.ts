import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { testDatabaseUrl } from '../config.js';
import { type DatabaseHandle, migrationsFolder, openDatabase } from '../db/database.js';

export type TestDriver = 'pglite' | 'postgres';

/**
 * Drivers the integration tests run on: PGlite always, PostgreSQL too when TEST_DATABASE_URL is set
 * (CI sets it when a local server answers).
 */
export const TEST_DRIVERS: TestDriver[] = testDatabaseUrl() ? ['pglite', 'postgres'] : ['pglite'];

/** The migrations' contents: a copy made under other migrations is never used. */
function migrationsDigest(): string {
  const hash = createHash('sha256');
  for (const name of readdirSync(migrationsFolder, { recursive: true, encoding: 'utf8' }).sort()) {
    hash.update(name);
    try {
      hash.update(readFileSync(path.join(migrationsFolder, name)));
    } catch {
      // a folder
    }
  }
  return hash.digest('hex').slice(0, 16);
}

let migratedCopy: Promise<Blob> | undefined;

/**
 * A copy of an embedded database with every migration applied, made once and kept in the temporary
 * folder for the next test files: creating an embedded database takes seconds (its initdb), loading
 * a copy half a second. Written under a temporary name then renamed, so parallel runs never read half.
 */
function migratedEmbeddedCopy(): Promise<Blob> {
  migratedCopy ??= (async () => {
    const file = path.join(tmpdir(), `showfloor-test-pglite-${migrationsDigest()}.tar`);
    try {
      return new Blob([readFileSync(file)]);
    } catch {
      const handle = await openDatabase({ pgliteDir: 'memory://' });
      try {
        await handle.migrate();
        const copy = await handle.copyEmbedded?.();
        if (copy === undefined) throw new Error('the embedded database gave no copy');
        const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
        writeFileSync(partial, Buffer.from(await copy.arrayBuffer()));
        renameSync(partial, file);
        return copy;
      } finally {
        await handle.close();
      }
    }
  })();
  return migratedCopy;
}

/**
 * Creates the embedded database of a back office in `pgliteDir` (DATA_DIR/pglite), migrated and
 * empty, from the migrated copy: a server process started on it skips the seconds of initdb.
 */
export async function seedEmbeddedDatabase(pgliteDir: string): Promise<void> {
  const handle = await openDatabase({ pgliteDir, pgliteCopy: await migratedEmbeddedCopy() });
  await handle.close();
}

/**
 * A migrated, empty database. On PostgreSQL each call gets its own fresh schema, dropped on close,
 * so parallel or interrupted runs never see each other's rows.
 */
export async function openTestDatabase(driver: TestDriver): Promise<DatabaseHandle> {
  if (driver === 'pglite') {
    const handle = await openDatabase({ pgliteDir: 'memory://', pgliteCopy: await migratedEmbeddedCopy() });
    // Nothing to apply on the copy; kept so a test sees the same journal as a real start.
    await handle.migrate();
    return handle;
  }
  const databaseUrl = testDatabaseUrl();
  if (!databaseUrl) throw new Error('TEST_DATABASE_URL is not set');
  const schemaName = `test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const handle = await openDatabase({ databaseUrl, schemaName });
  await handle.migrate();
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const { default: pg } = await import('pg');
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      try {
        await client.query(`DROP SCHEMA IF EXISTS "${schemaName}" CASCADE`);
      } finally {
        await client.end();
      }
    },
  };
}

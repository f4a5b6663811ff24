import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
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

/** The answer of the query for the tables to empty. */
const tableNamesSchema = z.object({ rows: z.array(z.object({ name: z.string() })) });

/** Embedded databases a test closed, emptied, ready for the next test of the same file. */
const idleEmbedded: DatabaseHandle[] = [];

/**
 * Every table of the database emptied, its identities back to 1: as migrated. False when the
 * database no longer answers (a test closed it under the handle), which is then not reused.
 */
async function emptied(handle: DatabaseHandle): Promise<boolean> {
  try {
    const tables = tableNamesSchema.parse(
      await handle.db.execute(
        sql`select quote_ident(tablename) as name from pg_tables where schemaname = current_schema() and tablename <> '__drizzle_migrations'`,
      ),
    );
    const names = tables.rows.map((row) => row.name);
    if (names.length > 0)
      await handle.db.execute(sql.raw(`truncate ${names.join(', ')} restart identity cascade`));
    return true;
  } catch {
    return false;
  }
}

/**
 * A migrated, empty embedded database. Starting one takes a second or more (its WebAssembly and
 * the migrated copy loaded), so a database a test closes is emptied and kept for the next test of
 * the file instead: each test still starts from empty tables and identities at 1.
 */
async function openPooledEmbedded(): Promise<DatabaseHandle> {
  const handle =
    idleEmbedded.pop() ??
    (await openDatabase({ pgliteDir: 'memory://', pgliteCopy: await migratedEmbeddedCopy() }));
  // Nothing to apply on the copy; kept so a test sees the same journal as a real start.
  await handle.migrate();
  let isClosed = false;
  return {
    ...handle,
    close: async () => {
      if (isClosed) return;
      isClosed = true;
      if (await emptied(handle)) idleEmbedded.push(handle);
      else await handle.close().catch(() => undefined);
    },
  };
}

/**
 * A migrated, empty database. An embedded one is reused by the next test of the file once closed
 * (emptied), unless `isShared` is false (a test that closes it to see its queries fail). On
 * PostgreSQL each call gets its own fresh schema, dropped on close, so parallel or interrupted runs
 * never see each other's rows.
 */
export async function openTestDatabase(
  driver: TestDriver,
  { isShared = true }: { isShared?: boolean } = {},
): Promise<DatabaseHandle> {
  if (driver === 'pglite' && isShared) return openPooledEmbedded();
  if (driver === 'pglite') {
    const handle = await openDatabase({ pgliteDir: 'memory://', pgliteCopy: await migratedEmbeddedCopy() });
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

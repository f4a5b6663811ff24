import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { type DatabaseSchema, schema } from './schema.js';

/** The drizzle database, whichever driver is behind it. Only repositories use it. */
export type Database = PgDatabase<PgQueryResultHKT, DatabaseSchema>;

export interface DatabaseHandle {
  db: Database;
  driver: 'pglite' | 'postgres';
  /** Applies the committed SQL migrations that are not applied yet. */
  migrate(): Promise<void>;
  /**
   * Runs `task` while no other holder of the same lock runs, in this process or (on PostgreSQL)
   * in any other process on the database: publishing numbers versions and writes their folders.
   */
  exclusive<T>(lockId: number, task: () => Promise<T>): Promise<T>;
  /** A copy of the embedded database's folder (PGlite only; undefined on PostgreSQL). */
  copyEmbedded?(): Promise<Blob>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; without it the embedded PGlite is used. */
  databaseUrl?: string | undefined;
  /** Folder of the embedded database; `memory://` keeps it in memory (tests). */
  pgliteDir?: string;
  /**
   * PostgreSQL schema holding the tables (and the migrations journal), created when missing.
   * Tests use a fresh one per run so runs on a shared server never collide.
   */
  schemaName?: string;
  /**
   * A copy of an embedded database's folder (`DatabaseHandle.copyEmbedded`) to start from instead of
   * creating an empty one: tests start each database from one migrated once.
   */
  pgliteCopy?: Blob;
}

/** The committed SQL migrations. */
export const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

/** Runs tasks one after the other. */
class TaskQueue {
  private tail: Promise<unknown> = Promise.resolve();

  run<T>(task: () => Promise<T>): Promise<T> {
    const result = this.tail.then(task, task);
    this.tail = result.catch(() => undefined);
    return result;
  }
}

/** PostgreSQL identifiers we create ourselves: plain lower-case names only. */
function checkSchemaName(name: string): string {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(name)) throw new Error(`invalid schema name ${name}`);
  return name;
}

/** Opens the database: node-postgres when a URL is given, else PGlite in `pgliteDir`. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  const schemaName = checkSchemaName(options.schemaName ?? 'public');
  if (options.databaseUrl) {
    // Loaded only when used: the embedded default never needs the PostgreSQL driver.
    const [{ default: pg }, { drizzle: drizzlePostgres }, { migrate: migratePostgres }] = await Promise.all([
      import('pg'),
      import('drizzle-orm/node-postgres'),
      import('drizzle-orm/node-postgres/migrator'),
    ]);
    // search_path set per connection makes every unqualified table name land in the chosen schema.
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      options: `-c search_path=${schemaName}`,
      max: 10,
    });
    await pool.query(`CREATE SCHEMA IF NOT EXISTS "${schemaName}"`);
    const db = drizzlePostgres(pool, { schema });
    return {
      db,
      driver: 'postgres',
      migrate: () => migratePostgres(db, { migrationsFolder, migrationsSchema: schemaName }),
      exclusive: async (lockId, task) => {
        // A session-level advisory lock lives on one connection, kept out of the pool meanwhile.
        const connection = await pool.connect();
        try {
          await connection.query('SELECT pg_advisory_lock($1)', [lockId]);
          try {
            return await task();
          } finally {
            await connection.query('SELECT pg_advisory_unlock($1)', [lockId]);
          }
        } finally {
          connection.release();
        }
      },
      close: () => pool.end(),
    };
  }
  const dir = options.pgliteDir ?? 'memory://';
  if (!dir.startsWith('memory://')) mkdirSync(dir, { recursive: true });
  const client = await PGlite.create({
    dataDir: dir,
    ...(options.pgliteCopy === undefined ? {} : { loadDataDir: options.pgliteCopy }),
  });
  if (schemaName !== 'public') {
    await client.exec(`CREATE SCHEMA IF NOT EXISTS "${schemaName}"; SET search_path TO "${schemaName}"`);
  }
  const db = drizzlePglite(client, { schema });
  const queue = new TaskQueue();
  return {
    db,
    driver: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder, migrationsSchema: schemaName }),
    // One process owns a PGlite folder, so queueing the tasks of this process is enough.
    exclusive: (_lockId, task) => queue.run(task),
    copyEmbedded: () => client.dumpDataDir('none'),
    close: () => client.close(),
  };
}

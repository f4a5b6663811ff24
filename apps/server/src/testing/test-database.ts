import { randomBytes } from 'node:crypto';
import { type DatabaseHandle, openDatabase } from '../db/database.js';

export type TestDriver = 'pglite' | 'postgres';

/**
 * Drivers the integration tests run on: PGlite always, PostgreSQL too when TEST_DATABASE_URL is set
 * (CI sets it when a local server answers).
 */
export const TEST_DRIVERS: TestDriver[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

/**
 * A migrated, empty database. On PostgreSQL each call gets its own fresh schema, dropped on close,
 * so parallel or interrupted runs never see each other's rows.
 */
export async function openTestDatabase(driver: TestDriver): Promise<DatabaseHandle> {
  if (driver === 'pglite') {
    const handle = await openDatabase({ pgliteDir: 'memory://' });
    await handle.migrate();
    return handle;
  }
  const databaseUrl = process.env.TEST_DATABASE_URL;
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

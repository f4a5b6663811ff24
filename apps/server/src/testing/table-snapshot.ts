import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';

/** Both drivers answer raw SQL with its rows under `rows`. */
async function rowsOf<Row>(db: Database, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}

export type TableSnapshot = Record<string, string>;

/**
 * Reads a digest of every table of the app's schema in one query: its row count and the newest
 * transaction that wrote one of its rows. Every committed insert or update gives a row a newer writer
 * and every delete lowers the count, so two equal snapshots mean nothing was written in between, a
 * partial write included (a rolled-back write leaves no row behind, as it should). The tables are
 * listed once, when the reader is made.
 */
export async function tableSnapshotReader(db: Database): Promise<() => Promise<TableSnapshot>> {
  const tables = await rowsOf<{ table_name: string }>(
    db,
    sql`SELECT table_name FROM information_schema.tables
        WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  const digests = tables.map(
    ({ table_name: name }) =>
      `SELECT '${name}' AS name, count(*) || ':' || coalesce(max(xmin::text::bigint), 0) AS digest FROM "${name}"`,
  );
  const query = sql.raw(digests.join(' UNION ALL '));
  // A transaction gets an id only when it writes: while the next id is the same, nothing was written
  // and the last digest still holds (one cheap query instead of a scan of every table).
  const nextTransaction = sql`SELECT pg_snapshot_xmax(pg_current_snapshot())::text AS next`;
  let last: { next: string; snapshot: TableSnapshot } | undefined;
  return async () => {
    const [{ next } = { next: '' }] = await rowsOf<{ next: string }>(db, nextTransaction);
    if (last?.next === next) return last.snapshot;
    const rows = await rowsOf<{ name: string; digest: string }>(db, query);
    const snapshot = Object.fromEntries(rows.map((row) => [row.name, row.digest]));
    last = { next, snapshot };
    return snapshot;
  };
}

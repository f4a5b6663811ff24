import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** A database of its own on a PostgreSQL server, for processes that must share one. */
export interface ScratchDatabase {
  /** Its connection string (the server's, with the database's name). */
  url: string;
  /** Drops it, closing what is still connected. */
  drop(): Promise<void>;
}

async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Creates a database named `prefix` and a random suffix on the server at `serverUrl`. */
export async function createScratchDatabase(serverUrl: string, prefix: string): Promise<ScratchDatabase> {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  await onServer(serverUrl, `CREATE DATABASE "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => onServer(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  };
}

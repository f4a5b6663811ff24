import { createAdapter as createPostgresAdapter } from '@socket.io/postgres-adapter';
import { createAdapter as createRedisStreamsAdapter } from '@socket.io/redis-streams-adapter';
import pg from 'pg';
import { createClient } from 'redis';
import type { ServerOptions } from 'socket.io';
import type { LiveSettings } from '../../config.js';

/** The socket.io adapter that fans events out to the other server processes, and what to close after. */
export interface LiveAdapter {
  adapter: ServerOptions['adapter'] | undefined;
  close(): Promise<void>;
}

export interface LiveAdapterOptions {
  /** PostgreSQL of DATABASE_URL (LIVE_ADAPTER=postgres). */
  databaseUrl: string | undefined;
  /** Channel (postgres) or stream (redis) name: processes of one show share it. */
  channel?: string;
  /** Told about a failure of the adapter's connection (socket.io retries by itself). */
  onError?: (error: Error) => void;
}

/** What socket.io's Postgres adapter keeps of a payload over NOTIFY's 8,000 bytes (its documented table). */
const ATTACHMENTS_TABLE = 'socket_io_attachments';

/**
 * Opens the adapter LIVE_ADAPTER names: none (one process, socket.io's in-memory adapter), postgres
 * (LISTEN/NOTIFY on the PostgreSQL of DATABASE_URL) or redis (Redis Streams at REDIS_URL, which also
 * keeps what a socket missed for connection state recovery across processes).
 */
export async function openLiveAdapter(
  settings: LiveSettings,
  options: LiveAdapterOptions,
): Promise<LiveAdapter> {
  const channel = options.channel ?? 'showfloor-live';
  const onError = options.onError ?? (() => {});
  if (settings.adapter === 'postgres') {
    if (options.databaseUrl === undefined) throw new Error('LIVE_ADAPTER=postgres needs DATABASE_URL');
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 4 });
    pool.on('error', onError);
    try {
      await pool.query(
        `CREATE TABLE IF NOT EXISTS ${ATTACHMENTS_TABLE} (id bigserial UNIQUE, created_at timestamptz DEFAULT NOW(), payload bytea)`,
      );
    } catch (error) {
      await pool.end();
      throw error;
    }
    return {
      adapter: createPostgresAdapter(pool, {
        channelPrefix: channel,
        tableName: ATTACHMENTS_TABLE,
        errorHandler: onError,
      }),
      close: () => pool.end(),
    };
  }
  if (settings.adapter === 'redis') {
    if (settings.redisUrl === undefined) throw new Error('LIVE_ADAPTER=redis needs REDIS_URL');
    const client = createClient({ url: settings.redisUrl });
    client.on('error', onError);
    await client.connect();
    return {
      adapter: createRedisStreamsAdapter(client, { streamName: channel, channelPrefix: channel }),
      close: async () => {
        await client.quit();
      },
    };
  }
  return { adapter: undefined, close: async () => {} };
}

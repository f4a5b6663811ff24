import { copyFileSync } from 'node:fs';
import { cpus } from 'node:os';
import path from 'node:path';
import {
  codeSyncSubject,
  GET_CODE_SUBJECT,
  LIVE_CLIENT_EVENT_NAMES,
  LIVE_SOCKET_PATH,
  type SyncedFavoriteEntry,
} from '@showfloor/core';
import { io, type Socket } from 'socket.io-client';
import { createScratchDatabase } from '../../e2e/support/scratch-database.js';
import { ShowServer } from '../../e2e/support/show-server.js';
import { cpuYardstickMs } from './first-visit.js';
import { type Figure, markdownTable } from './report.js';
import { isRunDirectly } from './step-alone.js';

/**
 * A favorite on one device visible on another (issue 24: under 300 ms p95 on loopback): device A
 * posts a sync (`POST /sync`, a code's token encrypted with the server's key, one toggled favorite),
 * device B, whose socket joined the code's room, hears `synchronizedFavorites`; the delay is from
 * just before A's request to B's event, over ROUND_TRIPS round trips after a warm-up. Measured on one
 * process (the embedded database, both devices on it) and, when a PostgreSQL server is named
 * (BENCH_DATABASE_URL, else TEST_DATABASE_URL; a database of its own is created and dropped), on two
 * processes with LIVE_ADAPTER=postgres (A on one, B on the other) and on one of them alone.
 * The sync limits are raised for the run (SYNC_RATE_LIMIT, SYNC_SUBJECT_RATE_LIMIT).
 * Run alone: `node --import tsx bench/src/favorites-sync-latency.ts` (SYNC_BENCH_PORT: the first of
 * three ports, 8886 by default).
 */
const ROUND_TRIPS = 200;
const WARM_UP = 20;
/** Favorites toggled in turn, so the subject's entries stay as few as a visitor's. */
const TOGGLED_IDS = 10;
const TARGET_P95_MS = 300;
const UNLIMITED = { SYNC_RATE_LIMIT: '1000000', SYNC_SUBJECT_RATE_LIMIT: '1000000' };
/** The favorites sync key file in DATA_DIR, which the processes of one show share (docs/security.md). */
const SYNC_KEY_FILE = 'favorites-sync-key.pem';

function percentile(sorted: readonly number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? Number.NaN;
}

async function encryptToken(publicKey: string, payload: object): Promise<string> {
  const key = await crypto.subtle.importKey(
    'spki',
    Buffer.from(publicKey, 'base64'),
    { name: 'RSA-OAEP', hash: 'SHA-256' },
    false,
    ['encrypt'],
  );
  const bytes = new TextEncoder().encode(JSON.stringify(payload));
  return Buffer.from(await crypto.subtle.encrypt({ name: 'RSA-OAEP' }, key, bytes)).toString('base64');
}

async function postSync(url: string, token: string, favorites: SyncedFavoriteEntry[]): Promise<unknown> {
  const response = await fetch(`${url}/sync`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token, favorites }),
  });
  if (response.status !== 200)
    throw new Error(`POST /sync answered ${response.status}: ${await response.text()}`);
  return response.json();
}

function connect(url: string): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = io(url, { path: LIVE_SOCKET_PATH, transports: ['websocket'], reconnection: false });
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => reject(error));
  });
}

/** The delays (ms, sorted) of ROUND_TRIPS syncs posted to `urlOfA` and heard by a socket on `urlOfB`. */
async function roundTrips(urlOfA: string, urlOfB: string): Promise<number[]> {
  const keyAnswer = await fetch(`${urlOfA}/sync/key`);
  const { publicKey } = (await keyAnswer.json()) as { publicKey: string };
  const token = (subject: string) =>
    encryptToken(publicKey, {
      subject,
      value: crypto.randomUUID(),
      timestamp: Date.now(),
      nonce: crypto.randomUUID(),
    });
  const { code } = (await postSync(urlOfA, await token(GET_CODE_SUBJECT), [])) as { code: string };
  const subject = codeSyncSubject(code);
  const deviceB = await connect(urlOfB);
  try {
    const joined = (await deviceB.emitWithAck(LIVE_CLIENT_EVENT_NAMES.joinSync, await token(subject))) as {
      joined: boolean;
    };
    if (!joined.joined) throw new Error('device B could not join the code’s room');
    const delays: number[] = [];
    let timestamp = Date.now();
    for (let trip = 0; trip < WARM_UP + ROUND_TRIPS; trip += 1) {
      timestamp = Math.max(timestamp + 1, Date.now());
      const entry: SyncedFavoriteEntry = {
        id: (trip % TOGGLED_IDS) + 1,
        dataType: 'events',
        action: Math.floor(trip / TOGGLED_IDS) % 2 === 0 ? 'create' : 'delete',
        timestamp,
      };
      // The token is made before the clock starts: a device encrypts it whatever the network does.
      const sent = await token(subject);
      const heard = new Promise<void>((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`round trip ${trip}: B heard nothing in 10 s`)),
          10_000,
        );
        const onEvent = ({ entries }: { entries: SyncedFavoriteEntry[] }) => {
          const isThisOne = entries.some(
            (seen) =>
              seen.id === entry.id && seen.action === entry.action && seen.timestamp === entry.timestamp,
          );
          if (!isThisOne) return;
          clearTimeout(timer);
          deviceB.off('synchronizedFavorites', onEvent);
          resolve();
        };
        deviceB.on('synchronizedFavorites', onEvent);
      });
      const started = performance.now();
      await Promise.all([postSync(urlOfA, sent, [entry]), heard]);
      if (trip >= WARM_UP) delays.push(performance.now() - started);
    }
    return delays.sort((a, b) => a - b);
  } finally {
    deviceB.disconnect();
  }
}

function figuresOf(setup: string, delays: readonly number[], yardstick: number): Figure[] {
  const label = (name: string, ms: number) => `${name} (${setup}; ${(ms / yardstick).toFixed(1)}× yardstick)`;
  const p50 = percentile(delays, 0.5);
  const p95 = percentile(delays, 0.95);
  return [
    { name: label('favorite on one device seen on another, p50', p50), value: p50, unit: 'ms' },
    {
      name: label('favorite on one device seen on another, p95', p95),
      value: p95,
      unit: 'ms',
      target: { max: TARGET_P95_MS },
    },
  ];
}

export async function measureFavoritesSyncLatency(
  firstPort = Number(process.env.SYNC_BENCH_PORT ?? 8886),
): Promise<Figure[]> {
  const figures: Figure[] = [];
  const yardstick = cpuYardstickMs();

  const alone = new ShowServer(firstPort);
  try {
    await alone.start(UNLIMITED);
    figures.push(...figuresOf('one process, PGlite', await roundTrips(alone.url, alone.url), yardstick));
  } finally {
    await alone.dispose();
  }

  const serverUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (serverUrl === undefined || serverUrl === '') {
    console.warn('bench: favorites sync on two processes not measured: set BENCH_DATABASE_URL (PostgreSQL)');
    return figures;
  }
  const database = await createScratchDatabase(serverUrl, 'showfloor_bench_sync');
  const first = new ShowServer(firstPort + 1);
  const second = new ShowServer(firstPort + 2);
  try {
    const env = { ...UNLIMITED, DATABASE_URL: database.url, LIVE_ADAPTER: 'postgres' };
    // One after the other: the first migrates the new database and stores the demo show.
    await first.start(env);
    copyFileSync(path.join(first.dataDir, SYNC_KEY_FILE), path.join(second.dataDir, SYNC_KEY_FILE));
    await second.start(env);
    figures.push(
      ...figuresOf('one process, PostgreSQL', await roundTrips(first.url, first.url), yardstick),
      ...figuresOf('two processes, PostgreSQL adapter', await roundTrips(first.url, second.url), yardstick),
    );
  } finally {
    await Promise.all([first.dispose(), second.dispose()]);
    await database.drop();
  }
  return figures;
}

if (isRunDirectly(import.meta.url)) {
  const figures = await measureFavoritesSyncLatency();
  console.log(
    `\nMachine: ${cpus().length} cores (${cpus()[0]?.model ?? 'unknown CPU'}), Node ${process.version}\n`,
  );
  console.log(markdownTable(figures));
}

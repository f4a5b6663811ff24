import { cpus } from 'node:os';
import { LIVE_SOCKET_PATH } from '@showfloor/core';
import { io, type Socket } from 'socket.io-client';
import { ShowServer } from '../../e2e/support/show-server.js';
import { cpuYardstickMs } from './first-visit.js';
import { type Figure, markdownTable } from './report.js';
import { isRunDirectly } from './step-alone.js';

/**
 * Open sockets on one back office process (DESIGN "Scale": 10,000 open sockets): LIVE_BENCH_SOCKETS
 * WebSocket clients (10,000 by default) connected from this process, then one inbox message sent
 * through the running back office reaches them all; delivery is timed from the message's own date
 * (set by the server as it stores it) to its arrival at each socket, p50 and p99. Each socket is a
 * file descriptor on both sides: the default `ulimit -n` of 1,024 must be raised (20,000 here).
 * Run alone: `node --import tsx bench/src/live-sockets.ts`.
 */
const DEFAULT_SOCKETS = 10_000;
/** Handshakes in flight at once: a crowd arriving, not a single burst the kernel's backlog drops. */
const CONNECT_CONCURRENCY = 200;

function percentile(sorted: readonly number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? Number.NaN;
}

function connectOne(url: string): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = io(url, { path: LIVE_SOCKET_PATH, transports: ['websocket'], reconnection: false });
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => reject(error));
  });
}

export async function measureLiveSockets(port = 8885): Promise<Figure[]> {
  const count = Number(process.env.LIVE_BENCH_SOCKETS ?? DEFAULT_SOCKETS);
  const server = new ShowServer(port);
  const sockets: Socket[] = [];
  try {
    await server.start({ LIVE_MAX_SOCKETS_PER_ADDRESS: String(count + 100) });
    const yardstick = cpuYardstickMs();
    const connectStarted = performance.now();
    for (let start = 0; start < count; start += CONNECT_CONCURRENCY) {
      const batch = Math.min(CONNECT_CONCURRENCY, count - start);
      sockets.push(...(await Promise.all(Array.from({ length: batch }, () => connectOne(server.url)))));
    }
    const connectSeconds = (performance.now() - connectStarted) / 1000;

    const delays: number[] = [];
    const allArrived = new Promise<void>((resolve) => {
      for (const socket of sockets) {
        socket.once('inboxMessage', (message: { date: string }) => {
          delays.push(Date.now() - Date.parse(message.date));
          if (delays.length === sockets.length) resolve();
        });
      }
    });
    const timeout = new Promise<void>((resolve) => setTimeout(resolve, 120_000));
    await server.cli('inbox', 'send', '--title', 'Bench', '--content', 'One event to every socket.');
    await Promise.race([allArrived, timeout]);
    delays.sort((a, b) => a - b);
    const p50 = percentile(delays, 0.5);
    const p99 = percentile(delays, 0.99);
    const label = (name: string, ms: number) => `${name} (${(ms / yardstick).toFixed(1)}× yardstick)`;
    return [
      { name: `live: sockets connected to one process`, value: sockets.length, unit: 'sockets' },
      { name: `live: time to connect ${sockets.length} sockets`, value: connectSeconds, unit: 's' },
      { name: `live: event delivered to`, value: delays.length, unit: 'sockets', target: { min: count } },
      { name: label('live: one event to all, delivery p50', p50), value: p50, unit: 'ms' },
      { name: label('live: one event to all, delivery p99', p99), value: p99, unit: 'ms' },
    ];
  } finally {
    for (const socket of sockets) socket.disconnect();
    await server.dispose();
  }
}

if (isRunDirectly(import.meta.url)) {
  const figures = await measureLiveSockets();
  console.log(
    `\nMachine: ${cpus().length} cores (${cpus()[0]?.model ?? 'unknown CPU'}), Node ${process.version}\n`,
  );
  console.log(markdownTable(figures));
}

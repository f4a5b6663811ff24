import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';

/** The file naming the holder's pid, for the busy message and for people; the lock is the socket. */
const PID_FILE = 'showfloor.lock';
/** Where the lock lives on systems without abstract sockets or named pipes (macOS, the BSDs). */
const SOCKET_FILE = 'showfloor.lock.sock';

/** Raised when another live process already holds the embedded database of a data folder. */
export class EmbeddedDatabaseBusyError extends Error {
  constructor(
    readonly databaseDir: string,
    readonly holderPid: number | undefined,
  ) {
    super(
      `The embedded database in ${databaseDir} is in use by ${holderPid === undefined ? 'another process' : `process ${holderPid}`} ` +
        '(a running back office, or another command). Stop it first, or use PostgreSQL ' +
        '(DATABASE_URL), which lets commands run while the server serves.',
    );
    this.name = 'EmbeddedDatabaseBusyError';
  }
}

function holderOf(databaseDir: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(path.join(databaseDir, PID_FILE), 'utf8'), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

interface LockAddress {
  address: string;
  /** A socket file outlives a killed holder; abstract sockets and pipes vanish with it. */
  isFile: boolean;
}

/**
 * The lock's name, from the folder's identity (device, inode and creation time), so every path that
 * leads to the folder (symbolic links, bind mounts) names the same lock, and a folder made anew where
 * a deleted one was, which may get its inode while a process still holds the old folder's lock, does
 * not (the creation time is 0 where the file system does not keep it: device and inode still apply).
 */
function lockAddress(databaseDir: string): LockAddress {
  const { dev, ino, birthtimeNs } = statSync(databaseDir, { bigint: true });
  const name = `showfloor-pglite-${dev}-${ino}-${birthtimeNs}`;
  if (process.platform === 'linux') return { address: `\0${name}`, isFile: false };
  if (process.platform === 'win32') return { address: `\\\\.\\pipe\\${name}`, isFile: false };
  return { address: path.join(databaseDir, SOCKET_FILE), isFile: true };
}

function listen(address: string): Promise<net.Server | 'in-use'> {
  return new Promise((resolve, reject) => {
    // Connections only tell a contender the holder is alive; they are closed at once.
    const server = net.createServer((socket) => socket.destroy());
    server.once('error', (error: NodeJS.ErrnoException) =>
      error.code === 'EADDRINUSE' ? resolve('in-use') : reject(error),
    );
    server.listen(address, () => {
      // The lock must not keep a process alive that has nothing else to do.
      server.unref();
      resolve(server);
    });
  });
}

function answers(address: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(address);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * PGlite is one process: two processes opening the same folder would corrupt it. The lock is a
 * listening local socket named after the folder (an abstract socket on Linux, a named pipe on
 * Windows, a socket file elsewhere): the kernel holds it for the process and frees it when the
 * process ends in any way, kill -9 included. Nothing depends on pids, which a container reuses
 * (a restarted back office is PID 1 again). Returns the release function.
 */
export async function acquireEmbeddedDatabaseLock(databaseDir: string): Promise<() => Promise<void>> {
  mkdirSync(databaseDir, { recursive: true, mode: 0o700 });
  const { address, isFile } = lockAddress(databaseDir);
  let server = await listen(address);
  if (server === 'in-use' && isFile && !(await answers(address))) {
    // A socket file left by a holder that died: nobody listens on it any more.
    rmSync(address, { force: true });
    server = await listen(address);
  }
  if (server === 'in-use') throw new EmbeddedDatabaseBusyError(databaseDir, holderOf(databaseDir));
  const held = server;
  writeFileSync(path.join(databaseDir, PID_FILE), String(process.pid), { mode: 0o600 });
  return async () => {
    rmSync(path.join(databaseDir, PID_FILE), { force: true });
    await new Promise<void>((resolve) => held.close(() => resolve()));
  };
}

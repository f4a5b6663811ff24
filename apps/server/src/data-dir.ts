import { chmodSync, lstatSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** Where published versions live under DATA_DIR; the CLI publishes there and the server reads it. */
export function publishedRoot(dataDir: string): string {
  return path.join(dataDir, 'published');
}

/** Errors of the file system that mean "this user may not write here". */
const ACCESS_CODES = new Set(['EACCES', 'EPERM', 'EROFS']);

/** Raised when DATA_DIR, or a folder in it, cannot be created or written by this process. */
export class DataDirAccessError extends Error {
  constructor(dataDir: string, cause: NodeJS.ErrnoException) {
    const user =
      process.getuid === undefined
        ? 'this user'
        : `the user running the back office (uid ${process.getuid()})`;
    super(
      `DATA_DIR ${dataDir} cannot be written by this process (${cause.code} on ${cause.path ?? dataDir}${cause.syscall ? `, ${cause.syscall}` : ''}): ` +
        `give ${user} write access to it (chown -R or chmod), or set DATA_DIR to a folder it can write.`,
      { cause },
    );
    this.name = 'DataDirAccessError';
  }
}

/** Turns an access error of the file system into one naming DATA_DIR and the fix; others pass. */
export function explainAccessError(dataDir: string, error: unknown): unknown {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return code !== undefined && ACCESS_CODES.has(code)
    ? new DataDirAccessError(dataDir, error as NodeJS.ErrnoException)
    : error;
}

/**
 * Sets folders to 0700 and files to 0600 under `root` (itself included), skipping `skipped` and
 * symbolic links. Returns how many of those changed other users could reach: a file inside a folder
 * they cannot enter was never exposed (the embedded database keeps creating files 0666 in its own
 * 0700 folder), so it is fixed without being counted.
 */
export function restrictModes(root: string, skipped: ReadonlySet<string> = new Set()): number {
  let exposedCount = 0;
  const visit = (file: string, isReachable: boolean) => {
    if (skipped.has(file)) return;
    const stat = lstatSync(file);
    if (stat.isSymbolicLink()) return;
    const mode = stat.mode & 0o777;
    const wanted = stat.isDirectory() ? 0o700 : 0o600;
    if (mode !== wanted) {
      chmodSync(file, wanted);
      if (isReachable) exposedCount += 1;
    }
    if (!stat.isDirectory()) return;
    // Group or others may enter the folder, so may reach what it holds.
    const isOpen = isReachable && (mode & 0o011) !== 0;
    for (const name of readdirSync(file)) visit(path.join(file, name), isOpen);
  };
  visit(root, true);
  return exposedCount;
}

/**
 * Creates DATA_DIR when missing and keeps it to its owner: it holds password hashes, licence codes,
 * the badge-signing key and, in the embedded database, everyone's data. The published bundles are
 * public data, served as they are, and keep their modes. Files with wider modes (the embedded
 * database writes its files 0666 whatever the umask) are fixed, and `warn` says how many.
 */
export function secureDataDir(dataDir: string, warn: (message: string) => void): void {
  try {
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    const changed = restrictModes(dataDir, new Set([publishedRoot(dataDir)]));
    if (changed > 0) {
      warn(
        `DATA_DIR ${dataDir}: ${changed} ${changed === 1 ? 'file or folder' : 'files and folders'} could be read or written by other users of this ` +
          'machine; they are now 0600 (files) and 0700 (folders), except the published bundles.',
      );
    }
  } catch (error) {
    throw explainAccessError(dataDir, error);
  }
}

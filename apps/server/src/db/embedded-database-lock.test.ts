import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireEmbeddedDatabaseLock, EmbeddedDatabaseBusyError } from './embedded-database-lock.js';

const dirs: string[] = [];
function freshDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'showfloor-lock-'));
  dirs.push(dir);
  return dir;
}

afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('embedded database lock', () => {
  it('refuses a second holder while the first is alive, with a message saying what to do', () => {
    const dir = freshDir();
    const release = acquireEmbeddedDatabaseLock(dir);
    expect(() => acquireEmbeddedDatabaseLock(dir)).toThrow(EmbeddedDatabaseBusyError);
    expect(() => acquireEmbeddedDatabaseLock(dir)).toThrow(/in use by process \d+.*Stop it first/);
    release();
    const again = acquireEmbeddedDatabaseLock(dir);
    again();
  });

  it('takes over a lock left by a process that died', () => {
    const dir = freshDir();
    // Pid 2^22 + 1 is above Linux's maximum pid, so no process can hold it.
    writeFileSync(path.join(dir, 'showfloor.lock'), String(2 ** 22 + 1));
    const release = acquireEmbeddedDatabaseLock(dir);
    expect(() => acquireEmbeddedDatabaseLock(dir)).toThrow(EmbeddedDatabaseBusyError);
    release();
  });
});

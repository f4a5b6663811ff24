import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { serverSourceUrl, spawnTypeScript } from '../testing/typescript-process.js';
import { acquireEmbeddedDatabaseLock, EmbeddedDatabaseBusyError } from './embedded-database-lock.js';

const dirs: string[] = [];
const children: ChildProcess[] = [];

function freshDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'showfloor-lock-'));
  dirs.push(dir);
  return dir;
}

afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/**
 * Another back office on the same folder: a process that takes the lock, says `locked`, and keeps
 * it until it is killed.
 */
function holderProcess(dir: string): Promise<ChildProcess> {
  const script = `
    const { acquireEmbeddedDatabaseLock } = await import(${JSON.stringify(serverSourceUrl('db/embedded-database-lock.ts'))});
    await acquireEmbeddedDatabaseLock(${JSON.stringify(dir)});
    console.log('locked');
    setInterval(() => undefined, 1000);
  `;
  const child = spawnTypeScript(script);
  children.push(child);
  return new Promise((resolve, reject) => {
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('locked')) resolve(child);
    });
    child.once('exit', (code) => reject(new Error(`the holder exited with ${code}: ${stderr}`)));
  });
}

function killed(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

describe('embedded database lock', () => {
  it('refuses a second holder while the first holds it, with a message saying what to do', async () => {
    const dir = freshDir();
    const release = await acquireEmbeddedDatabaseLock(dir);
    await expect(acquireEmbeddedDatabaseLock(dir)).rejects.toThrow(EmbeddedDatabaseBusyError);
    await expect(acquireEmbeddedDatabaseLock(dir)).rejects.toThrow(
      new RegExp(`in use by process ${process.pid}.*Stop it first`),
    );
    await release();
    const again = await acquireEmbeddedDatabaseLock(dir);
    await again();
  });

  it('refuses a live process, and lets the next one start once that process is killed with SIGKILL', async () => {
    const dir = freshDir();
    const first = await holderProcess(dir);
    await expect(acquireEmbeddedDatabaseLock(dir)).rejects.toThrow(`in use by process ${first.pid}`);

    await killed(first);
    // A second back office starts on the folder the killed one left, lock file and all.
    const second = await holderProcess(dir);
    expect(second.exitCode).toBeNull();
    await expect(acquireEmbeddedDatabaseLock(dir)).rejects.toThrow(`in use by process ${second.pid}`);
  });

  it('starts when the lock file left behind names its own pid, as after a container restart (PID 1)', async () => {
    const dir = freshDir();
    writeFileSync(path.join(dir, 'showfloor.lock'), String(process.pid));
    const release = await acquireEmbeddedDatabaseLock(dir);
    await release();
  });

  it('starts when the lock file left behind names a process that died', async () => {
    const dir = freshDir();
    // Pid 2^22 + 1 is above Linux's maximum pid, so no process can hold it.
    writeFileSync(path.join(dir, 'showfloor.lock'), String(2 ** 22 + 1));
    const release = await acquireEmbeddedDatabaseLock(dir);
    await expect(acquireEmbeddedDatabaseLock(dir)).rejects.toThrow(EmbeddedDatabaseBusyError);
    await release();
  });
});

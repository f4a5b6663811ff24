import { chmodSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';
import { openConfiguredDatabase } from './open-configured-database.js';
import { runTypeScript, serverSourceUrl } from './testing/typescript-process.js';

const dirs: string[] = [];
function freshDataDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'showfloor-data-'));
  dirs.push(dir);
  return dir;
}

afterEach(() => {
  for (const dir of dirs.splice(0)) {
    chmodSync(dir, 0o700);
    rmSync(dir, { recursive: true, force: true });
  }
});

/** Every file and folder under `root`, relative, sorted. */
function listing(root: string): string[] {
  return readdirSync(root, { recursive: true, encoding: 'utf8' }).sort();
}

function mode(file: string): number {
  return statSync(file).mode & 0o777;
}

/** An embedded database created in `dataDir`, migrated, then closed. */
async function createDatabase(dataDir: string): Promise<string> {
  const handle = await openConfiguredDatabase(loadConfig({ DATA_DIR: dataDir }));
  expect(handle.isNew).toBe(true);
  await handle.close();
  return path.join(dataDir, 'pglite');
}

describe('opening the embedded database folder', () => {
  it('calls the database new only in a folder that did not exist or was empty', async () => {
    const dataDir = freshDataDir();
    await createDatabase(dataDir);
    // The catalog is still empty, yet the database exists: no demo show may be generated into it.
    const reopened = await openConfiguredDatabase(loadConfig({ DATA_DIR: dataDir }));
    expect(reopened.isNew).toBe(false);
    await reopened.close();

    const emptyFolder = freshDataDir();
    mkdirSync(path.join(emptyFolder, 'pglite'));
    const created = await openConfiguredDatabase(loadConfig({ DATA_DIR: emptyFolder }));
    expect(created.isNew).toBe(true);
    await created.close();
  });

  it('refuses a database folder with a file missing, naming the folder and the file, and changes nothing', async () => {
    const dataDir = freshDataDir();
    const pgliteDir = await createDatabase(dataDir);
    rmSync(path.join(pgliteDir, 'PG_VERSION'));
    const before = listing(pgliteDir);

    await expect(openConfiguredDatabase(loadConfig({ DATA_DIR: dataDir }))).rejects.toThrow(
      new RegExp(`${pgliteDir} is not empty but is not a complete embedded database: PG_VERSION is missing`),
    );
    expect(listing(pgliteDir)).toEqual(before);
  });

  it('refuses a folder holding other files than a database', async () => {
    const dataDir = freshDataDir();
    mkdirSync(path.join(dataDir, 'pglite'));
    writeFileSync(path.join(dataDir, 'pglite', 'notes.txt'), 'not a database');
    await expect(openConfiguredDatabase(loadConfig({ DATA_DIR: dataDir }))).rejects.toThrow(
      /pglite is not empty but is not a complete embedded database: PG_VERSION, global\/pg_control, base are missing/,
    );
    expect(listing(path.join(dataDir, 'pglite'))).toEqual(['notes.txt']);
  });

  it('names the folder and what to do when the database is damaged, not "Aborted()"', async () => {
    const dataDir = freshDataDir();
    const pgliteDir = await createDatabase(dataDir);
    writeFileSync(path.join(pgliteDir, 'global', 'pg_control'), Buffer.alloc(100, 0x5a));

    const opening = openConfiguredDatabase(loadConfig({ DATA_DIR: dataDir }));
    await expect(opening).rejects.toThrow(
      new RegExp(
        `The embedded database in ${pgliteDir} could not be opened .*restore the folder from a backup`,
      ),
    );
    // The next start says the same, rather than finding the folder locked by the failed one.
    await expect(openConfiguredDatabase(loadConfig({ DATA_DIR: dataDir }))).rejects.toThrow(
      /could not be opened/,
    );
  });

  it('names DATA_DIR and what to do when this user cannot write it, instead of a raw EACCES', async () => {
    const dataDir = freshDataDir();
    chmodSync(dataDir, 0o555);
    // Root writes anywhere: the back office is then run as an unprivileged user, as in a container.
    const asUser = process.getuid?.() === 0 ? { uid: 65534, gid: 65534 } : {};
    const script = `
      const { loadConfig } = await import(${JSON.stringify(serverSourceUrl('config.ts'))});
      const { openConfiguredDatabase } = await import(${JSON.stringify(serverSourceUrl('open-configured-database.ts'))});
      try {
        await openConfiguredDatabase(loadConfig({ DATA_DIR: ${JSON.stringify(dataDir)} }));
        console.log('opened');
      } catch (error) {
        console.log(error.message);
      }
    `;
    const { stdout, stderr } = await runTypeScript(script, asUser);
    expect(stderr).toBe('');
    expect(stdout).toContain(`DATA_DIR ${dataDir} cannot be written by this process`);
    expect(stdout).toMatch(/give the user running the back office .* write access|set DATA_DIR/);
    expect(listing(dataDir)).toEqual([]);
  });
});

describe('modes of DATA_DIR', () => {
  it('makes every folder 0700 and every file 0600 except the published bundles, and warns', async () => {
    const dataDir = freshDataDir();
    const pgliteDir = await createDatabase(dataDir);
    mkdirSync(path.join(dataDir, 'published', 'v1'), { recursive: true });
    writeFileSync(path.join(dataDir, 'published', 'v1', 'data.json'), '{}');
    chmodSync(path.join(dataDir, 'published', 'v1', 'data.json'), 0o644);
    writeFileSync(path.join(dataDir, 'notes-mail.key'), 'secret');
    // As the embedded database leaves them whatever the umask: readable and writable by anyone.
    for (const name of ['notes-mail.key', 'pglite/PG_VERSION', 'pglite/global/pg_control']) {
      chmodSync(path.join(dataDir, name), 0o666);
    }
    chmodSync(path.join(pgliteDir, 'base'), 0o777);
    chmodSync(pgliteDir, 0o755);
    chmodSync(dataDir, 0o755);

    const warnings: string[] = [];
    const handle = await openConfiguredDatabase(loadConfig({ DATA_DIR: dataDir }), {
      warn: (message) => warnings.push(message),
    });
    await handle.close();

    // Counted: DATA_DIR, the key, pglite, PG_VERSION and base; pg_control is fixed too, but global/
    // was still 0700, so no other user could reach it.
    expect(warnings).toEqual([
      expect.stringMatching(new RegExp(`^DATA_DIR ${dataDir}: 5 files and folders`)),
    ]);
    expect(mode(dataDir)).toBe(0o700);
    const published = path.join('published', 'v1', 'data.json');
    for (const name of listing(dataDir)) {
      const file = path.join(dataDir, name);
      if (name.startsWith('published')) continue;
      expect({ name, mode: mode(file) }).toEqual({
        name,
        mode: statSync(file).isDirectory() ? 0o700 : 0o600,
      });
    }
    expect(mode(path.join(dataDir, published))).toBe(0o644);

    // Files the database creates while it runs stay in its private folder: the next start is quiet.
    warnings.length = 0;
    const again = await openConfiguredDatabase(loadConfig({ DATA_DIR: dataDir }), {
      warn: (message) => warnings.push(message),
    });
    await again.close();
    expect(warnings).toEqual([]);
  });
});

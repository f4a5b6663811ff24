import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { CatalogRepository } from '../modules/catalog/index.js';
import { openConfiguredDatabase } from '../open-configured-database.js';
import { showConfigFixture } from '../testing/catalog-factories.js';
import { embeddedTemplatePath } from './embedded-database-template.js';

const dirs: string[] = [];
function freshDataDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'showfloor-template-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** Names of the entries of a tar archive. */
function tarNames(tar: Buffer): string[] {
  const names: string[] = [];
  for (let offset = 0; offset + 512 <= tar.length; ) {
    const header = tar.subarray(offset, offset + 512);
    if (header.every((byte) => byte === 0)) break;
    names.push(header.subarray(0, 100).toString('utf8').replace(/\0.*$/s, ''));
    const size = Number.parseInt(header.subarray(124, 136).toString('utf8').trim() || '0', 8);
    offset += 512 + Math.ceil(size / 512) * 512;
  }
  return names;
}

describe('a new embedded database starts from a copy of an empty migrated one', () => {
  it("holds none of another database's show, nor its lock, and works like one made by initdb", async () => {
    const first = await openConfiguredDatabase(loadConfig({ DATA_DIR: freshDataDir() }));
    await new CatalogRepository(first.db).setConfig(showConfigFixture({ name: { en: 'First show' } }));
    const template = embeddedTemplatePath();
    expect(existsSync(template)).toBe(true);
    const names = tarNames(readFileSync(template));
    expect(names).toContain('/PG_VERSION');
    expect(names.some((name) => name.includes('showfloor.lock'))).toBe(false);

    // Created while the first is open: the copy is of the empty database, not of the first show.
    const dataDir = freshDataDir();
    const second = await openConfiguredDatabase(loadConfig({ DATA_DIR: dataDir }));
    try {
      expect(second.isNew).toBe(true);
      expect(readFileSync(path.join(dataDir, 'pglite', 'showfloor.lock'), 'utf8')).toBe(String(process.pid));
      const catalog = new CatalogRepository(second.db);
      expect(await catalog.getConfig()).toBeUndefined();
      await catalog.setConfig(showConfigFixture({ name: { en: 'Second show' } }));
      expect((await catalog.getConfig())?.name.en).toBe('Second show');
      // Only the database in use is copied: initdb's template databases would double the files
      // every new DATA_DIR creates.
      expect(readdirSync(path.join(dataDir, 'pglite', 'base'))).toHaveLength(1);
    } finally {
      await second.close();
      await first.close();
    }
  });

  it('creates the database by initdb when the copy is damaged, and replaces the copy', async () => {
    const template = embeddedTemplatePath();
    writeFileSync(template, 'not a database');
    const dataDir = freshDataDir();
    const handle = await openConfiguredDatabase(loadConfig({ DATA_DIR: dataDir }));
    try {
      expect(handle.isNew).toBe(true);
      expect(await new CatalogRepository(handle.db).getConfig()).toBeUndefined();
    } finally {
      await handle.close();
    }
    expect(tarNames(readFileSync(template))).toContain('/PG_VERSION');
  });
});

import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { CatalogRepository } from '../modules/catalog/index.js';
import { openConfiguredDatabase } from '../open-configured-database.js';
import { showConfigFixture } from '../testing/catalog-factories.js';
import { embeddedTemplatePath, extractEmbeddedTemplate } from './embedded-database-template.js';

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

/** A tar archive of `entries` (name, tar type flag, content), as PGlite's dump writes one. */
function tarOf(entries: Array<[name: string, type: '0' | '2' | '5', content: string]>): Buffer {
  const blocks = entries.flatMap(([name, type, content]) => {
    const header = Buffer.alloc(512);
    header.write(name, 0);
    header.write(`${content.length.toString(8).padStart(11, '0')}\0`, 124);
    header.write(type, 156);
    header.write('ustar\x0000', 257);
    const body = Buffer.alloc(Math.ceil(content.length / 512) * 512);
    body.write(content);
    return [header, body];
  });
  return Buffer.concat([...blocks, Buffer.alloc(1024)]);
}

describe('extracting the copy into a new database folder', () => {
  it('writes its folders and files, and refuses an entry outside the folder or of another kind', () => {
    const dir = path.join(freshDataDir(), 'pglite');
    extractEmbeddedTemplate(
      tarOf([
        ['/base', '5', ''],
        ['/base/5', '5', ''],
        ['/base/5/1249', '0', 'relation'],
        ['/PG_VERSION', '0', '17\n'],
      ]),
      dir,
    );
    expect(readFileSync(path.join(dir, 'PG_VERSION'), 'utf8')).toBe('17\n');
    expect(readFileSync(path.join(dir, 'base', '5', '1249'), 'utf8')).toBe('relation');

    const other = path.join(freshDataDir(), 'pglite');
    expect(() => extractEmbeddedTemplate(tarOf([['../escaped', '0', 'x']]), other)).toThrow(
      'template entry ../escaped is outside the database folder',
    );
    expect(existsSync(path.join(other, '..', 'escaped'))).toBe(false);
    expect(() => extractEmbeddedTemplate(tarOf([['/link', '2', '']]), other)).toThrow(
      'template entry link is neither a file nor a folder',
    );
  });
});

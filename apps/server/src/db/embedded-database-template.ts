import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { type Database, migrationsFolder } from './database.js';

/**
 * A new embedded database starts from a copy of an empty, migrated one kept on this machine: PGlite
 * creates a database by running initdb, about 5 s of CPU, where copying one costs under 1 s (most of
 * a first `showfloor import` into a fresh DATA_DIR was initdb). The copy is named after the PGlite
 * version and the migrations, so an upgrade of either never starts a database from a stale one; it
 * holds no show data (it is dumped right after the migrations, before any import), and every
 * database gets its own show identity at its first publish (docs/decisions.md "Show identity").
 */
const cacheDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../node_modules/.cache/showfloor',
);

function pgliteVersion(): string {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  // The package's entry is <package>/dist/index.cjs; its package.json is not exported.
  const manifest = path.join(path.dirname(path.dirname(entry)), 'package.json');
  return String((JSON.parse(readFileSync(manifest, 'utf8')) as { version?: unknown }).version);
}

/**
 * The databases initdb makes beside `postgres`, the one Showfloor uses; it never creates a database,
 * which is all they serve for. Dropped from the template, a copy creates 533 files instead of 1,136,
 * and creating files is most of the cost of a copy (about 0.6 ms of system time each on a busy
 * virtual machine: 0.7 s of the 1.7 s of CPU a copy took).
 */
const UNUSED_DATABASES = ['template0', 'template1'] as const;

/** Names what a template holds besides the migrations, so a template of another content is never used. */
const TEMPLATE_LAYOUT = `without ${UNUSED_DATABASES.join(' ')}`;

/** Drops the databases nothing uses (UNUSED_DATABASES) from the database about to become the template. */
export async function dropUnusedDatabases(db: Database): Promise<void> {
  for (const name of UNUSED_DATABASES) {
    // A template database cannot be dropped; these names are ours, not input.
    await db.execute(sql.raw(`ALTER DATABASE ${name} IS_TEMPLATE false`));
    await db.execute(sql.raw(`DROP DATABASE ${name}`));
  }
}

/** Where the template of this PGlite version and these migrations is kept. */
export function embeddedTemplatePath(directory = cacheDir): string {
  const hash = createHash('sha256').update(pgliteVersion()).update(TEMPLATE_LAYOUT);
  for (const name of readdirSync(migrationsFolder, { recursive: true, encoding: 'utf8' }).sort()) {
    if (!name.endsWith('.sql')) continue;
    hash.update(name).update(readFileSync(path.join(migrationsFolder, name)));
  }
  return path.join(directory, `pglite-template-${hash.digest('hex').slice(0, 16)}.tar`);
}

/** The template, or undefined when this machine has none yet (or it cannot be read). */
export async function readEmbeddedTemplate(file: string): Promise<Uint8Array | undefined> {
  try {
    return await readFile(file);
  } catch {
    return undefined;
  }
}

const TAR_BLOCK = 512;

interface TarEntry {
  /** The path inside the archive, without a leading `./` or `/`. */
  name: string;
  /** The tar type flag: `0` (or NUL) a file, `5` a folder. */
  type: string;
  /** The whole entry: its header and its content's blocks. */
  block: Uint8Array;
  content: Uint8Array;
}

/** The entries of a tar archive (the ustar PGlite writes), in order; stops at the end blocks. */
function* tarEntries(tar: Uint8Array): Generator<TarEntry> {
  const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes).replace(/\0.*$/s, '');
  let offset = 0;
  while (offset + TAR_BLOCK <= tar.length) {
    const header = tar.subarray(offset, offset + TAR_BLOCK);
    // Two zero blocks end the archive.
    if (header.every((byte) => byte === 0)) return;
    const prefix = text(header.subarray(345, 500));
    const name = `${prefix ? `${prefix}/` : ''}${text(header.subarray(0, 100))}`.replace(/^\.?\//, '');
    const size = Number.parseInt(text(header.subarray(124, 136)).trim() || '0', 8);
    const end = offset + TAR_BLOCK + Math.ceil(size / TAR_BLOCK) * TAR_BLOCK;
    yield {
      name,
      type: text(header.subarray(156, 157)) || '0',
      block: tar.subarray(offset, end),
      content: tar.subarray(offset + TAR_BLOCK, offset + TAR_BLOCK + size),
    };
    offset = end;
  }
}

/**
 * The tar of a database folder without the files of `excluded` names (at its root): the copy of a
 * folder holds the lock of the process that made it, which must not reach the databases made from it.
 */
export function withoutTarEntries(tar: Uint8Array, excluded: ReadonlySet<string>): Uint8Array {
  const kept: Uint8Array[] = [];
  for (const entry of tarEntries(tar)) if (!excluded.has(entry.name)) kept.push(entry.block);
  // The two zero blocks that end an archive.
  kept.push(new Uint8Array(2 * TAR_BLOCK));
  return Buffer.concat(kept);
}

/**
 * Writes the template's files into `directory` (empty but for the lock), one write per file. PGlite
 * can extract it itself (`loadDataDir`), but through its emulated file system, with several system
 * calls per file where this makes one: creating files is most of a copy's cost (each system call
 * costs a lot on a busy virtual machine). Throws on an entry that is neither a file nor a folder, or
 * that would land outside `directory`: the caller then creates the database by initdb.
 */
export function extractEmbeddedTemplate(tar: Uint8Array, directory: string): void {
  const root = path.resolve(directory);
  const folders = new Set([root]);
  const folder = (target: string) => {
    if (folders.has(target)) return;
    mkdirSync(target, { recursive: true, mode: 0o700 });
    folders.add(target);
  };
  for (const entry of tarEntries(tar)) {
    const target = path.resolve(root, entry.name);
    if (target !== root && !target.startsWith(`${root}${path.sep}`))
      throw new Error(`template entry ${entry.name} is outside the database folder`);
    if (entry.type === '5') folder(target);
    else if (entry.type === '0') {
      folder(path.dirname(target));
      // Private from the start, as DATA_DIR's files must be: no mode to fix after (restrictModes).
      writeFileSync(target, entry.content, { mode: 0o600 });
    } else throw new Error(`template entry ${entry.name} is neither a file nor a folder`);
  }
}

/** Keeps a copy of a just-migrated empty database; a failure (a read-only install) only costs speed. */
export async function saveEmbeddedTemplate(
  file: string,
  copy: () => Promise<Blob>,
  excluded: ReadonlySet<string>,
): Promise<void> {
  const temporary = `${file}.${process.pid}.tmp`;
  try {
    await mkdir(path.dirname(file), { recursive: true });
    const tar = new Uint8Array(await (await copy()).arrayBuffer());
    await writeFile(temporary, withoutTarEntries(tar, excluded));
    // Renamed whole: another process starting meanwhile reads the old state or the complete file.
    await rename(temporary, file);
  } catch {
    await rm(temporary, { force: true });
  }
}

/** Forgets a template that could not start a database, so that the next creation runs initdb. */
export async function dropEmbeddedTemplate(file: string): Promise<void> {
  await rm(file, { force: true });
}

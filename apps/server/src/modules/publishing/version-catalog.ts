import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { gunzip, gzip } from 'node:zlib';
import type { ShowConfig } from '@showfloor/core';
import type { SourcedItem } from '../catalog/index.js';

const gzipAsync = promisify(gzip);
const gunzipAsync = promisify(gunzip);

/** The catalog and configuration a version was published from. */
export interface VersionCatalog {
  items: SourcedItem[];
  config: { config: ShowConfig; derived: boolean } | null;
}

function isVersionCatalog(value: unknown): value is VersionCatalog {
  return (
    typeof value === 'object' &&
    value !== null &&
    'items' in value &&
    Array.isArray(value.items) &&
    'config' in value &&
    typeof value.config === 'object'
  );
}

/**
 * The catalog each version was published from, one gzip JSON file per version in its own folder
 * beside the published versions (never served: it holds every item's source), read for the next
 * version's changelog and to publish a version again. A file, not a database row: dataset W's is
 * 3 MB, which the embedded database takes seconds to store and read back as bytea.
 */
export class VersionCatalogFiles {
  constructor(readonly root: string) {}

  private fileOf(version: number): string {
    return path.join(this.root, `v${version}.json.gz`);
  }

  /** Written whole under a temporary name, then renamed: a reader never sees half a file. */
  async write(version: number, catalog: VersionCatalog): Promise<void> {
    await mkdir(this.root, { recursive: true, mode: 0o700 });
    // gzip at its fastest level: dataset W's catalog is written in a fraction of a second.
    const packed = await gzipAsync(JSON.stringify(catalog), { level: 1 });
    const temporary = `${this.fileOf(version)}.tmp-${process.pid}`;
    await writeFile(temporary, packed, { mode: 0o600 });
    await rename(temporary, this.fileOf(version));
  }

  /** The catalog of a version, or undefined when it was not kept (published before versions kept theirs). */
  async read(version: number): Promise<VersionCatalog | undefined> {
    let packed: Buffer;
    try {
      packed = await readFile(this.fileOf(version));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
    // Written by this class only: its outline is checked, not every item.
    const value: unknown = JSON.parse((await gunzipAsync(packed)).toString('utf8'));
    if (!isVersionCatalog(value)) throw new Error(`${this.fileOf(version)} is not a version catalog`);
    return value;
  }
}

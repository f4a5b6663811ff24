import {
  bundleFields,
  type DataBundle,
  type DataIncrement,
  decodeRow,
  type JsonValue,
  type PublishedDataType,
  planIncrement,
  type TypeTable,
  withVenuePayloadAsText,
} from '@showfloor/core';
import type { CatalogDatabase, MetaEntry, StoredRecord } from './catalog-database.js';
import { type CatalogMeta, InvalidLocalDataError } from './catalog-meta.js';
import { CatalogRepository } from './catalog-repository.js';
import type { CatalogWriter, WriteProgress } from './catalog-writer.js';

/**
 * Records per write request. The update runs in a worker, so decoding does not block the page;
 * chunks only bound how much each request clones and how often progress moves.
 */
const CHUNK_SIZE = 500;

function metaEntries(meta: CatalogMeta): MetaEntry[] {
  return [
    { key: 'version', value: meta.version },
    { key: 'schema', value: meta.schema },
    { key: 'locale', value: meta.locale },
    { key: 'fields', value: meta.fields },
    { key: 'assets_version', value: meta.assetsVersion },
  ];
}

function* bundleRows(bundle: DataBundle): Generator<[PublishedDataType, TypeTable, JsonValue[]]> {
  for (const [type, table] of Object.entries(bundle.data) as [PublishedDataType, TypeTable][]) {
    for (const row of table.rows) yield [type, table, row];
  }
}

function countRows(bundle: DataBundle): number {
  let total = 0;
  for (const table of Object.values(bundle.data)) total += table?.rows.length ?? 0;
  return total;
}

function toStored(
  type: PublishedDataType,
  fields: readonly string[],
  row: readonly JsonValue[],
): StoredRecord {
  const decoded = decodeRow(fields, row);
  if (typeof decoded.id !== 'number') throw new InvalidLocalDataError(`a ${type} row has no numeric id`);
  // A level's venue is kept as JSON text, read back far quicker (core withVenuePayloadAsText).
  const record = type === 'floors' ? withVenuePayloadAsText(decoded) : decoded;
  // decodeRow made a fresh object: tag it instead of copying 30,000 records on a full download.
  return Object.assign(record, { type });
}

type PendingWrite = { put: StoredRecord } | { remove: [PublishedDataType, number] };

/** The updater's writes to the catalog database, each in one transaction. */
export class DexieCatalogWriter implements CatalogWriter {
  private readonly repository: CatalogRepository;

  constructor(private readonly db: CatalogDatabase) {
    this.repository = new CatalogRepository(db);
  }

  readMeta(): Promise<CatalogMeta | null> {
    return this.repository.readMeta();
  }

  async replaceAll(bundle: DataBundle, assetsVersion: number, onProgress?: WriteProgress): Promise<void> {
    const meta: CatalogMeta = {
      version: bundle.version,
      schema: bundle.schema,
      locale: bundle.locale,
      fields: bundleFields(bundle),
      assetsVersion,
    };
    const total = countRows(bundle);
    // One transaction: clearing, every record and the new meta commit together or not at all, so
    // a failure halfway leaves the previous version whole and readable.
    await this.db.transaction('rw', this.db.items, this.db.meta, async () => {
      await this.db.items.clear();
      // Chunks are handed to IndexedDB without waiting for the previous one: the database writes
      // one while this worker decodes and clones the next, instead of each waiting for the other.
      const writes: Promise<unknown>[] = [];
      let written = 0;
      const write = (chunk: StoredRecord[]) =>
        writes.push(
          this.db.items.bulkAdd(chunk).then(() => {
            written += chunk.length;
            onProgress?.(written, total);
          }),
        );
      let chunk: StoredRecord[] = [];
      for (const [type, table, row] of bundleRows(bundle)) {
        chunk.push(toStored(type, table.fields, row));
        if (chunk.length === CHUNK_SIZE) {
          write(chunk);
          chunk = [];
        }
      }
      if (chunk.length > 0) write(chunk);
      await Promise.all(writes);
      await this.db.meta.clear();
      await this.db.meta.bulkPut(metaEntries(meta));
    });
  }

  /**
   * Follows core's rules (`planIncrement`, the ones `applyIncrement` follows on a bundle in memory)
   * type by type, without reading the records the increment leaves alone.
   */
  async applyIncrement(
    increment: DataIncrement,
    assetsVersion: number,
    onProgress?: WriteProgress,
  ): Promise<void> {
    await this.db.transaction('rw', this.db.items, this.db.meta, async () => {
      // Read inside the transaction: nobody can change the held version between the check and the
      // write, and a refused increment (thrown here) aborts it before anything is written.
      const meta = await this.repository.readMeta();
      if (!meta) throw new Error('no local data to apply an increment to');
      const writes: PendingWrite[] = planIncrement(meta, increment).flatMap(
        ({ type, fields, put, remove }) => [
          ...put.map((row): PendingWrite => ({ put: toStored(type, fields, row) })),
          ...remove.map((id): PendingWrite => ({ remove: [type, id] })),
        ],
      );
      for (let start = 0; start < writes.length; start += CHUNK_SIZE) {
        const slice = writes.slice(start, start + CHUNK_SIZE);
        const puts = slice.flatMap((write) => ('put' in write ? [write.put] : []));
        const removals = slice.flatMap((write) => ('remove' in write ? [write.remove] : []));
        if (puts.length) await this.db.items.bulkPut(puts);
        if (removals.length) await this.db.items.bulkDelete(removals);
        onProgress?.(Math.min(start + CHUNK_SIZE, writes.length), writes.length);
      }
      await this.db.meta.bulkPut(metaEntries({ ...meta, version: increment.version, assetsVersion }));
    });
  }

  async setAssetsVersion(assetsVersion: number): Promise<void> {
    await this.db.meta.put({ key: 'assets_version', value: assetsVersion });
  }

  async clear(): Promise<void> {
    await this.db.transaction('rw', this.db.items, this.db.meta, async () => {
      await this.db.items.clear();
      await this.db.meta.clear();
    });
  }
}

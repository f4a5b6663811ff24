import {
  bundleFields,
  type DataBundle,
  type DataIncrement,
  decodeRow,
  isPublishedDataType,
  type JsonValue,
  type PublishedDataType,
  type TypeTable,
  withVenuePayloadAsText,
} from '@showfloor/core';
import Dexie from 'dexie';
import { CatalogDatabase, type MetaEntry, type StoredRecord } from './catalog-database.js';
import { type CatalogMeta, InvalidLocalDataError, parseCatalogMeta } from './catalog-meta.js';

export type RecordCounts = Partial<Record<PublishedDataType, number>>;

/** Called after each chunk written, with records written so far and the total. */
export type WriteProgress = (written: number, total: number) => void;

/**
 * The device's copy of the published catalog. Screens only read it; only the updater writes it,
 * and every write moves from one complete data version to the next in a single transaction.
 */
export interface LocalCatalog {
  /** The held version, null when empty; throws InvalidLocalDataError when the stored meta is damaged. */
  readMeta(): Promise<CatalogMeta | null>;
  countByType(): Promise<RecordCounts>;
  listByType(type: PublishedDataType): Promise<StoredRecord[]>;
  /** One record by its id, undefined when this version has none. */
  getRecord(type: PublishedDataType, id: number): Promise<StoredRecord | undefined>;
  /** Records of a type by id, in the order of `ids`, skipping ids this version lacks. */
  getRecords(type: PublishedDataType, ids: readonly number[]): Promise<StoredRecord[]>;
  /**
   * The record as last read into memory with its whole type (or by id, see readRecordsAhead),
   * without touching the database (so possibly from the version before an update): what a screen
   * can paint at once while its live query confirms it. Undefined when it was not read yet.
   */
  peekRecord(type: PublishedDataType, key: { id: number } | { originalId: string }): StoredRecord | undefined;
  /** A whole type as last read into memory, as `peekRecord`; undefined when it was not read yet. */
  peekType(type: PublishedDataType): readonly StoredRecord[] | undefined;
  /**
   * Records of a type by id from memory, as `peekRecord`; undefined when the type was not read
   * whole and one of the ids was not read by id either.
   */
  peekRecords(type: PublishedDataType, ids: readonly number[]): StoredRecord[] | undefined;
  /**
   * Reads whole types into memory ahead of need, a slice at a time with `pause` awaited between
   * slices (the caller waits for idle time there), so that a screen opened next peeks them. A type
   * already in memory for the held version is skipped, one being read is waited for, and one whose
   * version changed while it was being read is dropped.
   */
  warmTypes(types: readonly PublishedDataType[], pause: () => Promise<void>): Promise<void>;
  /**
   * Reads records by id into memory (unless their type is there whole), so that `peekRecord` and
   * `peekRecords` find them: a page prepared before it is shown paints them in its first frame.
   * Every list is read in one database request.
   */
  readRecordsAhead(lists: readonly (readonly [PublishedDataType, readonly number[]])[]): Promise<void>;
  /** One record by its original id (shared links carry original ids). */
  findByOriginalId(type: PublishedDataType, originalId: string): Promise<StoredRecord | undefined>;
  /** Replaces everything by a full bundle. */
  replaceAll(bundle: DataBundle, assetsVersion: number, onProgress?: WriteProgress): Promise<void>;
  /** Applies an increment to the held version; throws when it does not start from that version. */
  applyIncrement(increment: DataIncrement, assetsVersion: number, onProgress?: WriteProgress): Promise<void>;
  /** Records that the device now holds the assets of `assetsVersion` (an assets-only update). */
  setAssetsVersion(assetsVersion: number): Promise<void>;
  clear(): Promise<void>;
  close(): void;
}

/**
 * Records per write request of a full download. The update runs in a worker, so decoding does not
 * block the page; chunks only bound how much each request clones and how often progress moves.
 */
const CHUNK_SIZE = 500;

/**
 * Records per read while warming a type in idle time: each slice is cloned out of IndexedDB in one
 * task on the page's thread, and a few hundred records keep that task to a few milliseconds on a
 * slow phone, so scrolling meanwhile keeps its frames. A slice read quicker than `quickMs` doubles
 * the next one, one slower than `slowMs` halves it.
 */
const WARM_SLICE_SIZE = { first: 200, min: 50, max: 1600, quickMs: 8, slowMs: 24 } as const;
/**
 * A sheet peeks a handful of ids: up to this many are looked up by scanning the type in memory,
 * which costs far less than building its index (70 ms for 8,000 exhibitors on a slow phone).
 */
const PEEK_SCAN_MAX_IDS = 16;
/**
 * Records read by id (a sheet, its related lists) kept in memory, most recent last: a sheet opened
 * again, or prepared before it is shown (see the router's page preparation), paints them at once.
 */
const RECENT_RECORDS_MAX = 1000;

interface PendingWrite {
  put?: StoredRecord;
  deleteKey?: [PublishedDataType, number];
}

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

interface RecordIndex {
  byId: Map<number, StoredRecord>;
  byOriginalId: Map<unknown, StoredRecord>;
}

export class DexieLocalCatalog implements LocalCatalog {
  /**
   * Whole types as last read, per data version: lists of 8,000 exhibitors are opened again and again
   * and reading them back from IndexedDB is most of the time it takes to show them. Frozen, since
   * every screen shares them.
   */
  private readonly typeCache = new Map<PublishedDataType, { version: unknown; records: StoredRecord[] }>();

  private readonly recordIndexes = new WeakMap<readonly StoredRecord[], RecordIndex>();

  /**
   * Records read by id, by `type#id`; null for an id the data does not hold (a dangling reference),
   * so that a sheet naming one still paints from memory. Cleared when the data version changes.
   */
  private readonly recent = new Map<string, StoredRecord | null>();
  private recentVersion: unknown;

  /**
   * Whole types being read by `listByType`: a page that starts reading its data before it shows
   * (the map's floors, 4.5 MB in dataset W) and the page asking for the same type meanwhile share one read.
   */
  private readonly reading = new Map<
    PublishedDataType,
    { version: unknown; records: Promise<StoredRecord[]> }
  >();

  /** Types being read ahead: a second request for one waits for the first instead of reading it again. */
  private readonly warming = new Map<PublishedDataType, Promise<void>>();

  constructor(readonly db: CatalogDatabase = new CatalogDatabase()) {}

  /** The records of one type: a range of the primary key [type+id]. */
  private ofType(type: PublishedDataType) {
    return this.db.items.where(':id').between([type, Dexie.minKey], [type, Dexie.maxKey]);
  }

  async readMeta(): Promise<CatalogMeta | null> {
    const rows = await this.db.meta.toArray();
    return parseCatalogMeta(new Map(rows.map((row) => [row.key, row.value])));
  }

  async countByType(): Promise<RecordCounts> {
    const counts: RecordCounts = {};
    for (const key of await this.db.items.orderBy(':id').keys()) {
      const first: unknown = Array.isArray(key) ? key[0] : undefined;
      if (typeof first !== 'string' || !isPublishedDataType(first)) continue;
      const type: PublishedDataType = first;
      counts[type] = (counts[type] ?? 0) + 1;
    }
    return counts;
  }

  async listByType(type: PublishedDataType): Promise<StoredRecord[]> {
    // Every write (download, increment, clear) changes or removes the version row, in the same
    // transaction as the records; reading it first also makes live queries re-run on each write.
    const version = (await this.db.meta.get('version'))?.value;
    this.forgetRecentUnless(version);
    const cached = this.typeCache.get(type);
    if (cached && version !== undefined && cached.version === version) return cached.records;
    const pending = this.reading.get(type);
    if (pending && version !== undefined && pending.version === version) return pending.records;
    const reading = (async () => Object.freeze(await this.ofType(type).toArray()) as StoredRecord[])();
    this.reading.set(type, { version, records: reading });
    try {
      const records = await reading;
      this.typeCache.set(type, { version, records });
      return records;
    } finally {
      if (this.reading.get(type)?.records === reading) this.reading.delete(type);
    }
  }

  async warmTypes(types: readonly PublishedDataType[], pause: () => Promise<void>): Promise<void> {
    for (const type of types) {
      let warm = this.warming.get(type);
      if (warm === undefined) {
        // Registered before its first read, so a second request made meanwhile waits for this one.
        warm = this.warmIfStale(type, pause).finally(() => this.warming.delete(type));
        this.warming.set(type, warm);
      }
      await warm;
    }
  }

  private async warmIfStale(type: PublishedDataType, pause: () => Promise<void>): Promise<void> {
    const version = (await this.db.meta.get('version'))?.value;
    if (version === undefined || this.typeCache.get(type)?.version === version) return;
    await this.warmType(type, version, pause);
  }

  private async warmType(type: PublishedDataType, version: unknown, pause: () => Promise<void>) {
    const records: StoredRecord[] = [];
    let size: number = WARM_SLICE_SIZE.first;
    for (;;) {
      await pause();
      const last = records[records.length - 1];
      const started = performance.now();
      const slice = await this.db.items
        .where(':id')
        .between(
          [type, last === undefined ? Dexie.minKey : last.id],
          [type, Dexie.maxKey],
          last === undefined,
        )
        .limit(size)
        .toArray();
      records.push(...slice);
      if (slice.length < size) break;
      // Small records (places: 90 bytes) take larger slices than big ones (events: 700 bytes).
      const took = performance.now() - started;
      if (took < WARM_SLICE_SIZE.quickMs) size = Math.min(size * 2, WARM_SLICE_SIZE.max);
      else if (took > WARM_SLICE_SIZE.slowMs) size = Math.max(size / 2, WARM_SLICE_SIZE.min);
    }
    // A write between two slices (an update committed meanwhile) leaves a mix of versions.
    if ((await this.db.meta.get('version'))?.value !== version) return;
    if (this.typeCache.get(type)?.version !== version)
      this.typeCache.set(type, { version, records: Object.freeze(records) as StoredRecord[] });
  }

  async getRecord(type: PublishedDataType, id: number): Promise<StoredRecord | undefined> {
    const record = await this.db.items.get([type, id]);
    this.remember(type, id, record);
    return record;
  }

  async getRecords(type: PublishedDataType, ids: readonly number[]): Promise<StoredRecord[]> {
    const found = await this.readAndRemember(ids.map((id): [PublishedDataType, number] => [type, id]));
    return found.filter((record): record is StoredRecord => record !== undefined);
  }

  async readRecordsAhead(lists: readonly (readonly [PublishedDataType, readonly number[]])[]): Promise<void> {
    // One database round trip: the page shown next waits for it. Records kept from before an
    // update are dropped when a whole-type read sees the new version, and a screen's live query
    // corrects what it painted from memory in any case.
    const keys = lists.flatMap(([type, ids]) =>
      this.typeCache.has(type)
        ? []
        : ids
            .filter((id) => !this.recent.has(`${type}#${id}`))
            .map((id): [PublishedDataType, number] => [type, id]),
    );
    if (keys.length > 0) await this.readAndRemember(keys);
  }

  /** Records by key in one request, each kept in memory (an absent one as absent). */
  private async readAndRemember(
    keys: readonly [PublishedDataType, number][],
  ): Promise<(StoredRecord | undefined)[]> {
    const found = await this.db.items.bulkGet([...keys]);
    keys.forEach(([type, id], index) => {
      this.remember(type, id, found[index]);
    });
    return found;
  }

  private remember(type: PublishedDataType, id: number, record: StoredRecord | undefined): void {
    const key = `${type}#${id}`;
    this.recent.delete(key);
    this.recent.set(key, record ?? null);
    if (this.recent.size > RECENT_RECORDS_MAX) this.recent.delete(this.recent.keys().next().value ?? '');
  }

  private forgetRecentUnless(version: unknown): void {
    if (version === this.recentVersion) return;
    this.recent.clear();
    this.recentVersion = version;
  }

  /** Records of a type by id from those read by id, or undefined when one of them was not read. */
  private peekRecent(type: PublishedDataType, ids: readonly number[]): StoredRecord[] | undefined {
    const found: StoredRecord[] = [];
    for (const id of ids) {
      const record = this.recent.get(`${type}#${id}`);
      if (record === undefined) return undefined;
      if (record !== null) found.push(record);
    }
    return found;
  }

  async findByOriginalId(type: PublishedDataType, originalId: string): Promise<StoredRecord | undefined> {
    return this.indexOf(await this.listByType(type)).byOriginalId.get(originalId);
  }

  peekRecord(
    type: PublishedDataType,
    key: { id: number } | { originalId: string },
  ): StoredRecord | undefined {
    const cached = this.typeCache.get(type);
    if (cached === undefined) return 'id' in key ? this.peekRecent(type, [key.id])?.[0] : undefined;
    const index = this.recordIndexes.get(cached.records);
    if ('id' in key)
      return index ? index.byId.get(key.id) : cached.records.find((record) => record.id === key.id);
    return index
      ? index.byOriginalId.get(key.originalId)
      : cached.records.find((record) => record.original_id === key.originalId);
  }

  peekType(type: PublishedDataType): readonly StoredRecord[] | undefined {
    return this.typeCache.get(type)?.records;
  }

  peekRecords(type: PublishedDataType, ids: readonly number[]): StoredRecord[] | undefined {
    if (ids.length === 0) return [];
    const cached = this.typeCache.get(type);
    if (cached === undefined) return this.peekRecent(type, ids);
    if (!this.recordIndexes.has(cached.records) && ids.length <= PEEK_SCAN_MAX_IDS) {
      const wanted = new Set(ids);
      const found = new Map(
        cached.records.filter((record) => wanted.has(record.id)).map((record) => [record.id, record]),
      );
      return ids.flatMap((id) => found.get(id) ?? []);
    }
    const { byId } = this.indexOf(cached.records);
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  /** Ids and original ids of a cached type, built the first time a sheet or a shared link needs them. */
  private indexOf(records: readonly StoredRecord[]): RecordIndex {
    let index = this.recordIndexes.get(records);
    if (index === undefined) {
      index = {
        byId: new Map(records.map((record) => [record.id, record])),
        byOriginalId: new Map(records.map((record) => [record.original_id, record])),
      };
      this.recordIndexes.set(records, index);
    }
    return index;
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

  async applyIncrement(
    increment: DataIncrement,
    assetsVersion: number,
    onProgress?: WriteProgress,
  ): Promise<void> {
    await this.db.transaction('rw', this.db.items, this.db.meta, async () => {
      // Read inside the transaction: nobody can change the held version between the check and the write.
      const meta = await this.readMeta();
      if (!meta) throw new Error('no local data to apply an increment to');
      if (meta.version !== increment.from || meta.schema !== increment.schema) {
        throw new Error(
          `increment ${increment.from}→${increment.version} does not apply to version ${meta.version}`,
        );
      }
      const writes: PendingWrite[] = [];
      for (const [type, changes] of Object.entries(increment.data) as [
        PublishedDataType,
        { [id: string]: JsonValue[] | null },
      ][]) {
        const fields = meta.fields[type];
        if (!fields) throw new Error(`increment names type ${type}, absent from the local schema`);
        for (const [id, row] of Object.entries(changes)) {
          writes.push(
            row === null ? { deleteKey: [type, Number(id)] } : { put: toStored(type, fields, row) },
          );
        }
      }
      for (let start = 0; start < writes.length; start += CHUNK_SIZE) {
        const slice = writes.slice(start, start + CHUNK_SIZE);
        const puts = slice.flatMap((write) => (write.put ? [write.put] : []));
        const deletes = slice.flatMap((write) => (write.deleteKey ? [write.deleteKey] : []));
        if (puts.length) await this.db.items.bulkPut(puts);
        if (deletes.length) await this.db.items.bulkDelete(deletes);
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

  close(): void {
    this.db.close();
  }
}

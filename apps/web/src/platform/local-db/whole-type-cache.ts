import type { PublishedDataType } from '@showfloor/core';
import type { StoredRecord } from './catalog-database.js';
import { RecordIndexes } from './record-indexes.js';

/**
 * A sheet peeks a handful of ids: up to this many are looked up by scanning the type in memory,
 * which costs far less than building its index.
 */
const PEEK_SCAN_MAX_IDS = 16;

/**
 * Whole types as last read, per data version: lists of 8,000 exhibitors are opened again and again
 * and reading them back from IndexedDB is most of the time it takes to show them. Frozen, since
 * every screen shares them.
 */
export class WholeTypeCache {
  private readonly types = new Map<PublishedDataType, { version: unknown; records: StoredRecord[] }>();
  readonly indexes = new RecordIndexes();

  /**
   * Whole types being read: a page that starts reading its data before it shows (the map's
   * floors, 4.5 MB in dataset W) and the page asking for the same type meanwhile share one read.
   */
  private readonly reading = new Map<
    PublishedDataType,
    { version: unknown; records: Promise<StoredRecord[]> }
  >();

  has(type: PublishedDataType): boolean {
    return this.types.has(type);
  }

  isCurrent(type: PublishedDataType, version: unknown): boolean {
    return version !== undefined && this.types.get(type)?.version === version;
  }

  /** Keeps `records` as the type's records in `version`, unless it holds them for it already. */
  keep(type: PublishedDataType, version: unknown, records: StoredRecord[]): void {
    if (this.types.get(type)?.version !== version)
      this.types.set(type, { version, records: Object.freeze(records) as StoredRecord[] });
  }

  /** The type's records in `version`: from memory, from a read under way, or read by `load`. */
  async read(
    type: PublishedDataType,
    version: unknown,
    load: () => Promise<StoredRecord[]>,
  ): Promise<StoredRecord[]> {
    const cached = this.types.get(type);
    if (cached && this.isCurrent(type, version)) return cached.records;
    const pending = this.reading.get(type);
    if (pending && version !== undefined && pending.version === version) return pending.records;
    const reading = (async () => Object.freeze(await load()) as StoredRecord[])();
    this.reading.set(type, { version, records: reading });
    try {
      const records = await reading;
      this.types.set(type, { version, records });
      return records;
    } finally {
      if (this.reading.get(type)?.records === reading) this.reading.delete(type);
    }
  }

  peekType(type: PublishedDataType): readonly StoredRecord[] | undefined {
    return this.types.get(type)?.records;
  }

  /** A record of a type held whole, whatever its version; undefined when absent or not held. */
  peekRecord(
    type: PublishedDataType,
    key: { id: number } | { originalId: string },
  ): StoredRecord | undefined {
    const records = this.types.get(type)?.records;
    if (records === undefined) return undefined;
    const index = this.indexes.peek(records);
    if ('id' in key) return index ? index.byId.get(key.id) : records.find((record) => record.id === key.id);
    return index
      ? index.byOriginalId.get(key.originalId)
      : records.find((record) => record.original_id === key.originalId);
  }

  /** Records of a type held whole by id, in the order of `ids`; undefined when the type is not held. */
  peekRecords(type: PublishedDataType, ids: readonly number[]): StoredRecord[] | undefined {
    const records = this.types.get(type)?.records;
    if (records === undefined) return undefined;
    if (!this.indexes.has(records) && ids.length <= PEEK_SCAN_MAX_IDS) {
      const wanted = new Set(ids);
      const found = new Map(
        records.filter((record) => wanted.has(record.id)).map((record) => [record.id, record]),
      );
      return ids.flatMap((id) => found.get(id) ?? []);
    }
    const { byId } = this.indexes.of(records);
    return ids.flatMap((id) => byId.get(id) ?? []);
  }
}

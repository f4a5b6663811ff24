import { isPublishedDataType, type PublishedDataType } from '@showfloor/core';
import Dexie from 'dexie';
import type { CatalogDatabase, StoredRecord } from './catalog-database.js';
import { type CatalogMeta, parseCatalogMeta } from './catalog-meta.js';
import type { RecordCounts } from './catalog-reader.js';

/** The queries that read the catalog database; the caches of the reader sit on top of them. */
export class CatalogRepository {
  constructor(private readonly db: CatalogDatabase) {}

  async readMeta(): Promise<CatalogMeta | null> {
    const rows = await this.db.meta.toArray();
    return parseCatalogMeta(new Map(rows.map((row) => [row.key, row.value])));
  }

  /**
   * The stored version as is, undefined when empty. Every write (download, increment, clear)
   * changes or removes it in the same transaction as the records, so it tells a cache whether it
   * is still current; reading it first also makes live queries re-run on each write.
   */
  async readVersion(): Promise<unknown> {
    return (await this.db.meta.get('version'))?.value;
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

  /** The records of one type: a range of the primary key [type+id]. */
  listType(type: PublishedDataType): Promise<StoredRecord[]> {
    return this.db.items.where(':id').between([type, Dexie.minKey], [type, Dexie.maxKey]).toArray();
  }

  /** Up to `limit` records of a type in id order, after `afterId` or from the first. */
  readTypeSlice(
    type: PublishedDataType,
    afterId: number | undefined,
    limit: number,
  ): Promise<StoredRecord[]> {
    return this.db.items
      .where(':id')
      .between([type, afterId ?? Dexie.minKey], [type, Dexie.maxKey], afterId === undefined)
      .limit(limit)
      .toArray();
  }

  getRecord(type: PublishedDataType, id: number): Promise<StoredRecord | undefined> {
    return this.db.items.get([type, id]);
  }

  /** Records by key in one request, undefined for each key the data lacks. */
  getRecords(keys: readonly [PublishedDataType, number][]): Promise<(StoredRecord | undefined)[]> {
    return this.db.items.bulkGet([...keys]);
  }
}

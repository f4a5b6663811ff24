import type { StoredRecord } from './catalog-database.js';

export interface RecordIndex {
  byId: Map<number, StoredRecord>;
  byOriginalId: Map<unknown, StoredRecord>;
}

/**
 * Ids and original ids of whole types read into memory, built the first time a sheet or a shared
 * link needs them (70 ms for 8,000 exhibitors on a slow phone) and dropped with their records.
 */
export class RecordIndexes {
  private readonly indexes = new WeakMap<readonly StoredRecord[], RecordIndex>();

  has(records: readonly StoredRecord[]): boolean {
    return this.indexes.has(records);
  }

  /** The index of `records` if it was built already. */
  peek(records: readonly StoredRecord[]): RecordIndex | undefined {
    return this.indexes.get(records);
  }

  of(records: readonly StoredRecord[]): RecordIndex {
    let index = this.indexes.get(records);
    if (index === undefined) {
      index = {
        byId: new Map(records.map((record) => [record.id, record])),
        byOriginalId: new Map(records.map((record) => [record.original_id, record])),
      };
      this.indexes.set(records, index);
    }
    return index;
  }
}

import type { PublishedDataType } from '@showfloor/core';
import type { StoredRecord } from './catalog-database.js';
import type { CatalogMeta } from './catalog-meta.js';
import type { KeptQueryResults } from './kept-query-results.js';

export type RecordCounts = Partial<Record<PublishedDataType, number>>;

/**
 * The device's copy of the published catalog as screens see it: read only. The updater writes it
 * through a CatalogWriter that only the composition root hands out, so a screen cannot change the
 * data it shows, and every write moves from one complete data version to the next.
 */
export interface CatalogReader {
  /** The held version, null when empty; throws InvalidLocalDataError when the stored meta is damaged. */
  readMeta(): Promise<CatalogMeta | null>;
  countByType(): Promise<RecordCounts>;
  listByType(type: PublishedDataType): Promise<StoredRecord[]>;
  /** One record by its id, undefined when this version has none. */
  getRecord(type: PublishedDataType, id: number): Promise<StoredRecord | undefined>;
  /** Records of a type by id, in the order of `ids`, skipping ids this version lacks. */
  getRecords(type: PublishedDataType, ids: readonly number[]): Promise<StoredRecord[]>;
  /** One record by its original id (shared links carry original ids). */
  findByOriginalId(type: PublishedDataType, originalId: string): Promise<StoredRecord | undefined>;
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
  /** Last results of live queries over this catalog, painted at once when a screen is opened again. */
  readonly keptResults: KeptQueryResults;
}

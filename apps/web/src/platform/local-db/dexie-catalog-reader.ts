import type { PublishedDataType } from '@showfloor/core';
import type { CatalogDatabase, StoredRecord } from './catalog-database.js';
import type { CatalogMeta } from './catalog-meta.js';
import type { CatalogReader, RecordCounts } from './catalog-reader.js';
import { CatalogRepository } from './catalog-repository.js';
import { KeptQueryResults } from './kept-query-results.js';
import { RecentRecords } from './recent-records.js';
import { TypeWarmer } from './type-warmer.js';
import { WholeTypeCache } from './whole-type-cache.js';

/**
 * The catalog as screens read it from IndexedDB, with what was read kept in memory so that a
 * screen opened again paints at once. It never writes: whatever the updater commits (here or in
 * its worker) reaches it through the version it reads before each whole type.
 */
export class DexieCatalogReader implements CatalogReader {
  private readonly repository: CatalogRepository;
  private readonly types = new WholeTypeCache();
  private readonly recent = new RecentRecords();
  private readonly warmer: TypeWarmer;
  readonly keptResults = new KeptQueryResults();

  constructor(db: CatalogDatabase) {
    this.repository = new CatalogRepository(db);
    this.warmer = new TypeWarmer(this.repository, this.types);
  }

  readMeta(): Promise<CatalogMeta | null> {
    return this.repository.readMeta();
  }

  countByType(): Promise<RecordCounts> {
    return this.repository.countByType();
  }

  async listByType(type: PublishedDataType): Promise<StoredRecord[]> {
    const version = await this.repository.readVersion();
    this.recent.forgetUnless(version);
    return this.types.read(type, version, () => this.repository.listType(type));
  }

  warmTypes(types: readonly PublishedDataType[], pause: () => Promise<void>): Promise<void> {
    return this.warmer.warm(types, pause);
  }

  async getRecord(type: PublishedDataType, id: number): Promise<StoredRecord | undefined> {
    const record = await this.repository.getRecord(type, id);
    this.recent.remember(type, id, record);
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
      this.types.has(type)
        ? []
        : ids.filter((id) => !this.recent.has(type, id)).map((id): [PublishedDataType, number] => [type, id]),
    );
    if (keys.length > 0) await this.readAndRemember(keys);
  }

  /** Records by key in one request, each kept in memory (an absent one as absent). */
  private async readAndRemember(
    keys: readonly [PublishedDataType, number][],
  ): Promise<(StoredRecord | undefined)[]> {
    const found = await this.repository.getRecords(keys);
    keys.forEach(([type, id], index) => {
      this.recent.remember(type, id, found[index]);
    });
    return found;
  }

  async findByOriginalId(type: PublishedDataType, originalId: string): Promise<StoredRecord | undefined> {
    return this.types.indexes.of(await this.listByType(type)).byOriginalId.get(originalId);
  }

  peekRecord(
    type: PublishedDataType,
    key: { id: number } | { originalId: string },
  ): StoredRecord | undefined {
    if (this.types.has(type)) return this.types.peekRecord(type, key);
    return 'id' in key ? this.recent.peek(type, [key.id])?.[0] : undefined;
  }

  peekType(type: PublishedDataType): readonly StoredRecord[] | undefined {
    return this.types.peekType(type);
  }

  peekRecords(type: PublishedDataType, ids: readonly number[]): StoredRecord[] | undefined {
    if (ids.length === 0) return [];
    return this.types.peekRecords(type, ids) ?? this.recent.peek(type, ids);
  }
}

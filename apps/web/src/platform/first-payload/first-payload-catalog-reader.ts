import type { PublishedDataType } from '@showfloor/core';
import type {
  CatalogDatabase,
  CatalogMeta,
  CatalogReader,
  KeptQueryResults,
  RecordCounts,
  StoredRecord,
} from '../local-db/index.js';
import type { FirstPayload, FirstPayloadSource } from './first-payload-source.js';

/**
 * The catalog as screens read it on a first visit: from the first payload while the device holds
 * no data yet, from IndexedDB (`stored`) from the moment it does. Each read first reads the stored
 * version through Dexie, so a live query made of these reads re-runs when the first bundle
 * commits, and reads the stored data then: the same rows in the same order, the rich texts added.
 * The payload is never written anywhere; the updater's versions stay whole (docs/decisions.md).
 */
export class FirstPayloadCatalogReader implements CatalogReader {
  /** Set once the device holds data: from then on every read is the stored reader's. */
  private isStored = false;

  constructor(
    private readonly stored: CatalogReader,
    private readonly database: CatalogDatabase,
    private readonly first: FirstPayloadSource,
  ) {}

  get keptResults(): KeptQueryResults {
    return this.stored.keptResults;
  }

  /** The payload to answer from, or undefined when the data is stored (or no payload is coming). */
  private async payload(): Promise<FirstPayload | undefined> {
    if (this.isStored) return undefined;
    // Read before anything else, inside the caller's live query: the commit of the first download
    // writes this key, which re-runs the query, on the stored data this time.
    const version = (await this.database.meta.get('version'))?.value;
    if (version !== undefined) {
      this.isStored = true;
      this.first.discard();
      return undefined;
    }
    return this.first.get();
  }

  /** The payload in memory, for the synchronous peeks. */
  private peekPayload(): FirstPayload | undefined {
    return this.isStored ? undefined : this.first.peek();
  }

  /** Still the stored data's: home tells "no data yet" and the updater plans a full download. */
  readMeta(): Promise<CatalogMeta | null> {
    return this.stored.readMeta();
  }

  async countByType(): Promise<RecordCounts> {
    const payload = await this.payload();
    if (!payload) return this.stored.countByType();
    const counts: RecordCounts = {};
    for (const type of payloadTypes(payload)) counts[type] = payload.records(type).length;
    return counts;
  }

  async listByType(type: PublishedDataType): Promise<StoredRecord[]> {
    const payload = await this.payload();
    // The frozen array itself, as the stored reader shares whole types (lists sort it once).
    return payload ? (payload.records(type) as StoredRecord[]) : this.stored.listByType(type);
  }

  async getRecord(type: PublishedDataType, id: number): Promise<StoredRecord | undefined> {
    const payload = await this.payload();
    return payload ? byId(payload, type).get(id) : this.stored.getRecord(type, id);
  }

  async getRecords(type: PublishedDataType, ids: readonly number[]): Promise<StoredRecord[]> {
    const payload = await this.payload();
    if (!payload) return this.stored.getRecords(type, ids);
    const index = byId(payload, type);
    return ids.flatMap((id) => index.get(id) ?? []);
  }

  async findByOriginalId(type: PublishedDataType, originalId: string): Promise<StoredRecord | undefined> {
    const payload = await this.payload();
    if (!payload) return this.stored.findByOriginalId(type, originalId);
    return payload.records(type).find((record) => record.original_id === originalId);
  }

  peekRecord(
    type: PublishedDataType,
    key: { id: number } | { originalId: string },
  ): StoredRecord | undefined {
    const payload = this.peekPayload();
    if (!payload) return this.stored.peekRecord(type, key);
    return 'id' in key
      ? byId(payload, type).get(key.id)
      : payload.records(type).find((record) => record.original_id === key.originalId);
  }

  peekType(type: PublishedDataType): readonly StoredRecord[] | undefined {
    const payload = this.peekPayload();
    return payload ? payload.records(type) : this.stored.peekType(type);
  }

  peekRecords(type: PublishedDataType, ids: readonly number[]): StoredRecord[] | undefined {
    const payload = this.peekPayload();
    if (!payload) return this.stored.peekRecords(type, ids);
    const index = byId(payload, type);
    return ids.flatMap((id) => index.get(id) ?? []);
  }

  /** Nothing to read ahead while the payload answers: it is all in memory already. */
  async warmTypes(types: readonly PublishedDataType[], pause: () => Promise<void>): Promise<void> {
    if (await this.payload()) return;
    return this.stored.warmTypes(types, pause);
  }

  async readRecordsAhead(lists: readonly (readonly [PublishedDataType, readonly number[]])[]): Promise<void> {
    if (await this.payload()) return;
    return this.stored.readRecordsAhead(lists);
  }
}

const indexes = new WeakMap<readonly StoredRecord[], Map<number, StoredRecord>>();

/** The payload's records of a type by id, indexed once per type. */
function byId(payload: FirstPayload, type: PublishedDataType): Map<number, StoredRecord> {
  const records = payload.records(type);
  let index = indexes.get(records);
  if (index === undefined) {
    index = new Map(records.map((record) => [record.id, record]));
    indexes.set(records, index);
  }
  return index;
}

function payloadTypes(payload: FirstPayload): PublishedDataType[] {
  return payload.types.filter((type) => payload.records(type).length > 0);
}

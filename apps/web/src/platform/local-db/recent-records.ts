import type { PublishedDataType } from '@showfloor/core';
import type { StoredRecord } from './catalog-database.js';

/**
 * Records read by id kept in memory, most recent last: a sheet opened again, or prepared before it
 * is shown (see the router's page preparation), paints them at once.
 */
const RECENT_RECORDS_MAX = 1000;

/**
 * Records read by id (a sheet, its related lists), by `type#id`; null for an id the data does not
 * hold (a dangling reference), so that a sheet naming one still paints from memory. Forgotten when
 * the data version changes.
 */
export class RecentRecords {
  private readonly records = new Map<string, StoredRecord | null>();
  private version: unknown;

  has(type: PublishedDataType, id: number): boolean {
    return this.records.has(`${type}#${id}`);
  }

  remember(type: PublishedDataType, id: number, record: StoredRecord | undefined): void {
    const key = `${type}#${id}`;
    this.records.delete(key);
    this.records.set(key, record ?? null);
    if (this.records.size > RECENT_RECORDS_MAX) this.records.delete(this.records.keys().next().value ?? '');
  }

  /** Records of a type by id, or undefined when one of them was not read. */
  peek(type: PublishedDataType, ids: readonly number[]): StoredRecord[] | undefined {
    const found: StoredRecord[] = [];
    for (const id of ids) {
      const record = this.records.get(`${type}#${id}`);
      if (record === undefined) return undefined;
      if (record !== null) found.push(record);
    }
    return found;
  }

  /** Called with the version each whole-type read sees: records of another version are dropped. */
  forgetUnless(version: unknown): void {
    if (version === this.version) return;
    this.records.clear();
    this.version = version;
  }
}

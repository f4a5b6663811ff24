import type { CatalogRecord, PublishedDataType } from '@showfloor/core';
import Dexie, { type DexieOptions, type EntityTable, type Table } from 'dexie';

/** A published record as stored: its data type is part of the key, so ids only need be unique per type. */
export type StoredRecord = CatalogRecord & { type: PublishedDataType };

/** Keys of the `meta` table (spec core §3 "Local database": version, schema, field orders). */
export const META_KEYS = ['version', 'schema', 'locale', 'fields', 'assets_version'] as const;
export type MetaKey = (typeof META_KEYS)[number];

export interface MetaEntry {
  key: MetaKey;
  value: unknown;
}

export const CATALOG_DATABASE_NAME = 'showfloor-catalog';

/**
 * The IndexedDB database of the show's published data (schema version 3); a new Dexie version with
 * an upgrade function is added here whenever the stored shape changes.
 */
export class CatalogDatabase extends Dexie {
  items!: Table<StoredRecord, [PublishedDataType, number]>;
  meta!: EntityTable<MetaEntry, 'key'>;

  /** `options` lets tests pass fake-indexeddb's factory instead of the browser's. */
  constructor(name: string = CATALOG_DATABASE_NAME, options?: DexieOptions) {
    super(name, options);
    this.version(1).stores({
      items: '[type+id], type, original_id',
      meta: 'key',
    });
    // Version 2 drops the `type` index: the primary key [type+id] already sorts records by type, and
    // one index less makes the first download of a big show a quarter cheaper to write.
    this.version(2).stores({
      items: '[type+id], original_id',
      meta: 'key',
    });
    // Version 3 drops the `original_id` index: only shared links look records up by original id,
    // through the type already read into memory, while every download paid for the index.
    this.version(3).stores({
      items: '[type+id]',
      meta: 'key',
    });
  }
}

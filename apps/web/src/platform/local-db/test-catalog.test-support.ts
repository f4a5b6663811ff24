import type { CatalogRecord, CatalogRecords } from '@showfloor/core';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterEach } from 'vitest';
import { CatalogDatabase } from './catalog-database.js';
import { DexieCatalogReader } from './dexie-catalog-reader.js';
import { DexieCatalogWriter } from './dexie-catalog-writer.js';

export interface TestCatalog {
  database: CatalogDatabase;
  /** What the screens get. */
  reader: DexieCatalogReader;
  /** What the updater gets. */
  writer: DexieCatalogWriter;
}

/**
 * For tests: the catalog database in fake-indexeddb, with a reader and a writer on it as the
 * composition root builds them. A fresh factory by default, so that tests share nothing; pass one
 * to open a database written before.
 */
export function openTestCatalog(name: string, indexedDB: IDBFactory = new IDBFactory()): TestCatalog {
  const database = new CatalogDatabase(name, { indexedDB, IDBKeyRange });
  return { database, reader: new DexieCatalogReader(database), writer: new DexieCatalogWriter(database) };
}

/** A ranked exhibitor of the catalog tests. */
export function testExhibitor(id: number, title = `Exhibitor ${id}`): CatalogRecord {
  return { id, original_id: `exh-${id}`, title, lump: { rank: id } };
}

/** A show of `exhibitorCount` ranked exhibitors (some renamed) and one event: the catalog tests' data. */
export function testShow(exhibitorCount: number, rename: Record<number, string> = {}): CatalogRecords {
  return {
    exhibitors: Array.from({ length: exhibitorCount }, (_, index) =>
      testExhibitor(index + 1, rename[index + 1] ?? `Exhibitor ${index + 1}`),
    ),
    events: [
      { id: 1, original_id: 'evt-1', title: 'Opening keynote', start_date: '2026-11-21T09:30:00+01:00' },
    ],
  };
}

/** Opens test catalogs for one test file and closes them after each test. */
export function closedAfterEachTest(): (name?: string, indexedDB?: IDBFactory) => TestCatalog {
  const opened: TestCatalog[] = [];
  afterEach(() => {
    for (const { database } of opened.splice(0)) database.close();
  });
  return (name = 'test', indexedDB = new IDBFactory()) => {
    const catalog = openTestCatalog(name, indexedDB);
    opened.push(catalog);
    return catalog;
  };
}

import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
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

import { type CatalogRecords, encodeBundle } from '@showfloor/core';
import { describe, expect, it } from 'vitest';
import { openTestCatalog } from '../../platform/local-db/test-catalog.test-support.js';
import {
  MemoryKeyValueStore,
  STORAGE_KEYS,
  VersionedStorage,
  versionCodeShape,
} from '../../platform/storage/index.js';
import { prepareLocalData } from './local-data-startup.js';

const records: CatalogRecords = {
  exhibitors: [
    { id: 1, original_id: 'exh-1', title: 'Acme' },
    { id: 2, original_id: 'exh-2', title: 'Globex' },
  ],
};

async function deviceWithData(versionCode: string | null) {
  const { database, reader: catalog, writer } = openTestCatalog('startup');
  await writer.replaceAll(encodeBundle(records, 4, 'fre'), 4);
  const store = new MemoryKeyValueStore();
  if (versionCode !== null) store.set(STORAGE_KEYS.versionCode, versionCode);
  return { database, catalog, writer, store };
}

describe('startup of local data', () => {
  it('shows the data already on the device when the app version is unchanged', async () => {
    const { catalog, writer, store } = await deviceWithData('2.0.1');
    expect(await prepareLocalData(writer, new VersionedStorage(store), '2.0.1')).toEqual({
      kind: 'ready',
      version: 4,
    });
    expect(await catalog.countByType()).toEqual({ exhibitors: 2 });
  });

  it('clears the data of another app version and remembers the new version code', async () => {
    const { catalog, writer, store } = await deviceWithData('1.9.0');
    expect(await prepareLocalData(writer, new VersionedStorage(store), '2.0.1')).toEqual({
      kind: 'empty',
      reason: 'version-code-changed',
    });
    expect(await catalog.countByType()).toEqual({});
    expect(await catalog.readMeta()).toBeNull();
    expect(new VersionedStorage(store).read(versionCodeShape)).toBe('2.0.1');
    // The next start with the same app keeps what the first download will have written.
    await writer.replaceAll(encodeBundle(records, 5, 'fre'), 5);
    expect(await prepareLocalData(writer, new VersionedStorage(store), '2.0.1')).toEqual({
      kind: 'ready',
      version: 5,
    });
  });

  it('treats data without a version code as stale', async () => {
    const { catalog, writer, store } = await deviceWithData(null);
    expect(await prepareLocalData(writer, new VersionedStorage(store), '2.0.1')).toEqual({
      kind: 'empty',
      reason: 'first-start',
    });
    expect(await catalog.countByType()).toEqual({});
  });

  it('clears damaged stored data so that it is reloaded from the server', async () => {
    const { database, catalog, writer, store } = await deviceWithData('2.0.1');
    await database.meta.put({ key: 'schema', value: 42 });
    expect(await prepareLocalData(writer, new VersionedStorage(store), '2.0.1')).toEqual({
      kind: 'empty',
      reason: 'invalid-data',
    });
    expect(await catalog.countByType()).toEqual({});
  });
});

import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database.js';
import { showConfigFixture, smallCatalog, sourceItem } from '../../testing/catalog-factories.js';
import { openTestDatabase, TEST_DRIVERS } from '../../testing/test-database.js';
import { CatalogRepository } from './catalog.repository.js';

for (const driver of TEST_DRIVERS) {
  describe(`catalog repository on ${driver}`, () => {
    let handle: DatabaseHandle;
    let repository: CatalogRepository;

    beforeEach(async () => {
      handle = await openTestDatabase(driver);
      repository = new CatalogRepository(handle.db);
    });
    afterEach(async () => {
      await handle.close();
    });

    it('counts inserted, updated and unchanged items, and importing twice changes nothing', async () => {
      expect(await repository.isEmpty()).toBe(true);
      expect(await repository.upsertItems(smallCatalog())).toEqual({ inserted: 7, updated: 0, unchanged: 0 });
      expect(await repository.upsertItems(smallCatalog())).toEqual({ inserted: 0, updated: 0, unchanged: 7 });

      const edited = smallCatalog().map((item) =>
        item.original_id === 'exh-3'
          ? { ...item, fields: { ...item.fields, website: 'https://x.test' } }
          : item,
      );
      edited.push(sourceItem('exhibitors', 'exh-4'));
      expect(await repository.upsertItems(edited)).toEqual({ inserted: 1, updated: 1, unchanged: 6 });
      expect(await repository.countsByType()).toEqual({
        events: 1,
        exhibitor_categories: 2,
        exhibitors: 4,
        places: 1,
      });
      expect(await repository.isEmpty()).toBe(false);
    });

    it('keeps ids stable across updates, unique across types, and stores refs', async () => {
      await repository.upsertItems(smallCatalog());
      const before = await repository.listItems();
      await repository.upsertItems([sourceItem('exhibitors', 'exh-1', { fields: { title: 'Renamed' } })]);
      const after = await repository.listItems();
      expect(after.map((item) => item.id)).toEqual(before.map((item) => item.id));
      expect(new Set(after.map((item) => item.id)).size).toBe(after.length);
      const renamed = after.find((item) => item.original_id === 'exh-1');
      expect(renamed?.fields.title).toBe('Renamed');
      expect(renamed?.refs).toBeUndefined();
      const event = after.find((item) => item.original_id === 'evt-1');
      expect(event?.refs).toEqual({ exhibitor: { type: 'exhibitors', ids: ['exh-1'] } });
    });

    it('replaces the items of the given types whole, and only adds to the others', async () => {
      await repository.upsertItems([
        ...smallCatalog(),
        sourceItem('buildings', 'old-hall'),
        sourceItem('floors', 'old-hall-L0'),
        sourceItem('floors', 'old-hall-L1'),
      ]);
      const counts = await repository.upsertItemsReplacingTypes(
        [
          sourceItem('exhibitors', 'exh-9'),
          sourceItem('floors', 'old-hall-L0'),
          sourceItem('buildings', 'new'),
        ],
        ['buildings', 'floors'],
      );
      expect(counts).toEqual({ inserted: 2, updated: 0, unchanged: 1, deleted: 2 });
      expect(await repository.countsByType()).toMatchObject({ buildings: 1, floors: 1, exhibitors: 4 });
      const venueItems = (await repository.listItems()).filter(
        (item) => item.type === 'buildings' || item.type === 'floors',
      );
      expect(venueItems.map((item) => item.original_id).sort()).toEqual(['new', 'old-hall-L0']);
    });

    it('keeps the last of duplicate keys in one import', async () => {
      const counts = await repository.upsertItems([
        sourceItem('exhibitors', 'dup', { fields: { title: 'first' } }),
        sourceItem('exhibitors', 'dup', { fields: { title: 'second' } }),
      ]);
      expect(counts).toEqual({ inserted: 1, updated: 0, unchanged: 0 });
      expect((await repository.listItems())[0]?.fields.title).toBe('second');
    });

    it('replaces the whole catalog, deleting items that are not in the new set', async () => {
      await repository.upsertItems(smallCatalog());
      const counts = await repository.replaceItems([
        sourceItem('exhibitors', 'exh-1'),
        sourceItem('places', 'p'),
      ]);
      expect(counts.deleted).toBe(6);
      expect(counts.inserted).toBe(1);
      expect(await repository.countsByType()).toEqual({ exhibitors: 1, places: 1 });
    });

    it('stores assets with a content hash, stamping new or changed files with the next version', async () => {
      const svg = '<svg xmlns="http://www.w3.org/2000/svg"/>';
      expect(
        await repository.upsertAssets([
          { path: 'logos/a.svg', contentType: 'image/svg+xml', body: svg },
          { path: 'logos/b.png', contentType: 'image/png', body: new Uint8Array([137, 80, 78, 71]) },
        ]),
      ).toEqual({ inserted: 2, updated: 0, unchanged: 0 });
      expect(
        await repository.upsertAssets([{ path: 'logos/a.svg', contentType: 'image/svg+xml', body: svg }]),
      ).toEqual({ inserted: 0, updated: 0, unchanged: 1 });
      const png = await repository.findAsset('logos/b.png');
      expect(png && [...png.body]).toEqual([137, 80, 78, 71]);
      expect(png?.versionAdded).toBe(1);
      const listed = await repository.listAssets();
      expect(listed.map((asset) => asset.path)).toEqual(['logos/a.svg', 'logos/b.png']);
      expect(listed[0]?.sha256).toMatch(/^[0-9a-f]{64}$/);
      expect(await repository.findAsset('missing.svg')).toBeUndefined();
    });

    it('stores one show configuration', async () => {
      expect(await repository.getConfig()).toBeUndefined();
      await repository.setConfig(showConfigFixture());
      await repository.setConfig(showConfigFixture({ appVersion: '2.1.0' }));
      expect((await repository.getConfig())?.appVersion).toBe('2.1.0');
    });
  });
}

import type { SourceItem, SourceRef } from '@showfloor/core';
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
      const counts = await repository.importItems(
        [
          {
            items: [
              sourceItem('exhibitors', 'exh-9'),
              sourceItem('floors', 'old-hall-L0'),
              sourceItem('buildings', 'new'),
            ],
          },
        ],
        { replacedTypes: ['buildings', 'floors'] },
      );
      expect(counts).toMatchObject({ inserted: 2, updated: 0, unchanged: 1, deleted: 2 });
      expect(counts.byType).toEqual({
        exhibitors: { added: 1, updated: 0, removed: 0 },
        buildings: { added: 1, updated: 0, removed: 1 },
        floors: { added: 0, updated: 0, removed: 1 },
      });
      expect(await repository.countsByType()).toMatchObject({ buildings: 1, floors: 1, exhibitors: 4 });
      const venueItems = (await repository.listItems()).filter(
        (item) => item.type === 'buildings' || item.type === 'floors',
      );
      expect(venueItems.map((item) => item.original_id).sort()).toEqual(['new', 'old-hall-L0']);
    });

    it("re-importing a programme removes what it no longer holds, never another programme's or the organiser's items", async () => {
      const event = (id: string, refs: SourceItem['refs']) => sourceItem('events', id, { refs });
      const place = (id: string): SourceRef => ({ type: 'places', ids: [id] });
      const speaker = (id: string, events: string[]) =>
        sourceItem('speakers', id, { refs: { events: { type: 'events', ids: events } } });
      const fosdem = [
        event('talk-1', { places: place('room:a'), speakers: { type: 'speakers', ids: ['person:1'] } }),
        event('talk-2', {
          places: place('room:shared'),
          speakers: { type: 'speakers', ids: ['person:1', 'person:2'] },
        }),
        event('talk-3', { places: place('room:b'), speakers: { type: 'speakers', ids: ['person:3'] } }),
        sourceItem('places', 'room:a'),
        sourceItem('places', 'room:b'),
        sourceItem('places', 'room:shared'),
        speaker('person:1', ['talk-1', 'talk-2']),
        speaker('person:2', ['talk-2']),
        speaker('person:3', ['talk-3']),
      ];
      const other = [event('other-1', { places: place('room:shared') }), sourceItem('places', 'room:shared')];
      // The organiser's own items; one of them names a speaker of the programme.
      await repository.upsertItems([
        ...smallCatalog(),
        sourceItem('exhibitors', 'exh-9', { refs: { speakers: { type: 'speakers', ids: ['person:3'] } } }),
      ]);
      await repository.importItems([{ items: other, source: 'schedule:other' }]);
      await repository.importItems([{ items: fosdem, source: 'schedule:fosdem-2025' }]);

      // talk-2 and talk-3 are cancelled.
      const next = [
        event('talk-1', { places: place('room:a'), speakers: { type: 'speakers', ids: ['person:1'] } }),
        sourceItem('places', 'room:a'),
        speaker('person:1', ['talk-1']),
      ];
      const counts = await repository.importItems([{ items: next, source: 'schedule:fosdem-2025' }]);
      // Gone: the two talks, person:2 who only gave talk-2, room:b. Kept: room:shared (the other
      // programme's event is in it), person:3 (the organiser's exhibitor names them).
      expect(counts).toMatchObject({ inserted: 0, updated: 1, unchanged: 2, deleted: 4 });
      expect(counts.byType).toEqual({
        events: { added: 0, updated: 0, removed: 2 },
        places: { added: 0, updated: 0, removed: 1 },
        speakers: { added: 0, updated: 1, removed: 1 },
      });
      const keys = (await repository.listItems()).map((item) => `${item.type}/${item.original_id}`);
      expect(keys).not.toContain('events/talk-2');
      expect(keys).not.toContain('events/talk-3');
      expect(keys).not.toContain('speakers/person:2');
      expect(keys).not.toContain('places/room:b');
      expect(keys).toEqual(
        expect.arrayContaining([
          'events/other-1',
          'places/room:shared',
          'speakers/person:3',
          'exhibitors/exh-9',
          'events/evt-1',
        ]),
      );
      expect(await repository.countsByType()).toEqual({
        events: 3,
        exhibitor_categories: 2,
        exhibitors: 4,
        places: 3,
        speakers: 2,
      });

      // A file without a source (a catalog file) only adds: nothing of the programmes goes.
      expect(await repository.importItems([{ items: [sourceItem('places', 'p-new')] }])).toMatchObject({
        deleted: 0,
      });
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

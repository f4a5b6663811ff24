import {
  DEMO_VENUE_LAYOUT,
  diffBundles,
  encodeBundle,
  generateHallVenue,
  venueFromRecords,
} from '@showfloor/core';
import Dexie from 'dexie';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { publishedVenueRecords } from './published-venue.test-support.js';
import {
  closedAfterEachTest,
  testExhibitor as exhibitor,
  testShow as show,
} from './test-catalog.test-support.js';

const openCatalog = closedAfterEachTest();

describe('catalog reader', () => {
  it('is empty before the first download', async () => {
    const { reader: catalog } = openCatalog();
    expect(await catalog.readMeta()).toBeNull();
    expect(await catalog.countByType()).toEqual({});
  });

  it('finds records by id, by a list of ids and by original id, per type', async () => {
    const { reader: catalog, writer } = openCatalog();
    await writer.replaceAll(encodeBundle(show(5), 1, 'fre'), 1);
    expect((await catalog.getRecord('exhibitors', 2))?.title).toBe('Exhibitor 2');
    expect(await catalog.getRecord('events', 2)).toBeUndefined();
    const listed = await catalog.getRecords('exhibitors', [4, 99, 1]);
    expect(listed.map((record) => record.id)).toEqual([4, 1]);
    expect((await catalog.findByOriginalId('events', 'evt-1'))?.title).toBe('Opening keynote');
    expect(await catalog.findByOriginalId('exhibitors', 'evt-1')).toBeUndefined();
  });

  it('paints from memory the records read ahead by id, dangling ids included, until a new version is read', async () => {
    const { reader: catalog, writer } = openCatalog();
    await writer.replaceAll(encodeBundle(show(5), 1, 'fre'), 1);
    expect(catalog.peekRecords('exhibitors', [4, 99, 1])).toBeUndefined();
    await catalog.readRecordsAhead([
      ['exhibitors', [4, 99, 1]],
      ['events', []],
    ]);
    // An id the data lacks is known to be absent: the sheet naming it still paints at once.
    expect(catalog.peekRecords('exhibitors', [4, 99, 1])?.map((record) => record.id)).toEqual([4, 1]);
    expect(catalog.peekRecord('exhibitors', { id: 4 })?.title).toBe('Exhibitor 4');
    // One id not read yet: nothing to paint from memory, the page reads.
    expect(catalog.peekRecords('exhibitors', [4, 2])).toBeUndefined();
    expect(catalog.peekRecords('events', [1])).toBeUndefined();

    await writer.applyIncrement(
      diffBundles(encodeBundle(show(5), 1, 'fre'), encodeBundle(show(5, { 4: 'Renamed' }), 2, 'fre')),
      2,
    );
    await catalog.listByType('events');
    expect(catalog.peekRecords('exhibitors', [4])).toBeUndefined();
    await catalog.readRecordsAhead([['exhibitors', [4]]]);
    expect(catalog.peekRecord('exhibitors', { id: 4 })?.title).toBe('Renamed');
  });

  it('paints from memory only the types already read whole, and reads a new version after an update', async () => {
    const { reader: catalog, writer } = openCatalog();
    await writer.replaceAll(encodeBundle(show(5), 1, 'fre'), 1);
    expect(catalog.peekRecord('exhibitors', { id: 2 })).toBeUndefined();
    expect(catalog.peekRecords('exhibitors', [2])).toBeUndefined();
    expect(catalog.peekRecords('exhibitors', [])).toEqual([]);
    await catalog.listByType('exhibitors');
    expect(catalog.peekRecord('exhibitors', { id: 2 })?.title).toBe('Exhibitor 2');
    expect(catalog.peekRecord('exhibitors', { originalId: 'exh-3' })?.title).toBe('Exhibitor 3');
    expect(catalog.peekRecords('exhibitors', [4, 99, 1])?.map((record) => record.id)).toEqual([4, 1]);
    expect(catalog.peekRecord('events', { id: 1 })).toBeUndefined();
    expect(catalog.peekType('exhibitors')).toHaveLength(5);
    expect(catalog.peekType('events')).toBeUndefined();

    await writer.applyIncrement(
      diffBundles(encodeBundle(show(5), 1, 'fre'), encodeBundle(show(5, { 2: 'Renamed' }), 2, 'fre')),
      1,
    );
    expect((await catalog.listByType('exhibitors')).find((record) => record.id === 2)?.title).toBe('Renamed');
    expect(catalog.peekRecord('exhibitors', { id: 2 })?.title).toBe('Renamed');
  });

  it('reads whole types into memory in slices while idle, so that a sheet opened next peeks them', async () => {
    const { reader: catalog, writer } = openCatalog();
    await writer.replaceAll(encodeBundle(show(450), 1, 'fre'), 1);
    let pauses = 0;
    await catalog.warmTypes(['exhibitors', 'events'], async () => {
      pauses += 1;
    });
    // 450 exhibitors in slices of 200, then larger ones as they come quickly (2 reads), one read
    // for the single event.
    expect(pauses).toBeGreaterThanOrEqual(3);
    const afterFirst = pauses;
    expect(catalog.peekType('exhibitors')?.map((record) => record.id)).toEqual(
      Array.from({ length: 450 }, (_, index) => index + 1),
    );
    expect(catalog.peekRecord('events', { originalId: 'evt-1' })?.title).toBe('Opening keynote');
    // Already in memory for this version: nothing is read again.
    await catalog.warmTypes(['exhibitors'], async () => {
      pauses += 1;
    });
    expect(pauses).toBe(afterFirst);
  });

  it('keeps a level of the venue as text, from which the same venue is rebuilt after a download and an increment', async () => {
    const venue = generateHallVenue(DEMO_VENUE_LAYOUT);
    const records = (language: 'fr' | 'en') => publishedVenueRecords(venue, language);
    const published = records('fr');
    const expected = venueFromRecords(published.buildings ?? [], published.floors ?? [], 'fr');
    const { reader: catalog, writer } = openCatalog();
    const v1 = encodeBundle(published, 1, 'fre');
    await writer.replaceAll(v1, 1);
    const stored = await catalog.listByType('floors');
    expect(stored.map((record) => typeof (record.lump as { venue: unknown }).venue)).toEqual(
      stored.map(() => 'string'),
    );
    expect(venueFromRecords(await catalog.listByType('buildings'), stored, 'fr')).toEqual(expected);

    // A renamed level travels in an increment, and is stored as text too.
    const renamed = records('fr');
    const level = renamed.floors?.[0];
    if (level !== undefined) level.title = 'Rez-de-chaussée';
    const v2 = encodeBundle(renamed, 2, 'fre', v1.data.floors ? { floors: v1.data.floors.fields } : {});
    await writer.applyIncrement(diffBundles(v1, v2), 2);
    const after = venueFromRecords(
      await catalog.listByType('buildings'),
      await catalog.listByType('floors'),
      'fr',
    );
    expect(after?.levels[0]?.name).toEqual({ $t: { fr: 'Rez-de-chaussée' } });
    expect(after?.units).toEqual(expected?.units);
  });

  it('reads a whole type once when a page and its preparation ask for it at the same time', async () => {
    const { reader: catalog, writer } = openCatalog();
    await writer.replaceAll(encodeBundle(show(450), 1, 'fre'), 1);
    const [first, second] = await Promise.all([
      catalog.listByType('exhibitors'),
      catalog.listByType('exhibitors'),
    ]);
    expect(first).toHaveLength(450);
    expect(second).toBe(first);
    expect(await catalog.listByType('exhibitors')).toBe(first);
  });

  it('reads a type once when two screens ask for it ahead at the same time', async () => {
    const { reader: catalog, writer } = openCatalog();
    await writer.replaceAll(encodeBundle(show(450), 1, 'fre'), 1);
    // Counted per caller rather than against a lone read: slice sizes follow read times, which a
    // busy machine changes from one read to the next.
    let first = 0;
    let second = 0;
    await Promise.all([
      catalog.warmTypes(['exhibitors'], async () => {
        first += 1;
      }),
      catalog.warmTypes(['exhibitors'], async () => {
        second += 1;
      }),
    ]);
    expect(first).toBeGreaterThan(0);
    expect(second).toBe(0);
    expect(catalog.peekType('exhibitors')).toHaveLength(450);
  });

  it('drops a type warmed across an update, which would mix two versions', async () => {
    const { reader: catalog, writer } = openCatalog();
    const v1 = encodeBundle(show(450), 1, 'fre');
    await writer.replaceAll(v1, 1);
    let pauses = 0;
    await catalog.warmTypes(['exhibitors'], async () => {
      pauses += 1;
      if (pauses === 2)
        await writer.applyIncrement(diffBundles(v1, encodeBundle(show(450, { 7: 'Renamed' }), 2, 'fre')), 1);
    });
    expect(catalog.peekType('exhibitors')).toBeUndefined();
    expect((await catalog.listByType('exhibitors')).find((record) => record.id === 7)?.title).toBe('Renamed');
  });
});

describe('the stored database, version 1 to 3', () => {
  it('keeps every record and its meta, and reads them by type after the upgrade', async () => {
    const factory = new IDBFactory();
    // Version 1 as it was shipped, with the `type` index that version 2 drops.
    const v1 = new Dexie('upgrade-test', { indexedDB: factory, IDBKeyRange });
    v1.version(1).stores({ items: '[type+id], type, original_id', meta: 'key' });
    await v1.table('items').bulkAdd([
      { ...exhibitor(1), type: 'exhibitors' },
      { ...exhibitor(2), type: 'exhibitors' },
      { id: 1, original_id: 'evt-1', title: 'Opening keynote', type: 'events' },
    ]);
    await v1.table('meta').bulkAdd([
      { key: 'version', value: 3 },
      { key: 'schema', value: 'abc' },
      { key: 'locale', value: 'fre' },
      { key: 'fields', value: { exhibitors: ['id', 'title'], events: ['id', 'title'] } },
      { key: 'assets_version', value: 1 },
    ]);
    v1.close();

    const upgraded = openCatalog('upgrade-test', factory);
    const catalog = upgraded.reader;
    expect((await catalog.readMeta())?.version).toBe(3);
    expect(await catalog.countByType()).toEqual({ exhibitors: 2, events: 1 });
    expect((await catalog.listByType('exhibitors')).map((record) => record.title)).toEqual([
      'Exhibitor 1',
      'Exhibitor 2',
    ]);
    expect((await catalog.findByOriginalId('events', 'evt-1'))?.title).toBe('Opening keynote');
  });
});

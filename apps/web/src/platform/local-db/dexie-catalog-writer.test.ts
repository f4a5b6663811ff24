import { type CatalogRecord, type CatalogRecords, diffBundles, encodeBundle } from '@showfloor/core';
import { afterEach, describe, expect, it } from 'vitest';
import { InvalidLocalDataError } from './catalog-meta.js';
import { openTestCatalog, type TestCatalog } from './test-catalog.test-support.js';

function exhibitor(id: number, title = `Exhibitor ${id}`): CatalogRecord {
  return { id, original_id: `exh-${id}`, title, lump: { rank: id } };
}

function show(exhibitorCount: number, rename: Record<number, string> = {}): CatalogRecords {
  return {
    exhibitors: Array.from({ length: exhibitorCount }, (_, index) =>
      exhibitor(index + 1, rename[index + 1] ?? `Exhibitor ${index + 1}`),
    ),
    events: [
      { id: 1, original_id: 'evt-1', title: 'Opening keynote', start_date: '2026-11-21T09:30:00+01:00' },
    ],
  };
}

const opened: TestCatalog[] = [];
function openCatalog(): TestCatalog {
  const catalog = openTestCatalog('test');
  opened.push(catalog);
  return catalog;
}

afterEach(() => {
  for (const { database } of opened.splice(0)) database.close();
});

describe('catalog writer', () => {
  it('leaves the previous version whole when an increment is interrupted after some chunks', async () => {
    const { reader, writer } = openCatalog();
    const v1 = encodeBundle(show(1200), 1, 'fre');
    await writer.replaceAll(v1, 1);
    const renamed = Object.fromEntries(Array.from({ length: 1200 }, (_, index) => [index + 1, 'Renamed']));
    const increment = diffBundles(v1, encodeBundle(show(1200, renamed), 2, 'fre'));
    const interrupted = writer.applyIncrement(increment, 2, (written) => {
      if (written >= 500) throw new Error('tab closed');
    });
    await expect(interrupted).rejects.toThrow(/tab closed/);
    expect((await reader.readMeta())?.version).toBe(1);
    const titles = new Set((await reader.listByType('exhibitors')).map((record) => record.title));
    expect(titles.has('Renamed')).toBe(false);
  });

  it('stores a full bundle with its version, then applies an increment', async () => {
    const { reader: catalog, writer } = openCatalog();
    const v1 = encodeBundle(show(1200), 1, 'fre');
    const progress: number[] = [];
    await writer.replaceAll(v1, 1, (written) => progress.push(written));
    expect(await catalog.countByType()).toEqual({ exhibitors: 1200, events: 1 });
    expect((await catalog.readMeta())?.version).toBe(1);
    expect(progress.at(-1)).toBe(1201);
    expect(progress.length).toBeGreaterThan(2);

    const later = show(1200, { 7: 'Renamed exhibitor' });
    later.exhibitors = later.exhibitors?.filter((record) => record.id !== 3);
    later.exhibitors?.push(exhibitor(5000));
    const v2 = encodeBundle(
      later,
      2,
      'fre',
      v1.data.exhibitors ? { exhibitors: v1.data.exhibitors.fields } : {},
    );
    await writer.applyIncrement(diffBundles(v1, v2), 2);

    const meta = await catalog.readMeta();
    expect(meta?.version).toBe(2);
    expect(meta?.assetsVersion).toBe(2);
    const exhibitors = await catalog.listByType('exhibitors');
    expect(exhibitors).toHaveLength(1200);
    expect(exhibitors.find((record) => record.id === 7)?.title).toBe('Renamed exhibitor');
    expect(exhibitors.some((record) => record.id === 3)).toBe(false);
    expect(exhibitors.find((record) => record.id === 5000)?.original_id).toBe('exh-5000');
  });

  it('keeps the previous version whole when a full reload fails halfway', async () => {
    const { reader: catalog, writer } = openCatalog();
    await writer.replaceAll(encodeBundle(show(10), 1, 'fre'), 1);
    const broken = encodeBundle(show(2000), 2, 'fre');
    // A damaged row after several written chunks: the write must abort, not leave half a version.
    broken.data.exhibitors?.rows[1500]?.splice(0, 1, 'not-a-number');
    await expect(writer.replaceAll(broken, 2)).rejects.toBeInstanceOf(InvalidLocalDataError);
    expect((await catalog.readMeta())?.version).toBe(1);
    expect(await catalog.countByType()).toEqual({ exhibitors: 10, events: 1 });
    expect((await catalog.listByType('exhibitors'))[0]?.title).toBe('Exhibitor 1');
  });

  it('refuses an increment that does not start from the held version, changing nothing', async () => {
    const { reader: catalog, writer } = openCatalog();
    const v1 = encodeBundle(show(5), 1, 'fre');
    const v2 = encodeBundle(show(5, { 1: 'Changed' }), 2, 'fre');
    const v3 = encodeBundle(show(5, { 1: 'Changed again' }), 3, 'fre');
    await writer.replaceAll(v1, 1);
    await expect(writer.applyIncrement(diffBundles(v2, v3), 3)).rejects.toThrow(/does not apply/);
    expect((await catalog.readMeta())?.version).toBe(1);
    expect((await catalog.listByType('exhibitors'))[0]?.title).toBe('Exhibitor 1');
  });

  it('reports damaged stored meta as invalid local data', async () => {
    const { reader: catalog, writer, database } = openCatalog();
    await writer.replaceAll(encodeBundle(show(3), 1, 'fre'), 1);
    await database.meta.put({ key: 'version', value: 'garbage' });
    await expect(catalog.readMeta()).rejects.toBeInstanceOf(InvalidLocalDataError);
    await writer.clear();
    expect(await catalog.readMeta()).toBeNull();
  });
});

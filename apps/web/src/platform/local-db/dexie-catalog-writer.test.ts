import {
  applyIncrement,
  type CatalogRecords,
  type DataBundle,
  decodeBundle,
  diffBundles,
  encodeBundle,
  type FieldsByType,
  fieldOrder,
  type PublishedDataType,
} from '@showfloor/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { InvalidLocalDataError } from './catalog-meta.js';
import {
  closedAfterEachTest,
  testExhibitor as exhibitor,
  testShow as show,
  type TestCatalog,
} from './test-catalog.test-support.js';

const openCatalog = closedAfterEachTest();

/** Versions of a show over a small pool of ids, so that records come, change and go between them. */
const showVersions: fc.Arbitrary<CatalogRecords[]> = fc.array(
  fc
    .record({
      exhibitors: fc.uniqueArray(fc.integer({ min: 1, max: 30 }), { maxLength: 12 }),
      events: fc.uniqueArray(fc.integer({ min: 1, max: 30 }), { maxLength: 12 }),
      title: fc.constantFrom('A', 'B', 'C'),
    })
    .map(({ exhibitors, events, title }) => ({
      exhibitors: exhibitors.map((id) => exhibitor(id, `${title}${id % 3}`)),
      events: events.map((id) => ({ id, original_id: `evt-${id}`, title: `${title}${id % 2}` })),
    })),
  { minLength: 2, maxLength: 4 },
);

/** Bundles of successive versions sharing one schema, as the publisher sends them. */
function publish(versions: CatalogRecords[]): DataBundle[] {
  let fields: FieldsByType = {};
  for (const version of versions) fields = fieldOrder(version, fields);
  return versions.map((version, index) => encodeBundle(version, index + 1, 'fre', fields));
}

/** The records as the screens read them, without the type tag the database adds. */
async function storedRecords(catalog: TestCatalog, types: readonly PublishedDataType[]) {
  const records: CatalogRecords = {};
  for (const type of types) {
    records[type] = (await catalog.reader.listByType(type)).map(({ type: _type, ...record }) => record);
  }
  return records;
}

describe('catalog writer', () => {
  it('holds after each increment the records core gives by applying it to the bundle', async () => {
    await fc.assert(
      fc.asyncProperty(showVersions, async (versions) => {
        const catalog = openCatalog();
        const [first, ...later] = publish(versions);
        if (!first) return;
        await catalog.writer.replaceAll(first, 1);
        let inMemory = first;
        for (const next of later) {
          const increment = diffBundles(inMemory, next);
          await catalog.writer.applyIncrement(increment, next.version);
          inMemory = applyIncrement(inMemory, increment);
          const types = Object.keys(inMemory.data) as PublishedDataType[];
          expect(await storedRecords(catalog, types)).toEqual(decodeBundle(inMemory));
          expect((await catalog.reader.readMeta())?.version).toBe(next.version);
        }
        catalog.database.close();
      }),
      { numRuns: 40 },
    );
  });

  it('refuses an increment core refuses, a row filed under another id, changing nothing', async () => {
    const { reader, writer } = openCatalog();
    const v1 = encodeBundle(show(5), 1, 'fre');
    await writer.replaceAll(v1, 1);
    const increment = diffBundles(v1, encodeBundle(show(5, { 2: 'Renamed' }), 2, 'fre'));
    const row = increment.data.exhibitors?.[2];
    const misfiled = { ...increment, data: { exhibitors: { 4: null, 3: row ?? null } } };
    await expect(writer.applyIncrement(misfiled, 2)).rejects.toThrow(/under id 3/);
    expect((await reader.readMeta())?.version).toBe(1);
    expect((await reader.listByType('exhibitors')).map((record) => record.title)).toEqual(
      show(5).exhibitors?.map((record) => record.title),
    );
  });

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
    await expect(writer.applyIncrement(diffBundles(v2, v3), 3)).rejects.toThrow(/cannot apply to version 1/);
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

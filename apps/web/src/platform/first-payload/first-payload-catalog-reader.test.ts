import { encodeBundle, firstPagePayloadOf, type ShowConfig } from '@showfloor/core';
import { describe, expect, it } from 'vitest';
import { closedAfterEachTest, testShow } from '../local-db/test-catalog.test-support.js';
import { FirstPayloadCatalogReader } from './first-payload-catalog-reader.js';
import { FirstPayloadSource } from './first-payload-source.js';

const openCatalog = closedAfterEachTest();
const CONFIG = { name: { en: 'Test show' } } as unknown as ShowConfig;

function showWithDescriptions() {
  const show = testShow(4);
  show.events = [{ id: 1, original_id: 'evt-1', title: 'Opening keynote', description: '<p>Long</p>' }];
  return show;
}

/** A payload source whose download answers the first payload of `bundle`, when `answer` is called. */
function sourceOf(bundle: ReturnType<typeof encodeBundle>) {
  let answer: () => void = () => undefined;
  const downloaded = new Promise<void>((resolve) => {
    answer = resolve;
  });
  const asked: string[] = [];
  const source = new FirstPayloadSource(
    async (path) => {
      asked.push(path);
      await downloaded;
      return new Blob([JSON.stringify(firstPagePayloadOf(bundle, CONFIG))]);
    },
    () => CONFIG,
  );
  return { source, answer, asked };
}

describe('first payload catalog reader', () => {
  it('answers from the first payload while nothing is stored, waiting for it when asked before it arrived', async () => {
    const { reader: stored, database } = openCatalog();
    const bundle = encodeBundle(showWithDescriptions(), 1, 'eng');
    const { source, answer, asked } = sourceOf(bundle);
    const catalog = new FirstPayloadCatalogReader(stored, database, source);
    source.start('eng');
    const listed = catalog.listByType('exhibitors');
    answer();
    expect((await listed).map((record) => record.title)).toEqual([
      'Exhibitor 1',
      'Exhibitor 2',
      'Exhibitor 3',
      'Exhibitor 4',
    ]);
    expect(asked).toEqual(['offline/first_eng.json']);
    // The description is the stored data's alone; the rest of the record is there.
    expect(await catalog.findByOriginalId('events', 'evt-1')).toEqual({
      id: 1,
      original_id: 'evt-1',
      title: 'Opening keynote',
      type: 'events',
    });
    expect((await catalog.getRecords('exhibitors', [3, 99, 1])).map((record) => record.id)).toEqual([3, 1]);
    expect(catalog.peekRecord('exhibitors', { id: 2 })?.title).toBe('Exhibitor 2');
    expect(await catalog.countByType()).toEqual({ exhibitors: 4, events: 1 });
    // Home still says nothing is stored, and the updater plans a full download.
    expect(await catalog.readMeta()).toBeNull();
  });

  it('reads the stored data once the bundle is stored: the same rows, the descriptions added, the payload dropped', async () => {
    const { reader: stored, database, writer } = openCatalog();
    const bundle = encodeBundle(showWithDescriptions(), 1, 'eng');
    const { source, answer } = sourceOf(bundle);
    const catalog = new FirstPayloadCatalogReader(stored, database, source);
    source.start('eng');
    answer();
    const titles = async () => (await catalog.listByType('exhibitors')).map((record) => record.title);
    const fromPayload = await titles();
    expect((await catalog.getRecord('events', 1))?.description).toBeUndefined();
    await writer.replaceAll(bundle, 0);
    expect(await titles()).toEqual(fromPayload);
    expect((await catalog.getRecord('events', 1))?.description).toBe('<p>Long</p>');
    expect(source.peek()).toBeUndefined();
  });

  it('reads the stored data at once when no payload comes (none asked, or its download failed)', async () => {
    const { reader: stored, database, writer } = openCatalog();
    await writer.replaceAll(encodeBundle(testShow(2), 1, 'eng'), 0);
    const failing = new FirstPayloadSource(
      () => Promise.reject(new Error('offline')),
      () => null,
    );
    failing.start('eng');
    const catalog = new FirstPayloadCatalogReader(stored, database, failing);
    expect((await catalog.listByType('exhibitors')).length).toBe(2);

    const { reader: empty, database: emptyDatabase } = openCatalog('empty');
    const never = new FirstPayloadSource(
      () => Promise.reject(new Error('not asked')),
      () => null,
    );
    expect(await new FirstPayloadCatalogReader(empty, emptyDatabase, never).listByType('exhibitors')).toEqual(
      [],
    );
  });
});

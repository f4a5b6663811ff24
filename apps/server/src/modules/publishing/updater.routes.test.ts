import {
  type AssetPack,
  applyIncrement,
  assetPackSchema,
  type DataBundle,
  type DataIncrement,
  type ManifestResponse,
  type SourceItem,
} from '@showfloor/core';
import type { InjectOptions } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { showConfigFixture, smallCatalog, sourceItem } from '../../testing/catalog-factories.js';
import { openTestApp, type TestApp } from '../../testing/test-app.js';
import { TEST_DRIVERS } from '../../testing/test-database.js';

const SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>';

async function seed(test: TestApp, items: SourceItem[] = smallCatalog()) {
  await test.catalog.setConfig(showConfigFixture());
  await test.catalog.upsertItems(items);
  await test.catalog.upsertAssets([{ path: 'logos/exh-1.svg', contentType: 'image/svg+xml', body: SVG }]);
}

async function manifest(test: TestApp, form: Record<string, string>, query = ''): Promise<ManifestResponse> {
  const response = await test.app.inject({
    method: 'POST',
    url: `/manifest/phonegap?pixel_ratio=1&time=1700000000${query}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(form).toString(),
  });
  expect(response.statusCode).toBe(200);
  return response.json();
}

async function bundle(test: TestApp, locale = 'fre'): Promise<DataBundle> {
  const response = await test.app.inject({ url: `/offline/db_${locale}.json` });
  expect(response.statusCode).toBe(200);
  return response.json();
}

async function update(test: TestApp, version: number, schema: string, locale = 'fre', showKey?: string) {
  const query = new URLSearchParams({ version: String(version), schema, pixel_ratio: '2', locale });
  if (showKey !== undefined) query.set('show_key', showKey);
  const response = await test.app.inject({ url: `/manifest/update?${query}` });
  expect(response.statusCode).toBe(200);
  return response.json();
}

async function assetPack(test: TestApp, path: string): Promise<AssetPack> {
  const response = await test.app.inject({ url: `/${path}` });
  expect(response.statusCode).toBe(200);
  return assetPackSchema.parse(response.json());
}

function exhibitorTitles(data: DataBundle): string[] {
  const table = data.data.exhibitors;
  const titleIndex = table?.fields.indexOf('title') ?? -1;
  return (table?.rows ?? []).map((row) => String(row[titleIndex]));
}

for (const driver of TEST_DRIVERS) {
  describe(`updater calls on ${driver}`, () => {
    let test: TestApp;
    beforeEach(async () => {
      test = await openTestApp(driver);
    });
    afterEach(async () => {
      await test.close();
    });

    it('answers 404 before anything is published', async () => {
      const response = await test.app.inject({
        method: 'POST',
        url: '/manifest/phonegap',
        payload: { db_version: 0, locale: 'fre' },
      });
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toBe('NOT_FOUND');
      expect((await test.app.inject({ url: '/offline/db_fre.json' })).statusCode).toBe(404);
    });

    it('sends a new device the full database, the configuration and one pack of every asset, data first', async () => {
      await seed(test);
      const published = await test.publishing.publish();
      expect(published.version).toBe(1);
      const answer = await manifest(test, { db_version: '0', db_schema: '', files: '[]', locale: 'eng' });
      expect(answer).toMatchObject({ NEW_VERSION: true, version: 1, schema: published.schema, data: 'full' });
      expect(answer.files.map((file) => [file.kind, file.path])).toEqual([
        ['data', 'offline/db_eng.json?v=1'],
        ['config', 'files/project/config.json?v=1'],
        ['assets', 'files/assets-pack?from=0&v=1'],
      ]);
      expect(answer.nb_files).toBe(3);
      expect(answer.size).toBe(answer.files.reduce((sum, file) => sum + file.size, 0));
      const packResponse = await test.app.inject({ url: '/files/assets-pack?from=0&v=1' });
      expect(answer.files[2]?.size).toBe(packResponse.rawPayload.byteLength);
      expect(packResponse.json()).toEqual({
        version: 1,
        from: 0,
        assets: {
          'logos/exh-1.svg': {
            contentType: 'image/svg+xml',
            sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
            body: SVG,
          },
        },
      });
      expect(answer.app_version).toBe('2.0.1');

      const english = await bundle(test, 'eng');
      expect(english.version).toBe(1);
      expect(answer.files[0]?.size).toBe(JSON.stringify(english).length);
      expect(exhibitorTitles(english)).toContain('exhibitors exh-1 (en)');
      expect(exhibitorTitles(await bundle(test, 'fre'))).toContain('exhibitors exh-1 (fr)');
    });

    it('tells an up-to-date device there is nothing to do', async () => {
      await seed(test);
      const { version, schema } = await test.publishing.publish();
      const answer = await manifest(test, {
        db_version: String(version),
        db_schema: schema,
        locale: 'fre',
        assets_version: String(version),
      });
      expect(answer).toMatchObject({ NEW_VERSION: false, data: 'none', files: [], nb_files: 0, size: 0 });
    });

    it('gives an older device exactly the diff: changed rows and null for deleted ones', async () => {
      await seed(test);
      const v1 = await test.publishing.publish();
      const before = await bundle(test);
      const edited = smallCatalog()
        .filter((item) => item.original_id !== 'exh-3')
        .map((item) =>
          item.original_id === 'exh-2'
            ? { ...item, fields: { ...item.fields, title: { $t: { fr: 'Nouveau nom', en: 'New name' } } } }
            : item,
        );
      await test.catalog.replaceItems(edited);
      const v2 = await test.publishing.publish();
      expect(v2.schema).toBe(v1.schema);

      const answer = await manifest(test, {
        db_version: '1',
        db_schema: v1.schema,
        locale: 'fre',
        assets_version: '1',
      });
      expect(answer.data).toBe('increment');
      expect(answer.files.map((file) => file.path)).toEqual([
        `manifest/update?version=1&schema=${v1.schema}&pixel_ratio=1&locale=fre`,
        'files/project/config.json?v=2',
      ]);

      const increment: DataIncrement = await update(test, 1, v1.schema);
      const ids = new Map(before.data.exhibitors?.rows.map((row) => [String(row[1]), String(row[0])]));
      const titleIndex = before.data.exhibitors?.fields.indexOf('title') ?? -1;
      expect(Object.keys(increment.data)).toEqual(['exhibitors']);
      const exhibitors = increment.data.exhibitors ?? {};
      expect(Object.keys(exhibitors).sort()).toEqual([ids.get('exh-2'), ids.get('exh-3')].sort());
      expect(exhibitors[ids.get('exh-3') ?? '']).toBeNull();
      expect(exhibitors[ids.get('exh-2') ?? '']?.[titleIndex]).toBe('Nouveau nom');
      expect(applyIncrement(before, increment)).toEqual(await bundle(test));
    });

    it('gives an empty increment when a version is published twice without change', async () => {
      await seed(test);
      const v1 = await test.publishing.publish();
      const v2 = await test.publishing.publish();
      expect(v2).toMatchObject({ version: 2, schema: v1.schema, incrementsFrom: [1] });
      const increment: DataIncrement = await update(test, 1, v1.schema, 'eng');
      expect(increment).toEqual({ from: 1, version: 2, schema: v1.schema, locale: 'eng', data: {} });
      expect(await update(test, 2, v1.schema)).toEqual({
        from: 2,
        version: 2,
        schema: v1.schema,
        locale: 'fre',
        data: {},
      });
    });

    it('answers a schema change with SchemaChange and a full reload when a field appears', async () => {
      await seed(test);
      const v1 = await test.publishing.publish();
      await test.catalog.upsertItems([
        sourceItem('exhibitors', 'exh-3', { fields: { booth_color: '#ff0000' } }),
      ]);
      const v2 = await test.publishing.publish();
      expect(v2.schema).not.toBe(v1.schema);
      expect(v2.incrementsFrom).toEqual([]);
      expect(await update(test, 1, v1.schema)).toEqual({ schema: v2.schema, version: 2 });
      const answer = await manifest(test, {
        db_version: '1',
        db_schema: v1.schema,
        locale: 'fre',
        assets_version: '1',
      });
      expect(answer.data).toBe('full');
      expect(answer.files[0]?.path).toBe('offline/db_fre.json?v=2');
    });

    it('keeps fields of earlier versions so removing a field is an increment, not a schema change', async () => {
      await seed(test, [
        ...smallCatalog(),
        sourceItem('exhibitors', 'exh-9', { fields: { booth_color: '#fff' } }),
      ]);
      const v1 = await test.publishing.publish();
      await test.catalog.replaceItems(smallCatalog());
      const v2 = await test.publishing.publish();
      expect(v2.schema).toBe(v1.schema);
      const increment: DataIncrement = await update(test, 1, v1.schema);
      expect(Object.values(increment.data.exhibitors ?? {})).toEqual([null]);
    });

    it('answers SchemaChange to a version older than the increments kept; force=1 changes nothing', async () => {
      await seed(test);
      const v1 = await test.publishing.publish();
      // The spec's app sends force=1 on every call: an up-to-date device must still hear "none".
      const forced = await manifest(
        test,
        { db_version: '1', db_schema: v1.schema, locale: 'fre', assets_version: '1' },
        '&force=1',
      );
      expect(forced.data).toBe('none');
      expect(forced.NEW_VERSION).toBe(false);
      expect(forced.files).toEqual([]);
      expect(await update(test, 0, v1.schema)).toEqual({ schema: v1.schema, version: 1 });
      expect(await update(test, 7, v1.schema)).toEqual({ schema: v1.schema, version: 1 });
    });

    it('packs every asset for assets_version 0 and only newer ones for a kept version', async () => {
      await seed(test);
      const v1 = await test.publishing.publish();
      const png = new Uint8Array([137, 80, 78, 71, 0, 255]);
      await test.catalog.upsertAssets([
        { path: 'logos/exh-1.svg', contentType: 'image/svg+xml', body: SVG },
        { path: 'logos/exh-2.svg', contentType: 'image/svg+xml', body: `${SVG}<!-- 2 -->` },
        { path: 'photos/hall.png', contentType: 'image/png', body: png },
      ]);
      await test.publishing.publish();
      const form = { db_version: '1', db_schema: v1.schema, locale: 'fre' };

      const fromOne = await manifest(test, { ...form, assets_version: '1' });
      expect(fromOne.files.filter((file) => file.kind !== 'data' && file.kind !== 'config')).toEqual([
        { path: 'files/assets-pack?from=1&v=2', size: expect.any(Number), kind: 'assets' },
      ]);
      expect(fromOne.assets_version).toBe(2);
      const newer = await assetPack(test, 'files/assets-pack?from=1&v=2');
      expect(newer).toMatchObject({ version: 2, from: 1 });
      expect(Object.keys(newer.assets)).toEqual(['logos/exh-2.svg', 'photos/hall.png']);
      expect(newer.assets['photos/hall.png']).toMatchObject({ contentType: 'image/png', encoding: 'base64' });
      expect([...Buffer.from(newer.assets['photos/hall.png']?.body ?? '', 'base64')]).toEqual([...png]);

      const fromZero = await manifest(test, { ...form, assets_version: '0' });
      expect(fromZero.files.at(-1)?.path).toBe('files/assets-pack?from=0&v=2');
      const all = await assetPack(test, 'files/assets-pack?from=0&v=2');
      expect(Object.keys(all.assets)).toEqual(['logos/exh-1.svg', 'logos/exh-2.svg', 'photos/hall.png']);

      const upToDate = await manifest(test, { ...form, assets_version: '2' });
      expect(upToDate.files.some((file) => file.kind === 'assets')).toBe(false);
    });

    it('lists no pack when no asset changed since the device version, and all of them when it is unknown', async () => {
      await seed(test);
      const v1 = await test.publishing.publish();
      await test.publishing.publish();
      const form = { db_version: '2', db_schema: v1.schema, locale: 'fre' };
      expect(await manifest(test, { ...form, assets_version: '1' })).toMatchObject({
        NEW_VERSION: false,
        files: [],
      });
      expect((await test.app.inject({ url: '/files/assets-pack?from=1&v=2' })).statusCode).toBe(404);
      const future = await manifest(test, { ...form, assets_version: '9' });
      expect(future.files.map((file) => file.path)).toEqual(['files/assets-pack?from=0&v=2']);
    });

    it('serves a pack precompressed, immutable when versioned, with a 304 for the same ETag', async () => {
      await seed(test);
      await test.publishing.publish();
      const pinned = await test.app.inject({
        url: '/files/assets-pack?from=0&v=1',
        headers: { 'accept-encoding': 'br' },
      });
      expect(pinned.statusCode).toBe(200);
      expect(pinned.headers['content-encoding']).toBe('br');
      expect(pinned.headers['cache-control']).toContain('immutable');
      const etag = String(pinned.headers.etag);
      const again = await test.app.inject({
        url: '/files/assets-pack?from=0&v=1',
        headers: { 'accept-encoding': 'br', 'if-none-match': etag },
      });
      expect(again.statusCode).toBe(304);
      const unversioned = await test.app.inject({ url: '/files/assets-pack?from=0' });
      expect(unversioned.headers['cache-control']).toBe('no-cache');
      expect(unversioned.json().version).toBe(1);
      const invalid = await test.app.inject({ url: '/files/assets-pack?from=x' });
      expect(invalid.statusCode).toBe(400);
      expect(invalid.json()).toMatchObject({ error: 'BAD_REQUEST', field: 'from' });
    });

    it("sends a device holding another show's data everything, even at the same version and schema", async () => {
      await seed(test);
      await test.publishing.publish();
      const v2 = await test.publishing.publish();
      const showKey = (await test.app.inject({ url: '/files/project/config.json' })).json().showKey;
      const heldAtV1 = { db_version: '1', db_schema: v2.schema, locale: 'fre', assets_version: '1' };

      // Same show: the increment from its version, as before; the increment URL carries the key.
      const same = await manifest(test, { ...heldAtV1, show_key: showKey });
      expect(same.data).toBe('increment');
      expect(same.files[0]?.path).toBe(
        `manifest/update?version=1&schema=${v2.schema}&pixel_ratio=1&locale=fre&show_key=${showKey}`,
      );
      expect((await update(test, 1, v2.schema, 'fre', showKey)).version).toBe(2);

      // Another show's version 1: never an increment on top of it, but the full bundle, the
      // configuration and every asset, as for an empty device.
      const other = await manifest(test, { ...heldAtV1, show_key: 'show-another' });
      expect(other).toMatchObject({ NEW_VERSION: true, data: 'full', version: 2 });
      expect(other.files.map((file) => file.path)).toEqual([
        'offline/db_fre.json?v=2',
        'files/project/config.json?v=2',
        'files/assets-pack?from=0&v=2',
      ]);
      expect(await update(test, 1, v2.schema, 'fre', 'show-another')).toEqual({
        schema: v2.schema,
        version: 2,
      });

      // Another show at exactly the server's version and schema: not "nothing new".
      const sameVersion = await manifest(test, {
        db_version: '2',
        db_schema: v2.schema,
        locale: 'fre',
        assets_version: '2',
        show_key: 'show-another',
      });
      expect(sameVersion.data).toBe('full');
      expect(sameVersion.files[0]?.path).toBe('offline/db_fre.json?v=2');
      expect(await update(test, 2, v2.schema, 'fre', 'show-another')).toEqual({
        schema: v2.schema,
        version: 2,
      });

      // A client that sends no key (the spec's app) is answered as before.
      const keyless = await manifest(test, heldAtV1);
      expect(keyless.data).toBe('increment');
      expect(keyless.files[0]?.path).toBe(
        `manifest/update?version=1&schema=${v2.schema}&pixel_ratio=1&locale=fre`,
      );
      expect((await update(test, 1, v2.schema)).version).toBe(2);
    });

    it('accepts a JSON manifest body as well as a form', async () => {
      await seed(test);
      await test.publishing.publish();
      const response = await test.app.inject({
        method: 'POST',
        url: '/manifest/phonegap?pixel_ratio=2',
        payload: { db_version: 0, locale: 'fre' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toBe('full');
    });

    it('rejects malformed manifest and update requests with 400 naming the field', async () => {
      await seed(test);
      await test.publishing.publish();
      const cases: Array<[string, InjectOptions]> = [
        [
          'db_version',
          { method: 'POST', url: '/manifest/phonegap', payload: { db_version: 'abc', locale: 'fre' } },
        ],
        ['locale', { method: 'POST', url: '/manifest/phonegap', payload: { db_version: 1 } }],
        ['locale', { method: 'POST', url: '/manifest/phonegap', payload: { db_version: 1, locale: 'deu' } }],
        [
          'pixel_ratio',
          {
            method: 'POST',
            url: '/manifest/phonegap?pixel_ratio=zz',
            payload: { db_version: 1, locale: 'fre' },
          },
        ],
        ['version', { url: '/manifest/update?schema=abc&locale=fre' }],
        ['schema', { url: '/manifest/update?version=1&locale=fre' }],
        ['locale', { url: '/manifest/update?version=1&schema=abc&locale=xx' }],
        ['pixel_ratio', { url: '/manifest/update?version=1&schema=abc&locale=fre&pixel_ratio=-1' }],
      ];
      for (const [field, request] of cases) {
        const response = await test.app.inject(request);
        expect(response.statusCode, JSON.stringify(request)).toBe(400);
        expect(response.json()).toMatchObject({ error: 'BAD_REQUEST', field });
        expect(typeof response.json().message).toBe('string');
      }
      const malformedJson = await test.app.inject({
        method: 'POST',
        url: '/manifest/phonegap',
        headers: { 'content-type': 'application/json' },
        payload: '{"db_version":',
      });
      expect(malformedJson.statusCode).toBe(400);
      expect(malformedJson.json()).toMatchObject({ error: 'BAD_REQUEST', field: 'body' });
    });

    it('answers 404 JSON for a locale that is valid but not published', async () => {
      await seed(test);
      await test.publishing.publish();
      const update = await test.app.inject({ url: '/manifest/update?version=1&schema=abc&locale=zho' });
      expect(update.statusCode).toBe(404);
      expect(update.json().error).toBe('NOT_FOUND');
      const full = await test.app.inject({ url: '/offline/db_zho.json' });
      expect(full.statusCode).toBe(404);
      expect(full.json().error).toBe('NOT_FOUND');
    });
  });
}

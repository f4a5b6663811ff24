import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { showConfigFixture, smallCatalog, sourceItem } from '../../testing/catalog-factories.js';
import { openTestApp, type TestApp } from '../../testing/test-app.js';
import { TEST_DRIVERS } from '../../testing/test-database.js';

const PNG = new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10, 0, 1, 2, 3]);

for (const driver of TEST_DRIVERS) {
  describe(`published files on ${driver}`, () => {
    let test: TestApp;
    beforeEach(async () => {
      test = await openTestApp(driver);
      await test.catalog.setConfig(showConfigFixture({ appVersion: '2.3.0' }));
      await test.catalog.upsertItems(smallCatalog());
      await test.catalog.upsertAssets([{ path: 'photos/a b.png', contentType: 'image/png', body: PNG }]);
      await test.publishing.publish();
    });
    afterEach(async () => {
      await test.close();
    });

    it('serves the database in brotli, gzip or plain by Accept-Encoding, all with the same content', async () => {
      const plain = await test.app.inject({
        url: '/offline/db_fre.json',
        headers: { 'accept-encoding': 'identity' },
      });
      expect(plain.statusCode).toBe(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(plain.headers['cache-control']).toBe('no-cache');
      const data = plain.json();
      expect(data).toMatchObject({ version: 1, locale: 'fre' });

      const br = await test.app.inject({
        url: '/offline/db_fre.json',
        headers: { 'accept-encoding': 'gzip, deflate, br' },
      });
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers.vary).toContain('Accept-Encoding');
      expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(data);
      expect(br.rawPayload.byteLength).toBeLessThan(plain.rawPayload.byteLength);

      const gz = await test.app.inject({
        url: '/offline/db_fre.json',
        headers: { 'accept-encoding': 'gzip' },
      });
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(JSON.parse(gunzipSync(gz.rawPayload).toString('utf8'))).toEqual(data);

      const refusesBrotli = await test.app.inject({
        url: '/offline/db_fre.json',
        headers: { 'accept-encoding': 'br;q=0, gzip' },
      });
      expect(refusesBrotli.headers['content-encoding']).toBe('gzip');
    });

    it('answers 304 when the device already holds the same representation', async () => {
      const first = await test.app.inject({
        url: '/offline/db_eng.json',
        headers: { 'accept-encoding': 'br' },
      });
      const etag = String(first.headers.etag);
      expect(etag).toMatch(/^"[0-9a-f]{64}-br"$/);
      const again = await test.app.inject({
        url: '/offline/db_eng.json',
        headers: { 'accept-encoding': 'br', 'if-none-match': etag },
      });
      expect(again.statusCode).toBe(304);
      expect(again.rawPayload.byteLength).toBe(0);

      await test.publishing.publish();
      const afterPublish = await test.app.inject({
        url: '/offline/db_eng.json',
        headers: { 'accept-encoding': 'br', 'if-none-match': etag },
      });
      expect(afterPublish.statusCode).toBe(200);
      expect(JSON.parse(brotliDecompressSync(afterPublish.rawPayload).toString('utf8')).version).toBe(2);
    });

    it('serves the version named by ?v= with immutable caching, and the current one otherwise', async () => {
      await test.publishing.publish();
      const pinned = await test.app.inject({ url: '/offline/db_fre.json?v=1' });
      expect(pinned.json().version).toBe(1);
      expect(pinned.headers['cache-control']).toContain('immutable');
      const unknown = await test.app.inject({ url: '/offline/db_fre.json?v=99' });
      expect(unknown.json().version).toBe(2);
      expect(unknown.headers['cache-control']).toBe('no-cache');
    });

    it("serves each version's first payload: the bundle's rows without rich texts, and the configuration", async () => {
      await test.catalog.upsertItems([
        sourceItem('events', 'talk-1', { fields: { title: 'Opening', description: '<p>Long abstract</p>' } }),
      ]);
      await test.publishing.publish();
      const bundle = (await test.app.inject({ url: '/offline/db_eng.json' })).json();
      const response = await test.app.inject({
        url: '/offline/first_eng.json',
        headers: { 'accept-encoding': 'br' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe('br');
      const payload = JSON.parse(brotliDecompressSync(response.rawPayload).toString('utf8'));
      expect(payload).toMatchObject({ version: 2, locale: 'eng', schema: bundle.schema });
      expect(payload.config).toMatchObject({ appVersion: '2.3.0', name: { fr: 'Salon de test' } });
      expect(JSON.stringify(bundle.data.events.rows)).toContain('<p>Long abstract</p>');
      expect(JSON.stringify(payload.data)).not.toContain('Long abstract');
      for (const [type, table] of Object.entries<{ fields: string[]; rows: unknown[][] }>(bundle.data)) {
        const description = table.fields.indexOf('description');
        const rows = payload.data[type].rows as unknown[][];
        expect(rows.map((row) => row[0])).toEqual(table.rows.map((row) => row[0]));
        if (description >= 0) expect(rows.every((row) => row[description] === null)).toBe(true);
      }
      await test.publishing.publish();
      expect((await test.app.inject({ url: '/offline/first_fre.json?v=2' })).json().version).toBe(2);
      expect((await test.app.inject({ url: '/offline/first_fre.json' })).json().version).toBe(3);
      expect((await test.app.inject({ url: '/offline/first_zho.json' })).statusCode).toBe(404);
    });

    it('serves the published show configuration', async () => {
      const response = await test.app.inject({ url: '/files/project/config.json' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ appVersion: '2.3.0', name: { fr: 'Salon de test' }, ads: [] });
      await test.catalog.setConfig(showConfigFixture({ appVersion: '9.9.9' }));
      // Configuration edits reach devices through a publish, like data.
      expect((await test.app.inject({ url: '/files/project/config.json' })).json().appVersion).toBe('2.3.0');
      await test.publishing.publish();
      expect((await test.app.inject({ url: '/files/project/config.json' })).json().appVersion).toBe('9.9.9');
      const answer = await test.app.inject({
        method: 'POST',
        url: '/manifest/phonegap',
        payload: { db_version: 0, locale: 'fre' },
      });
      expect(answer.json().app_version).toBe('9.9.9');
    });

    it('serves assets with their type and a content-hash ETag, revalidated unless ?v= is their hash', async () => {
      const response = await test.app.inject({ url: '/files/assets/photos/a%20b.png' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/png');
      expect([...response.rawPayload]).toEqual([...PNG]);
      expect(response.headers['cache-control']).toBe('no-cache');
      const etag = String(response.headers.etag);
      expect(etag).toMatch(/^"[0-9a-f]{64}"$/);
      const stale = await test.app.inject({ url: '/files/assets/photos/a%20b.png?v=123' });
      expect(stale.headers['cache-control']).toBe('no-cache');
      const hash = etag.slice(1, 17);
      const pinned = await test.app.inject({ url: `/files/assets/photos/a%20b.png?v=${hash}` });
      expect(pinned.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const again = await test.app.inject({
        url: '/files/assets/photos/a%20b.png',
        headers: { 'if-none-match': etag },
      });
      expect(again.statusCode).toBe(304);
      const missing = await test.app.inject({ url: '/files/assets/photos/none.png' });
      expect(missing.statusCode).toBe(404);
      expect(missing.json().error).toBe('NOT_FOUND');
    });

    it('answers the online check with ok', async () => {
      const response = await test.app.inject({ url: '/online.txt' });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe('ok');
      expect(response.headers['content-type']).toContain('text/plain');
    });

    it('answers unknown API paths with a JSON 404', async () => {
      const response = await test.app.inject({ url: '/manifest/nothing', headers: { accept: 'text/html' } });
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toBe('NOT_FOUND');
    });
  });
}

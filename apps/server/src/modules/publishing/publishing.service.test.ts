import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { publishedRoot } from '../../data-dir.js';
import { showConfigFixture, smallCatalog, sourceItem } from '../../testing/catalog-factories.js';
import { openTestApp, type TestApp } from '../../testing/test-app.js';
import { TEST_DRIVERS } from '../../testing/test-database.js';

for (const driver of TEST_DRIVERS) {
  describe(`publishing on ${driver}`, () => {
    let test: TestApp;
    beforeEach(async () => {
      test = await openTestApp(driver);
      await test.catalog.setConfig(showConfigFixture());
      await test.catalog.upsertItems(smallCatalog());
    });
    afterEach(async () => {
      await test.close();
    });

    it('refuses to publish without a show configuration', async () => {
      const bare = await openTestApp(driver);
      try {
        await bare.catalog.upsertItems(smallCatalog());
        await expect(bare.publishing.publish()).rejects.toThrow(/show configuration/);
      } finally {
        await bare.close();
      }
    });

    it('numbers concurrent publishes one after the other, each version complete', async () => {
      const results = await Promise.all([test.publishing.publish(), test.publishing.publish()]);
      expect(results.map((result) => result.version).sort()).toEqual([1, 2]);
      for (const version of [1, 2]) {
        const response = await test.app.inject({ url: `/offline/db_eng.json?v=${version}` });
        expect(response.json().version).toBe(version);
      }
    });

    it('leaves the previous version current when a publish died before recording its version', async () => {
      await test.publishing.publish();
      // What a crash between writing the files and recording the row leaves behind.
      const orphan = path.join(publishedRoot(test.dataDir), 'v2', 'offline');
      await mkdir(orphan, { recursive: true });
      await writeFile(path.join(orphan, 'db_fre.json'), '{"broken":');
      const manifest = await test.app.inject({
        method: 'POST',
        url: '/manifest/phonegap',
        payload: { db_version: 0, locale: 'fre' },
      });
      expect(manifest.json().version).toBe(1);
      expect((await test.app.inject({ url: '/offline/db_fre.json?v=2' })).json().version).toBe(1);

      const next = await test.publishing.publish();
      expect(next.version).toBe(2);
      expect((await test.app.inject({ url: '/offline/db_fre.json' })).json().version).toBe(2);
    });

    it('publishes one show identity per database, kept across publishes and config re-imports', async () => {
      const showKeyOf = async (app: TestApp) =>
        (await app.app.inject({ url: '/files/project/config.json' })).json().showKey as unknown;
      await test.publishing.publish();
      const first = await showKeyOf(test);
      expect(first).toEqual(expect.stringMatching(/^show-[0-9a-f]{16,}$/));
      // The organiser imports the configuration again (a changed flag): still the same show.
      await test.catalog.setConfig(showConfigFixture({ appVersion: '2.1.0' }));
      await test.publishing.publish();
      expect(await showKeyOf(test)).toBe(first);

      // A new show on the same server: a fresh database, another identity.
      const other = await openTestApp(driver);
      try {
        await other.catalog.setConfig(showConfigFixture());
        await other.catalog.upsertItems(smallCatalog());
        await other.publishing.publish();
        expect(await showKeyOf(other)).not.toBe(first);
      } finally {
        await other.close();
      }
    });

    it('drops references to missing items and reports them', async () => {
      await test.catalog.upsertItems([
        sourceItem('events', 'evt-2', { refs: { speakers: { type: 'speakers', ids: ['nobody'] } } }),
      ]);
      const result = await test.publishing.publish();
      expect(result.missing).toEqual(['speakers:nobody']);
      expect(result.counts).toMatchObject({ events: 2, exhibitors: 3 });
    });
  });
}

import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { publishedRoot } from '../../data-dir.js';
import { showConfigFixture, smallCatalog } from '../../testing/catalog-factories.js';
import { openTestApp, type TestApp } from '../../testing/test-app.js';
import { TEST_DRIVERS } from '../../testing/test-database.js';
import { CurrentVersionCache } from './current-version-cache.js';
import { DataVersionRepository } from './data-version.repository.js';
import { PublishedStore } from './published-store.js';

for (const driver of TEST_DRIVERS) {
  describe(`the current version held in memory on ${driver}`, () => {
    let test: TestApp;
    beforeEach(async () => {
      test = await openTestApp(driver);
      await test.catalog.setConfig(showConfigFixture({ appVersion: '2.4.0' }));
      await test.catalog.upsertItems(smallCatalog());
    });
    afterEach(async () => {
      await test.close();
    });

    it('sees a publish of this process at once, and one of another process within a second', async () => {
      let clock = 0;
      const versions = new DataVersionRepository(test.handle.db);
      const cache = new CurrentVersionCache(
        versions,
        new PublishedStore(publishedRoot(test.dataDir)),
        () => clock,
      );
      expect(await cache.get()).toBeUndefined();

      await test.publishing.publish();
      const first = await cache.get();
      expect(first?.row.version).toBe(1);
      expect(first?.appVersion).toBe('2.4.0');
      expect(first?.index.files['offline/db_fre.json']?.size).toBeGreaterThan(0);

      // What the CLI over the same database does: a new row, without this process being told.
      const latest = await versions.latest();
      if (!latest) throw new Error('version 1 is missing');
      const { publishedAt: _publishedAt, ...row } = latest;
      await versions.insert({ ...row, version: 2 });
      clock += 500;
      expect((await cache.get())?.row.version).toBe(1);
      clock += 600;
      expect((await cache.get())?.row.version).toBe(2);
    });

    it('answers concurrent callers with one database query per refresh', async () => {
      await test.publishing.publish();
      const versions = new DataVersionRepository(test.handle.db);
      let queries = 0;
      const counting = Object.assign(Object.create(versions) as DataVersionRepository, {
        latest: () => {
          queries += 1;
          return versions.latest();
        },
      });
      const cache = new CurrentVersionCache(
        counting,
        new PublishedStore(publishedRoot(test.dataDir)),
        () => 0,
      );
      const answers = await Promise.all(Array.from({ length: 20 }, () => cache.get()));
      expect(answers.map((answer) => answer?.row.version)).toEqual(Array(20).fill(1));
      expect(queries).toBe(1);
    });
  });
}

import { expect, test } from '@playwright/test';
import { favoriteSession } from '../support/calendar-feed.js';
import { createScratchDatabase, type ScratchDatabase } from '../support/scratch-database.js';
import { ShowServer } from '../support/show-server.js';
import { SyncDevice, switchToLoginMode } from '../support/sync-device.js';

/**
 * Two back office processes on one PostgreSQL database with LIVE_ADAPTER=postgres, as behind a load
 * balancer: a laptop served by one and a phone served by the other, logged in to one account, see each
 * other's favorites without a reload. Both share one DATA_DIR (the published files, the sync key pair). Needs a PostgreSQL server (TEST_DATABASE_URL), on which it creates
 * a database of its own and drops it after.
 */
const databaseServer = process.env.TEST_DATABASE_URL;
const first = new ShowServer(8928);
// One DATA_DIR for both, as a shared volume gives them: the published data files and the sync key pair.
const second = new ShowServer(8929, first.dataDir);

test.use({ locale: 'en-US', viewport: { width: 412, height: 823 } });

if (databaseServer === undefined || databaseServer === '') {
  test('two processes: not run without PostgreSQL', () => {
    // A run without PostgreSQL cannot start two processes on one database, and says so.
    console.warn('favorites sync across two processes not run: set TEST_DATABASE_URL');
    expect(databaseServer ?? '').toBe('');
  });
} else {
  let database: ScratchDatabase | undefined;

  test.beforeAll(async () => {
    // The first start migrates the new database and stores the demo show: slow on a busy machine.
    test.setTimeout(300_000);
    database = await createScratchDatabase(databaseServer, 'showfloor_e2e_two_processes');
    const env = { DATABASE_URL: database.url, LIVE_ADAPTER: 'postgres' };
    await first.start(env);
    await switchToLoginMode(first.url);
    // Run inside the first process (its command channel), on the shared database.
    expect(await first.cli('publish')).toMatch(/^published version 2 /);
    await second.start(env);
  });

  test.afterAll(async () => {
    // Both stopped before their shared folder is removed.
    await Promise.all([first.stop(), second.stop()]);
    await first.dispose();
    await second.dispose();
    await database?.drop();
  });

  test('a favorite added on a device served by one process appears on a device served by the other', async ({
    browser,
  }) => {
    test.setTimeout(300_000);
    const laptop = await SyncDevice.open(await browser.newContext(), first.url, '2');
    const phone = await SyncDevice.open(await browser.newContext(), second.url, '2');
    for (const device of [laptop, phone]) {
      await device.logIn();
      await device.openFavorites();
      await device.expectSynced();
    }

    await phone.markStillOpen();
    const starred = await favoriteSession(laptop.page, first.url, 0);
    await expect(phone.favoriteTitles()).toHaveText([starred], { timeout: 30_000 });
    expect(await phone.isStillOpen()).toBe(true);

    await laptop.openFavorites();
    await laptop.expectSynced();
    await laptop.markStillOpen();
    const another = await favoriteSession(phone.page, second.url, 1);
    await expect(laptop.favoriteTitles()).toHaveCount(2, { timeout: 30_000 });
    await expect(laptop.favoriteTitles()).toContainText([another]);
    expect(await laptop.isStillOpen()).toBe(true);

    await laptop.context.close();
    await phone.context.close();
  });
}

import type {
  CatalogRecords,
  NotificationLevel,
  PublishedChangelog,
  ShowConfig,
  UpdaterStatus,
} from '@showfloor/core';
import { afterEach, describe, expect, it } from 'vitest';
import type { DexieCatalogReader } from '../../platform/local-db/index.js';
import { openTestCatalog, type TestCatalog } from '../../platform/local-db/test-catalog.test-support.js';
import { ApiClient } from '../../platform/network/index.js';
import type { AssetCache } from './asset-cache.js';
import type { AppliedUpdate } from './buffered-update.js';
import { FakeBackOffice, TEST_SHOW_CONFIG } from './fake-back-office.js';
import { localUpdateSessions } from './update-session.js';
import { UpdaterController } from './updater-controller.js';

function show(exhibitors: number, renamed: Record<number, string> = {}): CatalogRecords {
  return {
    exhibitors: Array.from({ length: exhibitors }, (_, index) => ({
      id: index + 1,
      original_id: `exh-${index + 1}`,
      title: renamed[index + 1] ?? `Exhibitor ${index + 1}`,
    })),
    places: [{ id: 1, original_id: 'hall-1', title: 'Hall 1' }],
  };
}

const catalogs: TestCatalog[] = [];
afterEach(() => {
  for (const { database } of catalogs.splice(0)) database.close();
});

/** The asset cache as the service worker would see it: URL to stored file. */
class RecordingAssetCache implements AssetCache {
  readonly files = new Map<string, Blob>();
  async put(url: string, file: Blob): Promise<void> {
    this.files.set(url, file);
  }
}

function setup(options: { autoUpdate?: boolean } = {}) {
  const assets = new RecordingAssetCache();
  const backOffice = new FakeBackOffice();
  // The server the app talks to; a test may replace its database with another show's.
  let server = backOffice;
  const opened = openTestCatalog('updater');
  catalogs.push(opened);
  // The screens' view of what the updater writes.
  const catalog = opened.reader;
  let clock = 1_000_000;
  const api = new ApiClient({
    baseUrl: 'http://backoffice.test',
    fetch: (input, init) => server.fetch(input, init),
    fetchTimeoutMs: 50,
    now: () => clock,
  });
  const notifications: { message: string; level: NotificationLevel }[] = [];
  const configs: ShowConfig[] = [];
  const applied: AppliedUpdate[] = [];
  const updater = new UpdaterController({
    api,
    catalog: opened.writer,
    sessions: localUpdateSessions({ api, catalog: opened.writer, assets }),
    appVersion: '2.0.1',
    now: () => clock,
    locale: () => 'fre',
    autoUpdate: () => options.autoUpdate ?? false,
    notify: (message, level) => notifications.push({ message, level }),
    onApplied: (update) => {
      applied.push(update);
      if (update.config) configs.push(update.config);
    },
    // The show of the configuration last applied, as the app's configuration store holds it.
    showKey: () => configs.at(-1)?.showKey ?? null,
  });
  const settled = (statuses: UpdaterStatus[]) =>
    new Promise<void>((resolve) => {
      const done = () => statuses.includes(updater.getSnapshot().state.status);
      if (done()) return resolve();
      const stop = updater.subscribe(() => {
        if (done()) {
          stop();
          resolve();
        }
      });
    });
  /** Checks again later than the previous attempt, as the 60 s timer does. */
  const checkLater = async () => {
    clock += 60_000;
    await updater.check();
  };
  const replaceServer = (next: FakeBackOffice) => {
    server = next;
  };
  return {
    backOffice,
    catalog,
    assets,
    updater,
    notifications,
    configs,
    applied,
    settled,
    checkLater,
    replaceServer,
  };
}

async function titleOf(catalog: DexieCatalogReader, id: number) {
  return (await catalog.listByType('exhibitors')).find((record) => record.id === id)?.title;
}

describe('updater', () => {
  it('downloads everything without asking on an empty device, then says the update is done', async () => {
    const { backOffice, catalog, updater, notifications, configs, settled } = setup();
    backOffice.publish(show(1200));
    await updater.check();
    await settled(['done', 'failed']);
    expect(updater.getSnapshot().state).toEqual({ status: 'done', version: 1 });
    expect(await catalog.countByType()).toEqual({ exhibitors: 1200, places: 1 });
    expect((await catalog.readMeta())?.version).toBe(1);
    expect(notifications).toContainEqual({ message: 'updateDone', level: 'success' });
    expect(configs).toEqual([TEST_SHOW_CONFIG]);
  });

  it('asks before applying a newer version, and applies it as an increment once confirmed', async () => {
    const { backOffice, catalog, updater, settled, checkLater } = setup();
    backOffice.publish(show(10));
    await updater.check();
    await settled(['done']);
    backOffice.publish(show(10, { 3: 'Renamed' }));
    await checkLater();
    await settled(['confirming']);
    expect(await titleOf(catalog, 3)).toBe('Exhibitor 3');
    updater.confirm();
    await settled(['done', 'failed']);
    expect(updater.getSnapshot().state).toEqual({ status: 'done', version: 2 });
    expect(await titleOf(catalog, 3)).toBe('Renamed');
    expect(backOffice.requests).toContain('manifest/update');
  });

  it("hands over the new version's changelog with the version the device held; a first download reads none", async () => {
    const { backOffice, updater, applied, settled, checkLater } = setup({ autoUpdate: true });
    backOffice.publish(show(10));
    await updater.check();
    await settled(['done']);
    expect(applied.at(-1)?.heldVersion).toBeNull();
    expect(applied.at(-1)?.changelog).toBeUndefined();
    expect(backOffice.requests).not.toContain('files/project/changelog.json');

    backOffice.publish(show(10, { 3: 'Renamed' }));
    const changelog: PublishedChangelog = {
      version: 2,
      previousVersion: 1,
      publishedAt: '2026-11-20T18:00:00.000Z',
      note: 'Renamed an exhibitor',
      restoredFrom: null,
      counts: { exhibitors: { added: 0, changed: 1, removed: 0 } },
      sessions: [{ id: 4, originalId: 'talk-4', title: 'Talk', room: { old: 'A', new: 'B' } }],
    };
    backOffice.changelogs.set(2, changelog);
    await checkLater();
    await settled(['done', 'failed']);
    expect(updater.getSnapshot().state).toEqual({ status: 'done', version: 2 });
    expect(applied.at(-1)).toMatchObject({ version: 2, heldVersion: 1, changelog });
  });

  it('applies a version whose changelog cannot be read (an older back office), without it', async () => {
    const { backOffice, catalog, updater, applied, settled, checkLater } = setup({ autoUpdate: true });
    backOffice.publish(show(10));
    await updater.check();
    await settled(['done']);
    backOffice.publish(show(12));
    await checkLater();
    await settled(['done', 'failed']);
    expect(updater.getSnapshot().state).toEqual({ status: 'done', version: 2 });
    expect(await catalog.countByType()).toEqual({ exhibitors: 12, places: 1 });
    expect(backOffice.requests).toContain('files/project/changelog.json');
    expect(applied.at(-1)).toMatchObject({ version: 2, heldVersion: 1 });
    expect(applied.at(-1)?.changelog).toBeUndefined();
  });

  it('changes nothing when the user declines', async () => {
    const { backOffice, catalog, updater, settled, checkLater } = setup();
    backOffice.publish(show(10));
    await updater.check();
    await settled(['done']);
    backOffice.publish(show(12));
    await checkLater();
    await settled(['confirming']);
    updater.decline();
    expect(updater.getSnapshot().state.status).toBe('idle');
    expect((await catalog.readMeta())?.version).toBe(1);
  });

  it('keeps the previous data whole when the server stops in the middle of a download', async () => {
    const { backOffice, catalog, updater, settled, checkLater } = setup({ autoUpdate: true });
    backOffice.publish(show(10));
    await updater.check();
    await settled(['done']);
    backOffice.publish(show(10, { 1: 'Should not appear' }));
    // The data file arrives, then the server is gone before the configuration file.
    backOffice.failing = /^files\/project\/config\.json/;
    await checkLater();
    await settled(['failed']);
    expect(updater.getSnapshot().state).toEqual({ status: 'failed', reason: 'connectionError' });
    expect((await catalog.readMeta())?.version).toBe(1);
    expect(await titleOf(catalog, 1)).toBe('Exhibitor 1');
    expect(await catalog.countByType()).toEqual({ exhibitors: 10, places: 1 });

    backOffice.failing = undefined;
    await checkLater();
    await settled(['done']);
    expect(await titleOf(catalog, 1)).toBe('Should not appear');
  });

  it('reloads everything when the schema changed', async () => {
    const { backOffice, catalog, updater, settled, checkLater } = setup({ autoUpdate: true });
    backOffice.publish(show(10));
    await updater.check();
    await settled(['done']);
    const records = show(4);
    records.exhibitors = records.exhibitors?.map((record) => ({ ...record, booth: `B${record.id}` }));
    const newer = backOffice.publishNewSchema(records);
    await checkLater();
    await settled(['done', 'failed']);
    const meta = await catalog.readMeta();
    expect(meta?.schema).toBe(newer.schema);
    expect(meta?.fields.exhibitors).toContain('booth');
    expect(await catalog.countByType()).toEqual({ exhibitors: 4, places: 1 });
  });

  it("replaces another show's data held at the same version and schema as the server's", async () => {
    const { backOffice, catalog, updater, configs, settled, checkLater, replaceServer } = setup({
      autoUpdate: true,
    });
    backOffice.config = { ...TEST_SHOW_CONFIG, showKey: 'show-a' };
    backOffice.publish(show(10));
    await updater.check();
    await settled(['done']);
    // The server's database is now another show's, at the same version and with the same fields.
    const showB = new FakeBackOffice();
    showB.config = { ...TEST_SHOW_CONFIG, showKey: 'show-b' };
    showB.publish(show(3, { 1: 'Globex' }));
    replaceServer(showB);
    await checkLater();
    await settled(['done', 'failed']);
    expect(updater.getSnapshot().state).toEqual({ status: 'done', version: 1 });
    expect(await catalog.countByType()).toEqual({ exhibitors: 3, places: 1 });
    expect(await titleOf(catalog, 1)).toBe('Globex');
    expect(configs.at(-1)?.showKey).toBe('show-b');
  });

  it("never applies another show's increment on top of the data held", async () => {
    const { backOffice, catalog, updater, settled, checkLater, replaceServer } = setup({ autoUpdate: true });
    backOffice.config = { ...TEST_SHOW_CONFIG, showKey: 'show-a' };
    backOffice.publish(show(10));
    await updater.check();
    await settled(['done']);
    // Another show, two versions on with the same fields: its increment from version 1 is about its
    // own version 1, not about the show the device holds.
    const showB = new FakeBackOffice();
    showB.config = { ...TEST_SHOW_CONFIG, showKey: 'show-b' };
    showB.publish(show(3));
    showB.publish(show(3, { 1: 'Globex' }));
    replaceServer(showB);
    await checkLater();
    await settled(['done', 'failed']);
    expect(updater.getSnapshot().state).toEqual({ status: 'done', version: 2 });
    expect(await catalog.countByType()).toEqual({ exhibitors: 3, places: 1 });
    expect(await titleOf(catalog, 1)).toBe('Globex');
    expect(showB.requests).not.toContain('manifest/update');
  });

  it('warns on a timeout and on a newer app version', async () => {
    const { backOffice, catalog, updater, notifications, settled } = setup();
    backOffice.publish(show(3));
    backOffice.appVersion = '2.1.0';
    backOffice.hanging = /^offline\//;
    await updater.check();
    await settled(['failed']);
    expect(updater.getSnapshot().state).toEqual({ status: 'failed', reason: 'timeout' });
    expect(notifications).toContainEqual({ message: 'updateTimeout', level: 'warning' });
    expect(notifications).toContainEqual({ message: 'newerAppVersion', level: 'info' });
    expect(await catalog.readMeta()).toBeNull();
  });

  it('stores every asset of the pack under its URL without query, then only the newer ones', async () => {
    const { backOffice, catalog, assets, updater, settled, checkLater } = setup({ autoUpdate: true });
    backOffice.putAsset('logos/exh-1.svg', 'image/svg+xml', '<svg id="1"/>');
    backOffice.putAsset('photos/hall.png', 'image/png', btoa('\x89PNG'));
    backOffice.publish(show(3));
    await updater.check();
    await settled(['done', 'failed']);
    expect(updater.getSnapshot().state.status).toBe('done');
    expect([...assets.files.keys()].sort()).toEqual([
      'http://backoffice.test/files/assets/logos/exh-1.svg',
      'http://backoffice.test/files/assets/photos/hall.png',
    ]);
    expect(await assets.files.get('http://backoffice.test/files/assets/logos/exh-1.svg')?.text()).toBe(
      '<svg id="1"/>',
    );
    expect((await catalog.readMeta())?.assetsVersion).toBe(1);

    assets.files.clear();
    backOffice.putAsset('logos/exh-1.svg', 'image/svg+xml', '<svg id="new"/>');
    backOffice.publish(show(3));
    await checkLater();
    await settled(['done', 'failed']);
    expect([...assets.files.keys()]).toEqual(['http://backoffice.test/files/assets/logos/exh-1.svg']);
    expect(await assets.files.get('http://backoffice.test/files/assets/logos/exh-1.svg')?.text()).toBe(
      '<svg id="new"/>',
    );
    expect(backOffice.requests.filter((path) => path === 'files/assets-pack')).toHaveLength(2);
  });

  it('records the commit and update timings the benchmarks read', async () => {
    const { backOffice, updater, settled, checkLater } = setup({ autoUpdate: true });
    performance.clearMeasures();
    backOffice.publish(show(20));
    await updater.check();
    await settled(['done', 'failed']);
    expect(performance.getEntriesByName('showfloor:commit-full', 'measure')).toHaveLength(1);
    expect(performance.getEntriesByName('showfloor:update', 'measure')).toHaveLength(1);
    expect(performance.getEntriesByName('showfloor:commit-increment', 'measure')).toHaveLength(0);

    backOffice.publish(show(20, { 2: 'Renamed' }));
    await checkLater();
    await settled(['done', 'failed']);
    expect(performance.getEntriesByName('showfloor:commit-increment', 'measure')).toHaveLength(1);
    expect(performance.getEntriesByName('showfloor:update', 'measure')).toHaveLength(2);
  });
});

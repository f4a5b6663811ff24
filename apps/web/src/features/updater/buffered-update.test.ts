import { type AssetPack, assetPackUrl, type ManifestFile } from '@showfloor/core';
import { afterEach, describe, expect, it } from 'vitest';
import { openTestCatalog, type TestCatalog } from '../../platform/local-db/test-catalog.test-support.js';
import { ApiClient } from '../../platform/network/index.js';
import type { AssetCache } from './asset-cache.js';
import { BufferedUpdate } from './buffered-update.js';

const PNG = new Uint8Array([137, 80, 78, 71, 0, 255]);

const PACK: AssetPack = {
  version: 3,
  from: 0,
  assets: {
    'logos/exh 1.svg': { contentType: 'image/svg+xml', sha256: 'b'.repeat(64), body: '<svg/>' },
    'photos/hall.png': {
      contentType: 'image/png',
      sha256: 'c'.repeat(64),
      body: btoa(String.fromCharCode(...PNG)),
      encoding: 'base64',
    },
  },
};

const catalogs: TestCatalog[] = [];
afterEach(() => {
  for (const { database } of catalogs.splice(0)) database.close();
});

/** A buffered assets-only update whose back office answers the pack URL with `packBody`. */
function setup(packBody = JSON.stringify(PACK)) {
  const stored = new Map<string, Blob>();
  const assets: AssetCache = { put: async (url, file) => void stored.set(url, file) };
  const api = new ApiClient({
    baseUrl: 'http://backoffice.test',
    fetch: async (input) =>
      new URL(String(input)).pathname === '/files/assets-pack'
        ? new Response(packBody, { headers: { 'content-type': 'application/json' } })
        : new Response('not found', { status: 404 }),
  });
  const catalog = openTestCatalog('buffered-update');
  catalogs.push(catalog);
  const update = new BufferedUpdate(
    { mode: 'none', locale: 'fre', assetsVersion: 3, heldVersion: 2 },
    { api, catalog: catalog.writer, assets },
  );
  return { update, stored };
}

describe('an asset pack in a buffered update', () => {
  it('reaches the asset cache at commit, under the URLs the screens use, and not before', async () => {
    const { update, stored } = setup();
    const file: ManifestFile = { path: assetPackUrl(0, 3), size: 200, kind: 'assets' };
    await update.downloadFile(file, () => undefined);
    expect(stored.size).toBe(0);

    await update.commitBuffer();
    expect([...stored.keys()].sort()).toEqual([
      'http://backoffice.test/files/assets/logos/exh 1.svg',
      'http://backoffice.test/files/assets/photos/hall.png',
    ]);
    const svg = stored.get('http://backoffice.test/files/assets/logos/exh 1.svg');
    expect(svg?.type).toBe('image/svg+xml');
    expect(await svg?.text()).toBe('<svg/>');
    const png = stored.get('http://backoffice.test/files/assets/photos/hall.png');
    expect(png?.type).toBe('image/png');
    expect([...new Uint8Array((await png?.arrayBuffer()) ?? new ArrayBuffer(0))]).toEqual([...PNG]);
  });

  it('rejects a pack that does not follow the format, leaving the cache untouched', async () => {
    const { update, stored } = setup('{"version":3,"assets":[]}');
    const file: ManifestFile = { path: assetPackUrl(0, 3), size: 20, kind: 'assets' };
    await expect(update.downloadFile(file, () => undefined)).rejects.toThrow(/asset pack/);
    await update.commitBuffer();
    expect(stored.size).toBe(0);
  });
});

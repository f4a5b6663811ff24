import type { PackedAsset } from '@showfloor/core';

/** Where downloaded asset files go so that the service worker answers them offline. */
export interface AssetCache {
  put(url: string, file: Blob): Promise<void>;
}

/**
 * The cache the service worker's CacheFirst rule for /files/assets/ reads (vite.config.ts, which
 * repeats this name and matches ignoring the query), so an asset the updater stored is served from
 * there without a second download.
 */
export const ASSET_CACHE_NAME = 'showfloor-assets';

export class CacheStorageAssetCache implements AssetCache {
  private opened: Promise<Cache> | undefined;

  async put(url: string, file: Blob): Promise<void> {
    if (typeof caches === 'undefined') return;
    this.opened ??= caches.open(ASSET_CACHE_NAME);
    const cache = await this.opened;
    await cache.put(url, new Response(file, { headers: { 'content-type': file.type } }));
  }
}

/**
 * Cache writes in flight at once. One at a time, the 10,000 logos of a big show took twenty seconds
 * before its data could show; the cache takes many writes at once, and a bound keeps memory flat.
 */
const PARALLEL_ASSET_WRITES = 32;

/** Stores every asset, a bounded number at a time; rejects with the first failure. */
export async function putAssets(
  cache: AssetCache,
  entries: Iterable<{ url: string; file: () => Blob }>,
): Promise<void> {
  const queue = entries[Symbol.iterator]();
  const worker = async (): Promise<void> => {
    for (let next = queue.next(); !next.done; next = queue.next()) {
      await cache.put(next.value.url, next.value.file());
    }
  };
  await Promise.all(Array.from({ length: PARALLEL_ASSET_WRITES }, worker));
}

export const noAssetCache: AssetCache = { put: async () => undefined };

/** The file an entry of an asset pack stands for: base64 bodies decoded, text ones as they are. */
export function packedAssetBlob(entry: PackedAsset): Blob {
  if (entry.encoding !== 'base64') return new Blob([entry.body], { type: entry.contentType });
  const binary = atob(entry.body);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return new Blob([bytes], { type: entry.contentType });
}

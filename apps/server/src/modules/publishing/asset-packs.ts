import { type AssetPack, isTextContentType, type PackedAsset } from '@showfloor/core';
import type { Asset } from '../catalog/index.js';
import type { FileToPublish } from './published-store.js';

/** Where the pack bringing assets up from version `from` is stored inside a version's folder. */
export function assetPackPath(from: number): string {
  return `assets-from-${from}.json`;
}

/**
 * Which starting versions a version has an answer for, written next to the packs: a version listed
 * here without a pack file means "nothing changed since then", one not listed means "too old: take
 * the pack from 0".
 */
export const ASSET_PACKS_FACTS_PATH = 'assets-packs.json';

export interface AssetPacksFacts {
  from: number[];
}

export function isAssetPacksFacts(value: unknown): value is AssetPacksFacts {
  return (
    typeof value === 'object' &&
    value !== null &&
    'from' in value &&
    Array.isArray(value.from) &&
    value.from.every((from) => Number.isInteger(from))
  );
}

function packed(asset: Asset): PackedAsset {
  const bytes = Buffer.from(asset.body);
  const entry: PackedAsset = { contentType: asset.contentType, sha256: asset.sha256, body: '' };
  if (isTextContentType(asset.contentType)) {
    entry.body = bytes.toString('utf8');
  } else {
    entry.body = bytes.toString('base64');
    entry.encoding = 'base64';
  }
  return entry;
}

/**
 * The asset packs of version `version`: from 0 (every asset) and from each earlier version kept
 * (the assets stamped after it). Empty packs are not written; the facts file still names their
 * starting version, so the manifest knows such a device has nothing to fetch.
 */
export function buildAssetPacks(
  assets: readonly Asset[],
  version: number,
  earlierVersions: readonly number[],
): FileToPublish[] {
  // An asset stamped after `version` was uploaded during this publish: it belongs to the next one.
  const published = assets.filter((asset) => asset.versionAdded <= version);
  const entries = published.map((asset) => ({ asset, entry: packed(asset) }));
  const starts = [0, ...earlierVersions.filter((from) => from > 0 && from < version)];
  const files: FileToPublish[] = [];
  for (const from of starts) {
    const pack: AssetPack = { version, from, assets: {} };
    for (const { asset, entry } of entries) {
      if (asset.versionAdded > from) pack.assets[asset.path] = entry;
    }
    if (Object.keys(pack.assets).length === 0) continue;
    files.push({ path: assetPackPath(from), body: JSON.stringify(pack), contentType: 'application/json' });
  }
  const facts: AssetPacksFacts = { from: starts };
  files.push({ path: ASSET_PACKS_FACTS_PATH, body: JSON.stringify(facts), contentType: 'application/json' });
  return files;
}

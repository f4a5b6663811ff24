import {
  type AssetPack,
  assetPackSchema,
  bundlePath,
  type DataBundle,
  type DataIncrement,
  type LocaleCode,
  type ManifestFile,
  type PublishedChangelog,
  type ShowConfig,
  showConfigSchema,
} from '@showfloor/core';
import type { CatalogWriter, WriteProgress } from '../../platform/local-db/index.js';
import { type ApiClient, NetworkError } from '../../platform/network/index.js';
import { type AssetCache, packedAssetBlob, putAssets } from './asset-cache.js';
import { parseDataFile } from './data-file.js';
import { type CommitTiming, timeCommit } from './update-timings.js';

/** What one update attempt is about: the data mode the manifest asked for, in which locale. */
export interface UpdateJob {
  mode: 'none' | 'increment' | 'full';
  locale: LocaleCode;
  assetsVersion: number;
  /**
   * The data version the device holds in this locale, null when it holds none: a first download
   * has nothing to say "what changed" about.
   */
  heldVersion: number | null;
}

export interface AppliedUpdate {
  version: number | undefined;
  config: ShowConfig | undefined;
  /** How long writing the data took, when there was data to write (see update-timings.ts). */
  commit?: CommitTiming;
  /** The new version's changelog, for the "What changed" notice; absent when it could not be read. */
  changelog?: PublishedChangelog;
  /** The version the device held before, null when it held none. */
  heldVersion: number | null;
}

export interface BufferedUpdateDeps {
  api: ApiClient;
  catalog: CatalogWriter;
  assets: AssetCache;
}

async function readJson(blob: Blob): Promise<unknown> {
  try {
    return JSON.parse(await blob.text());
  } catch {
    throw new NetworkError('unknownError', 'a downloaded file is not JSON');
  }
}

function parseAssetPack(value: unknown): AssetPack {
  const parsed = assetPackSchema.safeParse(value);
  if (!parsed.success) throw new NetworkError('unknownError', 'invalid asset pack');
  return parsed.data;
}

function parseConfig(value: unknown): ShowConfig {
  const parsed = showConfigSchema.safeParse(value);
  if (!parsed.success) throw new NetworkError('unknownError', 'invalid show configuration');
  return parsed.data;
}

/**
 * One update attempt (spec core §4 "Updater"): files are downloaded one by one into this in-memory
 * buffer, and only `applyData` touches the live database, in a single transaction. Dropping the
 * object (a failure, a server stopped halfway) leaves the previous data version whole and in use.
 */
export class BufferedUpdate {
  private bundle: DataBundle | undefined;
  private increment: DataIncrement | undefined;
  private config: ShowConfig | undefined;
  private changelog: PublishedChangelog | undefined;
  private readonly assets: { url: string; file: Blob }[] = [];
  private readonly packs: AssetPack[] = [];

  constructor(
    private readonly job: UpdateJob,
    private readonly deps: BufferedUpdateDeps,
  ) {}

  async downloadFile(file: ManifestFile, onProgress: (loaded: number) => void): Promise<void> {
    const blob = await this.deps.api.download(file.path, (received) => onProgress(received), file.size);
    if (file.kind === 'asset') this.assets.push({ url: this.deps.api.url(file.path), file: blob });
    else if (file.kind === 'assets') this.packs.push(parseAssetPack(await readJson(blob)));
    else if (file.kind === 'config') this.config = parseConfig(await readJson(blob));
    else await this.readDataFile(blob);
  }

  private async readDataFile(blob: Blob): Promise<void> {
    const parsed = parseDataFile(await readJson(blob));
    if (parsed.kind === 'bundle') this.bundle = parsed.bundle;
    else if (parsed.kind === 'increment' && this.job.mode === 'increment') this.increment = parsed.increment;
    // A schema change (or an increment when the device needs everything): only the full bundle fits.
    else this.bundle = await this.deps.api.getBundle(bundlePath(this.job.locale));
  }

  /**
   * Puts downloaded assets where the service worker serves them. A pack's assets go under their
   * URL without query, the one the screens put in <img src>, so an updated logo replaces the old one.
   */
  async commitBuffer(): Promise<void> {
    const { api, assets } = this.deps;
    const files = this.assets.map((asset) => ({ url: asset.url, file: () => asset.file }));
    const packed = this.packs.flatMap((pack) =>
      Object.entries(pack.assets).map(([path, entry]) => ({
        url: api.url(`files/assets/${path}`),
        // Decoded when written, not all at once: a pack may hold thousands of images.
        file: () => packedAssetBlob(entry),
      })),
    );
    await putAssets(assets, [...files, ...packed]);
    this.changelog = await this.readChangelog();
    // An assets-only update has no data step: record the assets version now.
    if (this.job.mode === 'none' && (this.assets.length > 0 || this.packs.length > 0)) {
      await this.deps.catalog.setAssetsVersion(this.job.assetsVersion);
    }
  }

  /**
   * The changelog of the version about to be applied, read before the data is written so that the
   * notice has it the moment the data changes. It is an extra: an unreadable or missing one (an
   * older back office, the network gone) costs the notice, never the update.
   */
  private async readChangelog(): Promise<PublishedChangelog | undefined> {
    const version = this.increment?.version ?? this.bundle?.version;
    const { heldVersion, mode } = this.job;
    if (mode === 'none' || heldVersion === null || version === undefined || version <= heldVersion)
      return undefined;
    try {
      return await this.deps.api.getChangelog(version);
    } catch (error) {
      console.warn(`changelog of version ${version} not read`, error);
      return undefined;
    }
  }

  /** Moves the live data to the new version in one transaction. */
  async applyData(onProgress?: WriteProgress): Promise<AppliedUpdate> {
    const { catalog, api } = this.deps;
    const { assetsVersion, locale, mode } = this.job;
    if (mode !== 'none' && !this.bundle && !this.increment) {
      // The manifest named no data file: the locale's full bundle is always served.
      this.bundle = await api.getBundle(bundlePath(locale));
    }
    if (this.increment) {
      const increment = this.increment;
      try {
        const commit = await timeCommit('increment', () =>
          catalog.applyIncrement(increment, assetsVersion, onProgress),
        );
        return { ...this.outcome(), version: increment.version, commit };
      } catch {
        // The increment does not fit what the device holds (damaged data, or another tab updated
        // first): the full bundle always fits.
        this.bundle = await api.getBundle(bundlePath(locale));
      }
    }
    if (this.bundle) {
      const bundle = this.bundle;
      const commit = await timeCommit('full', () => catalog.replaceAll(bundle, assetsVersion, onProgress));
      return { ...this.outcome(), version: bundle.version, commit };
    }
    return { ...this.outcome(), version: undefined };
  }

  private outcome(): Omit<AppliedUpdate, 'version'> {
    const outcome: Omit<AppliedUpdate, 'version'> = {
      config: this.config,
      heldVersion: this.job.heldVersion,
    };
    if (this.changelog) outcome.changelog = this.changelog;
    return outcome;
  }
}

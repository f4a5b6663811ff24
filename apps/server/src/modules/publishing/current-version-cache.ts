import { ASSET_PACKS_FACTS_PATH, isAssetPacksFacts } from './asset-packs.js';
import type { DataVersion, DataVersionRepository } from './data-version.repository.js';
import type { PublishedStore, VersionIndex } from './published-store.js';
import { CONFIG_PATH } from './publishing.service.js';

/** What every updater call needs about the current version, held in memory. */
export interface CurrentVersion {
  row: DataVersion;
  index: VersionIndex;
  /** `appVersion` of the published show configuration, when it has one. */
  appVersion: string | undefined;
  /** `showKey` of the published show configuration: which show this data belongs to. */
  showKey: string | undefined;
  /** Starting versions the asset packs of this version answer (see asset-packs.ts). */
  assetPacksFrom: ReadonlySet<number>;
}

/** How long the current version is trusted before the database is asked again. */
export const CURRENT_VERSION_MAX_AGE_MS = 1_000;

function stringField(config: unknown, name: 'appVersion' | 'showKey'): string | undefined {
  if (typeof config !== 'object' || config === null || !(name in config)) return undefined;
  const value: unknown = (config as Record<string, unknown>)[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/**
 * The current version, its file index and facts, so that a manifest or a 304 costs no database
 * query and no file read. A publish by this process is seen at once (PublishedStore.publishCount);
 * one by another process (the CLI over PostgreSQL) within CURRENT_VERSION_MAX_AGE_MS, the price of
 * asking the database at most once per second instead of on every request.
 */
export class CurrentVersionCache {
  private current: CurrentVersion | undefined;
  private checkedAt = Number.NEGATIVE_INFINITY;
  private seenPublishCount = -1;
  /** One refresh at a time: the requests arriving meanwhile wait for it instead of each querying. */
  private refreshing: Promise<CurrentVersion | undefined> | undefined;

  constructor(
    private readonly versions: DataVersionRepository,
    private readonly store: PublishedStore,
    private readonly now: () => number = Date.now,
    private readonly maxAgeMs = CURRENT_VERSION_MAX_AGE_MS,
  ) {}

  /** The current version, or undefined before the first publish. */
  get(): Promise<CurrentVersion | undefined> {
    const isFresh =
      this.now() - this.checkedAt < this.maxAgeMs && this.seenPublishCount === this.store.publishCount();
    if (isFresh) return Promise.resolve(this.current);
    this.refreshing ??= this.refresh().finally(() => {
      this.refreshing = undefined;
    });
    return this.refreshing;
  }

  private async refresh(): Promise<CurrentVersion | undefined> {
    const publishCount = this.store.publishCount();
    const row = await this.versions.latest();
    if (row && row.version !== this.current?.row.version) this.current = await this.load(row);
    else if (!row) this.current = undefined;
    this.checkedAt = this.now();
    this.seenPublishCount = publishCount;
    return this.current;
  }

  private async load(row: DataVersion): Promise<CurrentVersion> {
    // A folder lost from disk serves nothing rather than failing every call.
    const index = (await this.store.readIndex(row.version)) ?? { version: row.version, files: {} };
    const [config, facts] = await Promise.all([
      this.store.readJson(row.version, CONFIG_PATH),
      this.store.readJson(row.version, ASSET_PACKS_FACTS_PATH),
    ]);
    return {
      row,
      index,
      appVersion: stringField(config, 'appVersion'),
      showKey: stringField(config, 'showKey'),
      assetPacksFrom: new Set(isAssetPacksFacts(facts) ? facts.from : []),
    };
  }
}

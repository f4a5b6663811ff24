import { randomBytes } from 'node:crypto';
import path from 'node:path';
import {
  bundlePath,
  type CatalogChanges,
  type CatalogRecords,
  CHANGELOG_PATH,
  type ComparedItem,
  type DataBundle,
  type DataIncrement,
  diffBundles,
  diffCatalogs,
  encodeBundle,
  enrichCategories,
  type FieldsByType,
  fieldOrder,
  firstPagePath,
  firstPagePayloadOf,
  type Language,
  LOCALE_CODES,
  type LocaleCode,
  PUBLISHED_DATA_TYPES,
  type PublishedChangelog,
  type PublishedDataType,
  type PublishPreview,
  resolveSourceItem,
  type ShowConfig,
  sameJson,
  schemaOf,
} from '@showfloor/core';
import type { CatalogRepository, StoredItem } from '../catalog/index.js';
import { buildAssetPacks } from './asset-packs.js';
import type { DataVersion, DataVersionRepository, ListedVersion } from './data-version.repository.js';
import type { FileToPublish, PublishedStore } from './published-store.js';
import { type VersionCatalog, VersionCatalogFiles } from './version-catalog.js';

/** Locales a version is published in, with the catalog language each one reads. */
export const PUBLISHED_LOCALES: ReadonlyArray<{ locale: LocaleCode; language: Language }> = [
  { locale: LOCALE_CODES.fr, language: 'fr' },
  { locale: LOCALE_CODES.en, language: 'en' },
];

/** How many earlier versions of the same schema get an increment to a new version. */
export const INCREMENT_WINDOW = 20;

export const CONFIG_PATH = 'files/project/config.json';

/** Where the increment from `from` to a version is stored inside that version's folder. */
export function incrementPath(from: number, locale: LocaleCode): string {
  return `update/${from}/db_${locale}.json`;
}

export interface PublishResult {
  version: number;
  schema: string;
  counts: Record<string, number>;
  /** Earlier versions the new one has an increment from. */
  incrementsFrom: number[];
  /** `type:original_id` of referenced items that do not exist (the references were dropped). */
  missing: string[];
  bytes: number;
  /** Items added, changed and removed since the version before (all of them after a version not kept). */
  changes: number;
}

/** Who publishes and why; a rollback names the version it publishes again. */
export interface PublishOptions {
  /** The organiser's address, or `command line` (the default). */
  publishedBy?: string;
  note?: string;
}

/** Serializes publishes; the number is an arbitrary key of PostgreSQL's advisory locks. */
export const PUBLISH_LOCK_ID = 0x5f_10_07;

/** Runs a task alone among the holders of a lock (DatabaseHandle.exclusive). */
export type ExclusiveRunner = <T>(lockId: number, task: () => Promise<T>) => Promise<T>;

export class PublishError extends Error {
  override name = 'PublishError';
}

function isDataBundle(value: unknown): value is DataBundle {
  return typeof value === 'object' && value !== null && 'schema' in value && 'data' in value;
}

/** Resolves and localizes every item for one language, then fills the derived category fields. */
function recordsFor(
  items: readonly StoredItem[],
  idOf: (type: PublishedDataType, originalId: string) => number | undefined,
  language: Language,
  fallback: Language,
  missing: Set<string>,
): CatalogRecords {
  const records: CatalogRecords = {};
  for (const item of items) {
    const resolved = resolveSourceItem(item, idOf, language, fallback);
    for (const name of resolved.missing) missing.add(name);
    const list = records[item.type] ?? [];
    list.push(resolved.record);
    records[item.type] = list;
  }
  return enrichCategories(records, language);
}

/** Freezes the catalog as numbered data versions (spec core §7 "Updater", DESIGN "Data flow" 2). */
export class PublishingService {
  constructor(
    private readonly catalog: CatalogRepository,
    private readonly versions: DataVersionRepository,
    private readonly store: PublishedStore,
    private readonly exclusive: ExclusiveRunner,
    /** Values of this back office added to every published config.json (the notes-mail key). */
    private readonly configExtras: Partial<ShowConfig> = {},
    /** Told of each version once it is current (the live socket's `dataVersion`). */
    private readonly onPublished: (version: number) => void = () => {},
  ) {
    this.catalogs = new VersionCatalogFiles(path.join(path.dirname(store.root), 'version-catalogs'));
  }

  /** The catalog of each version, beside the published folder (`DATA_DIR/version-catalogs/`). */
  private readonly catalogs: VersionCatalogFiles;

  /**
   * Publishes version N+1: one bundle per locale, the increments from the last versions of the
   * same schema, and the show configuration, all precompressed. The version row is written last:
   * until then the previous version stays current, so a crash mid-publish changes nothing.
   * Publishes run one at a time, so two never claim the same number or write the same folder.
   */
  async publish(options: PublishOptions = {}): Promise<PublishResult> {
    const result = await this.exclusive(PUBLISH_LOCK_ID, () => this.publishNext(options, null));
    this.onPublished(result.version);
    return result;
  }

  /**
   * Publishes an older version again as a new one (a rollback): the catalog and configuration kept
   * with it replace the draft (unpublished changes included), then version N+1 is published from
   * them, with its changelog against the current version. Throws PublishError for a version whose
   * catalog was not kept (published before versions kept theirs).
   */
  async republish(version: number, options: PublishOptions = {}): Promise<PublishResult> {
    const result = await this.exclusive(PUBLISH_LOCK_ID, async () => {
      const kept = await this.catalogs.read(version);
      if (kept === undefined) {
        throw new PublishError(
          `Version ${version} was not kept with its catalog: it cannot be published again.`,
        );
      }
      await this.catalog.restore(kept.items, kept.config ?? undefined);
      return this.publishNext(options, version);
    });
    this.onPublished(result.version);
    return result;
  }

  /** The draft (the catalog now) against the current version: what the next publish would change. */
  async preview(): Promise<PublishPreview> {
    const previous = await this.versions.latest();
    const [items, stored, derived, base] = await Promise.all([
      this.catalog.sourcedItems(),
      this.catalog.getConfig(),
      this.catalog.isConfigDerived(),
      previous === undefined ? undefined : this.keptCatalog(previous.version),
    ]);
    const changes = diffCatalogs(base?.items ?? [], items);
    const isConfigChanged =
      base === undefined ||
      !sameJson(base.config?.config ?? null, stored ?? null) ||
      (base.config?.derived ?? false) !== derived;
    return {
      baseVersion: previous?.version ?? null,
      isComparable: previous === undefined || base !== undefined,
      isConfigChanged,
      changes,
    };
  }

  private keptCatalog(version: number): Promise<VersionCatalog | undefined> {
    return this.catalogs.read(version);
  }

  private async publishNext(options: PublishOptions, restoredFrom: number | null): Promise<PublishResult> {
    const stored = await this.catalog.getConfig();
    if (!stored) {
      throw new PublishError(
        'No show configuration: import one (a project JSON with a config) or run `demo`.',
      );
    }
    const config = await this.withShowKey(stored);
    const [sourced, assets, previous, derived] = await Promise.all([
      this.catalog.sourcedItems(),
      this.catalog.listAssetsWithBodies(),
      this.versions.latest(),
      this.catalog.isConfigDerived(),
    ]);
    const items: StoredItem[] = sourced.map(({ source: _source, ...item }) => item);
    const version = (previous?.version ?? 0) + 1;
    const idByKey = new Map(items.map((item) => [`${item.type}:${item.original_id}`, item.id]));
    const idOf = (type: PublishedDataType, originalId: string) => idByKey.get(`${type}:${originalId}`);
    const missing = new Set<string>();

    const recordsByLocale = PUBLISHED_LOCALES.map(({ locale, language }) => ({
      locale,
      records: recordsFor(items, idOf, language, config.defaultLanguage, missing),
    }));
    // Every locale shares one field order (and so one schema), which keeps the previous version's
    // fields so that only a new field changes the schema.
    let fields: FieldsByType = previous?.fields ?? {};
    for (const { records } of recordsByLocale) fields = fieldOrder(records, fields);
    const schema = schemaOf(fields);
    const bundles = recordsByLocale.map(({ locale, records }) =>
      encodeBundle(records, version, locale, fields),
    );

    const earlier = await this.versions.previousWithSchema(version, schema, INCREMENT_WINDOW);
    const files: FileToPublish[] = [];
    const incrementsFrom: number[] = [];
    for (const bundle of bundles) {
      files.push({
        path: bundlePath(bundle.locale),
        body: JSON.stringify(bundle),
        contentType: 'application/json',
      });
    }
    for (const old of earlier) {
      const increments = await this.incrementsFrom(old, bundles);
      if (!increments) continue;
      incrementsFrom.push(old.version);
      for (const increment of increments) {
        files.push({
          path: incrementPath(old.version, increment.locale),
          body: JSON.stringify(increment),
          contentType: 'application/json',
        });
      }
    }
    // The app offers a tile or a menu entry only for the types this version holds (showHolds).
    const publishedTypes = PUBLISHED_DATA_TYPES.filter(
      (type) => (bundles[0]?.data[type]?.rows.length ?? 0) > 0,
    );
    // The changelog against the version before, for the app's "What changed" (docs/ARCHITECTURE.md).
    const base = previous === undefined ? undefined : await this.keptCatalog(previous.version);
    const changes: CatalogChanges = diffCatalogs(base?.items ?? [], sourced as ComparedItem[], { listed: 0 });
    const changelog: PublishedChangelog = {
      version,
      previousVersion: base === undefined ? null : (previous?.version ?? null),
      publishedAt: new Date().toISOString(),
      note: options.note ?? '',
      restoredFrom,
      counts: changes.byType,
      sessions: changes.sessions,
    };
    files.push({ path: CHANGELOG_PATH, body: JSON.stringify(changelog), contentType: 'application/json' });
    const publishedConfig = { ...config, ...this.configExtras, publishedTypes };
    files.push({ path: CONFIG_PATH, body: JSON.stringify(publishedConfig), contentType: 'application/json' });
    // What a first visit paints while the full bundle downloads and is stored (docs/decisions.md).
    for (const bundle of bundles) {
      files.push({
        path: firstPagePath(bundle.locale),
        body: JSON.stringify(firstPagePayloadOf(bundle, publishedConfig)),
        contentType: 'application/json',
      });
    }
    // Asset packs start from the same window of versions as increments, whatever their schema:
    // assets do not depend on the data's fields.
    const kept = await this.versions.previous(version, INCREMENT_WINDOW);
    files.push(
      ...buildAssetPacks(
        assets,
        version,
        kept.map((row) => row.version),
      ),
    );

    // The catalog is kept before the version row is written: a version is never current without it.
    const [index] = await Promise.all([
      this.store.writeVersion(version, files),
      this.catalogs.write(version, { items: sourced, config: { config, derived } }),
    ]);
    const bytes = Object.values(index.files).reduce((sum, file) => sum + file.size, 0);
    const counts = Object.fromEntries(
      Object.entries(bundles[0]?.data ?? {}).map(([type, table]) => [type, table.rows.length]),
    );
    const assetsVersion = assets.reduce(
      (max, asset) => Math.max(max, Math.min(asset.versionAdded, version)),
      0,
    );
    await this.versions.insert(
      { version, schema, fields, counts, assetsVersion, bytes },
      {
        publishedBy: options.publishedBy ?? 'command line',
        note: options.note ?? '',
        restoredFrom,
        changes: base === undefined && previous !== undefined ? null : changes.byType,
      },
    );
    this.store.markPublished();
    return {
      version,
      schema,
      counts,
      incrementsFrom,
      missing: [...missing].sort(),
      bytes,
      changes: changes.total,
    };
  }

  /**
   * The configuration with the show's identity, generated at the first publish of this database and
   * stored with the configuration, so that every later publish (and a new database, a new show)
   * keeps it (or gets another one).
   */
  private async withShowKey(config: ShowConfig): Promise<ShowConfig> {
    if (config.showKey) return config;
    const withKey = { ...config, showKey: `show-${randomBytes(12).toString('hex')}` };
    await this.catalog.setShowKey(withKey.showKey);
    return withKey;
  }

  /** The increments from an earlier version to the new bundles, or undefined if its files are gone. */
  private async incrementsFrom(
    old: DataVersion,
    bundles: DataBundle[],
  ): Promise<DataIncrement[] | undefined> {
    const increments: DataIncrement[] = [];
    for (const bundle of bundles) {
      const before = await this.store.readJson(old.version, bundlePath(bundle.locale));
      // A data folder restored without some versions must not stop a publish: those devices reload.
      if (!isDataBundle(before) || before.schema !== bundle.schema) return undefined;
      increments.push(diffBundles(before, bundle));
    }
    return increments;
  }

  /** The newest versions, newest first, with who published them and why. */
  listVersions(limit: number): Promise<ListedVersion[]> {
    return this.versions.list(limit);
  }

  async hasVersion(version: number): Promise<boolean> {
    return (await this.versions.byNumber(version)) !== undefined;
  }

  /** The current version, or undefined before the first publish. */
  latest(): Promise<DataVersion | undefined> {
    return this.versions.latest();
  }

  /** The published show configuration of the current version. */
  async publishedConfig(version: DataVersion): Promise<ShowConfig | undefined> {
    return (await this.store.readJson(version.version, CONFIG_PATH)) as ShowConfig | undefined;
  }
}

import { randomBytes } from 'node:crypto';
import {
  bundlePath,
  type CatalogRecords,
  type DataBundle,
  type DataIncrement,
  diffBundles,
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
  type PublishedDataType,
  resolveSourceItem,
  type ShowConfig,
  schemaOf,
} from '@showfloor/core';
import type { CatalogRepository, StoredItem } from '../catalog/index.js';
import { buildAssetPacks } from './asset-packs.js';
import type { DataVersion, DataVersionRepository } from './data-version.repository.js';
import type { FileToPublish, PublishedStore } from './published-store.js';

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
  ) {}

  /**
   * Publishes version N+1: one bundle per locale, the increments from the last versions of the
   * same schema, and the show configuration, all precompressed. The version row is written last:
   * until then the previous version stays current, so a crash mid-publish changes nothing.
   * Publishes run one at a time, so two never claim the same number or write the same folder.
   */
  publish(): Promise<PublishResult> {
    return this.exclusive(PUBLISH_LOCK_ID, () => this.publishNext());
  }

  private async publishNext(): Promise<PublishResult> {
    const stored = await this.catalog.getConfig();
    if (!stored) {
      throw new PublishError(
        'No show configuration: import one (a project JSON with a config) or run `demo`.',
      );
    }
    const config = await this.withShowKey(stored);
    const [items, assets, previous] = await Promise.all([
      this.catalog.listItems(),
      this.catalog.listAssetsWithBodies(),
      this.versions.latest(),
    ]);
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

    const index = await this.store.writeVersion(version, files);
    const bytes = Object.values(index.files).reduce((sum, file) => sum + file.size, 0);
    const counts = Object.fromEntries(
      Object.entries(bundles[0]?.data ?? {}).map(([type, table]) => [type, table.rows.length]),
    );
    const assetsVersion = assets.reduce(
      (max, asset) => Math.max(max, Math.min(asset.versionAdded, version)),
      0,
    );
    await this.versions.insert({ version, schema, fields, counts, assetsVersion, bytes });
    this.store.markPublished();
    return { version, schema, counts, incrementsFrom, missing: [...missing].sort(), bytes };
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

  /** The current version, or undefined before the first publish. */
  latest(): Promise<DataVersion | undefined> {
    return this.versions.latest();
  }

  /** The published show configuration of the current version. */
  async publishedConfig(version: DataVersion): Promise<ShowConfig | undefined> {
    return (await this.store.readJson(version.version, CONFIG_PATH)) as ShowConfig | undefined;
  }
}

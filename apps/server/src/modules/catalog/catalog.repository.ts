import { createHash } from 'node:crypto';
import { isPublishedDataType, type ShowConfig, type SourceItem, showConfigSchema } from '@showfloor/core';
import { asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { assets, catalogItems, dataVersions, showConfig } from '../../db/schema.js';

/** An item as stored, with its database id. */
export type StoredItem = SourceItem & { id: number };

export interface UpsertCounts {
  inserted: number;
  updated: number;
  unchanged: number;
}

export interface AssetInput {
  /** Path under `files/assets/`, for example `logos/exh-0001.svg`. */
  path: string;
  contentType: string;
  body: string | Uint8Array;
}

export interface AssetInfo {
  path: string;
  sha256: string;
  contentType: string;
  size: number;
  versionAdded: number;
}

export type Asset = AssetInfo & { body: Uint8Array };

/** Rows per INSERT statement: well under PostgreSQL's 65,535 bind parameters. */
const BATCH_SIZE = 1_000;

function chunks<T>(list: readonly T[], size: number): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < list.length; start += size) result.push(list.slice(start, start + size));
  return result;
}

function keyOf(item: { type: string; original_id: string }): string {
  return JSON.stringify([item.type, item.original_id]);
}

/** Keeps the last item of each (type, original_id): one statement cannot touch a row twice. */
function lastOfEachKey(items: readonly SourceItem[]): SourceItem[] {
  const byKey = new Map<string, SourceItem>();
  for (const item of items) byKey.set(keyOf(item), item);
  return [...byKey.values()];
}

function toBytes(body: string | Uint8Array): Uint8Array {
  return typeof body === 'string' ? new TextEncoder().encode(body) : body;
}

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The only code that reads and writes the catalog tables (items, assets, show configuration). */
export class CatalogRepository {
  constructor(private readonly db: Database) {}

  /**
   * Inserts new items and updates changed ones, keyed on (type, original_id), in one transaction so
   * an import either lands whole or not at all. Importing the same file twice changes nothing: an
   * item whose fields and refs are equal (as JSON values) keeps its row and its updated_at.
   */
  async upsertItems(items: readonly SourceItem[]): Promise<UpsertCounts> {
    return this.db.transaction((tx) => this.upsertIn(tx, lastOfEachKey(items)));
  }

  /**
   * Upserts `items` and deletes every other item of `replacedTypes`, in one transaction: an
   * imported venue replaces the previous venue's `buildings` and `floors` whole (a level the new
   * venue lacks must not linger on the map), while the rest of the catalog is only added to.
   */
  async upsertItemsReplacingTypes(
    items: readonly SourceItem[],
    replacedTypes: readonly string[],
  ): Promise<UpsertCounts & { deleted: number }> {
    const unique = lastOfEachKey(items);
    return this.db.transaction(async (tx) => {
      const counts = await this.upsertIn(tx, unique);
      if (replacedTypes.length === 0) return { ...counts, deleted: 0 };
      const keep = new Set(unique.map(keyOf));
      const existing = await tx
        .select({ id: catalogItems.id, type: catalogItems.type, original_id: catalogItems.originalId })
        .from(catalogItems)
        .where(inArray(catalogItems.type, [...replacedTypes]));
      const stale = existing.filter((row) => !keep.has(keyOf(row))).map((row) => row.id);
      for (const batch of chunks(stale, BATCH_SIZE)) {
        await tx.delete(catalogItems).where(inArray(catalogItems.id, batch));
      }
      return { ...counts, deleted: stale.length };
    });
  }

  /** Makes the catalog exactly `items`: upserts them and deletes every other item, atomically. */
  async replaceItems(items: readonly SourceItem[]): Promise<UpsertCounts & { deleted: number }> {
    const unique = lastOfEachKey(items);
    return this.db.transaction(async (tx) => {
      const counts = await this.upsertIn(tx, unique);
      const keep = new Set(unique.map(keyOf));
      const existing = await tx
        .select({ id: catalogItems.id, type: catalogItems.type, original_id: catalogItems.originalId })
        .from(catalogItems);
      const stale = existing.filter((row) => !keep.has(keyOf(row))).map((row) => row.id);
      for (const batch of chunks(stale, BATCH_SIZE)) {
        await tx.delete(catalogItems).where(inArray(catalogItems.id, batch));
      }
      return { ...counts, deleted: stale.length };
    });
  }

  private async upsertIn(tx: Transaction, items: readonly SourceItem[]): Promise<UpsertCounts> {
    let inserted = 0;
    let updated = 0;
    for (const batch of chunks(items, BATCH_SIZE)) {
      const rows = await tx
        .insert(catalogItems)
        .values(
          batch.map((item) => ({
            type: item.type,
            originalId: item.original_id,
            fields: item.fields,
            refs: item.refs ?? {},
          })),
        )
        .onConflictDoUpdate({
          target: [catalogItems.type, catalogItems.originalId],
          set: { fields: sql`excluded.fields`, refs: sql`excluded.refs`, updatedAt: sql`now()` },
          // jsonb equality ignores key order, so re-importing an identical item is not an update.
          setWhere: sql`${catalogItems.fields} IS DISTINCT FROM excluded.fields OR ${catalogItems.refs} IS DISTINCT FROM excluded.refs`,
        })
        // xmax is 0 on a freshly inserted row version and non-zero on an updated one.
        .returning({ isInsert: sql<boolean>`(xmax = 0)` });
      for (const row of rows) {
        if (row.isInsert) inserted += 1;
        else updated += 1;
      }
    }
    return { inserted, updated, unchanged: items.length - inserted - updated };
  }

  /** Every item, ordered by id. */
  async listItems(): Promise<StoredItem[]> {
    const rows = await this.db.select().from(catalogItems).orderBy(asc(catalogItems.id));
    return rows.flatMap((row) => {
      // Rows are written from SourceItems only; a type unknown to this build is left out of bundles.
      if (!isPublishedDataType(row.type)) return [];
      const item: StoredItem = {
        id: row.id,
        type: row.type,
        original_id: row.originalId,
        fields: row.fields,
      };
      if (Object.keys(row.refs).length > 0) item.refs = row.refs;
      return [item];
    });
  }

  /** Number of items per data type. */
  async countsByType(): Promise<Record<string, number>> {
    const rows = await this.db
      .select({ type: catalogItems.type, count: count() })
      .from(catalogItems)
      .groupBy(catalogItems.type)
      .orderBy(asc(catalogItems.type));
    return Object.fromEntries(rows.map((row) => [row.type, row.count]));
  }

  async isEmpty(): Promise<boolean> {
    const rows = await this.db.select({ id: catalogItems.id }).from(catalogItems).limit(1);
    return rows.length === 0;
  }

  /**
   * Stores asset files keyed on path. A new or changed file is stamped with the next data version,
   * so the manifest lists it to devices whose assets are older; an identical file keeps its stamp.
   */
  async upsertAssets(files: readonly AssetInput[]): Promise<UpsertCounts> {
    const byPath = new Map(files.map((file) => [file.path, file]));
    return this.db.transaction(async (tx) => {
      const nextVersion = sql`(SELECT coalesce(max(${dataVersions.version}), 0) + 1 FROM ${dataVersions})`;
      let inserted = 0;
      let updated = 0;
      for (const batch of chunks([...byPath.values()], BATCH_SIZE)) {
        const rows = await tx
          .insert(assets)
          .values(
            batch.map((file) => {
              const body = toBytes(file.body);
              return {
                path: file.path,
                sha256: createHash('sha256').update(body).digest('hex'),
                contentType: file.contentType,
                size: body.byteLength,
                body,
                versionAdded: nextVersion,
              };
            }),
          )
          .onConflictDoUpdate({
            target: assets.path,
            set: {
              sha256: sql`excluded.sha256`,
              contentType: sql`excluded.content_type`,
              size: sql`excluded.size`,
              body: sql`excluded.body`,
              versionAdded: sql`excluded.version_added`,
            },
            setWhere: sql`${assets.sha256} <> excluded.sha256 OR ${assets.contentType} <> excluded.content_type`,
          })
          .returning({ isInsert: sql<boolean>`(xmax = 0)` });
        for (const row of rows) {
          if (row.isInsert) inserted += 1;
          else updated += 1;
        }
      }
      return { inserted, updated, unchanged: byPath.size - inserted - updated };
    });
  }

  /** Every asset without its body. */
  async listAssets(): Promise<AssetInfo[]> {
    return this.db
      .select({
        path: assets.path,
        sha256: assets.sha256,
        contentType: assets.contentType,
        size: assets.size,
        versionAdded: assets.versionAdded,
      })
      .from(assets)
      .orderBy(asc(assets.path));
  }

  /** Every asset with its body, for the asset packs of a publish; ordered by path. */
  async listAssetsWithBodies(): Promise<Asset[]> {
    return this.db.select().from(assets).orderBy(asc(assets.path));
  }

  async findAsset(path: string): Promise<Asset | undefined> {
    const rows = await this.db.select().from(assets).where(eq(assets.path, path)).limit(1);
    return rows[0];
  }

  /**
   * Replaces the show configuration (validated by the caller). The show's identity (`showKey`) stays
   * unless the new configuration names one: a configuration imported again is still the same show,
   * and a new identity would set every device's favorites aside.
   */
  async setConfig(config: ShowConfig): Promise<void> {
    const kept = sql`case when excluded.config->'showKey' is null and ${showConfig.config}->'showKey' is not null
      then excluded.config || jsonb_build_object('showKey', ${showConfig.config}->'showKey')
      else excluded.config end`;
    await this.db
      .insert(showConfig)
      .values({ id: 1, config })
      .onConflictDoUpdate({ target: showConfig.id, set: { config: kept, updatedAt: sql`now()` } });
  }

  /** The show configuration, or undefined before any import or demo. */
  async getConfig(): Promise<ShowConfig | undefined> {
    const rows = await this.db.select().from(showConfig).where(eq(showConfig.id, 1)).limit(1);
    const row = rows[0];
    return row ? showConfigSchema.parse(row.config) : undefined;
  }
}

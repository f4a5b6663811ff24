import { createHash } from 'node:crypto';
import {
  isPublishedDataType,
  type JsonValue,
  type PublishedDataType,
  type ShowConfig,
  type SourceItem,
  type SourceRef,
  showConfigSchema,
} from '@showfloor/core';
import { asc, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/database.js';
import { assets, catalogItems, dataVersions, showConfig } from '../../db/schema.js';
import type { ImportBatch, ImportCounts, TypeCounts, UpsertCounts } from './import-batch.js';
import { type ImportPlan, planImport, type SourcedItem } from './import-plan.js';

export type { ImportBatch, ImportCounts, TypeCounts, UpsertCounts } from './import-batch.js';

/** An item's id and what the console lists it by. */
export interface ItemTitleRow {
  id: number;
  originalId: string;
  title: JsonValue | null;
  displayName: JsonValue | null;
  source: string | null;
}

/** An item as the console reads and edits it: its row, whole. */
export interface EditableItem {
  id: number;
  type: PublishedDataType;
  originalId: string;
  fields: { [field: string]: JsonValue };
  refs: { [key: string]: SourceRef };
  source: string | null;
  updatedAt: Date;
}

/** An item as stored, with its database id. */
export type StoredItem = SourceItem & { id: number };

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

/** Items per upsert statement, all in its one JSON parameter (a few MB at most). */
const ITEMS_PER_UPSERT = 10_000;

/** What the upsert returns of each row it inserted or updated. */
const upsertedRowsSchema = z.object({
  rows: z.array(z.object({ type: z.string(), is_insert: z.boolean() })),
});

/**
 * Inserts new items and updates changed ones, read from one JSON parameter in their order (so new
 * ids follow it, as a VALUES list's did). One bind parameter per value made building and binding
 * the statement cost more than the database's own work: 2,000 programme items took 0.9 s of CPU.
 * jsonb equality ignores key order, so re-importing an identical item is not an update.
 */
function upsertStatement(entries: readonly SourcedEntry[]): SQL {
  const json = JSON.stringify(
    entries.map(({ item, source }) => ({
      type: item.type,
      original_id: item.original_id,
      fields: item.fields,
      refs: item.refs ?? {},
      source,
    })),
  );
  return sql`INSERT INTO catalog_items (type, original_id, fields, refs, source)
    SELECT r.type, r.original_id, r.fields, r.refs, r.source
      FROM ROWS FROM (jsonb_to_recordset(${json}::jsonb)
        AS (type text, original_id text, fields jsonb, refs jsonb, source text)) WITH ORDINALITY
        AS r(type, original_id, fields, refs, source, position)
      ORDER BY r.position
    ON CONFLICT (type, original_id) DO UPDATE
      SET fields = excluded.fields, refs = excluded.refs, source = excluded.source, updated_at = now()
      WHERE catalog_items.fields IS DISTINCT FROM excluded.fields
        OR catalog_items.refs IS DISTINCT FROM excluded.refs
        OR catalog_items.source IS DISTINCT FROM excluded.source
    RETURNING type, (xmax = 0) AS is_insert`;
}

function chunks<T>(list: readonly T[], size: number): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < list.length; start += size) result.push(list.slice(start, start + size));
  return result;
}

function keyOf(item: { type: string; original_id: string }): string {
  return JSON.stringify([item.type, item.original_id]);
}

/** An item with the source it is written under (null: the organiser's). */
interface SourcedEntry {
  item: SourceItem;
  source: string | null;
}

interface StaleRow {
  id: number;
  type: string;
  original_id: string;
}

/** Keeps the last item of each (type, original_id): one statement cannot touch a row twice. */
function lastOfEachKey(entries: readonly SourcedEntry[]): SourcedEntry[] {
  const byKey = new Map<string, SourcedEntry>();
  for (const entry of entries) byKey.set(keyOf(entry.item), entry);
  return [...byKey.values()];
}

function countOf(byType: Record<string, TypeCounts>, type: string): TypeCounts {
  const counts = byType[type] ?? { added: 0, updated: 0, removed: 0 };
  byType[type] = counts;
  return counts;
}

function toBytes(body: string | Uint8Array): Uint8Array {
  return typeof body === 'string' ? new TextEncoder().encode(body) : body;
}

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * The items that items outside `source` (other programmes, the organiser's) reference: a room two
 * programmes share, or a speaker an exhibitor names, stays while they do.
 */
async function referencedKeys(tx: Transaction, source: string): Promise<Set<string>> {
  const rows = await tx
    .select({ refs: catalogItems.refs })
    .from(catalogItems)
    .where(sql`${catalogItems.source} IS DISTINCT FROM ${source} AND ${catalogItems.refs} <> '{}'::jsonb`);
  const keys = new Set<string>();
  for (const { refs } of rows) {
    for (const ref of Object.values(refs)) {
      for (const id of ref.ids) keys.add(keyOf({ type: ref.type, original_id: id }));
    }
  }
  return keys;
}

/**
 * Stores asset files keyed on path inside `tx`. A new or changed file is stamped with the next data
 * version, so the manifest lists it to devices whose assets are older; an identical file keeps its stamp.
 */
async function upsertAssetsIn(tx: Transaction, files: readonly AssetInput[]): Promise<UpsertCounts> {
  const byPath = new Map(files.map((file) => [file.path, file]));
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
}

/** The only code that reads and writes the catalog tables (items, assets, show configuration). */
export class CatalogRepository {
  constructor(private readonly db: Database) {}

  /**
   * Inserts new items and updates changed ones, keyed on (type, original_id), in one transaction so
   * an import either lands whole or not at all. Importing the same file twice changes nothing: an
   * item whose fields and refs are equal (as JSON values) keeps its row and its updated_at.
   * The items become the organiser's (no source).
   */
  async upsertItems(items: readonly SourceItem[]): Promise<UpsertCounts> {
    const { inserted, updated, unchanged } = await this.importItems([{ items }]);
    return { inserted, updated, unchanged };
  }

  /**
   * Writes the files of one import in one transaction, so the catalog never holds half of it.
   * Items are upserted, each owned by its batch's source (the last batch wins a key two share).
   * A batch with a source replaces that source: its stored items the batch no longer holds are
   * deleted (talks removed from the programme, and the rooms, tracks and speakers only they used),
   * except an item another source or the organiser still references. Items of other sources and
   * the organiser's are never deleted so. `replacedTypes` are replaced whole, whatever their source:
   * an imported venue's `buildings` and `floors` (a level the new venue lacks must not linger).
   * `assets` (the logos the items name) are stored in the same transaction.
   */
  async importItems(
    batches: readonly ImportBatch[],
    options: { replacedTypes?: readonly string[]; assets?: readonly AssetInput[] } = {},
  ): Promise<ImportCounts> {
    const entries = lastOfEachKey(
      batches.flatMap((batch) => batch.items.map((item) => ({ item, source: batch.source ?? null }))),
    );
    const replacedTypes = options.replacedTypes ?? [];
    return this.db.transaction(async (tx) => {
      if (options.assets !== undefined && options.assets.length > 0) await upsertAssetsIn(tx, options.assets);
      const counts = await this.upsertIn(tx, entries);
      const stale: StaleRow[] = [];
      const sources = new Set(batches.flatMap((batch) => batch.source ?? []));
      for (const source of sources) {
        const keep = new Set(
          entries.filter((entry) => entry.source === source).map(({ item }) => keyOf(item)),
        );
        const owned = await tx
          .select({ id: catalogItems.id, type: catalogItems.type, original_id: catalogItems.originalId })
          .from(catalogItems)
          .where(eq(catalogItems.source, source));
        const gone = owned.filter((row) => !keep.has(keyOf(row)));
        if (gone.length === 0) continue;
        const referenced = await referencedKeys(tx, source);
        stale.push(...gone.filter((row) => !referenced.has(keyOf(row))));
      }
      if (replacedTypes.length > 0) {
        const keep = new Set(entries.map(({ item }) => keyOf(item)));
        const existing = await tx
          .select({ id: catalogItems.id, type: catalogItems.type, original_id: catalogItems.originalId })
          .from(catalogItems)
          .where(inArray(catalogItems.type, [...replacedTypes]));
        const staleIds = new Set(stale.map((row) => row.id));
        stale.push(...existing.filter((row) => !keep.has(keyOf(row)) && !staleIds.has(row.id)));
      }
      for (const batch of chunks(
        stale.map((row) => row.id),
        BATCH_SIZE,
      )) {
        await tx.delete(catalogItems).where(inArray(catalogItems.id, batch));
      }
      for (const row of stale) countOf(counts.byType, row.type).removed += 1;
      return { ...counts, deleted: stale.length };
    });
  }

  /**
   * What `importItems` would do with these batches, computed from the stored items without writing
   * anything (the console's dry run).
   */
  async planImport(
    batches: readonly ImportBatch[],
    options: { replacedTypes?: readonly string[]; listed?: number } = {},
  ): Promise<ImportPlan> {
    return planImport(await this.sourcedItems(), batches, options);
  }

  /** Every item with its database id and source, ordered by id: what a published version keeps. */
  async sourcedItems(): Promise<SourcedItem[]> {
    const rows = await this.db.select().from(catalogItems).orderBy(asc(catalogItems.id));
    return rows.flatMap((row) => {
      if (!isPublishedDataType(row.type)) return [];
      const item: SourcedItem = {
        id: row.id,
        type: row.type,
        original_id: row.originalId,
        fields: row.fields,
        source: row.source,
      };
      if (Object.keys(row.refs).length > 0) item.refs = row.refs;
      return [item];
    });
  }

  /**
   * Makes the catalog exactly `items`, each under its own source (a rollback to a published
   * version's catalog), and the configuration `config`, in one transaction.
   */
  async restore(
    items: readonly SourcedItem[],
    config: { config: ShowConfig; derived: boolean } | undefined,
  ): Promise<UpsertCounts & { deleted: number }> {
    const unique = lastOfEachKey(items.map(({ id: _id, source, ...item }) => ({ item, source })));
    return this.db.transaction(async (tx) => {
      const { inserted, updated, unchanged } = await this.upsertIn(tx, unique);
      const keep = new Set(unique.map(({ item }) => keyOf(item)));
      const existing = await tx
        .select({ id: catalogItems.id, type: catalogItems.type, original_id: catalogItems.originalId })
        .from(catalogItems);
      const stale = existing.filter((row) => !keep.has(keyOf(row))).map((row) => row.id);
      for (const batch of chunks(stale, BATCH_SIZE)) {
        await tx.delete(catalogItems).where(inArray(catalogItems.id, batch));
      }
      if (config !== undefined) {
        await tx
          .insert(showConfig)
          .values({ id: 1, config: config.config, derived: config.derived })
          .onConflictDoUpdate({
            target: showConfig.id,
            set: { config: config.config, derived: config.derived, updatedAt: sql`now()` },
          });
      }
      return { inserted, updated, unchanged, deleted: stale.length };
    });
  }

  /** Makes the catalog exactly `items` (the organiser's): upserts them and deletes every other item, atomically. */
  async replaceItems(items: readonly SourceItem[]): Promise<UpsertCounts & { deleted: number }> {
    const unique = lastOfEachKey(items.map((item) => ({ item, source: null })));
    return this.db.transaction(async (tx) => {
      const { inserted, updated, unchanged } = await this.upsertIn(tx, unique);
      const keep = new Set(unique.map(({ item }) => keyOf(item)));
      const existing = await tx
        .select({ id: catalogItems.id, type: catalogItems.type, original_id: catalogItems.originalId })
        .from(catalogItems);
      const stale = existing.filter((row) => !keep.has(keyOf(row))).map((row) => row.id);
      for (const batch of chunks(stale, BATCH_SIZE)) {
        await tx.delete(catalogItems).where(inArray(catalogItems.id, batch));
      }
      return { inserted, updated, unchanged, deleted: stale.length };
    });
  }

  private async upsertIn(
    tx: Transaction,
    entries: readonly SourcedEntry[],
  ): Promise<UpsertCounts & { byType: Record<string, TypeCounts> }> {
    let inserted = 0;
    let updated = 0;
    const byType: Record<string, TypeCounts> = {};
    for (const batch of chunks(entries, ITEMS_PER_UPSERT)) {
      // xmax is 0 on a freshly inserted row version and non-zero on an updated one.
      const { rows } = upsertedRowsSchema.parse(await tx.execute(upsertStatement(batch)));
      for (const row of rows) {
        if (row.is_insert) inserted += 1;
        else updated += 1;
        countOf(byType, row.type)[row.is_insert ? 'added' : 'updated'] += 1;
      }
    }
    return { inserted, updated, unchanged: entries.length - inserted - updated, byType };
  }

  /** Every item, ordered by id (without its source: `sourcedItems` has it). */
  async listItems(): Promise<StoredItem[]> {
    return (await this.sourcedItems()).map(({ source: _source, ...item }) => item);
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

  /** Stores asset files keyed on path, in one transaction (upsertAssetsIn). */
  async upsertAssets(files: readonly AssetInput[]): Promise<UpsertCounts> {
    return this.db.transaction((tx) => upsertAssetsIn(tx, files));
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
   * and a new identity would set every device's favorites aside. `derived` marks a configuration
   * derived from a programme; the organiser's own (the default) clears the mark.
   */
  async setConfig(config: ShowConfig, { derived = false }: { derived?: boolean } = {}): Promise<void> {
    const kept = sql`case when excluded.config->'showKey' is null and ${showConfig.config}->'showKey' is not null
      then excluded.config || jsonb_build_object('showKey', ${showConfig.config}->'showKey')
      else excluded.config end`;
    await this.db
      .insert(showConfig)
      .values({ id: 1, config, derived })
      .onConflictDoUpdate({ target: showConfig.id, set: { config: kept, derived, updatedAt: sql`now()` } });
  }

  /** Gives the stored configuration its show identity, changing nothing else (whether it was derived). */
  async setShowKey(showKey: string): Promise<void> {
    await this.db
      .update(showConfig)
      .set({
        config: sql`${showConfig.config} || jsonb_build_object('showKey', ${showKey}::text)`,
        updatedAt: sql`now()`,
      })
      .where(eq(showConfig.id, 1));
  }

  /** Whether the stored configuration was derived from a programme rather than written by the organiser. */
  async isConfigDerived(): Promise<boolean> {
    const rows = await this.db
      .select({ derived: showConfig.derived })
      .from(showConfig)
      .where(eq(showConfig.id, 1))
      .limit(1);
    return rows[0]?.derived ?? false;
  }

  /** The show configuration, or undefined before any import or demo. */
  async getConfig(): Promise<ShowConfig | undefined> {
    const rows = await this.db.select().from(showConfig).where(eq(showConfig.id, 1)).limit(1);
    const row = rows[0];
    return row ? showConfigSchema.parse(row.config) : undefined;
  }

  /** The items of one type with what lists them (title, display name), ordered by id. */
  async itemTitles(type: PublishedDataType): Promise<ItemTitleRow[]> {
    return this.db
      .select({
        id: catalogItems.id,
        originalId: catalogItems.originalId,
        title: sql<JsonValue | null>`${catalogItems.fields} -> 'title'`,
        displayName: sql<JsonValue | null>`${catalogItems.fields} -> 'display_name'`,
        source: catalogItems.source,
      })
      .from(catalogItems)
      .where(eq(catalogItems.type, type))
      .orderBy(asc(catalogItems.id));
  }

  /** One item whole, with its source and when it was last written. */
  async findItem(id: number): Promise<EditableItem | undefined> {
    const [row] = await this.db.select().from(catalogItems).where(eq(catalogItems.id, id));
    if (row === undefined || !isPublishedDataType(row.type)) return undefined;
    return { ...row, type: row.type };
  }

  /**
   * The items of a category type whole, ordered by id; `forUpdate` locks them for the rest of the
   * transaction, so a tree is checked and written against rows nobody writes meanwhile.
   */
  async categoryItems(type: PublishedDataType, { forUpdate = false } = {}): Promise<EditableItem[]> {
    const query = this.db
      .select()
      .from(catalogItems)
      .where(eq(catalogItems.type, type))
      .orderBy(asc(catalogItems.id));
    const rows = forUpdate ? await query.for('update') : await query;
    return rows.map((row) => ({ ...row, type }));
  }

  /** Writes items' fields and references as they are given (the caller checked them, in its transaction). */
  async writeItems(items: readonly Pick<EditableItem, 'id' | 'fields' | 'refs'>[]): Promise<void> {
    const at = new Date();
    for (const item of items) {
      await this.db
        .update(catalogItems)
        .set({ fields: item.fields, refs: item.refs, updatedAt: at })
        .where(eq(catalogItems.id, item.id));
    }
  }

  /**
   * Writes an item's fields and references if nobody wrote it since `expectedUpdatedAt` (an ISO
   * instant, as `findItem` read it): 'changed' otherwise, 'missing' when it is gone. `newAssets` (an
   * uploaded logo the fields now name) are stored in the same transaction: a refused edit stores none.
   */
  async editItem(
    id: number,
    expectedUpdatedAt: string,
    edited: Pick<EditableItem, 'fields' | 'refs'>,
    newAssets: readonly AssetInput[] = [],
  ): Promise<EditableItem | 'changed' | 'missing'> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx.select().from(catalogItems).where(eq(catalogItems.id, id)).for('update');
      if (row === undefined || !isPublishedDataType(row.type)) return 'missing';
      if (row.updatedAt.toISOString() !== expectedUpdatedAt) return 'changed';
      if (newAssets.length > 0) await upsertAssetsIn(tx, newAssets);
      const [updated] = await tx
        .update(catalogItems)
        .set({ fields: edited.fields, refs: edited.refs, updatedAt: new Date() })
        .where(eq(catalogItems.id, id))
        .returning();
      if (updated === undefined || !isPublishedDataType(updated.type)) return 'missing';
      return { ...updated, type: updated.type };
    });
  }
}

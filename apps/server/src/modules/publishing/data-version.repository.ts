import type { FieldsByType } from '@showfloor/core';
import { and, desc, eq, lt } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { dataVersionNotes, dataVersions } from '../../db/schema.js';

export interface DataVersion {
  version: number;
  schema: string;
  fields: FieldsByType;
  publishedAt: Date;
  counts: Record<string, number>;
  assetsVersion: number;
  bytes: number;
}

export type NewDataVersion = Omit<DataVersion, 'publishedAt'>;

/** Who published a version and why (data_version_notes). */
export interface VersionRecord {
  publishedBy: string;
  note: string;
  restoredFrom: number | null;
  changes: Record<string, { added: number; changed: number; removed: number }> | null;
}

/** A version as the console lists it. */
export type ListedVersion = DataVersion & { record: VersionRecord | null };

/** The only code that reads and writes published data version rows. */
export class DataVersionRepository {
  constructor(private readonly db: Database) {}

  /** The current data version: the newest row. */
  async latest(): Promise<DataVersion | undefined> {
    const rows = await this.db.select().from(dataVersions).orderBy(desc(dataVersions.version)).limit(1);
    return rows[0];
  }

  /** The newest versions older than `version` that share `schema`, newest first. */
  async previousWithSchema(version: number, schema: string, limit: number): Promise<DataVersion[]> {
    return this.db
      .select()
      .from(dataVersions)
      .where(and(eq(dataVersions.schema, schema), lt(dataVersions.version, version)))
      .orderBy(desc(dataVersions.version))
      .limit(limit);
  }

  /** The newest versions older than `version`, whatever their schema, newest first. */
  async previous(version: number, limit: number): Promise<DataVersion[]> {
    return this.db
      .select()
      .from(dataVersions)
      .where(lt(dataVersions.version, version))
      .orderBy(desc(dataVersions.version))
      .limit(limit);
  }

  /**
   * Records a published version. The primary key makes two concurrent publishes of the same
   * number fail instead of both claiming it.
   */
  async insert(row: NewDataVersion, record?: VersionRecord): Promise<void> {
    // One transaction: a version is never current without who published it and why.
    await this.db.transaction(async (tx) => {
      await tx.insert(dataVersions).values(row);
      if (record) await tx.insert(dataVersionNotes).values({ version: row.version, ...record });
    });
  }

  /** The newest versions, newest first, with who published them, their note and changes. */
  async list(limit: number): Promise<ListedVersion[]> {
    const rows = await this.db
      .select({
        version: dataVersions,
        publishedBy: dataVersionNotes.publishedBy,
        note: dataVersionNotes.note,
        restoredFrom: dataVersionNotes.restoredFrom,
        changes: dataVersionNotes.changes,
      })
      .from(dataVersions)
      .leftJoin(dataVersionNotes, eq(dataVersionNotes.version, dataVersions.version))
      .orderBy(desc(dataVersions.version))
      .limit(limit);
    return rows.map(({ version, publishedBy, note, restoredFrom, changes }) => ({
      ...version,
      record: publishedBy === null ? null : { publishedBy, note: note ?? '', restoredFrom, changes },
    }));
  }

  async byNumber(version: number): Promise<DataVersion | undefined> {
    const rows = await this.db.select().from(dataVersions).where(eq(dataVersions.version, version));
    return rows[0];
  }
}

import type { FieldsByType } from '@showfloor/core';
import { and, desc, eq, lt } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { dataVersions } from '../../db/schema.js';

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
  async insert(row: NewDataVersion): Promise<void> {
    await this.db.insert(dataVersions).values(row);
  }
}

import type { Localized } from '@showfloor/core';
import { and, asc, eq, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { codifications } from '../../db/schema.js';
import type { CodificationField } from './participant-search.schemas.js';

export interface CodificationValue {
  code: string;
  label: Localized;
}

export interface CodificationInput extends CodificationField {
  values: readonly CodificationValue[];
}

/** Spec core §7 `getCodifs.htm`: each requested field with its list of choices (`codif`). */
export interface FieldInfo extends CodificationField {
  codif: CodificationValue[];
}

function sameField(field: CodificationField): SQL | undefined {
  return and(
    eq(codifications.sourceCode, field.sourceCode),
    eq(codifications.entityCode, field.entityCode),
    eq(codifications.nameField, field.nameField),
  );
}

/** The only code that reads and writes codification lists. */
export class CodificationRepository {
  constructor(private readonly db: Database) {}

  /** Replaces the choices of each given field, in the given order. */
  async replace(lists: readonly CodificationInput[]): Promise<void> {
    // One transaction: the app never reads a list half replaced.
    await this.db.transaction(async (tx) => {
      for (const list of lists) {
        await tx.delete(codifications).where(sameField(list));
        if (list.values.length === 0) continue;
        await tx.insert(codifications).values(
          list.values.map((value, rank) => ({
            sourceCode: list.sourceCode,
            entityCode: list.entityCode,
            nameField: list.nameField,
            code: value.code,
            label: value.label,
            rank,
          })),
        );
      }
    });
  }

  /** The lists of the requested fields, in request order; a field with no list gets an empty one. */
  async fieldsInfo(fields: readonly CodificationField[]): Promise<FieldInfo[]> {
    if (fields.length === 0) return [];
    const rows = await this.db
      .select()
      .from(codifications)
      .where(or(...fields.map(sameField)))
      .orderBy(asc(codifications.rank), asc(codifications.id));
    return fields.map((field) => ({
      sourceCode: field.sourceCode,
      entityCode: field.entityCode,
      nameField: field.nameField,
      codif: rows
        .filter(
          (row) =>
            row.sourceCode === field.sourceCode &&
            row.entityCode === field.entityCode &&
            row.nameField === field.nameField,
        )
        .map((row) => ({ code: row.code, label: row.label })),
    }));
  }
}

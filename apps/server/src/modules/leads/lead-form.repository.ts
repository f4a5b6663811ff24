import type { LeadFormField } from '@showfloor/core';
import { asc, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { leadFormFields } from '../../db/schema.js';

/** A form field as the back office defines it; the database gives it its Id. */
export type LeadFormFieldInput = Omit<LeadFormField, 'Id'>;

/** The only code that reads and writes the show's lead qualification form. */
export class LeadFormRepository {
  constructor(private readonly db: Database) {}

  /**
   * Makes the form exactly `fields`, in this order. Fields are matched by Code and keep their Id,
   * so the values devices already captured under an Id stay attached to the same question.
   */
  async replaceFields(fields: readonly LeadFormFieldInput[]): Promise<void> {
    await this.db.transaction(async (tx) => {
      const codes = fields.map((field) => field.Code);
      await tx
        .delete(leadFormFields)
        .where(codes.length > 0 ? notInArray(leadFormFields.code, codes) : sql`true`);
      if (fields.length === 0) return;
      await tx
        .insert(leadFormFields)
        .values(
          fields.map((field, rank) => ({
            code: field.Code,
            label: field.Label,
            type: field.Type,
            nature: field.Nature,
            isMandatory: field.IsMandatory,
            isReadOnly: field.IsReadOnly,
            defaultValue: field.DefaultValue,
            cabPosition: field.CABPosition,
            printPosition: field.PrintPosition,
            codifications: field.Codifications,
            rank,
          })),
        )
        .onConflictDoUpdate({
          target: leadFormFields.code,
          set: {
            label: sql`excluded.label`,
            type: sql`excluded.type`,
            nature: sql`excluded.nature`,
            isMandatory: sql`excluded.is_mandatory`,
            isReadOnly: sql`excluded.is_read_only`,
            defaultValue: sql`excluded.default_value`,
            cabPosition: sql`excluded.cab_position`,
            printPosition: sql`excluded.print_position`,
            codifications: sql`excluded.codifications`,
            rank: sql`excluded.rank`,
          },
        });
    });
  }

  /** The form in its order, shaped as the register answer's FormFields. */
  async listFields(): Promise<LeadFormField[]> {
    const rows = await this.db
      .select()
      .from(leadFormFields)
      .orderBy(asc(leadFormFields.rank), asc(leadFormFields.id));
    return rows.map((row) => ({
      Id: row.id,
      Code: row.code,
      Label: row.label,
      Type: row.type,
      Nature: row.nature,
      IsMandatory: row.isMandatory,
      IsReadOnly: row.isReadOnly,
      DefaultValue: row.defaultValue,
      CABPosition: row.cabPosition,
      PrintPosition: row.printPosition,
      Codifications: row.codifications,
    }));
  }
}

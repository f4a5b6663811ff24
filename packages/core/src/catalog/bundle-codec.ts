import type { DataBundle, DataIncrement, TypeTable } from './bundle-format.js';
import type { CatalogRecord, CatalogRecords } from './catalog-item.js';
import { PUBLISHED_DATA_TYPES, type PublishedDataType } from './data-types.js';
import { planIncrement } from './increment-plan.js';
import type { JsonValue, LocaleCode } from './localized.js';
import { stableHash } from './schema-hash.js';

/** Fields every record has, always first in a type's field order. */
const LEADING_FIELDS = ['id', 'original_id'] as const;

export type FieldsByType = Partial<Record<PublishedDataType, string[]>>;

/**
 * The field order of each type: id and original_id, then every other key in alphabetical order.
 * Fields of the previous version are kept even when no record uses them any more, so that an
 * ordinary data edit never changes the schema; only a new field does (and forces a full reload).
 */
export function fieldOrder(records: CatalogRecords, previous: FieldsByType = {}): FieldsByType {
  const result: FieldsByType = {};
  for (const type of PUBLISHED_DATA_TYPES) {
    const list = records[type];
    const before = previous[type];
    if (!list?.length && !before) continue;
    const keys = new Set<string>(before ?? []);
    for (const record of list ?? []) for (const key of Object.keys(record)) keys.add(key);
    for (const key of LEADING_FIELDS) keys.delete(key);
    result[type] = [...LEADING_FIELDS, ...[...keys].sort()];
  }
  return result;
}

/** The schema string of a data version: a hash of its types and their field orders. */
export function schemaOf(fields: FieldsByType): string {
  const canonical = PUBLISHED_DATA_TYPES.filter((type) => fields[type]).map(
    (type) => `${type}:${(fields[type] ?? []).join(',')}`,
  );
  return stableHash(canonical.join('\n'));
}

function compareIds(left: JsonValue[], right: JsonValue[]): number {
  return Number(left[0]) - Number(right[0]);
}

/** Encodes records as a bundle: per type, the field order and one row per record, sorted by id. */
export function encodeBundle(
  records: CatalogRecords,
  version: number,
  locale: LocaleCode,
  previousFields: FieldsByType = {},
): DataBundle {
  const fields = fieldOrder(records, previousFields);
  const data: DataBundle['data'] = {};
  for (const type of PUBLISHED_DATA_TYPES) {
    const order = fields[type];
    if (!order) continue;
    const rows = (records[type] ?? []).map((record) => order.map((field) => record[field] ?? null));
    rows.sort(compareIds);
    data[type] = { fields: order, rows };
  }
  return { version, schema: schemaOf(fields), locale, data };
}

/** The field order of every type of a bundle. */
export function bundleFields(bundle: DataBundle): FieldsByType {
  const fields: FieldsByType = {};
  for (const [type, table] of Object.entries(bundle.data) as [PublishedDataType, TypeTable][]) {
    fields[type] = table.fields;
  }
  return fields;
}

/** Turns one row back into a record, leaving out null fields. */
export function decodeRow(fields: readonly string[], row: readonly JsonValue[]): CatalogRecord {
  const record: { [field: string]: JsonValue } = {};
  fields.forEach((field, index) => {
    const value = row[index];
    if (value !== null && value !== undefined) record[field] = value;
  });
  return record as CatalogRecord;
}

/** Decodes a bundle into records per type. */
export function decodeBundle(bundle: DataBundle): CatalogRecords {
  const records: CatalogRecords = {};
  for (const [type, table] of Object.entries(bundle.data) as [PublishedDataType, TypeTable][]) {
    records[type] = table.rows.map((row) => decodeRow(table.fields, row));
  }
  return records;
}

function rowsById(table: TypeTable | undefined): Map<string, JsonValue[]> {
  const map = new Map<string, JsonValue[]>();
  for (const row of table?.rows ?? []) map.set(String(row[0]), row);
  return map;
}

/**
 * What changed from `before` to `after`: changed and new rows, and null for removed ones.
 * Both bundles must share a schema; a schema change is answered with a full reload instead.
 */
export function diffBundles(before: DataBundle, after: DataBundle): DataIncrement {
  if (before.schema !== after.schema) {
    throw new Error(`cannot diff across schemas ${before.schema} and ${after.schema}`);
  }
  const data: DataIncrement['data'] = {};
  for (const type of PUBLISHED_DATA_TYPES) {
    const oldRows = rowsById(before.data[type]);
    const newRows = rowsById(after.data[type]);
    const changes: { [id: string]: JsonValue[] | null } = {};
    for (const [id, row] of newRows) {
      const old = oldRows.get(id);
      if (!old || JSON.stringify(old) !== JSON.stringify(row)) changes[id] = row;
    }
    for (const id of oldRows.keys()) if (!newRows.has(id)) changes[id] = null;
    if (Object.keys(changes).length > 0) data[type] = changes;
  }
  return { from: before.version, version: after.version, schema: after.schema, locale: after.locale, data };
}

/**
 * Applies an increment to the bundle of its `from` version, giving the bundle of its `version`;
 * throws as `planIncrement` does, whose rules the app's database follows too.
 */
export function applyIncrement(bundle: DataBundle, increment: DataIncrement): DataBundle {
  const held = { version: bundle.version, schema: bundle.schema, fields: bundleFields(bundle) };
  const data: DataBundle['data'] = { ...bundle.data };
  for (const { type, fields, put, remove } of planIncrement(held, increment)) {
    const rows = rowsById(bundle.data[type]);
    for (const id of remove) rows.delete(String(id));
    for (const row of put) rows.set(String(row[0]), row);
    data[type] = { fields, rows: [...rows.values()].sort(compareIds) };
  }
  return { ...bundle, version: increment.version, data };
}

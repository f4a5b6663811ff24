import type { PublishedDataType } from './data-types.js';
import type { JsonValue, LocaleCode } from './localized.js';

/**
 * One data type in a bundle: the field-order description and one array per record, in that
 * order (spec core §3 "Local database": per-type data with a field-order description).
 * Field arrays keep bundles small: keys are written once per type, not once per record.
 */
export interface TypeTable {
  fields: string[];
  rows: JsonValue[][];
}

/** The full database of one data version in one locale: `GET offline/db_{locale}.json`. */
export interface DataBundle {
  version: number;
  schema: string;
  locale: LocaleCode;
  data: Partial<Record<PublishedDataType, TypeTable>>;
}

/**
 * What changed from one data version to a later one with the same schema: `GET manifest/update`.
 * Per type, a row keyed by record id replaces or adds that record; `null` deletes it. Rows use
 * the field order of the schema, which both versions share.
 */
export interface DataIncrement {
  from: number;
  version: number;
  schema: string;
  locale: LocaleCode;
  data: Partial<Record<PublishedDataType, { [id: string]: JsonValue[] | null }>>;
}

/** The answer of `GET manifest/update` when the schema changed: the app must reload everything. */
export interface SchemaChange {
  schema: string;
  version: number;
}

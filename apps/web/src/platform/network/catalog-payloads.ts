import type { DataBundle, DataIncrement, JsonValue, LocaleCode, SchemaChange } from '@showfloor/core';
import { isPublishedDataType } from '@showfloor/core';
import { NetworkError } from './network-error.js';

type JsonObject = { [key: string]: unknown };

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function invalid(what: string): NetworkError {
  return new NetworkError('unknownError', `invalid ${what} from the back office`);
}

function readHeader(value: JsonObject, what: string): { version: number; schema: string } {
  const { version, schema } = value;
  if (typeof version !== 'number' || !Number.isInteger(version) || typeof schema !== 'string' || !schema) {
    throw invalid(what);
  }
  return { version, schema };
}

function readLocale(value: unknown, what: string): LocaleCode {
  if (value === 'fre' || value === 'eng' || value === 'zho') return value;
  throw invalid(what);
}

/**
 * Checks the shape of `GET offline/db_{locale}.json` down to the row level. Row contents are plain
 * JSON, decoded per field later; a row without a leading id is refused when it is written.
 */
export function parseDataBundle(value: unknown): DataBundle {
  if (!isObject(value) || !isObject(value.data)) throw invalid('bundle');
  const data: DataBundle['data'] = {};
  for (const [type, table] of Object.entries(value.data)) {
    if (!isPublishedDataType(type) || !isObject(table)) throw invalid(`bundle table ${type}`);
    const { fields, rows } = table;
    if (!Array.isArray(fields) || !fields.every((field) => typeof field === 'string'))
      throw invalid('bundle fields');
    if (!Array.isArray(rows) || !rows.every((row) => Array.isArray(row))) throw invalid('bundle rows');
    data[type] = { fields, rows: rows as JsonValue[][] };
  }
  return { ...readHeader(value, 'bundle'), locale: readLocale(value.locale, 'bundle locale'), data };
}

/** Checks `GET manifest/update`: an increment, or `{schema, version}` when the schema changed. */
export function parseUpdateAnswer(value: unknown): DataIncrement | SchemaChange {
  if (!isObject(value)) throw invalid('update');
  const header = readHeader(value, 'update');
  if (value.data === undefined) return header;
  if (!isObject(value.data) || typeof value.from !== 'number') throw invalid('increment');
  const data: DataIncrement['data'] = {};
  for (const [type, changes] of Object.entries(value.data)) {
    if (!isPublishedDataType(type) || !isObject(changes)) throw invalid(`increment table ${type}`);
    for (const row of Object.values(changes))
      if (row !== null && !Array.isArray(row)) throw invalid('increment row');
    data[type] = changes as { [id: string]: JsonValue[] | null };
  }
  return { ...header, from: value.from, locale: readLocale(value.locale, 'increment locale'), data };
}

export function isDataIncrement(answer: DataIncrement | SchemaChange): answer is DataIncrement {
  return 'data' in answer;
}

import type { JsonValue } from '@showfloor/core';

/**
 * Readers over a published record's loosely typed fields (docs/catalog-fields.md). Imported data
 * is uneven: a field may be missing, null, a number where text was expected or blank; each reader
 * answers the one shape a screen can show, so that sheets never test types themselves.
 */
export type RecordFields = { readonly [field: string]: JsonValue | undefined };

type JsonObject = { [key: string]: JsonValue };

function isObject(value: JsonValue | undefined): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A text field, trimmed; numbers are shown as text; anything else is ''. */
export function textOf(value: JsonValue | undefined): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

export function fieldText(record: RecordFields, field: string): string {
  return textOf(record[field]);
}

/** The record's `lump` object, or an empty one. */
export function lumpOf(record: RecordFields): JsonObject {
  const lump = record.lump;
  return isObject(lump) ? lump : {};
}

export function lumpText(record: RecordFields, field: string): string {
  return textOf(lumpOf(record)[field]);
}

/** A nested object of lump (`document`, `social`, `button`…), or undefined. */
export function lumpObject(record: RecordFields, field: string): JsonObject | undefined {
  const value = lumpOf(record)[field];
  return isObject(value) ? value : undefined;
}

function idsOf(value: JsonValue | undefined): number[] {
  if (typeof value === 'number' && Number.isSafeInteger(value)) return [value];
  if (!Array.isArray(value)) return [];
  return value.filter((entry): entry is number => typeof entry === 'number' && Number.isSafeInteger(entry));
}

/**
 * Ids of the items referenced under `key`: `references.<key>`, plus the single-valued top-level
 * field publishing made of it (`exhibitor` → `exhibitor_id`, spec core §3), without duplicates.
 */
export function referenceIds(record: RecordFields, key: string): number[] {
  const references = record.references;
  const listed = isObject(references) ? idsOf(references[key]) : [];
  const single = idsOf(record[`${key}_id`]);
  return [...new Set([...single, ...listed])];
}

/** Text of a nested object's field, for `lump.document.label` and the like. */
export function objectText(object: JsonObject | undefined, field: string): string {
  return object ? textOf(object[field]) : '';
}

/** A list of texts from a lump field that may be a list or a comma-separated text. */
export function lumpTextList(record: RecordFields, field: string): string[] {
  const value = lumpOf(record)[field];
  if (Array.isArray(value))
    return value
      .map((entry) => (isObject(entry) ? textOf(entry.title ?? entry.n) : textOf(entry)))
      .filter(Boolean);
  return textOf(value)
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

/** Objects of a lump list (`entities`, `contacts`, `focus`…). */
export function lumpObjects(record: RecordFields, field: string): JsonObject[] {
  const value = lumpOf(record)[field];
  return Array.isArray(value) ? value.filter(isObject) : [];
}

/** Ids listed in `references.<key>`, the single `<key>_id`, or `lump.<key>` (older exports put role lists there). */
export function linkedIds(record: RecordFields, key: string): number[] {
  return [...new Set([...referenceIds(record, key), ...idsOf(lumpOf(record)[key])])];
}

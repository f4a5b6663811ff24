import { type CatalogRecord, SINGLE_REF_FIELDS, type SingleRefKey, type SourceItem } from './catalog-item.js';
import type { PublishedDataType } from './data-types.js';
import { type JsonValue, type Language, localize } from './localized.js';

export interface ResolvedRecord {
  record: CatalogRecord;
  /** `type:original_id` of every referenced item that does not exist; those references are dropped. */
  missing: string[];
}

/** Finds the numeric id of an item from its type and stable original id. */
export type IdLookup = (type: PublishedDataType, originalId: string) => number | undefined;

function isSingleRefKey(key: string): key is SingleRefKey {
  return Object.hasOwn(SINGLE_REF_FIELDS, key);
}

/**
 * Turns a stored item into the record a bundle of `language` carries (docs/catalog-fields.md):
 * texts localized, `refs.parent|exhibitor|place|country` as `parent_id|…`, other refs as
 * `references[key]` lists of numeric ids. A dangling reference is dropped rather than published,
 * so the app never opens a page for an item that is not in its data; it is reported in `missing`.
 */
export function resolveSourceItem(
  item: SourceItem & { id: number },
  idOf: IdLookup,
  language: Language,
  fallback: Language,
): ResolvedRecord {
  const missing: string[] = [];
  const record: CatalogRecord = { id: item.id, original_id: item.original_id };
  for (const [field, value] of Object.entries(item.fields)) {
    // The fields may not override identity or the resolved references.
    if (field === 'id' || field === 'original_id') continue;
    record[field] = localize(value, language, fallback);
  }
  const references: { [key: string]: JsonValue } = isPlainObject(record.references)
    ? { ...record.references }
    : {};
  for (const [key, ref] of Object.entries(item.refs ?? {})) {
    const ids: number[] = [];
    for (const originalId of ref.ids) {
      const id = idOf(ref.type, originalId);
      if (id === undefined) missing.push(`${ref.type}:${originalId}`);
      else ids.push(id);
    }
    if (isSingleRefKey(key)) {
      const first = ids[0];
      if (first !== undefined) record[SINGLE_REF_FIELDS[key]] = first;
    } else {
      references[key] = ids;
    }
  }
  if (Object.keys(references).length > 0) record.references = references;
  return { record, missing };
}

function isPlainObject(value: JsonValue | undefined): value is { [key: string]: JsonValue } {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

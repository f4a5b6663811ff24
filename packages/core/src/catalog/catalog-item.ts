import type { PublishedDataType } from './data-types.js';
import type { JsonValue } from './localized.js';

/**
 * A reference from one catalog item to others, by their stable original ids. References are
 * resolved to numeric ids when a data version is published, so importers and the demo generator
 * never need to know the database ids.
 */
export interface SourceRef {
  type: PublishedDataType;
  ids: string[];
}

/**
 * Single-valued references that the spec exposes as top-level fields of an item
 * (spec core §3: parent_id, exhibitor_id, place_id, country_id).
 */
export const SINGLE_REF_FIELDS = {
  parent: 'parent_id',
  exhibitor: 'exhibitor_id',
  place: 'place_id',
  country: 'country_id',
} as const;

export type SingleRefKey = keyof typeof SINGLE_REF_FIELDS;

/**
 * An item as importers and the demo generator produce it and as the database stores it.
 * `fields` holds every field of the record except id, original_id and references; values may be
 * localized (`{ $t: { fr, en } }`) at any depth. `refs` names related items by original id.
 */
export interface SourceItem {
  type: PublishedDataType;
  original_id: string;
  fields: { [field: string]: JsonValue };
  refs?: { [key: string]: SourceRef };
}

/** A published, localized record as the app stores and reads it. */
export interface CatalogRecord {
  id: number;
  original_id: string;
  [field: string]: JsonValue;
}

/** Records of a data version, per data type. */
export type CatalogRecords = Partial<Record<PublishedDataType, CatalogRecord[]>>;

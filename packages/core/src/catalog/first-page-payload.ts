import type { DataBundle, TypeTable } from './bundle-format.js';
import type { PublishedDataType } from './data-types.js';
import type { LocaleCode } from './localized.js';

/**
 * The first payload of a data version in one locale (`GET offline/first_{locale}.json`): what a
 * first visit paints while the full bundle downloads and is stored (docs/decisions.md, "The first
 * visit paints from a first payload"). Every record of the version, in the bundle's format and
 * field order, with the rich texts left out: lists sort and filter whole types, so their first
 * screen needs every row's short fields, and only a detail sheet shows a description. The show's
 * configuration travels with it, so home's tiles paint too. Read only: the app drops it once the
 * bundle is stored, and never writes it to the device.
 */
export interface FirstPagePayload {
  version: number;
  schema: string;
  locale: LocaleCode;
  /** The published show configuration of the same version (as `files/project/config.json`). */
  config: unknown;
  data: DataBundle['data'];
}

/** Fields the first payload leaves out (null in its rows): long HTML only a detail sheet shows. */
export const FIRST_PAGE_LEFT_OUT_FIELDS: readonly string[] = ['description', 'biography'];

/**
 * Types the first payload leaves out whole: the venue's buildings and floors, whose rows carry the
 * indoor map's geometry (5 MB of dataset W's 11.5 MB payload). The map draws only a stored version
 * of the venue, so nothing paints from them before the bundle is stored.
 */
export const FIRST_PAGE_LEFT_OUT_TYPES: readonly PublishedDataType[] = ['buildings', 'floors'];

/** Path of the first payload of a locale, beside its full bundle. */
export function firstPagePath(locale: string): string {
  return `offline/first_${locale}.json`;
}

function withoutLeftOut(table: TypeTable): TypeTable {
  const dropped = table.fields
    .map((field, index) => (FIRST_PAGE_LEFT_OUT_FIELDS.includes(field) ? index : -1))
    .filter((index) => index >= 0);
  if (dropped.length === 0) return table;
  return {
    fields: table.fields,
    rows: table.rows.map((row) => row.map((value, index) => (dropped.includes(index) ? null : value))),
  };
}

/** The first payload of a bundle: the same rows, rich texts and the venue left out, with the configuration. */
export function firstPagePayloadOf(bundle: DataBundle, config: unknown): FirstPagePayload {
  const data: DataBundle['data'] = {};
  for (const [type, table] of Object.entries(bundle.data) as [PublishedDataType, TypeTable][]) {
    if (FIRST_PAGE_LEFT_OUT_TYPES.includes(type)) continue;
    data[type] = withoutLeftOut(table);
  }
  return { version: bundle.version, schema: bundle.schema, locale: bundle.locale, config, data };
}

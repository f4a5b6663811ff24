import type { SourceItem } from '../catalog/catalog-item.js';
import { isLocalized, type JsonValue } from '../catalog/localized.js';
import type { ExhibitorRow } from './exhibitor-list.js';
import { headerKey } from './exhibitor-list-columns.js';

/** The prefix of the categories a list creates; the path's normalised names follow (`industrie/robots`). */
export const EXHIBITOR_LIST_CATEGORY_PREFIX = 'exhibitor-list-category:';
/** The prefix of the countries a list creates when the catalog has none of that name or code. */
export const EXHIBITOR_LIST_COUNTRY_PREFIX = 'exhibitor-list-country:';

/** An item of the catalog as a list is matched against: its key and fields. */
export interface CatalogEntry {
  original_id: string;
  fields: { readonly [field: string]: JsonValue };
}

/** What of the catalog an exhibitor list refers to: categories, places (booths) and countries. */
export interface ExhibitorListCatalog {
  categories: readonly CatalogEntry[];
  places: readonly CatalogEntry[];
  countries: readonly CatalogEntry[];
}

/** The texts of a field, plain or in each language. */
function textsOf(value: JsonValue | undefined): string[] {
  if (typeof value === 'string') return [value];
  if (isLocalized(value)) return Object.values(value.$t).filter((text) => typeof text === 'string');
  return [];
}

function lumpText(entry: CatalogEntry, key: string): string | undefined {
  const lump = entry.fields.lump;
  if (lump === null || typeof lump !== 'object' || Array.isArray(lump)) return undefined;
  const value = lump[key];
  return typeof value === 'string' ? value : undefined;
}

/** Each entry under every key it is known by (its titles; its code when it has one). */
function indexBy(entries: readonly CatalogEntry[], withCode: boolean): Map<string, string> {
  const index = new Map<string, string>();
  for (const entry of entries) {
    const keys = textsOf(entry.fields.title);
    const code = withCode ? lumpText(entry, 'code') : undefined;
    if (code !== undefined) keys.unshift(code);
    for (const key of keys) {
      const normalised = headerKey(key);
      if (normalised !== '' && !index.has(normalised)) index.set(normalised, entry.original_id);
    }
  }
  return index;
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Plain text as the catalog's HTML: a paragraph per blank-line block, line breaks kept. */
export function plainTextHtml(text: string): string {
  return text
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '')
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\r?\n/g, '<br>')}</p>`)
    .join('');
}

const slugOf = (text: string) => headerKey(text).replace(/ /g, '-');

/**
 * The catalog items of an exhibitor list (docs/catalog-fields.md "exhibitors"): one exhibitor per row,
 * keyed on the row's id; its categories, found in the catalog by name (either language) or created as
 * a tree under EXHIBITOR_LIST_CATEGORY_PREFIX; its stands, linked to the places whose code or name they
 * are (the text is kept as `exhibitor_place_text` whether found or not); its country, found by name or
 * ISO code, else created. Warnings name the row of what was not found.
 */
export function exhibitorListItems(
  rows: readonly ExhibitorRow[],
  catalog: ExhibitorListCatalog,
): { items: SourceItem[]; warnings: string[] } {
  const categoryIndex = indexBy(catalog.categories, false);
  const placeIndex = indexBy(catalog.places, true);
  const countryIndex = indexBy(catalog.countries, true);
  const created = new Map<string, SourceItem>();
  const warnings: string[] = [];

  const categoryId = (path: readonly string[]): string => {
    const leaf = path[path.length - 1] ?? '';
    const found = categoryIndex.get(headerKey(leaf));
    if (found !== undefined) return found;
    let parent: string | undefined;
    path.forEach((segment, depth) => {
      const id = `${EXHIBITOR_LIST_CATEGORY_PREFIX}${path
        .slice(0, depth + 1)
        .map(slugOf)
        .join('/')}`;
      if (!created.has(id)) {
        const item: SourceItem = {
          type: 'exhibitor_categories',
          original_id: id,
          fields: { title: segment, is_all: false, lump: { rank: created.size } },
        };
        if (parent !== undefined) item.refs = { parent: { type: 'exhibitor_categories', ids: [parent] } };
        created.set(id, item);
      }
      parent = id;
    });
    return parent ?? '';
  };

  const countryId = (country: string): string => {
    const found = countryIndex.get(headerKey(country));
    if (found !== undefined) return found;
    const id = `${EXHIBITOR_LIST_COUNTRY_PREFIX}${slugOf(country)}`;
    if (!created.has(id)) {
      const fields: SourceItem['fields'] = { title: country };
      if (/^[A-Za-z]{2}$/.test(country)) fields.lump = { code: country.toUpperCase() };
      created.set(id, { type: 'countries', original_id: id, fields });
    }
    return id;
  };

  const exhibitors = rows.map((row): SourceItem => {
    const fields: SourceItem['fields'] = { title: row.name };
    if (row.description !== undefined) fields.description = plainTextHtml(row.description);
    if (row.website !== undefined) fields.website = row.website;
    if (row.email !== undefined) fields.email = row.email;
    if (row.phone !== undefined) fields.phone = row.phone;
    if (row.address !== undefined) fields.address = row.address;
    if (row.postalCode !== undefined) fields.postal_code = row.postalCode;
    if (row.city !== undefined) fields.city = row.city;
    if (row.stands.length > 0) fields.exhibitor_place_text = row.stands.join(', ');
    // The back office fetches the URL on import into logo_file_name (the app shows logos it serves).
    if (row.logo !== undefined) fields.lump = { logo_url: row.logo };
    const item: SourceItem = { type: 'exhibitors', original_id: row.originalId, fields };
    const refs: NonNullable<SourceItem['refs']> = {};
    const cats = [...new Set(row.categories.map(categoryId))];
    if (cats.length > 0) refs.cats = { type: 'exhibitor_categories', ids: cats };
    const places = row.stands.flatMap((stand) => {
      const place = placeIndex.get(headerKey(stand));
      if (place === undefined)
        warnings.push(`row ${row.row}: stand ${stand} is no place of the venue: shown as text`);
      return place === undefined ? [] : [place];
    });
    if (places.length > 0) refs.places = { type: 'places', ids: [...new Set(places)] };
    if (row.country !== undefined) refs.country = { type: 'countries', ids: [countryId(row.country)] };
    if (Object.keys(refs).length > 0) item.refs = refs;
    return item;
  });
  return { items: [...created.values(), ...exhibitors], warnings };
}

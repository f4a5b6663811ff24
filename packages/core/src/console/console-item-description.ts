import { z } from 'zod';
import type { PublishedDataType } from '../catalog/data-types.js';
import { isLocalized, type JsonValue } from '../catalog/localized.js';
import { sanitizeHtml } from '../display/sanitize-html.js';

/**
 * An item's description as the console edits it (docs/console.md, "Catalog"): HTML, in French and
 * English when the item's description is localized, one text otherwise. What is stored is the
 * sanitiser's output, so a script or an event handler typed here never reaches the catalog.
 */

/** The longest description, per language, the console accepts. */
export const DESCRIPTION_MAX_CHARS = 20_000;

/** The types whose items carry a `description` (docs/catalog-fields.md). */
const DESCRIBED_TYPES: ReadonlySet<PublishedDataType> = new Set<PublishedDataType>([
  'events',
  'exhibitors',
  'newproducts',
  'services',
  'papers',
  'gmap_places',
  'infos',
  'pmrs',
  'restaurants',
  'monuments',
]);

export function hasDescription(type: PublishedDataType): boolean {
  return DESCRIBED_TYPES.has(type);
}

const descriptionTextSchema = z.string().max(DESCRIPTION_MAX_CHARS, {
  message: `A description holds ${DESCRIPTION_MAX_CHARS} characters at most`,
});

/** A description as edited: one HTML text, or one per language. */
export const editableDescriptionSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('plain'), html: descriptionTextSchema }),
  z.object({ kind: z.literal('localized'), fr: descriptionTextSchema, en: descriptionTextSchema }),
]);
export type EditableDescription = z.infer<typeof editableDescriptionSchema>;

/** The stored description as the form edits it; an item without one follows its title's languages. */
export function editableDescriptionOf(fields: { readonly [field: string]: JsonValue }): EditableDescription {
  const description = fields.description;
  if (isLocalized(description)) {
    return { kind: 'localized', fr: description.$t.fr ?? '', en: description.$t.en ?? '' };
  }
  if (typeof description === 'string') return { kind: 'plain', html: description };
  return isLocalized(fields.title) ? { kind: 'localized', fr: '', en: '' } : { kind: 'plain', html: '' };
}

/** The sanitised HTML of one text, or '' when nothing is left of it. */
export function sanitizedDescription(html: string): string {
  return sanitizeHtml(html.trim()).trim();
}

/**
 * The edited description in the shape it is stored in, sanitised; an empty language is left out, and
 * undefined means the item has no description any more.
 */
export function descriptionFieldOf(description: EditableDescription): JsonValue | undefined {
  if (description.kind === 'plain') {
    const html = sanitizedDescription(description.html);
    return html === '' ? undefined : html;
  }
  const fr = sanitizedDescription(description.fr);
  const en = sanitizedDescription(description.en);
  if (fr === '' && en === '') return undefined;
  return { $t: { ...(fr === '' ? {} : { fr }), ...(en === '' ? {} : { en }) } };
}

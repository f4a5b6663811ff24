import { z } from 'zod';
import { PUBLISHED_DATA_TYPES } from '../catalog/data-types.js';
import { isLocalized, type JsonValue } from '../catalog/localized.js';
import { comparableSearchText } from '../search/search-text.js';
import { editableDescriptionSchema } from './console-item-description.js';
import { checkSessionTimes, showDateTimeSchema } from './console-session-times.js';

/**
 * The console's view of the catalog (docs/console.md, "Items"): every item of a type listed by its
 * title, filtered as the organiser types, and an item's title, description and, for a session, its
 * room and times edited.
 */

/** An item in the console's list: enough to find it, not its whole record. */
export const consoleItemSummarySchema = z.object({
  id: z.number().int(),
  originalId: z.string(),
  /** The title as the organiser reads it (both languages when they differ). */
  title: z.string(),
  /** The programme it was imported from (a new import of that programme replaces edits), or null. */
  source: z.string().nullable(),
});
export type ConsoleItemSummary = z.infer<typeof consoleItemSummarySchema>;

export const consoleItemTypeSchema = z.enum(PUBLISHED_DATA_TYPES);

export const consoleItemListSchema = z.object({
  type: consoleItemTypeSchema,
  items: z.array(consoleItemSummarySchema),
});
export type ConsoleItemList = z.infer<typeof consoleItemListSchema>;

/** Items per type, for the list of types. */
export const consoleItemCountsSchema = z.object({ counts: z.record(z.string(), z.number().int()) });

/** A place a session may be moved to. */
export const consoleRoomSchema = z.object({ originalId: z.string(), title: z.string() });
export type ConsoleRoom = z.infer<typeof consoleRoomSchema>;

/** One item, whole, as the console shows and edits it. */
export const consoleItemSchema = z.object({
  id: z.number().int(),
  type: consoleItemTypeSchema,
  originalId: z.string(),
  fields: z.record(z.string(), z.unknown()),
  refs: z.record(z.string(), z.object({ type: z.string(), ids: z.array(z.string()) })),
  source: z.string().nullable(),
  /** When it was last written: an edit names it, and is refused if the item changed since. */
  updatedAt: z.string(),
  /** For a session: the show's places it may be moved to, and its own (null when none). */
  rooms: z.array(consoleRoomSchema).optional(),
  roomId: z.string().nullable().optional(),
  /** For a session: its start and end on the show's clock (`2026-11-21T09:30`, null when not stored). */
  times: z
    .object({ start: z.string().nullable(), end: z.string().nullable(), timeZone: z.string() })
    .optional(),
  /** Whether its type has a description the console edits. */
  hasDescription: z.boolean().optional(),
});
export type ConsoleItem = z.infer<typeof consoleItemSchema>;

const TITLE_CHARS = 500;
const titleTextSchema = z.string().trim().max(TITLE_CHARS);

/** An item's title as edited: one text, or one per language when the item's title is localized. */
export const editableTitleSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('plain'), text: titleTextSchema.min(1) }),
  z
    .object({ kind: z.literal('localized'), fr: titleTextSchema, en: titleTextSchema })
    .refine((title) => title.fr !== '' || title.en !== '', {
      message: 'A title needs one language at least',
    }),
]);
export type EditableTitle = z.infer<typeof editableTitleSchema>;

/**
 * An edit of one item: its title, its description, and for a session its room (null: no room) and
 * its start and end on the show's clock (both or neither, the end after the start).
 */
export const consoleItemEditSchema = z
  .object({
    updatedAt: z.string().min(1).max(40),
    title: editableTitleSchema.optional(),
    description: editableDescriptionSchema.optional(),
    roomId: z.string().min(1).max(200).nullable().optional(),
    start: showDateTimeSchema.optional(),
    end: showDateTimeSchema.optional(),
  })
  .superRefine(checkSessionTimes);
export type ConsoleItemEdit = z.infer<typeof consoleItemEditSchema>;

function plainText(value: JsonValue | undefined): string | undefined {
  if (typeof value === 'string') return value;
  if (!isLocalized(value)) return undefined;
  const { fr, en } = value.$t;
  if (en && fr && en !== fr) return `${en} · ${fr}`;
  return en || fr || undefined;
}

/** The title an organiser reads in the list: the title, else a person's display name, else nothing. */
export function itemTitleText(fields: { readonly [field: string]: JsonValue }): string {
  return plainText(fields.title) ?? plainText(fields.display_name) ?? '';
}

/** The stored title as the form edits it. */
export function editableTitleOf(fields: { readonly [field: string]: JsonValue }): EditableTitle {
  const title = fields.title;
  if (isLocalized(title)) return { kind: 'localized', fr: title.$t.fr ?? '', en: title.$t.en ?? '' };
  return { kind: 'plain', text: typeof title === 'string' ? title : '' };
}

/** The edited title in the shape it is stored in; an empty language is left out. */
export function titleFieldOf(title: EditableTitle): JsonValue {
  if (title.kind === 'plain') return title.text.trim();
  const fr = title.fr.trim();
  const en = title.en.trim();
  return { $t: { ...(fr === '' ? {} : { fr }), ...(en === '' ? {} : { en }) } };
}

/** A list ready to be filtered on every key stroke: each item's comparable text computed once. */
export function itemFilterIndex(
  items: readonly ConsoleItemSummary[],
): (query: string) => ConsoleItemSummary[] {
  const texts = items.map(
    (item) => `${comparableSearchText(item.title)} ${comparableSearchText(item.originalId)}`,
  );
  return (query) => {
    const term = comparableSearchText(query);
    if (term === '') return [...items];
    return items.filter((_, index) => texts[index]?.includes(term));
  };
}

/** The items whose title or original id holds the query, accents and case aside, in list order. */
export function filterItemSummaries(
  items: readonly ConsoleItemSummary[],
  query: string,
): ConsoleItemSummary[] {
  return itemFilterIndex(items)(query);
}

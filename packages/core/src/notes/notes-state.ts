import type { DataType } from '../catalog/data-types.js';
import { NOTE_EXCERPT_CHARS, NOTE_TITLE_MAX_CHARS, TITLE_SEPARATOR } from '../constants/spec-constants.js';
import { truncateText } from '../display/truncate-text.js';
import { type ItemIdError, parseItemId } from '../validation/item-id.js';

/** Notes of one data type: parallel lists, `texts[i]` is the note of item `ids[i]` (spec modules §3). */
export interface TypeNotes {
  ids: number[];
  texts: string[];
}

/** Every note of the user, per data type. Types without notes are absent. */
export type NotesState = Partial<Record<DataType, TypeNotes>>;

export const EMPTY_NOTES: NotesState = {};

export interface NoteInput {
  dataType: DataType | null | undefined;
  id: unknown;
  text: string;
}

export type NoteError = ItemIdError | 'missingDataType';

export type SetNoteResult = { ok: true; state: NotesState } | { ok: false; error: NoteError };

/** A noted item, as the notes page lists it. */
export interface NotedItem {
  dataType: DataType;
  id: number;
  text: string;
}

/**
 * Writes the note of an item (spec modules §5): an empty or blank text deletes the note; the item id
 * must be a number or a digit-only string, else the call is refused with an error for the caller to
 * log. The state is never mutated, so a store can compare references.
 */
export function setNote(state: NotesState, input: NoteInput): SetNoteResult {
  if (!input.dataType) return { ok: false, error: 'missingDataType' };
  const parsed = parseItemId(input.id);
  if (!parsed.ok) return parsed;
  const { dataType } = input;
  const current = state[dataType] ?? { ids: [], texts: [] };
  const index = current.ids.indexOf(parsed.id);
  const ids = [...current.ids];
  const texts = [...current.texts];
  if (input.text.trim() === '') {
    if (index < 0) return { ok: true, state };
    ids.splice(index, 1);
    texts.splice(index, 1);
  } else if (index < 0) {
    ids.push(parsed.id);
    texts.push(input.text);
  } else {
    texts[index] = input.text;
  }
  const next: NotesState = { ...state };
  if (ids.length === 0) delete next[dataType];
  else next[dataType] = { ids, texts };
  return { ok: true, state: next };
}

/** The note of an item, or '' when it has none. */
export function noteOf(state: NotesState, dataType: DataType, id: number): string {
  const notes = state[dataType];
  if (!notes) return '';
  const index = notes.ids.indexOf(id);
  return index < 0 ? '' : (notes.texts[index] ?? '');
}

/** Every note, type by type in the order they were first written, for the notes page and its export. */
export function notedItems(state: NotesState): NotedItem[] {
  const items: NotedItem[] = [];
  for (const [dataType, notes] of Object.entries(state) as [DataType, TypeNotes | undefined][]) {
    if (!notes) continue;
    notes.ids.forEach((id, index) => {
      items.push({ dataType, id, text: notes.texts[index] ?? '' });
    });
  }
  return items;
}

/** Spec modules §2: the 'notes title' label plus the item title cut at 50 characters with '...'. */
export function noteModalTitle(label: string, itemTitle: string): string {
  const title = truncateText(itemTitle.trim(), NOTE_TITLE_MAX_CHARS);
  return title === '' ? label : `${label}${TITLE_SEPARATOR}${title}`;
}

/** Spec modules §5: the note as the notes list shows it, cut at 150 characters with '...'. */
export function noteExcerpt(text: string): string {
  return truncateText(text, NOTE_EXCERPT_CHARS);
}

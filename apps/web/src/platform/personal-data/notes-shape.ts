import {
  EMPTY_KEYED_NOTES,
  EMPTY_NOTES,
  isPublishedDataType,
  type KeyedNotes,
  type NotesState,
  type OriginalIds,
  setNote,
  withOriginalId,
} from '@showfloor/core';
import { type PersistedShape, VERSIONED_JSON } from '../storage/persisted-shape.js';
import { isRecord, readAsideMarks } from './aside-marks.js';

export const NOTES_STORAGE_KEY = 'notes';

/**
 * Version 1: `{ version: 1, data: { [type]: { ids, texts } } }` (spec modules §3: parallel lists).
 * Version 2 adds each item's original id as a third parallel list and the notes set aside (their
 * item is not in the held data): `{ shown: { [type]: { ids, texts, originalIds } }, aside: [{ dataType,
 * id, originalId, text }] }`. Version 1 reads with no original ids: the first data version checked names them.
 */
export const NOTES_SHAPE_VERSION = 2;

/** Keeps every pair whose id is valid and whose text is a string, with its original id if stored. */
function readShown(shown: Record<string, unknown>): { state: NotesState; originalIds: OriginalIds } {
  let state: NotesState = EMPTY_NOTES;
  let originalIds: OriginalIds = {};
  for (const [type, notes] of Object.entries(shown)) {
    if (!isPublishedDataType(type) || !isRecord(notes)) continue;
    const { ids, texts } = notes;
    if (!Array.isArray(ids) || !Array.isArray(texts)) continue;
    const originals = Array.isArray(notes.originalIds) ? notes.originalIds : [];
    ids.forEach((id, index) => {
      const text = texts[index];
      if (typeof text !== 'string') return;
      const result = setNote(state, { dataType: type, id, text });
      if (!result.ok) return;
      state = result.state;
      const originalId = originals[index];
      if (typeof originalId === 'string')
        originalIds = withOriginalId(originalIds, type, Number(id), originalId);
    });
  }
  return { state, originalIds };
}

/** Reads stored notes of any version; anything unreadable is dropped note by note. */
export function readStoredNotes(stored: unknown): KeyedNotes {
  if (!isRecord(stored) || !isRecord(stored.data)) return EMPTY_KEYED_NOTES;
  if (stored.version === 1) return { ...readShown(stored.data), aside: [] };
  if (stored.version !== NOTES_SHAPE_VERSION) return EMPTY_KEYED_NOTES;
  const { data } = stored;
  const aside = readAsideMarks(data.aside, (entry) =>
    typeof entry.text === 'string' ? entry.text : undefined,
  );
  return { ...readShown(isRecord(data.shown) ? data.shown : {}), aside };
}

/** The version 2 data of notes. */
function storedNotes(keyed: KeyedNotes): unknown {
  const shown: Record<string, { ids: number[]; texts: string[]; originalIds: (string | null)[] }> = {};
  for (const [type, notes] of Object.entries(keyed.state)) {
    if (!notes || notes.ids.length === 0) continue;
    const originals = keyed.originalIds[type as keyof OriginalIds];
    shown[type] = { ...notes, originalIds: notes.ids.map((id) => originals?.[id] ?? null) };
  }
  const aside = keyed.aside.map(({ dataType, id, originalId, value }) => ({
    dataType,
    id,
    originalId,
    text: value,
  }));
  return { shown, aside };
}

export const notesShape: PersistedShape<KeyedNotes> = {
  key: NOTES_STORAGE_KEY,
  version: NOTES_SHAPE_VERSION,
  empty: EMPTY_KEYED_NOTES,
  read: readStoredNotes,
  format: {
    decode: VERSIONED_JSON.decode,
    encode: (value, version) => JSON.stringify({ version, data: storedNotes(value) }),
  },
};

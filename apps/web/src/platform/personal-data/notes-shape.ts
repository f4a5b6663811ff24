import { EMPTY_NOTES, isPublishedDataType, type NotesState, setNote } from '@showfloor/core';
import type { PersistedShape } from '../storage/persisted-shape.js';

export const NOTES_STORAGE_KEY = 'notes';

/** Version 1: `{ version: 1, data: { [type]: { ids, texts } } }` (spec modules §3: parallel lists). */
export const NOTES_SHAPE_VERSION = 1;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Reads stored notes, keeping every pair whose id is valid and whose text is a string. */
export function readStoredNotes(stored: unknown): NotesState {
  if (!isRecord(stored) || stored.version !== NOTES_SHAPE_VERSION || !isRecord(stored.data))
    return EMPTY_NOTES;
  let state: NotesState = EMPTY_NOTES;
  for (const [type, notes] of Object.entries(stored.data)) {
    if (!isPublishedDataType(type) || !isRecord(notes)) continue;
    const { ids, texts } = notes;
    if (!Array.isArray(ids) || !Array.isArray(texts)) continue;
    ids.forEach((id, index) => {
      const text = texts[index];
      if (typeof text !== 'string') return;
      const result = setNote(state, { dataType: type, id, text });
      if (result.ok) state = result.state;
    });
  }
  return state;
}

export const notesShape: PersistedShape<NotesState> = {
  key: NOTES_STORAGE_KEY,
  version: NOTES_SHAPE_VERSION,
  empty: EMPTY_NOTES,
  read: readStoredNotes,
};

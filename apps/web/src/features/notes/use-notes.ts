import { type NotesState, noteOf, type PublishedDataType, setNote } from '@showfloor/core';
import { useCallback, useSyncExternalStore } from 'react';
import { useApp } from '../../shell/app-context.js';

/** Every note of the user, re-rendering on any change. */
export function useNotes(): NotesState {
  const { services } = useApp();
  const { notes } = services.personal;
  return useSyncExternalStore(notes.subscribe, () => notes.getSnapshot().state);
}

export function useNote(type: PublishedDataType, id: number): string {
  return noteOf(useNotes(), type, id);
}

/**
 * Writes a note (spec modules §5): saved at once on every change, an empty text deletes it, and an
 * invalid id is refused with a logged error rather than stored where no screen would find it.
 */
export function useSetNote(): (type: PublishedDataType, id: unknown, text: string) => void {
  const { services } = useApp();
  return useCallback(
    (type, id, text) => {
      const { notes } = services.personal;
      const held = notes.getSnapshot();
      const result = setNote(held.state, { dataType: type, id, text });
      if (!result.ok) {
        console.error(`Note not saved: ${result.error}`, { type, id });
        return;
      }
      notes.set({ ...held, state: result.state });
    },
    [services],
  );
}

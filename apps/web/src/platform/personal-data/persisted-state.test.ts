import type { FavoritesState, NotesState } from '@showfloor/core';
import { describe, expect, it } from 'vitest';
import { MemoryKeyValueStore } from '../storage/index.js';
import { FAVORITES_STORAGE_KEY, favoritesShape, readStoredFavorites } from './favorites-shape.js';
import { NOTES_STORAGE_KEY, notesShape, readStoredNotes } from './notes-shape.js';
import { PersistedState } from './persisted-state.js';

function manualTimers() {
  const scheduled = new Map<number, () => void>();
  let next = 0;
  return {
    setTimer: (callback: () => void) => {
      next += 1;
      scheduled.set(next, callback);
      return next;
    },
    clearTimer: (handle: unknown) => scheduled.delete(handle as number),
    runAll: () => {
      for (const [handle, callback] of [...scheduled]) {
        scheduled.delete(handle);
        callback();
      }
    },
  };
}

const favorites = (state: FavoritesState) => ({ state, originalIds: {}, aside: [] });
const notes = (state: NotesState) => ({ state, originalIds: {}, aside: [] });

describe('favorites persistence', () => {
  it('shows a toggle at once, writes it after the debounce, and once for a burst', () => {
    const backend = new MemoryKeyValueStore();
    const timers = manualTimers();
    const state = new PersistedState(backend, favoritesShape, { debounceMs: 1000, ...timers });
    state.set(favorites({ exhibitors: [3] }));
    state.set(favorites({ exhibitors: [3, 9] }));
    expect(state.getSnapshot().state).toEqual({ exhibitors: [3, 9] });
    expect(backend.get(FAVORITES_STORAGE_KEY)).toBeNull();
    timers.runAll();
    expect(JSON.parse(backend.get(FAVORITES_STORAGE_KEY) ?? '')).toEqual({
      version: 3,
      data: { shown: { exhibitors: { ids: [3, 9], originalIds: [null, null] } }, aside: [] },
    });
  });

  it('writes a pending toggle at once on flush (page hide), so a reload keeps it', () => {
    const backend = new MemoryKeyValueStore();
    const state = new PersistedState(backend, favoritesShape, { debounceMs: 1000, ...manualTimers() });
    state.set(favorites({ events: [7] }));
    state.flush();
    const reloaded = new PersistedState(backend, favoritesShape, { debounceMs: 1000, ...manualTimers() });
    expect(reloaded.getSnapshot().state).toEqual({ events: [7] });
  });

  it('upgrades the unversioned first shape: digit strings become numbers, bad ids and types are dropped', () => {
    expect(
      readStoredFavorites({ exhibitors: ['12', 4, 'x12', null], spaceships: [1], events: [] }).state,
    ).toEqual({ exhibitors: [4, 12] });
  });

  it('starts empty on damaged storage instead of failing', () => {
    const backend = new MemoryKeyValueStore();
    backend.set(FAVORITES_STORAGE_KEY, '{not json');
    expect(new PersistedState(backend, favoritesShape, { debounceMs: 0 }).getSnapshot().state).toEqual({});
  });
});

describe('notes persistence', () => {
  it('writes every change at once and reads it back', () => {
    const backend = new MemoryKeyValueStore();
    const state = new PersistedState(backend, notesShape, { debounceMs: 0 });
    state.set(notes({ speakers: { ids: [5], texts: ['Ask about slides'] } }));
    expect(readStoredNotes(JSON.parse(backend.get(NOTES_STORAGE_KEY) ?? '')).state).toEqual({
      speakers: { ids: [5], texts: ['Ask about slides'] },
    });
  });

  it('drops stored pairs with an invalid id or a missing text', () => {
    expect(
      readStoredNotes({ version: 1, data: { exhibitors: { ids: [1, 'bad', 3], texts: ['a', 'b'] } } }).state,
    ).toEqual({ exhibitors: { ids: [1], texts: ['a'] } });
  });
});

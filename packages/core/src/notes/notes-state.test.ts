import { describe, expect, it } from 'vitest';
import {
  EMPTY_NOTES,
  type NotesState,
  notedItems,
  noteExcerpt,
  noteModalTitle,
  noteOf,
  setNote,
} from './notes-state.js';

function write(state: NotesState, dataType: 'events' | 'exhibitors', id: unknown, text: string): NotesState {
  const result = setNote(state, { dataType, id, text });
  if (!result.ok) throw new Error(result.error);
  return result.state;
}

describe('setNote', () => {
  it('stores notes per data type as parallel id and text lists', () => {
    let state = write(EMPTY_NOTES, 'events', 12, 'Arrive early');
    state = write(state, 'events', '7', 'Bring badge');
    state = write(state, 'exhibitors', 3, 'Ask for price list');
    expect(state).toEqual({
      events: { ids: [12, 7], texts: ['Arrive early', 'Bring badge'] },
      exhibitors: { ids: [3], texts: ['Ask for price list'] },
    });
    expect(noteOf(state, 'events', 7)).toBe('Bring badge');
  });
  it('replaces the text of an existing note in place', () => {
    let state = write(EMPTY_NOTES, 'events', 1, 'a');
    state = write(state, 'events', 2, 'b');
    state = write(state, 'events', '1', 'a2');
    expect(state.events).toEqual({ ids: [1, 2], texts: ['a2', 'b'] });
  });
  it('deletes the note on empty or blank text, and drops the type when it has no note left', () => {
    let state = write(EMPTY_NOTES, 'events', 1, 'a');
    state = write(state, 'exhibitors', 5, 'x');
    state = write(state, 'events', 1, '   ');
    expect(state).toEqual({ exhibitors: { ids: [5], texts: ['x'] } });
    expect(noteOf(state, 'events', 1)).toBe('');
  });
  it('refuses an id that is not a number or a numeric string, and a missing type', () => {
    expect(setNote(EMPTY_NOTES, { dataType: 'events', id: 'abc', text: 'x' })).toEqual({
      ok: false,
      error: 'invalidId',
    });
    expect(setNote(EMPTY_NOTES, { dataType: 'events', id: undefined, text: 'x' })).toEqual({
      ok: false,
      error: 'missingId',
    });
    expect(setNote(EMPTY_NOTES, { dataType: null, id: 1, text: 'x' })).toEqual({
      ok: false,
      error: 'missingDataType',
    });
  });
  it('never mutates the previous state', () => {
    const before = write(EMPTY_NOTES, 'events', 1, 'a');
    const snapshot = structuredClone(before);
    write(before, 'events', 1, 'changed');
    write(before, 'events', 2, 'new');
    expect(before).toEqual(snapshot);
  });
});

describe('notedItems', () => {
  it('lists every note with its type', () => {
    let state = write(EMPTY_NOTES, 'events', 1, 'a');
    state = write(state, 'exhibitors', 2, 'b');
    expect(notedItems(state)).toEqual([
      { dataType: 'events', id: 1, text: 'a' },
      { dataType: 'exhibitors', id: 2, text: 'b' },
    ]);
  });
});

describe('note texts', () => {
  it('builds the modal title from the label and the title cut at 50 characters', () => {
    expect(noteModalTitle('Notes', 'Keynote')).toBe('Notes - Keynote');
    expect(noteModalTitle('Notes', 'x'.repeat(51))).toBe(`Notes - ${'x'.repeat(50)}...`);
    expect(noteModalTitle('Notes', 'x'.repeat(50))).toBe(`Notes - ${'x'.repeat(50)}`);
  });
  it('cuts the excerpt at 150 characters', () => {
    expect(noteExcerpt('y'.repeat(150))).toBe('y'.repeat(150));
    expect(noteExcerpt('y'.repeat(151))).toBe(`${'y'.repeat(150)}...`);
  });
});

import { describe, expect, it } from 'vitest';
import type { SourceItem } from '../catalog/catalog-item.js';
import { diffCatalogs, itemLabel, sameJson } from './catalog-changes.js';

function talk(id: string, start: string, end: string, room: string, title = `Talk ${id}`): SourceItem {
  return {
    type: 'events',
    original_id: id,
    fields: { title, start_date: start, end_date: end, event_place_text: room },
    refs: { place: { type: 'places', ids: [`room-${room}`] } },
  };
}

const A = talk('a', '2026-03-01T10:00:00+01:00', '2026-03-01T11:00:00+01:00', 'K1');
const B = talk('b', '2026-03-01T12:00:00+01:00', '2026-03-01T13:00:00+01:00', 'K2');
const C = talk('c', '2026-03-01T14:00:00+01:00', '2026-03-01T15:00:00+01:00', 'K3');
const ROOM: SourceItem = {
  type: 'places',
  original_id: 'room-K1',
  fields: { name: { $t: { fr: 'Salle', en: 'Room' } } },
};

describe('sameJson', () => {
  it('compares JSON values as the database does: key order does not matter, values do', () => {
    expect(sameJson({ a: 1, b: [1, { c: 2, d: 3 }] }, { b: [1, { d: 3, c: 2 }], a: 1 })).toBe(true);
    expect(sameJson({ a: 1 }, { a: 2 })).toBe(false);
    expect(sameJson({ a: 1 }, { a: 1, b: null })).toBe(false);
    expect(sameJson([1, 2], [2, 1])).toBe(false);
  });
});

describe('itemLabel', () => {
  it('names an item by its title or name, in English first, else its id', () => {
    expect(itemLabel(A)).toBe('Talk a');
    expect(itemLabel(ROOM)).toBe('Room');
    expect(itemLabel({ type: 'places', original_id: 'x', fields: {} })).toBe('x');
  });
});

describe('diffCatalogs', () => {
  it('counts nothing between a catalog and itself, whatever the order of items and keys', () => {
    const changes = diffCatalogs([A, B, ROOM], [ROOM, { ...B, fields: { ...B.fields } }, A]);
    expect(changes.total).toBe(0);
    expect(changes.byType).toEqual({});
    expect(changes.sessions).toEqual([]);
  });

  it('counts items added, changed and removed per type, and lists them by label', () => {
    const renamed = { ...ROOM, fields: { name: 'Main room' } };
    const changes = diffCatalogs([A, B, ROOM], [A, C, renamed]);
    expect(changes.byType.events).toEqual({ added: 1, changed: 0, removed: 1 });
    expect(changes.byType.places).toEqual({ added: 0, changed: 1, removed: 0 });
    expect(changes.total).toBe(3);
    expect(changes.items.events?.added).toEqual([{ originalId: 'c', label: 'Talk c' }]);
    expect(changes.items.events?.removed).toEqual([{ originalId: 'b', label: 'Talk b' }]);
    expect(changes.items.places?.changed).toEqual([{ originalId: 'room-K1', label: 'Main room' }]);
  });

  it('tells a session moved in time, moved room, or cancelled, with the old and new values', () => {
    const later = talk('a', '2026-03-01T16:00:00+01:00', '2026-03-01T17:00:00+01:00', 'K1');
    const elsewhere = talk('b', '2026-03-01T12:00:00+01:00', '2026-03-01T13:00:00+01:00', 'K9');
    const changes = diffCatalogs([A, B, C], [later, elsewhere]);
    expect(changes.sessions).toEqual([
      {
        originalId: 'a',
        title: 'Talk a',
        time: {
          old: { start: '2026-03-01T10:00:00+01:00', end: '2026-03-01T11:00:00+01:00' },
          new: { start: '2026-03-01T16:00:00+01:00', end: '2026-03-01T17:00:00+01:00' },
        },
      },
      { originalId: 'b', title: 'Talk b', room: { old: 'K2', new: 'K9' } },
      { originalId: 'c', title: 'Talk c', isCancelled: true },
    ]);
    expect(changes.byType.events).toEqual({ added: 0, changed: 2, removed: 1 });
  });

  it('does not call a session moved when only its description changed', () => {
    const edited = { ...A, fields: { ...A.fields, description: 'New abstract' } };
    const changes = diffCatalogs([A], [edited]);
    expect(changes.byType.events).toEqual({ added: 0, changed: 1, removed: 0 });
    expect(changes.sessions).toEqual([]);
  });

  it('keeps the numeric ids it is given, the old one for a cancelled session', () => {
    const changes = diffCatalogs([{ ...C, id: 7 }], []);
    expect(changes.sessions).toEqual([{ id: 7, originalId: 'c', title: 'Talk c', isCancelled: true }]);
  });

  it('lists at most the given number of items per kind, the counts staying whole', () => {
    const many = Array.from({ length: 30 }, (_, index) => ({ ...A, original_id: `n${index}` }));
    const changes = diffCatalogs([], many, { listed: 10 });
    expect(changes.byType.events?.added).toBe(30);
    expect(changes.items.events?.added).toHaveLength(10);
  });
});

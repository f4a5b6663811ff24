import { describe, expect, it } from 'vitest';
import type { DataType } from '../catalog/data-types.js';
import {
  type CatalogIds,
  EMPTY_KEYED_FAVORITES,
  EMPTY_KEYED_NOTES,
  type KeyedFavorites,
  type KeyedNotes,
  rekeyFavorites,
  rekeyNotes,
  withOriginalId,
} from './keyed-marks.js';

/** A data version's ids: per type, numeric id → original id. */
function catalogOf(types: Partial<Record<DataType, Record<number, string>>>): CatalogIds {
  return {
    originalIdOf: (type, id) => types[type]?.[id],
    idOf: (type, originalId) => {
      const entry = Object.entries(types[type] ?? {}).find(([, original]) => original === originalId);
      return entry ? Number(entry[0]) : undefined;
    },
  };
}

const favorites = (state: KeyedFavorites['state'], originalIds: KeyedFavorites['originalIds']) => ({
  ...EMPTY_KEYED_FAVORITES,
  state,
  originalIds,
});

describe('rekeyFavorites', () => {
  it('changes nothing when every favorite still names its item', () => {
    const held = favorites({ events: [1, 2] }, { events: { 1: 'talk-a', 2: 'talk-b' } });
    expect(rekeyFavorites(held, catalogOf({ events: { 1: 'talk-a', 2: 'talk-b', 3: 'talk-c' } }))).toBe(held);
  });

  it('follows original ids when a new publish shuffled the numeric ids', () => {
    const held = favorites({ events: [1, 2] }, { events: { 1: 'talk-a', 2: 'talk-b' } });
    const next = rekeyFavorites(held, catalogOf({ events: { 1: 'talk-c', 2: 'talk-a', 7: 'talk-b' } }));
    expect(next.state).toEqual({ events: [2, 7] });
    expect(next.originalIds).toEqual({ events: { 2: 'talk-a', 7: 'talk-b' } });
    expect(next.aside).toEqual([]);
  });

  it('never attaches a favorite to the unrelated item that now has its id: it is kept aside', () => {
    const held = favorites(
      { events: [1], exhibitors: [4] },
      { events: { 1: 'talk-a' }, exhibitors: { 4: 'exh-4' } },
    );
    const next = rekeyFavorites(held, catalogOf({ events: { 1: 'talk-z' }, exhibitors: { 4: 'exh-4' } }));
    expect(next.state).toEqual({ exhibitors: [4] });
    expect(next.aside).toEqual([{ dataType: 'events', id: 1, originalId: 'talk-a', value: true }]);
  });

  it('shows a favorite kept aside again when its item comes back, under its new id', () => {
    const held = favorites({ events: [1] }, { events: { 1: 'talk-a' } });
    const without = rekeyFavorites(held, catalogOf({ events: { 2: 'talk-b' } }));
    expect(without.state).toEqual({});
    const back = rekeyFavorites(without, catalogOf({ events: { 2: 'talk-b', 9: 'talk-a' } }));
    expect(back.state).toEqual({ events: [9] });
    expect(back.originalIds).toEqual({ events: { 9: 'talk-a' } });
    expect(back.aside).toEqual([]);
  });

  it('names a favorite from before original ids were kept by the item its id has the first time', () => {
    const legacy = favorites({ events: [1], exhibitors: [5] }, {});
    const next = rekeyFavorites(legacy, catalogOf({ events: { 1: 'talk-a' }, exhibitors: { 6: 'exh-6' } }));
    expect(next.state).toEqual({ events: [1] });
    expect(next.originalIds).toEqual({ events: { 1: 'talk-a' } });
    // Its item is unknown, so it can never be told apart from an unrelated one taking its id later.
    expect(next.aside).toEqual([{ dataType: 'exhibitors', id: 5, originalId: null, value: true }]);
    const later = rekeyFavorites(next, catalogOf({ events: { 1: 'talk-a' }, exhibitors: { 5: 'exh-9' } }));
    expect(later.state).toEqual({ events: [1] });
    expect(later.aside).toHaveLength(1);
  });

  it('keeps one favorite when a favorite kept aside and a shown one turn out to be the same item', () => {
    const held: KeyedFavorites = {
      state: { events: [3] },
      originalIds: { events: { 3: 'talk-a' } },
      aside: [{ dataType: 'events', id: 1, originalId: 'talk-a', value: true }],
    };
    const next = rekeyFavorites(held, catalogOf({ events: { 3: 'talk-a' } }));
    expect(next.state).toEqual({ events: [3] });
    expect(next.aside).toEqual([]);
  });
});

describe('rekeyNotes', () => {
  it('moves notes with their items, keeps the note of a removed item aside and brings it back', () => {
    const held: KeyedNotes = {
      ...EMPTY_KEYED_NOTES,
      state: { exhibitors: { ids: [1, 2], texts: ['great booth', 'ask for a demo'] } },
      originalIds: { exhibitors: { 1: 'exh-a', 2: 'exh-b' } },
    };
    const shuffled = rekeyNotes(held, catalogOf({ exhibitors: { 1: 'exh-b', 8: 'exh-c' } }));
    expect(shuffled.state).toEqual({ exhibitors: { ids: [1], texts: ['ask for a demo'] } });
    expect(shuffled.originalIds).toEqual({ exhibitors: { 1: 'exh-b' } });
    expect(shuffled.aside).toEqual([
      { dataType: 'exhibitors', id: 1, originalId: 'exh-a', value: 'great booth' },
    ]);

    const back = rekeyNotes(shuffled, catalogOf({ exhibitors: { 1: 'exh-b', 4: 'exh-a' } }));
    expect(back.state).toEqual({ exhibitors: { ids: [1, 4], texts: ['ask for a demo', 'great booth'] } });
    expect(back.aside).toEqual([]);
  });
});

describe('withOriginalId', () => {
  it('records the original id of an item just marked, leaving the others', () => {
    const ids = withOriginalId({ events: { 1: 'talk-a' } }, 'events', 2, 'talk-b');
    expect(ids).toEqual({ events: { 1: 'talk-a', 2: 'talk-b' } });
    expect(withOriginalId(ids, 'events', 2, 'talk-b')).toBe(ids);
  });
});

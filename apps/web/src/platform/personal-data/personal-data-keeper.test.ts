import { type CatalogRecords, encodeBundle, fieldOrder, withFavorite } from '@showfloor/core';
import { describe, expect, it } from 'vitest';
import { closedAfterEachTest, type TestCatalog } from '../local-db/test-catalog.test-support.js';
import { MemoryKeyValueStore } from '../storage/index.js';
import { PersonalDataKeeper } from './personal-data-keeper.js';
import { createPersonalStores, type PersonalStores } from './personal-stores.js';

const openCatalog = closedAfterEachTest();

/** A show's talks, each `[numeric id, original id, title]`. */
function talks(...rows: [number, string, string][]): CatalogRecords {
  return { events: rows.map(([id, original_id, title]) => ({ id, original_id, title })) };
}

const SHOW_A = talks([1, 'a-keynote', 'Keynote A'], [2, 'a-closing', 'Closing A']);
const SHOW_B = talks([1, 'b-welcome', 'Welcome B'], [2, 'b-panel', 'Panel B']);

interface Device {
  catalog: TestCatalog;
  backend: MemoryKeyValueStore;
  personal: PersonalStores;
  keeper: PersonalDataKeeper;
  /** What the updater does: writes a data version, then tells the keeper the show it belongs to. */
  receive(records: CatalogRecords, showKey: string | null): Promise<void>;
  favoriteTalks(): number[];
  toggle(id: number): void;
}

function device(backend = new MemoryKeyValueStore()): Device {
  const catalog = openCatalog();
  const personal = createPersonalStores(backend);
  const keeper = new PersonalDataKeeper(backend, personal, catalog.reader);
  let version = 0;
  return {
    catalog,
    backend,
    personal,
    keeper,
    async receive(records, showKey) {
      version += 1;
      await catalog.writer.replaceAll(encodeBundle(records, version, 'fre', fieldOrder(records)), 0);
      await keeper.settle(showKey);
    },
    favoriteTalks: () => personal.favorites.getSnapshot().state.events ?? [],
    toggle(id) {
      const held = personal.favorites.getSnapshot();
      personal.favorites.set({ ...held, state: withFavorite(held.state, 'events', id, true) });
    },
  };
}

describe('personal data kept with its show', () => {
  it('shows none of show A’s favorites on show B’s items, and gives them back when A returns', async () => {
    const phone = device();
    await phone.receive(SHOW_A, 'show-a');
    phone.toggle(1);
    await phone.keeper.settle('show-a');
    phone.personal.notes.set({
      ...phone.personal.notes.getSnapshot(),
      state: { events: { ids: [2], texts: ['Seat 4'] } },
    });
    phone.personal.favoritePositions.set([
      { id: 'p1', title: 'Car park', createdAt: 1, places: [{ x: 1, y: 2, zone: 'z', floor: 0 }] },
    ]);

    await phone.receive(SHOW_B, 'show-b');
    expect(phone.favoriteTalks()).toEqual([]);
    expect(phone.personal.notes.getSnapshot().state).toEqual({});
    expect(phone.personal.favoritePositions.getSnapshot()).toEqual([]);
    phone.toggle(2);
    await phone.keeper.settle('show-b');

    await phone.receive(SHOW_A, 'show-a');
    expect(phone.favoriteTalks()).toEqual([1]);
    expect(phone.personal.notes.getSnapshot().state).toEqual({ events: { ids: [2], texts: ['Seat 4'] } });
    expect(phone.personal.favoritePositions.getSnapshot().map((position) => position.title)).toEqual([
      'Car park',
    ]);

    await phone.receive(SHOW_B, 'show-b');
    expect(phone.favoriteTalks()).toEqual([2]);
  });

  it('keeps favorites on their talks when the same show is published again with its ids shuffled', async () => {
    const phone = device();
    await phone.receive(SHOW_A, 'show-a');
    phone.toggle(1);
    await phone.keeper.settle('show-a');
    await phone.receive(talks([1, 'a-closing', 'Closing A'], [7, 'a-keynote', 'Keynote A']), 'show-a');
    expect(phone.favoriteTalks()).toEqual([7]);
  });

  it('sets a removed talk’s favorite aside, shows it nowhere, and shows it again when the talk returns', async () => {
    const phone = device();
    await phone.receive(SHOW_A, 'show-a');
    phone.toggle(1);
    await phone.keeper.settle('show-a');

    await phone.receive(talks([2, 'a-closing', 'Closing A'], [1, 'a-late', 'A late talk']), 'show-a');
    expect(phone.favoriteTalks()).toEqual([]);

    await phone.receive(talks([2, 'a-closing', 'Closing A'], [3, 'a-keynote', 'Keynote A']), 'show-a');
    expect(phone.favoriteTalks()).toEqual([3]);
  });

  it('gives favorites stored before shows had keys to the show held, naming their items from its data', async () => {
    const backend = new MemoryKeyValueStore();
    backend.set('favorites', '{"version":2,"data":{"events":[2]}}');
    const phone = device(backend);
    await phone.receive(SHOW_A, 'show-a');
    expect(phone.favoriteTalks()).toEqual([2]);
    phone.personal.favorites.flush();
    expect(JSON.parse(backend.get('favorites') ?? '')).toEqual({
      version: 3,
      data: { shown: { events: { ids: [2], originalIds: ['a-closing'] } }, aside: [] },
    });
    expect(JSON.parse(backend.get('personalShows') ?? '').data.current).toBe('show-a');
  });

  it('names the item of a favorite as it is made, before the next data version reuses its id', async () => {
    const phone = device();
    await phone.receive(SHOW_A, 'show-a');
    phone.toggle(2);
    await phone.keeper.idle();
    await phone.receive(talks([2, 'a-keynote', 'Keynote A'], [5, 'a-closing', 'Closing A']), 'show-a');
    expect(phone.favoriteTalks()).toEqual([5]);
  });
});

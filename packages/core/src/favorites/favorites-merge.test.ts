import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_SYNCED_FAVORITES,
  favoriteEntry,
  mergeRemoteFavorites,
  type SyncedFavoriteEntry,
  type SyncedFavorites,
} from './favorites-merge.js';

const entry = (
  id: number,
  action: 'create' | 'delete',
  timestamp: number,
  dataType: 'events' | 'exhibitors' = 'events',
): SyncedFavoriteEntry => ({ id, dataType, action, timestamp });

describe('mergeRemoteFavorites', () => {
  it('creates and deletes local favorites according to remote actions', () => {
    const local = mergeRemoteFavorites(EMPTY_SYNCED_FAVORITES, [
      entry(1, 'create', 10),
      entry(2, 'create', 10),
    ]);
    const merged = mergeRemoteFavorites(local, [
      entry(1, 'delete', 20),
      entry(3, 'create', 20, 'exhibitors'),
    ]);
    expect(merged.favorites).toEqual({ events: [2], exhibitors: [3] });
  });
  it('keeps a newer local change over an older remote one', () => {
    const local = mergeRemoteFavorites(EMPTY_SYNCED_FAVORITES, [
      favoriteEntry({ id: 1, dataType: 'events', action: 'delete' }, 50),
    ]);
    const merged = mergeRemoteFavorites(local, [entry(1, 'create', 40)]);
    expect(merged.favorites).toEqual({});
    expect(merged).toBe(local);
  });
  it('lets delete win a tie so that devices converge', () => {
    const a = mergeRemoteFavorites(EMPTY_SYNCED_FAVORITES, [entry(1, 'create', 5), entry(1, 'delete', 5)]);
    const b = mergeRemoteFavorites(EMPTY_SYNCED_FAVORITES, [entry(1, 'delete', 5), entry(1, 'create', 5)]);
    expect(a.favorites).toEqual({});
    expect(b).toEqual(a);
  });
  it('applies a remote create to favorites the log never saw, and keeps untouched ones', () => {
    const local: SyncedFavorites = { favorites: { events: [7] }, entries: [] };
    expect(mergeRemoteFavorites(local, [entry(8, 'create', 1)]).favorites).toEqual({ events: [7, 8] });
  });
});

describe('mergeRemoteFavorites properties', () => {
  const entryArbitrary = fc.record({
    id: fc.integer({ min: 1, max: 6 }),
    dataType: fc.constantFrom('events' as const, 'exhibitors' as const),
    action: fc.constantFrom('create' as const, 'delete' as const),
  });
  // Distinct timestamps, as the brief's property requires; ties are covered by the example above.
  const entriesArbitrary = fc
    .uniqueArray(fc.integer({ min: 0, max: 1_000_000 }), { maxLength: 30 })
    .chain((timestamps) =>
      fc.tuple(...timestamps.map((timestamp) => entryArbitrary.map((change) => ({ ...change, timestamp })))),
    );
  const localArbitrary = entriesArbitrary.map((entries) =>
    mergeRemoteFavorites(EMPTY_SYNCED_FAVORITES, entries),
  );

  it('is idempotent', () => {
    fc.assert(
      fc.property(localArbitrary, entriesArbitrary, (local, remote) => {
        const once = mergeRemoteFavorites(local, remote);
        expect(mergeRemoteFavorites(once, remote)).toEqual(once);
      }),
    );
  });

  it('does not depend on the order or batching of entries', () => {
    fc.assert(
      fc.property(
        entriesArbitrary.chain((entries) =>
          fc.tuple(fc.constant(entries), fc.shuffledSubarray(entries, { minLength: entries.length })),
        ),
        fc.nat(),
        ([entries, shuffled], cut) => {
          const split = entries.length === 0 ? 0 : cut % entries.length;
          const allAtOnce = mergeRemoteFavorites(EMPTY_SYNCED_FAVORITES, entries);
          const inTwoBatches = mergeRemoteFavorites(
            mergeRemoteFavorites(EMPTY_SYNCED_FAVORITES, shuffled.slice(split)),
            shuffled.slice(0, split),
          );
          expect(inTwoBatches).toEqual(allAtOnce);
        },
      ),
    );
  });

  it('ends with exactly the items whose latest entry is a create', () => {
    fc.assert(
      fc.property(entriesArbitrary, (entries) => {
        const merged = mergeRemoteFavorites(EMPTY_SYNCED_FAVORITES, entries);
        const latest = new Map<string, SyncedFavoriteEntry>();
        for (const change of [...entries].sort((a, b) => a.timestamp - b.timestamp)) {
          latest.set(`${change.dataType}:${change.id}`, change);
        }
        for (const change of latest.values()) {
          expect(merged.favorites[change.dataType]?.includes(change.id) ?? false).toBe(
            change.action === 'create',
          );
        }
      }),
    );
  });
});

describe('mergeRemoteFavorites with duplicates and replays', () => {
  const anyEntry = fc.record({
    id: fc.integer({ min: 1, max: 4 }),
    dataType: fc.constantFrom('events' as const, 'exhibitors' as const),
    action: fc.constantFrom('create' as const, 'delete' as const),
    // Few timestamps: ties between devices happen, and must converge too.
    timestamp: fc.integer({ min: 0, max: 5 }),
  });

  it('converges whatever the order, the duplicates and the replays of the entries two devices see', () => {
    fc.assert(
      fc.property(
        fc.array(anyEntry, { maxLength: 25 }).chain((entries) =>
          fc.tuple(
            fc.constant(entries),
            fc.shuffledSubarray(entries, { minLength: entries.length }),
            // Replays: indexes into the entries, each sent again.
            fc.array(fc.nat(), { maxLength: 10 }),
          ),
        ),
        ([entries, shuffled, replays]) => {
          const deviceA = mergeRemoteFavorites(EMPTY_SYNCED_FAVORITES, entries);
          const replayed =
            entries.length === 0 ? [] : replays.map((index) => entries[index % entries.length]!);
          let deviceB: SyncedFavorites = EMPTY_SYNCED_FAVORITES;
          for (const entry of [...shuffled, ...replayed, ...shuffled]) {
            deviceB = mergeRemoteFavorites(deviceB, [entry]);
          }
          expect(deviceB).toEqual(deviceA);
        },
      ),
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FavoritePosition } from '../venue/favorite-positions.js';
import {
  EMPTY_SYNCED_POSITIONS,
  mergeRemotePositions,
  positionChangesBetween,
  type SyncedPositionEntry,
  type SyncedPositions,
  syncedPositionEntrySchema,
} from './favorite-positions-merge.js';

const position = (id: string, title = `Spot ${id}`): FavoritePosition => ({
  id,
  title,
  places: [{ x: 12.5, y: 3, zone: 'hall-1', floor: 0, unitId: `unit-${id}` }],
  createdAt: 1_000,
});

const create = (id: string, timestamp: number, title?: string): SyncedPositionEntry => ({
  id,
  action: 'create',
  timestamp,
  position: position(id, title),
});
const remove = (id: string, timestamp: number): SyncedPositionEntry => ({ id, action: 'delete', timestamp });

const byId = (state: SyncedPositions) => [...state.positions].sort((a, b) => a.id.localeCompare(b.id));

describe('mergeRemotePositions', () => {
  it('adds a position saved on another device and removes one deleted there', () => {
    const local = mergeRemotePositions(EMPTY_SYNCED_POSITIONS, [create('a', 10), create('b', 10)]);
    const merged = mergeRemotePositions(local, [remove('a', 20), create('c', 20, 'Meeting point')]);
    expect(merged.positions.map((entry) => entry.title)).toEqual(['Spot b', 'Meeting point']);
  });

  it('keeps a newer local removal over an older remote save', () => {
    const local = mergeRemotePositions(EMPTY_SYNCED_POSITIONS, [create('a', 10), remove('a', 50)]);
    expect(mergeRemotePositions(local, [create('a', 40)])).toBe(local);
    expect(local.positions).toEqual([]);
  });

  it('replaces a position by its newer version (renamed elsewhere), in place of the old one', () => {
    const local = mergeRemotePositions(EMPTY_SYNCED_POSITIONS, [create('a', 10, 'Lunch')]);
    const merged = mergeRemotePositions(local, [create('a', 30, 'Our stand')]);
    expect(merged.positions).toEqual([position('a', 'Our stand')]);
  });

  it('settles ties the same way on every device: a delete wins, then the greater position', () => {
    const one = mergeRemotePositions(EMPTY_SYNCED_POSITIONS, [create('a', 5), remove('a', 5)]);
    const two = mergeRemotePositions(EMPTY_SYNCED_POSITIONS, [remove('a', 5), create('a', 5)]);
    expect(one).toEqual(two);
    expect(one.positions).toEqual([]);
    const three = mergeRemotePositions(EMPTY_SYNCED_POSITIONS, [
      create('b', 5, 'Alpha'),
      create('b', 5, 'Zulu'),
    ]);
    const four = mergeRemotePositions(EMPTY_SYNCED_POSITIONS, [
      create('b', 5, 'Zulu'),
      create('b', 5, 'Alpha'),
    ]);
    expect(three).toEqual(four);
  });

  it('keeps positions the log never saw (saved before sync was on)', () => {
    const local: SyncedPositions = { positions: [position('old')], entries: [] };
    expect(byId(mergeRemotePositions(local, [create('new', 1)])).map((entry) => entry.id)).toEqual([
      'new',
      'old',
    ]);
  });

  it('keeps no position in a delete entry of the log', () => {
    const merged = mergeRemotePositions(EMPTY_SYNCED_POSITIONS, [
      { ...remove('a', 3), position: position('a') },
    ]);
    expect(merged.entries).toEqual([remove('a', 3)]);
  });
});

describe('mergeRemotePositions properties', () => {
  const entryArbitrary = fc.record({
    id: fc.constantFrom('a', 'b', 'c', 'd'),
    action: fc.constantFrom('create' as const, 'delete' as const),
    // Few timestamps and two titles: ties between devices happen, and must converge too.
    timestamp: fc.integer({ min: 0, max: 5 }),
    title: fc.constantFrom('Lunch', 'Stand'),
  });
  const entriesArbitrary = fc.array(
    entryArbitrary.map(({ id, action, timestamp, title }) =>
      action === 'create' ? create(id, timestamp, title) : remove(id, timestamp),
    ),
    { maxLength: 30 },
  );

  it('converges whatever the order, batching, duplicates and replays', () => {
    fc.assert(
      fc.property(entriesArbitrary, fc.nat(), fc.boolean(), (entries, cut, shouldReplay) => {
        const allAtOnce = mergeRemotePositions(EMPTY_SYNCED_POSITIONS, entries);
        const reversed = [...entries].reverse();
        const split = entries.length === 0 ? 0 : cut % entries.length;
        let inBatches = mergeRemotePositions(EMPTY_SYNCED_POSITIONS, reversed.slice(split));
        inBatches = mergeRemotePositions(inBatches, reversed.slice(0, split));
        if (shouldReplay) inBatches = mergeRemotePositions(inBatches, entries);
        expect(inBatches.entries).toEqual(allAtOnce.entries);
        expect(byId(inBatches)).toEqual(byId(allAtOnce));
      }),
    );
  });

  it('holds exactly the positions whose latest entry is a create', () => {
    fc.assert(
      fc.property(entriesArbitrary, (entries) => {
        const merged = mergeRemotePositions(EMPTY_SYNCED_POSITIONS, entries);
        const created = merged.entries.filter((entry) => entry.action === 'create').map((entry) => entry.id);
        expect(byId(merged).map((entry) => entry.id)).toEqual(created);
      }),
    );
  });
});

describe('positionChangesBetween', () => {
  it('turns saves, renames and removals into entries', () => {
    const before = [position('a'), position('b')];
    const after = [position('b', 'Renamed'), position('c')];
    expect(positionChangesBetween(before, after, 9)).toEqual([
      create('b', 9, 'Renamed'),
      create('c', 9),
      remove('a', 9),
    ]);
    expect(positionChangesBetween(before, before, 9)).toEqual([]);
  });
});

describe('syncedPositionEntrySchema', () => {
  it('takes a create with its position and a delete without', () => {
    expect(syncedPositionEntrySchema.safeParse(create('a', 1)).success).toBe(true);
    expect(syncedPositionEntrySchema.safeParse(remove('a', 1)).success).toBe(true);
  });

  it('refuses a create without its position, or with another id, naming the field', () => {
    const missing = syncedPositionEntrySchema.safeParse({ id: 'a', action: 'create', timestamp: 1 });
    expect(missing.error?.issues[0]?.path).toEqual(['position']);
    const other = syncedPositionEntrySchema.safeParse({ ...create('a', 1), position: position('b') });
    expect(other.error?.issues[0]?.path).toEqual(['position', 'id']);
  });
});

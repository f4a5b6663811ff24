import { describe, expect, it } from 'vitest';
import { MemoryKeyValueStore } from '../storage/index.js';
import {
  FAVORITE_POSITIONS_STORAGE_KEY,
  favoritePositionsShape,
  readStoredFavoritePositions,
} from './favorite-positions-shape.js';
import { PersistedState } from './persisted-state.js';

const meetingPoint = {
  id: 'a1',
  title: 'Meeting point',
  places: [{ x: 12.5, y: 40, zone: 'hall-a', floor: 0, unitId: 'hall-a-L0-booth-A12' }],
  createdAt: 1_700_000_000_000,
};

describe('the stored favourite positions', () => {
  it('reads version 1 as written, and writes version 1', () => {
    expect(readStoredFavoritePositions({ version: 1, data: [meetingPoint] })).toEqual([meetingPoint]);
    const backend = new MemoryKeyValueStore();
    const state = new PersistedState(backend, favoritePositionsShape, { debounceMs: 0 });
    state.set([meetingPoint]);
    expect(JSON.parse(backend.get(FAVORITE_POSITIONS_STORAGE_KEY) ?? '')).toEqual({
      version: 1,
      data: [meetingPoint],
    });
    const reloaded = new PersistedState(backend, favoritePositionsShape, { debounceMs: 0 });
    expect(reloaded.getSnapshot()).toEqual([meetingPoint]);
  });

  it('upgrades version 0, the map sync list of { title, places }, giving ids and keeping the order', () => {
    const upgraded = readStoredFavoritePositions([
      { title: 'Parking lift', places: [{ x: 1, y: 2, zone: 'hall-b', floor: '1' }] },
      { title: 'Coffee', places: [{ x: 3, y: 4, zone: 'hall-a', floor: 0 }] },
    ]);
    expect(upgraded).toEqual([
      {
        id: 'synced-1',
        title: 'Parking lift',
        places: [{ x: 1, y: 2, zone: 'hall-b', floor: 1 }],
        createdAt: 2,
      },
      { id: 'synced-2', title: 'Coffee', places: [{ x: 3, y: 4, zone: 'hall-a', floor: 0 }], createdAt: 1 },
    ]);
  });

  it('drops damaged entries one by one, and reads an unknown version as none', () => {
    expect(
      readStoredFavoritePositions({
        version: 1,
        data: [meetingPoint, { ...meetingPoint, id: 'b2', title: '' }, { id: 'c3' }],
      }),
    ).toEqual([meetingPoint]);
    expect(readStoredFavoritePositions({ version: 2, data: [meetingPoint] })).toEqual([]);
    expect(readStoredFavoritePositions('garbage')).toEqual([]);
  });
});

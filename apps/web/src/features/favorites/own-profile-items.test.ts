import { userProfileSchema } from '@showfloor/core';
import { describe, expect, it } from 'vitest';
import { MemoryKeyValueStore, VersionedStorage } from '../../platform/storage/index.js';
import { ownProfileItemsOf } from './use-favorites.js';

function storageWithUserData(text: string | null): VersionedStorage {
  const store = new MemoryKeyValueStore();
  if (text !== null) store.set('userData', text);
  return new VersionedStorage(store);
}

describe('own profile items (favorites the user cannot remove)', () => {
  it('are the events and the exhibitor of the stored profile', () => {
    const profile = userProfileSchema.parse({ id: 7, events: [{ id: 12 }, { id: '31' }], exhibitor: '40' });
    expect(ownProfileItemsOf(storageWithUserData(JSON.stringify(profile)))).toEqual({
      events: [12, 31],
      exhibitors: [40],
    });
  });

  it('are none when nobody is logged in or the profile is damaged', () => {
    expect(ownProfileItemsOf(storageWithUserData(null))).toEqual({});
    expect(ownProfileItemsOf(storageWithUserData('{"events":[1]}'))).toEqual({});
  });
});

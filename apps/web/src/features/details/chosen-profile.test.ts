import { describe, expect, it } from 'vitest';
import { MemoryKeyValueStore, VersionedStorage } from '../../platform/storage/index.js';
import { isPressProfile } from './chosen-profile.js';

function storeWith(value: string | null): VersionedStorage {
  const store = new MemoryKeyValueStore();
  if (value !== null) store.set('profile', value);
  return new VersionedStorage(store);
}

describe('isPressProfile (who sees an exhibitor’s press kit)', () => {
  it('is true only for the press profile, however the chooser wrote it', () => {
    expect(isPressProfile(storeWith('press'))).toBe(true);
    expect(isPressProfile(storeWith('"press"'))).toBe(true);
    expect(isPressProfile(storeWith('{"key":"press"}'))).toBe(true);
  });

  it('is false for other profiles, no choice yet, or a damaged value', () => {
    expect(isPressProfile(storeWith('visitor'))).toBe(false);
    expect(isPressProfile(storeWith(null))).toBe(false);
    expect(isPressProfile(storeWith('{"key":3}'))).toBe(false);
    expect(isPressProfile(storeWith('[]'))).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { MemoryKeyValueStore } from './key-value-store.js';
import { BARE_JSON, type PersistedShape } from './persisted-shape.js';
import { VersionedStorage } from './versioned-storage.js';

const counterShape: PersistedShape<number> = {
  key: 'counter',
  version: 3,
  empty: 0,
  read: (stored) =>
    typeof stored === 'object' && stored !== null && (stored as { version?: unknown }).version === 3
      ? Number((stored as { data?: unknown }).data)
      : 0,
};

function setup() {
  const store = new MemoryKeyValueStore();
  return { store, storage: new VersionedStorage(store) };
}

describe('versioned storage', () => {
  it('stamps each write with the shape version and reads it back', () => {
    const { store, storage } = setup();
    storage.write(counterShape, 7);
    expect(JSON.parse(store.get('counter') ?? '')).toEqual({ version: 3, data: 7 });
    expect(storage.read(counterShape)).toBe(7);
  });

  it('gives the empty value for a missing key, damaged JSON, or a reader that throws', () => {
    const { store, storage } = setup();
    expect(storage.read(counterShape)).toBe(0);
    store.set('counter', '{"version":3,');
    expect(storage.read(counterShape)).toBe(0);
    const throwing: PersistedShape<string> = {
      key: 'x',
      version: 1,
      empty: 'none',
      read: () => {
        throw new Error('damaged');
      },
    };
    store.set('x', '{}');
    expect(storage.read(throwing)).toBe('none');
  });

  it('writes a key of a fixed format in that format', () => {
    const { store, storage } = setup();
    const bare: PersistedShape<{ a: number } | null> = {
      key: 'bare',
      version: 1,
      empty: null,
      format: BARE_JSON,
      read: (stored) => (stored as { a: number } | null) ?? null,
    };
    storage.write(bare, { a: 1 });
    expect(store.get('bare')).toBe('{"a":1}');
    expect(storage.read(bare)).toEqual({ a: 1 });
  });

  it('removes a key', () => {
    const { store, storage } = setup();
    storage.write(counterShape, 2);
    storage.remove(counterShape);
    expect(store.get('counter')).toBeNull();
    expect(storage.read(counterShape)).toBe(0);
  });
});

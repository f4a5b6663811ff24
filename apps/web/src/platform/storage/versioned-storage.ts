import type { KeyValueStore } from './key-value-store.js';
import { type PersistedShape, VERSIONED_JSON } from './persisted-shape.js';

/**
 * The key-value store seen through the shapes of `stored-shapes.ts`: every read is parsed and migrated
 * by its key's shape, every write is stamped with the shape's version, so no screen handles raw text.
 */
export class VersionedStorage {
  constructor(private readonly store: KeyValueStore) {}

  read<T>(shape: PersistedShape<T>): T {
    const text = this.store.get(shape.key);
    if (text === null) return shape.empty;
    const format = shape.format ?? VERSIONED_JSON;
    try {
      return shape.read(format.decode(text));
    } catch {
      // A reader that throws on a damaged value still gives the empty one: a bad key never stops the app.
      return shape.empty;
    }
  }

  write<T>(shape: PersistedShape<T>, value: T): void {
    const format = shape.format ?? VERSIONED_JSON;
    this.store.set(shape.key, format.encode(value, shape.version));
  }

  remove<T>(shape: PersistedShape<T>): void {
    this.store.remove(shape.key);
  }
}

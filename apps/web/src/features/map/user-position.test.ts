import { describe, expect, it } from 'vitest';
import { UserPositionStore } from './user-position.js';

describe('the visitor position', () => {
  it('is the unit set on the shown map data version, and none on a newer version', () => {
    const store = new UserPositionStore();
    let changes = 0;
    store.subscribe(() => {
      changes += 1;
    });
    expect(store.positionOn(1)).toBeNull();
    store.set({ unitId: 'hall-a-entrance-1', version: 1 });
    store.set({ unitId: 'hall-a-entrance-1', version: 1 });
    expect(changes).toBe(1);
    expect(store.positionOn(1)).toBe('hall-a-entrance-1');
    // A map data update: the unit may be gone, the visitor must say again where they are.
    expect(store.positionOn(2)).toBeNull();
    store.set(null);
    expect(store.positionOn(1)).toBeNull();
  });
});

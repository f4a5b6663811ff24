import { describe, expect, it } from 'vitest';
import { EMPTY_SYNCED_FAVORITES_LOG, syncCodeShape, syncedFavoritesShape } from './synced-favorites-shape.js';

describe('syncedFavoritesShape', () => {
  it('reads version 1, dropping the entries that do not parse', () => {
    const good = { id: 3, dataType: 'events', action: 'create', timestamp: 5 };
    expect(
      syncedFavoritesShape.read({
        version: 1,
        data: { entries: [good, { id: 'x' }], pending: [good, null] },
      }),
    ).toEqual({ entries: [good], pending: [good] });
  });

  it('reads anything else as an empty log', () => {
    expect(syncedFavoritesShape.read(undefined)).toEqual(EMPTY_SYNCED_FAVORITES_LOG);
    expect(syncedFavoritesShape.read({ version: 9, data: {} })).toEqual(EMPTY_SYNCED_FAVORITES_LOG);
  });
});

describe('syncCodeShape', () => {
  it('keeps a code of digits only', () => {
    expect(syncCodeShape.read({ version: 1, data: '000123456789' })).toBe('000123456789');
    expect(syncCodeShape.read({ version: 1, data: '12a' })).toBeNull();
    expect(syncCodeShape.read('000123456789')).toBeNull();
  });
});

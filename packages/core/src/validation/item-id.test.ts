import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseItemId } from './item-id.js';

describe('parseItemId', () => {
  it('keeps integer numbers and converts digit-only strings', () => {
    expect(parseItemId(42)).toEqual({ ok: true, id: 42 });
    expect(parseItemId('42')).toEqual({ ok: true, id: 42 });
    expect(parseItemId('007')).toEqual({ ok: true, id: 7 });
  });
  it('reports a missing id', () => {
    for (const value of [undefined, null, ''])
      expect(parseItemId(value)).toEqual({ ok: false, error: 'missingId' });
  });
  it('refuses other types and non-digit strings', () => {
    for (const value of [
      '12a',
      '-3',
      '1.5',
      ' 1',
      1.5,
      Number.NaN,
      Number.POSITIVE_INFINITY,
      true,
      {},
      [1],
    ]) {
      expect(parseItemId(value)).toEqual({ ok: false, error: 'invalidId' });
    }
  });
  it('refuses ids too large to stay distinct', () => {
    expect(parseItemId('9007199254740993')).toEqual({ ok: false, error: 'invalidId' });
  });
  it('round-trips every non-negative safe integer through its string form', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), (id) => {
        expect(parseItemId(String(id))).toEqual({ ok: true, id });
      }),
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findJsonSyntaxError } from './json-syntax-error.js';

function isValidJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

describe('findJsonSyntaxError', () => {
  it('points at the line and column of a missing comma', () => {
    expect(findJsonSyntaxError('{\n  "a": 1,\n  "b": 2\n  "c": 3\n}')).toEqual({
      line: 4,
      column: 3,
      reason: `expected ',' or '}' after a property value, found "\\""`,
    });
  });

  it('points at a misspelt literal and at a truncated file', () => {
    expect(findJsonSyntaxError('{\n "a": tru}')).toMatchObject({ line: 2, column: 7 });
    expect(findJsonSyntaxError('{\n "a": [1, 2')).toMatchObject({ line: 2, column: 12 });
    expect(findJsonSyntaxError('{"a": 1,}')?.reason).toMatch(/property name/);
  });

  it('agrees with JSON.parse on valid texts and their truncations', () => {
    fc.assert(
      fc.property(fc.json(), fc.nat(), (text, cut) => {
        expect(findJsonSyntaxError(text)).toBeUndefined();
        const truncated = text.slice(0, cut % (text.length + 1));
        expect(findJsonSyntaxError(truncated) === undefined).toBe(isValidJson(truncated));
      }),
    );
  });
});

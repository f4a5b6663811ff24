import { describe, expect, it } from 'vitest';
import { KeptQueryResults } from './kept-query-results.js';

describe('kept query results', () => {
  it('keeps the 24 newest results, a result kept again counting as new', () => {
    const kept = new KeptQueryResults();
    for (let index = 0; index < 24; index += 1) kept.keep(`list ${index}`, index);
    kept.keep('list 0', 'again');
    kept.keep('sheet', 'new');
    expect(kept.get('list 0')).toBe('again');
    expect(kept.has('list 1')).toBe(false);
    expect(kept.get('list 2')).toBe(2);
    expect(kept.get('sheet')).toBe('new');
  });
});

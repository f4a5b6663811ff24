import { describe, expect, it } from 'vitest';
import { comparableSearchText } from '../search/search-text.js';
import { unitSearchWords } from './unit-search-words.js';

const finds = (kind: Parameters<typeof unitSearchWords>[0], typed: string): boolean =>
  comparableSearchText(unitSearchWords(kind)).includes(comparableSearchText(typed));

describe('unit search words', () => {
  it('finds toilets, lifts and ways out by their French and English names', () => {
    for (const typed of ['toilettes', 'Toilets', 'wc']) expect(finds('toilet', typed)).toBe(true);
    for (const typed of ['ascenseur', 'lift', 'Elevator']) expect(finds('lift', typed)).toBe(true);
    for (const typed of ['sortie', 'exit', 'entree']) expect(finds('entrance', typed)).toBe(true);
    expect(finds('lift', 'toilets')).toBe(false);
    expect(finds('room', 'toilets')).toBe(false);
  });
});

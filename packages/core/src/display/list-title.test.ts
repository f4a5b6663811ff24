import { describe, expect, it } from 'vitest';
import { joinListTitle } from './list-title.js';
import { truncateText } from './truncate-text.js';

describe('joinListTitle', () => {
  it('joins data-type titles with an ampersand', () => {
    expect(joinListTitle(['Exposants', 'Produits'])).toBe('Exposants & Produits');
    expect(joinListTitle(['Exposants', '', 'Produits'])).toBe('Exposants & Produits');
    expect(joinListTitle(['Programme'])).toBe('Programme');
  });
});

describe('truncateText', () => {
  it('keeps short text and cuts long text with ...', () => {
    expect(truncateText('abc', 3)).toBe('abc');
    expect(truncateText('abcd', 3)).toBe('abc...');
  });
  it('never splits an emoji', () => {
    expect(truncateText('😀😀😀', 2)).toBe('😀😀...');
  });
});

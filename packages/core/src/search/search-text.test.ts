import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isSearchableTerm, matches, normalizeSearchText, searchMinChars, searchMode } from './search-text.js';

describe('normalizeSearchText', () => {
  it('removes accents and case', () => {
    expect(normalizeSearchText('Élevage Bovin À Saint-Étienne')).toBe('elevage bovin a saint-etienne');
    expect(normalizeSearchText('ÇA ÉTÉ ŒUVRE')).toBe('ca ete oeuvre');
  });
  it('removes special characters but keeps letters, digits, spaces and hyphens', () => {
    expect(normalizeSearchText("L'Oréal (Paris) #1 - 2026!")).toBe('loreal paris 1 - 2026');
    expect(normalizeSearchText('北京 Café')).toBe('北京 cafe');
  });
  it('folds ligatures and collapses whitespace', () => {
    expect(normalizeSearchText('  ﬁlm\t\tnoir  ')).toBe('film noir');
  });
  it.each([
    ['Łukasz Wróbel', 'lukasz wrobel'],
    ['Søren Kierkegaard', 'soren kierkegaard'],
    ['Ærø', 'aero'],
    ['Œuvre', 'oeuvre'],
    ['Straße', 'strasse'],
    ['Đorđe', 'dorde'],
    ['Ħamrun', 'hamrun'],
    ['Kırıkkale', 'kirikkale'],
    ['Þórunn', 'thorunn'],
  ])('folds the Latin letters that decomposition leaves alone: %s reads as %s', (name, typed) => {
    expect(normalizeSearchText(name)).toBe(typed);
  });

  it('leaves letters of other scripts as they are', () => {
    expect(normalizeSearchText('Иван Петров')).toBe('иван петров');
    expect(normalizeSearchText('東京 Ωmega')).toBe('東京 ωmega');
  });

  it('reads null and undefined as empty', () => {
    expect(normalizeSearchText(null)).toBe('');
    expect(normalizeSearchText(undefined)).toBe('');
  });
});

describe('searchMode and minimum length', () => {
  it('uses starts-with for one letter and word-start for two', () => {
    expect(searchMode(1, 'list')).toBe('startsWith');
    expect(searchMode(2, 'search')).toBe('wordStart');
    expect(searchMode(2, 'list')).toBe('wordStart');
  });
  it('uses substring for longer terms on the search page only', () => {
    expect(searchMode(3, 'search')).toBe('substring');
    expect(searchMode(3, 'contextual')).toBe('wordStart');
  });
  it('needs 2 characters, or 1 on the list page', () => {
    expect(searchMinChars('search')).toBe(2);
    expect(searchMinChars('list')).toBe(1);
    expect(isSearchableTerm('a', 'list')).toBe(true);
    expect(isSearchableTerm('a', 'search')).toBe(false);
    expect(isSearchableTerm("'!a", 'search')).toBe(false);
    expect(isSearchableTerm(null, 'list')).toBe(false);
  });
});

describe('matches', () => {
  it('starts-with matches the beginning of the text only', () => {
    expect(matches('Bovins de France', 'b', 'startsWith')).toBe(true);
    expect(matches('Bovins de France', 'f', 'startsWith')).toBe(false);
  });
  it('word-start matches the beginning of any word, hyphenated words included', () => {
    expect(matches('Bovins de France', 'fr', 'wordStart')).toBe(true);
    expect(matches('Jean-Pierre Martin', 'pi', 'wordStart')).toBe(true);
    expect(matches('Bovins de France', 'an', 'wordStart')).toBe(false);
  });
  it('substring matches anywhere, accent- and case-insensitively', () => {
    expect(matches('Élevage', 'LEVA', 'substring')).toBe(true);
    expect(matches('Jean-Pierre', 'jean pierre', 'substring')).toBe(true);
    expect(matches('Élevage', 'xyz', 'substring')).toBe(false);
  });
  it('never matches an empty term', () => {
    expect(matches('anything', '', 'substring')).toBe(false);
  });
  it('is insensitive to accents and case in text and term (property)', () => {
    const accents: Record<string, string[]> = {
      a: ['à', 'â', 'Á'],
      e: ['é', 'è', 'Ê', 'ë'],
      c: ['ç', 'Ç'],
      o: ['ô', 'Ö'],
    };
    const plain = fc.string({ unit: fc.constantFrom('a', 'e', 'c', 'o', 'b', ' ', '-'), maxLength: 12 });
    const accented = (text: string, seed: number) =>
      Array.from(text, (char, index) => {
        const options = accents[char];
        return options && (seed + index) % 3 !== 0
          ? options[(seed + index) % options.length]!
          : char.toUpperCase();
      }).join('');
    const mode = fc.constantFrom('startsWith' as const, 'wordStart' as const, 'substring' as const);
    fc.assert(
      fc.property(plain, plain, mode, fc.nat(), (text, term, searchMode, seed) => {
        expect(matches(accented(text, seed), accented(term, seed + 1), searchMode)).toBe(
          matches(text, term, searchMode),
        );
      }),
    );
  });
});

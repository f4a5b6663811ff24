import ASCIIFolder from 'fold-to-ascii';
import { SEARCH_MIN_CHARS, SEARCH_MIN_CHARS_LIST_PAGE } from '../constants/spec-constants.js';

/** Where a search is typed: the list page filter, a contextual search box, or the search page. */
export type SearchContext = 'list' | 'contextual' | 'search';

export type SearchMode = 'startsWith' | 'wordStart' | 'substring';

const COMBINING_MARKS = /\p{M}/gu;
// Spec core §5: special-character removal keeps letters, digits, spaces and hyphens.
const SPECIAL_CHARACTERS = /[^\p{L}\p{Nd} -]/gu;
const WHITESPACE = /\s+/g;
const LATIN_LETTER = /\p{Script=Latin}/u;
const BEYOND_ASCII = /[^\p{ASCII}]/gu;

/**
 * A Latin letter that decomposition leaves whole (ł, ø, æ, œ, ß, đ, ħ, ı, þ…) as a visitor types it
 * without accents, by Lucene's ASCII folding table (the one search engines use, ported to JavaScript);
 * letters of other scripts stay as they are (a Cyrillic or Japanese name is searched in its own
 * script). A small table read at once: it sits on the first page's path, where a transliteration
 * library compiling its patterns for every script cost 46 ms to load.
 */
function foldLatinLetter(letter: string): string {
  return LATIN_LETTER.test(letter) ? ASCIIFolder.foldMaintaining(letter) : letter;
}

/**
 * Spec core §2 and §5: search text is accent-insensitive and lower-cased, and special characters are
 * removed. Compatibility decomposition also folds ligatures and width variants ('ﬁ' to 'fi'), the
 * Latin letters it leaves whole are transliterated ('Łukasz' is found as 'lukasz'); runs of
 * whitespace become one space so that a double space never hides a match.
 */
export function normalizeSearchText(text: string | null | undefined): string {
  if (!text) return '';
  return text
    .normalize('NFKD')
    .replace(COMBINING_MARKS, '')
    .replace(BEYOND_ASCII, foldLatinLetter)
    .toLowerCase()
    .replace(WHITESPACE, ' ')
    .replace(SPECIAL_CHARACTERS, '')
    .trim();
}

/**
 * The form texts are compared in: normalized, with hyphens read as spaces, so 'jean pierre' finds
 * 'Jean-Pierre' and 'pi' is a word start in it.
 */
export function comparableSearchText(text: string | null | undefined): string {
  return normalizeSearchText(text).replace(/-/g, ' ').replace(/ {2,}/g, ' ').trim();
}

/** Spec core §2 "Toolbar and menu" and §5: at least 2 characters, or 1 on the list page. */
export function searchMinChars(context: SearchContext): number {
  return context === 'list' ? SEARCH_MIN_CHARS_LIST_PAGE : SEARCH_MIN_CHARS;
}

/** Whether a term is long enough to search with, counting the characters that survive normalization. */
export function isSearchableTerm(term: string | null | undefined, context: SearchContext): boolean {
  return Array.from(comparableSearchText(term)).length >= searchMinChars(context);
}

/**
 * Spec core §2 "Search": starts-with for a one-letter term, word-start for two letters, substring on
 * the search page. Read as: the one-letter and two-letter rules hold everywhere (a two-letter
 * substring search would drown the search page in noise), and longer terms match anywhere on the
 * search page and at a word start elsewhere.
 */
export function searchMode(termLength: number, context: SearchContext): SearchMode {
  if (termLength <= 1) return 'startsWith';
  if (termLength === 2) return 'wordStart';
  return context === 'search' ? 'substring' : 'wordStart';
}

/**
 * Matches prepared texts: `text` and `term` already through `comparableSearchText`. The index uses it
 * on precomputed strings; `matches` is the convenience form for raw strings.
 */
export function matchesComparable(text: string, term: string, mode: SearchMode): boolean {
  if (term === '') return false;
  switch (mode) {
    case 'startsWith':
      return text.startsWith(term);
    case 'wordStart':
      return text.startsWith(term) || text.includes(` ${term}`);
    case 'substring':
      return text.includes(term);
  }
}

/** Whether `text` matches the search `term` in `mode`, both taken raw (accents, case, punctuation). */
export function matches(
  text: string | null | undefined,
  term: string | null | undefined,
  mode: SearchMode,
): boolean {
  return matchesComparable(comparableSearchText(text), comparableSearchText(term), mode);
}

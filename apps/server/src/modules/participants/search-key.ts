import { comparableSearchText } from '@showfloor/core';

/**
 * The form a participant's name, organisation or role is stored and searched in: the app's own
 * comparable search text (lower-case, no accents, hyphens as spaces), so the server finds what the
 * app's search would find.
 */
export function searchKey(text: string | null | undefined): string {
  return comparableSearchText(text);
}

/** The words of a search term, each compared as a prefix. */
export function searchWords(term: string): string[] {
  return searchKey(term)
    .split(' ')
    .filter((word) => word.length > 0);
}

import type { DataType } from '../catalog/data-types.js';
import { SEARCH_RESULT_CAP } from '../constants/spec-constants.js';
import {
  comparableSearchText,
  isSearchableTerm,
  type SearchContext,
  type SearchMode,
  searchMode,
} from './search-text.js';
import type { SearchTalk } from './speaker-talks.js';

/** What a search looks at for one item: its title and its subtitle fields (company, position, booth...). */
export interface SearchEntry {
  type: DataType;
  id: number;
  title: string;
  subtitles?: readonly string[];
  /** A speaker's talks, listed under the result (not searched: a talk is found as itself). */
  talks?: readonly SearchTalk[];
}

/**
 * Entries with their texts normalized once. `fields` joins title and subtitles with '\n', which no
 * term contains, so a match never spans two fields; `spaced` prefixes every field with a space so a
 * word start is one `includes(' ' + term)`.
 */
interface IndexedEntry {
  entry: SearchEntry;
  fields: string;
  spaced: string;
}

export interface SearchIndex {
  /** The data version the index was built from: rebuild when it changes (search repeats after updates). */
  dataVersion: number;
  entries: readonly IndexedEntry[];
}

export interface SearchResultGroup {
  type: DataType;
  items: SearchEntry[];
}

export interface SearchResults {
  /** 'tooShort': below the minimum length, nothing searched; 'noResult': searched, nothing found. */
  status: 'tooShort' | 'noResult' | 'results';
  mode: SearchMode | null;
  /** Groups in the order their type first appears in the index; items in index order. */
  groups: SearchResultGroup[];
  /** How many items the groups hold (at most the limit). */
  count: number;
  /** More items matched than the limit: show the accuracy message (spec core §8). */
  tooMany: boolean;
}

/**
 * Builds the index once per data version. Entries keep the order given, which is the order results
 * come back in, so pass them sorted the way lists show them.
 */
export function buildSearchIndex(entries: readonly SearchEntry[], dataVersion: number): SearchIndex {
  return {
    dataVersion,
    entries: entries.map((entry) => {
      const texts = [entry.title, ...(entry.subtitles ?? [])]
        .map(comparableSearchText)
        .filter((text) => text !== '');
      return { entry, fields: texts.join('\n'), spaced: ` ${texts.join('\n ')}` };
    }),
  };
}

function matcherFor(mode: SearchMode, term: string): (indexed: IndexedEntry) => boolean {
  const spacedTerm = ` ${term}`;
  const fieldStart = `\n ${term}`;
  switch (mode) {
    case 'startsWith':
      return (indexed) => indexed.spaced.startsWith(spacedTerm) || indexed.spaced.includes(fieldStart);
    case 'wordStart':
      return (indexed) => indexed.spaced.includes(spacedTerm);
    case 'substring':
      return (indexed) => indexed.fields.includes(term);
  }
}

/**
 * Searches the index (spec core §2 "Search"): matching by `searchMode`, results grouped by data
 * type. Stops at `limit + 1` matches: past the cap the user is asked to be more precise, so
 * counting further would only cost time.
 */
export function search(
  index: SearchIndex,
  term: string | null,
  context: SearchContext,
  limit: number = SEARCH_RESULT_CAP,
): SearchResults {
  const comparable = comparableSearchText(term);
  if (!isSearchableTerm(comparable, context)) {
    return { status: 'tooShort', mode: null, groups: [], count: 0, tooMany: false };
  }
  const mode = searchMode(Array.from(comparable).length, context);
  const isMatch = matcherFor(mode, comparable);
  const groups = new Map<DataType, SearchEntry[]>();
  let count = 0;
  let tooMany = false;
  for (const indexed of index.entries) {
    if (!isMatch(indexed)) continue;
    if (count === limit) {
      tooMany = true;
      break;
    }
    count += 1;
    const items = groups.get(indexed.entry.type);
    if (items) items.push(indexed.entry);
    else groups.set(indexed.entry.type, [indexed.entry]);
  }
  return {
    status: count === 0 ? 'noResult' : 'results',
    mode,
    groups: [...groups].map(([type, items]) => ({ type, items })),
    count,
    tooMany,
  };
}

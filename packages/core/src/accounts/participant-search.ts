import { PARTICIPANTS_PARTIAL_MEMORY_FACTOR, PARTICIPANTS_SEARCH_TAKE } from '../constants/spec-constants.js';
import { comparableSearchText, isSearchableTerm } from '../search/search-text.js';
import type { CodificationField } from './account-protocol.js';

/**
 * The participants search of spec core §2 "Search and advanced search" and the PARTIAL data mode of
 * core §9: pages of 100 asked as 101 (a full answer tells that more exist), at most twice the take
 * kept in memory.
 */

/** Simple mode: a keyword and a toggle between company name and last name. */
export type SimpleSearchBy = 'organizationName' | 'lastName';

export interface SimpleSearch {
  keyword: string;
  searchBy: SimpleSearchBy;
}

/** Advanced mode: text fields, service single choice, centres of interest multiple. */
export interface AdvancedSearch {
  lastName: string;
  organizationName: string;
  role: string;
  profil: string;
  service: string;
  centerinterest: string[];
}

export const EMPTY_ADVANCED_SEARCH: AdvancedSearch = {
  lastName: '',
  organizationName: '',
  role: '',
  profil: '',
  service: '',
  centerinterest: [],
};

export type ParticipantFilters = Partial<Omit<AdvancedSearch, 'centerinterest'>> & {
  centerinterest?: string[];
};

/** `params` of `POST /getParticipants.htm`. */
export interface ParticipantSearchParams {
  filters?: ParticipantFilters;
  search?: string;
  searchBy?: SimpleSearchBy;
  start: number;
  /**
   * Keyset paging: the id of the last participant of the previous page (the back office's order). Ids
   * are opaque public ids, so the cursor is too; the back office refuses one naming nobody visible.
   */
  after?: number;
  take: number;
}

/** The choice lists the advanced search reads from `getCodifs.htm` (the demo's lists). */
export const PARTICIPANT_CODIFICATION_FIELDS: readonly CodificationField[] = [
  { sourceCode: 'showfloor', entityCode: 'participants', nameField: 'profil' },
  { sourceCode: 'showfloor', entityCode: 'participants', nameField: 'service' },
  { sourceCode: 'showfloor', entityCode: 'participants', nameField: 'centerinterest' },
];

/** Spec core §9: the configured take plus one on fetch. */
export function fetchTake(take: number = PARTICIPANTS_SEARCH_TAKE): number {
  return take + 1;
}

/** Simple mode; a keyword under 2 characters lists the whole directory instead. */
export function simpleSearchParams(search: SimpleSearch, start = 0): ParticipantSearchParams {
  const keyword = search.keyword.trim();
  const params: ParticipantSearchParams = { start, take: fetchTake() };
  if (isSearchableTerm(keyword, 'search')) {
    params.search = keyword;
    params.searchBy = search.searchBy;
  }
  return params;
}

export type AdvancedSearchResult =
  | { ok: true; params: ParticipantSearchParams }
  | { ok: false; message: 'emptyParameters' };

/** Spec core §5: advanced search sends only non-empty fields; none filled gives 'empty parameters'. */
export function advancedSearchParams(search: AdvancedSearch, start = 0): AdvancedSearchResult {
  const filters: ParticipantFilters = {};
  for (const name of ['lastName', 'organizationName', 'role', 'profil', 'service'] as const) {
    const value = search[name].trim();
    if (value !== '') filters[name] = value;
  }
  const interests = search.centerinterest.filter((code) => code.trim() !== '');
  if (interests.length > 0) filters.centerinterest = interests;
  if (Object.keys(filters).length === 0) return { ok: false, message: 'emptyParameters' };
  return { ok: true, params: { filters, start, take: fetchTake() } };
}

/** The same query moved to another offset (the next or previous page). */
export function atOffset(params: ParticipantSearchParams, start: number): ParticipantSearchParams {
  return { ...params, start: Math.max(0, start) };
}

/** The rows of a search kept in memory: a window starting at `offset` into the full result. */
export interface ResultWindow<T> {
  offset: number;
  rows: T[];
  hasMore: boolean;
}

/** A fresh window from the first page's answer (take + 1 rows asked). */
export function firstWindow<T>(
  answer: readonly T[],
  take: number = PARTICIPANTS_SEARCH_TAKE,
): ResultWindow<T> {
  return { offset: 0, rows: answer.slice(0, take), hasMore: answer.length > take };
}

const maxKept = (take: number) => take * PARTICIPANTS_PARTIAL_MEMORY_FACTOR;

/** Where the next page starts. */
export function nextOffset<T>(window: ResultWindow<T>): number {
  return window.offset + window.rows.length;
}

/**
 * Adds the next page; past twice the take, the oldest rows are let go (PARTIAL mode), and come back
 * with `previousPage` when the user scrolls back.
 */
export function appendPage<T>(
  window: ResultWindow<T>,
  answer: readonly T[],
  take: number = PARTICIPANTS_SEARCH_TAKE,
): ResultWindow<T> {
  const rows = [...window.rows, ...answer.slice(0, take)];
  const dropped = Math.max(0, rows.length - maxKept(take));
  return { offset: window.offset + dropped, rows: rows.slice(dropped), hasMore: answer.length > take };
}

/** Where the page before the window starts, or undefined when the window starts at the first row. */
export function previousOffset<T>(
  window: ResultWindow<T>,
  take: number = PARTICIPANTS_SEARCH_TAKE,
): number | undefined {
  return window.offset > 0 ? Math.max(0, window.offset - take) : undefined;
}

/** Adds the page before the window, letting go of the rows past twice the take at the end. */
export function prependPage<T>(
  window: ResultWindow<T>,
  answer: readonly T[],
  take: number = PARTICIPANTS_SEARCH_TAKE,
): ResultWindow<T> {
  const start = previousOffset(window, take) ?? 0;
  const before = answer.slice(0, window.offset - start);
  const rows = [...before, ...window.rows];
  const kept = rows.slice(0, maxKept(take));
  return { offset: start, rows: kept, hasMore: window.hasMore || kept.length < rows.length };
}

export interface NamedParticipant {
  firstName: string;
  lastName: string;
  organizationName: string;
}

/**
 * The contacted-participants tab's search (spec core §2 "User data"): at least 2 characters, then
 * each word of the query starts a word of the name or the organisation.
 */
export function filterByName<T extends NamedParticipant>(participants: readonly T[], query: string): T[] {
  if (!isSearchableTerm(query, 'search')) return [...participants];
  const words = comparableSearchText(query).split(' ');
  return participants.filter((participant) => {
    const text = comparableSearchText(
      `${participant.firstName} ${participant.lastName} ${participant.organizationName}`,
    );
    return words.every((word) => text.startsWith(word) || text.includes(` ${word}`));
  });
}

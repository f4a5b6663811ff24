import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildSearchIndex, type SearchEntry, search } from './search-index.js';
import { matches } from './search-text.js';

const entries: SearchEntry[] = [
  { type: 'exhibitors', id: 1, title: 'Bovins de France', subtitles: ['Hall 1 - B12'] },
  { type: 'exhibitors', id: 2, title: 'Élevage Martin', subtitles: ['Hall 2'] },
  { type: 'speakers', id: 3, title: 'Martin, Jean-Pierre', subtitles: ['Institut de l’élevage'] },
  { type: 'events', id: 4, title: 'Conférence : la filière bovine' },
];
const index = buildSearchIndex(entries, 7);

function ids(results: ReturnType<typeof search>): number[] {
  return results.groups.flatMap((group) => group.items.map((item) => item.id));
}

describe('search', () => {
  it('groups results by data type in index order', () => {
    const results = search(index, 'martin', 'search');
    expect(results.status).toBe('results');
    expect(results.groups.map((group) => group.type)).toEqual(['exhibitors', 'speakers']);
    expect(ids(results)).toEqual([2, 3]);
    expect(index.dataVersion).toBe(7);
  });
  it('ignores accents and case, in the term and in the data', () => {
    expect(ids(search(index, 'ELEVAGE', 'search'))).toEqual([2, 3]);
    expect(ids(search(index, 'conference', 'search'))).toEqual([4]);
  });
  it('matches subtitles as well as titles', () => {
    expect(ids(search(index, 'hall', 'search'))).toEqual([1, 2]);
  });
  it('matches substrings on the search page but word starts elsewhere', () => {
    expect(ids(search(index, 'vin', 'search'))).toEqual([1, 4]);
    expect(ids(search(index, 'vin', 'contextual'))).toEqual([]);
    expect(ids(search(index, 'bov', 'contextual'))).toEqual([1, 4]);
  });
  it('uses starts-with for one letter on the list page', () => {
    expect(ids(search(index, 'm', 'list'))).toEqual([3]);
    expect(ids(search(index, 'h', 'list'))).toEqual([1, 2]);
  });
  it('does not search below the minimum length', () => {
    expect(search(index, 'm', 'search')).toEqual({
      status: 'tooShort',
      mode: null,
      groups: [],
      count: 0,
      tooMany: false,
    });
    expect(search(index, null, 'list').status).toBe('tooShort');
  });
  it('reports no result', () => {
    const results = search(index, 'zebra', 'search');
    expect(results.status).toBe('noResult');
    expect(results.groups).toEqual([]);
  });
  it('flags too many results past the limit and keeps only the limit', () => {
    const many = buildSearchIndex(
      Array.from({ length: 10 }, (_, id) => ({ type: 'exhibitors' as const, id, title: `Stand ${id}` })),
      1,
    );
    expect(search(many, 'stand', 'search', 10)).toMatchObject({ count: 10, tooMany: false });
    const capped = search(many, 'stand', 'search', 4);
    expect(capped).toMatchObject({ count: 4, tooMany: true });
    expect(ids(capped)).toEqual([0, 1, 2, 3]);
  });
  // How fast a search runs is measured by the bench (npm run bench), not by a timed test.
  it('finds nothing for a term no entry holds, among 30,000', () => {
    const words = [
      'agri',
      'bovin',
      'cheval',
      'drone',
      'engrais',
      'ferme',
      'grain',
      'hangar',
      'irrigation',
      'jardin',
    ];
    const big = buildSearchIndex(
      Array.from({ length: 30_000 }, (_, id) => ({
        type: 'exhibitors' as const,
        id,
        title: `${words[id % 10]} ${words[(id * 7) % 10]} Société ${id}`,
        subtitles: [`Hall ${id % 9} - Stand ${id}`],
      })),
      1,
    );
    expect(search(big, 'zzqx', 'search').count).toBe(0);
    expect(search(big, 'societe 29999', 'search').count).toBe(1);
  });
});

describe('search properties', () => {
  const alphabet = fc.constantFrom('a', 'b', 'e', 'é', 'É', 'c', 'ç', ' ', '-', "'");
  const text = fc.string({ unit: alphabet, maxLength: 10 });
  const entriesArbitrary = fc
    .array(fc.tuple(text, fc.array(text, { maxLength: 2 })), { maxLength: 20 })
    .map((rows) =>
      rows.map(([title, subtitles], id): SearchEntry => ({ type: 'exhibitors', id, title, subtitles })),
    );
  const context = fc.constantFrom('list' as const, 'contextual' as const, 'search' as const);

  it('returns only entries that match, and every matching entry when under the cap', () => {
    fc.assert(
      fc.property(entriesArbitrary, text, context, (list, term, searchContext) => {
        const results = search(buildSearchIndex(list, 1), term, searchContext);
        if (results.mode === null) return;
        const mode = results.mode;
        const matching = list.filter((entry) =>
          [entry.title, ...(entry.subtitles ?? [])].some((field) => matches(field, term, mode)),
        );
        expect(ids(results)).toEqual(matching.map((entry) => entry.id));
      }),
    );
  });

  it('gives the same results whatever the accents of the term', () => {
    const strip = (value: string) => value.replace(/[éÉ]/g, 'e').replace(/ç/g, 'c');
    fc.assert(
      fc.property(entriesArbitrary, text, context, (list, term, searchContext) => {
        const built = buildSearchIndex(list, 1);
        expect(search(built, term, searchContext)).toEqual(search(built, strip(term), searchContext));
      }),
    );
  });
});

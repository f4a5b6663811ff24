import { describe, expect, it } from 'vitest';
import {
  advancedSearchParams,
  appendPage,
  EMPTY_ADVANCED_SEARCH,
  filterByName,
  firstWindow,
  nextOffset,
  prependPage,
  previousOffset,
  simpleSearchParams,
} from './participant-search.js';

const rows = (from: number, count: number) => Array.from({ length: count }, (_, index) => from + index);

describe('participants search', () => {
  it('asks for the take plus one, with the keyword only from 2 characters', () => {
    expect(simpleSearchParams({ keyword: 'd', searchBy: 'lastName' })).toEqual({ start: 0, take: 101 });
    expect(simpleSearchParams({ keyword: ' du ', searchBy: 'organizationName' }, 100)).toEqual({
      start: 100,
      take: 101,
      search: 'du',
      searchBy: 'organizationName',
    });
  });

  it('sends only the filled advanced fields', () => {
    const result = advancedSearchParams({
      ...EMPTY_ADVANCED_SEARCH,
      organizationName: ' Helios ',
      service: 'sales',
      centerinterest: ['ai', 'energy'],
    });
    expect(result).toEqual({
      ok: true,
      params: {
        start: 0,
        take: 101,
        filters: { organizationName: 'Helios', service: 'sales', centerinterest: ['ai', 'energy'] },
      },
    });
  });

  it('refuses an advanced search with nothing filled', () => {
    expect(advancedSearchParams({ ...EMPTY_ADVANCED_SEARCH, lastName: '  ' })).toEqual({
      ok: false,
      message: 'emptyParameters',
    });
  });
});

describe('PARTIAL mode window', () => {
  it('knows more exist when the answer is full, and shows the take only', () => {
    const window = firstWindow(rows(0, 101));
    expect(window.rows).toHaveLength(100);
    expect(window.hasMore).toBe(true);
    expect(firstWindow(rows(0, 40)).hasMore).toBe(false);
  });

  it('keeps at most twice the take, and brings the dropped rows back on the way up', () => {
    let window = firstWindow(rows(0, 101));
    window = appendPage(window, rows(nextOffset(window), 101));
    expect(window.rows).toHaveLength(200);
    window = appendPage(window, rows(nextOffset(window), 50));
    expect(window.offset).toBe(50);
    expect(window.rows).toHaveLength(200);
    expect(window.rows[0]).toBe(50);
    expect(window.rows.at(-1)).toBe(249);
    expect(window.hasMore).toBe(false);

    expect(previousOffset(window)).toBe(0);
    window = prependPage(window, rows(0, 101));
    expect(window.offset).toBe(0);
    expect(window.rows[0]).toBe(0);
    expect(window.rows).toHaveLength(200);
    expect(window.hasMore).toBe(true);
    expect(previousOffset(window)).toBeUndefined();
  });
});

describe('contacted participants search', () => {
  const people = [
    { firstName: 'Marc', lastName: 'Dupont', organizationName: 'Hélios Énergie' },
    { firstName: 'Anna', lastName: 'Durand', organizationName: 'Agritech' },
  ];

  it('filters from 2 characters, by word starts, ignoring accents', () => {
    expect(filterByName(people, 'd')).toHaveLength(2);
    expect(filterByName(people, 'du')).toHaveLength(2);
    expect(filterByName(people, 'helios')).toEqual([people[0]]);
    expect(filterByName(people, 'anna dur')).toEqual([people[1]]);
    expect(filterByName(people, 'pont')).toEqual([]);
  });
});

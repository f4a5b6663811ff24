import { localizedText, type SourceItem } from '@showfloor/core';
import { makeItem } from './source-item-builder.js';
import { COUNTRIES, type CountryWords } from './words/countries.js';

export interface CountryEntry {
  id: string;
  words: CountryWords;
}

/** The first `count` countries of the list, as `countries` items keyed by ISO 3166-1 alpha-2 code. */
export function generateCountries(count: number): { items: SourceItem[]; countries: CountryEntry[] } {
  const countries = COUNTRIES.slice(0, count).map((words) => ({
    id: `country-${words.code.toLowerCase()}`,
    words,
  }));
  const items = countries.map(({ id, words }) =>
    makeItem('countries', id, { title: localizedText(words.fr, words.en), lump: { code: words.code } }),
  );
  return { items, countries };
}

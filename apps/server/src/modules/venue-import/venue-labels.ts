import type { Localized } from '@showfloor/core';

/**
 * An IMDF label (`{ "ru": "…", "en": "…" }`) or a plain OSM name as the catalog's `{ $t: { fr, en } }`.
 * Venues name things in their own languages: when neither French nor English is given, the first
 * name is kept under both, because a Russian room name beats no name on a map.
 */
export function localizedFromLabels(value: unknown): Localized | undefined {
  if (typeof value === 'string') {
    const text = value.trim();
    return text === '' ? undefined : { $t: { fr: text, en: text } };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const texts = Object.entries(value).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1].trim() !== '',
  );
  if (texts.length === 0) return undefined;
  const byLanguage = new Map(
    texts.map(([language, text]) => [language.toLowerCase().slice(0, 2), text.trim()]),
  );
  const first = texts[0]![1].trim();
  const fr = byLanguage.get('fr') ?? byLanguage.get('en') ?? first;
  const en = byLanguage.get('en') ?? byLanguage.get('fr') ?? first;
  return { $t: { fr, en } };
}

/** The first text of a label, to use as a short code (IMDF `alt_name` of a room is its number). */
export function firstLabelText(value: unknown): string | undefined {
  return localizedFromLabels(value)?.$t.en;
}

/**
 * Text stored in the catalog in several languages. The database keeps `{ $t: { fr, en } }`
 * wherever a value is translated; publishing a bundle for a locale replaces each such value by
 * its text in that language, falling back to the show's default language.
 */
export const LANGUAGES = ['fr', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Database name locale codes (spec core §1: default locale codes map to fre, eng and zho). */
export const LOCALE_CODES = { fr: 'fre', en: 'eng', zh: 'zho' } as const;
export type LocaleCode = (typeof LOCALE_CODES)[keyof typeof LOCALE_CODES];

export type JsonPrimitive = string | number | boolean | null;
export type JsonValue = JsonPrimitive | JsonValue[] | { [key: string]: JsonValue };

/** A type alias, not an interface, so that it stays assignable to JsonValue. */
export type Localized = { $t: Partial<Record<Language, string>> };

export function isLanguage(value: unknown): value is Language {
  return value === 'fr' || value === 'en';
}

export function isLocalized(value: unknown): value is Localized {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const keys = Object.keys(value);
  return keys.length === 1 && keys[0] === '$t' && typeof (value as Localized).$t === 'object';
}

export function localizedText(fr: string | undefined, en?: string): Localized {
  const $t: Partial<Record<Language, string>> = {};
  if (fr !== undefined) $t.fr = fr;
  if (en !== undefined) $t.en = en;
  return { $t };
}

/** Replaces every localized value, at any depth, by its text in `language` (else `fallback`). */
export function localize(value: JsonValue, language: Language, fallback: Language): JsonValue {
  if (Array.isArray(value)) return value.map((entry) => localize(entry, language, fallback));
  if (typeof value !== 'object' || value === null) return value;
  if (isLocalized(value)) {
    const texts = value.$t;
    return texts[language] ?? texts[fallback] ?? Object.values(texts)[0] ?? null;
  }
  const out: { [key: string]: JsonValue } = {};
  for (const [key, entry] of Object.entries(value)) out[key] = localize(entry, language, fallback);
  return out;
}

import { isLanguage, type Language, type ShowConfig } from '@showfloor/core';
import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from './en.json';
import fr from './fr.json';

type Catalog = { [key: string]: string | Catalog };

/**
 * Features keep their texts beside their code (`features/<feature>/i18n/{fr,en}.json`), each under
 * its own top-level keys; they are merged over the shared catalogs here, so features never edit a
 * shared file.
 */
const featureCatalogs = import.meta.glob<Catalog>('../features/*/i18n/*.json', {
  eager: true,
  import: 'default',
});

function catalogOf(language: Language, base: Catalog): Catalog {
  const merged: Catalog = { ...base };
  for (const [path, catalog] of Object.entries(featureCatalogs)) {
    if (path.endsWith(`/${language}.json`)) Object.assign(merged, catalog);
  }
  return merged;
}

/** Every catalog of the app; a test fails when one has a key the other lacks (STYLE §14). */
export const CATALOGS: Record<Language, Catalog> = { fr: catalogOf('fr', fr), en: catalogOf('en', en) };

/** The built-in default when no configuration says otherwise (spec core §1: default French). */
export const FALLBACK_LANGUAGE: Language = 'fr';

/**
 * The language to show: the requested one when the show supports it, else the show's default,
 * else French (spec core §8 "Unsupported language: falls back to the default language").
 */
export function resolveLanguage(
  requested: string | null | undefined,
  config?: Pick<ShowConfig, 'languages' | 'defaultLanguage'>,
): Language {
  const supported: readonly Language[] = config?.languages ?? ['fr', 'en'];
  const short = requested?.slice(0, 2).toLowerCase();
  if (isLanguage(short) && supported.includes(short)) return short;
  return config?.defaultLanguage ?? FALLBACK_LANGUAGE;
}

/** An i18next instance with both catalogs loaded; synchronous, so the first render is translated. */
export function createI18n(language: Language): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: FALLBACK_LANGUAGE,
    resources: { fr: { translation: CATALOGS.fr }, en: { translation: CATALOGS.en } },
    interpolation: { escapeValue: false },
    initAsync: false,
    showSupportNotice: false,
  });
  return instance;
}

/** Singular or plural label of a data type for a count, by the language's plural rules. */
export function dataTypeLabelKey(type: string, count: number, language: Language): string {
  const form = new Intl.PluralRules(language).select(count) === 'one' ? 'singular' : 'plural';
  return `dataTypes.${type}.${form}`;
}

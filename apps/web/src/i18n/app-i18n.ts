import { isLanguage, type Language, type ShowConfig } from '@showfloor/core';
import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Catalog } from './catalog.js';

/**
 * Each language's texts, fetched on demand: a visitor downloads the language they read only (the
 * early script preloads the likely one with the app's first scripts), the other when they switch.
 */
export const CATALOG_LOADERS: Record<Language, () => Promise<Catalog>> = {
  en: async () => (await import('./catalog-en.js')).EN_CATALOG,
  fr: async () => (await import('./catalog-fr.js')).FR_CATALOG,
};

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

/**
 * An i18next instance in `language`, without texts yet: `loadLanguage` adds them, and the app renders
 * once its language's are in (i18next is synchronous from then on, so every render is translated).
 */
export function createI18n(language: Language): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    // Both catalogs have every key (a test holds them equal): no language falls back to another.
    fallbackLng: false,
    resources: {},
    interpolation: { escapeValue: false },
    initAsync: false,
    showSupportNotice: false,
  });
  return instance;
}

/** Adds a language's texts to `instance` once (fetched by `loaders`), then switches to it. */
export async function loadLanguage(
  instance: i18n,
  language: Language,
  loaders: Record<Language, () => Promise<Catalog>> = CATALOG_LOADERS,
): Promise<void> {
  if (!instance.hasResourceBundle(language, 'translation'))
    instance.addResourceBundle(language, 'translation', await loaders[language]());
  await instance.changeLanguage(language);
}

/** Singular or plural label of a data type for a count, by the language's plural rules. */
export function dataTypeLabelKey(type: string, count: number, language: Language): string {
  const form = new Intl.PluralRules(language).select(count) === 'one' ? 'singular' : 'plural';
  return `dataTypes.${type}.${form}`;
}

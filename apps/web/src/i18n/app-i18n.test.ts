import type { Language } from '@showfloor/core';
import { PUBLISHED_DATA_TYPES } from '@showfloor/core';
import { describe, expect, it } from 'vitest';
import { createI18n, dataTypeLabelKey, loadLanguage, resolveLanguage } from './app-i18n.js';
import type { Catalog } from './catalog.js';
import { EN_CATALOG } from './catalog-en.js';
import { FR_CATALOG } from './catalog-fr.js';

const CATALOGS: Record<Language, Catalog> = { fr: FR_CATALOG, en: EN_CATALOG };

/** An i18next instance in `language` with both languages' texts, as the app has after a switch. */
async function i18nIn(language: Language) {
  const i18n = createI18n(language);
  await loadLanguage(i18n, language === 'fr' ? 'en' : 'fr');
  await loadLanguage(i18n, language);
  return i18n;
}

function keysOf(catalog: { [key: string]: unknown }, prefix = ''): string[] {
  return Object.entries(catalog).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null
      ? keysOf(value as { [key: string]: unknown }, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
}

describe('translations', () => {
  it('have the same keys in French and English', () => {
    const fr = new Set(keysOf(CATALOGS.fr));
    const en = new Set(keysOf(CATALOGS.en));
    expect(
      [...fr].filter((key) => !en.has(key)),
      'keys missing in en.json',
    ).toEqual([]);
    expect(
      [...en].filter((key) => !fr.has(key)),
      'keys missing in fr.json',
    ).toEqual([]);
  });

  it('have a non-empty text for every key', async () => {
    for (const [language, catalog] of Object.entries(CATALOGS)) {
      const i18n = await i18nIn(language === 'en' ? 'en' : 'fr');
      for (const key of keysOf(catalog)) {
        const text = i18n.t(key);
        expect(text, `${language}: ${key}`).not.toBe('');
        expect(text, `${language}: ${key}`).not.toBe(key);
      }
    }
  });

  it('name every published data type in both languages, singular and plural', async () => {
    const i18n = await i18nIn('en');
    for (const type of PUBLISHED_DATA_TYPES) {
      expect(i18n.t(dataTypeLabelKey(type, 1, 'en'), { lng: 'en' })).not.toContain('dataTypes.');
      expect(i18n.t(dataTypeLabelKey(type, 2, 'fr'), { lng: 'fr' })).not.toContain('dataTypes.');
    }
    expect(i18n.t(dataTypeLabelKey('exhibitors', 1, 'en'))).toBe('Exhibitor');
    expect(i18n.t(dataTypeLabelKey('exhibitors', 8000, 'en'))).toBe('Exhibitors');
    // French counts 0 as singular: "0 exposant".
    expect(i18n.t(dataTypeLabelKey('exhibitors', 0, 'fr'), { lng: 'fr' })).toBe('Exposant');
  });

  it('falls back to the show default, then French, for an unsupported language', () => {
    expect(resolveLanguage('de-DE', { languages: ['fr', 'en'], defaultLanguage: 'en' })).toBe('en');
    expect(resolveLanguage('en-GB', { languages: ['fr'], defaultLanguage: 'fr' })).toBe('fr');
    expect(resolveLanguage('en-GB', { languages: ['fr', 'en'], defaultLanguage: 'fr' })).toBe('en');
    expect(resolveLanguage(null)).toBe('fr');
    expect(resolveLanguage('zz')).toBe('fr');
  });

  it('translates the update button in the chosen language', async () => {
    expect((await i18nIn('fr')).t('updater.check')).toBe('Vérifier les mises à jour');
    expect((await i18nIn('en')).t('updater.check')).toBe('Check for updates');
  });

  it('holds no text until its language is loaded, then the one language fetched', async () => {
    const fetched: Language[] = [];
    const i18n = createI18n('en');
    expect(i18n.t('updater.check')).toBe('updater.check');
    const loaders = {
      en: async () => {
        fetched.push('en');
        return EN_CATALOG;
      },
      fr: async () => {
        fetched.push('fr');
        return FR_CATALOG;
      },
    };
    await loadLanguage(i18n, 'en', loaders);
    expect(i18n.t('updater.check')).toBe('Check for updates');
    await loadLanguage(i18n, 'fr', loaders);
    await loadLanguage(i18n, 'en', loaders);
    expect(i18n.t('updater.check')).toBe('Check for updates');
    expect(fetched).toEqual(['en', 'fr']);
  });
});

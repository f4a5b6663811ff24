import { PUBLISHED_DATA_TYPES } from '@showfloor/core';
import { describe, expect, it } from 'vitest';
import { CATALOGS, createI18n, dataTypeLabelKey, resolveLanguage } from './app-i18n.js';

type Catalog = { [key: string]: unknown };

function keysOf(catalog: Catalog, prefix = ''): string[] {
  return Object.entries(catalog).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null
      ? keysOf(value as Catalog, `${prefix}${key}.`)
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

  it('have a non-empty text for every key', () => {
    for (const [language, catalog] of Object.entries(CATALOGS)) {
      const i18n = createI18n(language === 'en' ? 'en' : 'fr');
      for (const key of keysOf(catalog)) {
        const text = i18n.t(key);
        expect(text, `${language}: ${key}`).not.toBe('');
        expect(text, `${language}: ${key}`).not.toBe(key);
      }
    }
  });

  it('name every published data type in both languages, singular and plural', () => {
    const i18n = createI18n('en');
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

  it('translates the update button in the chosen language', () => {
    expect(createI18n('fr').t('updater.check')).toBe('Vérifier les mises à jour');
    expect(createI18n('en').t('updater.check')).toBe('Check for updates');
  });
});

import { FEATURE_FLAGS } from '@showfloor/core';
import { describe, expect, it } from 'vitest';
import { parseCatalogJson } from './catalog-json.js';
import { ImportFileError } from './import-file-error.js';

const config = {
  name: { fr: 'Salon', en: 'Show' },
  startDate: '2026-11-21',
  endDate: '2026-11-23',
  languages: ['fr', 'en'],
  defaultLanguage: 'fr',
  features: Object.fromEntries(FEATURE_FLAGS.map((flag) => [flag, flag === 'login'])),
  profiles: [{ key: 'default', title: { fr: 'Visiteur' } }],
};

const exhibitor = {
  type: 'exhibitors',
  original_id: 'exh-2',
  fields: { title: 'ACME', description: { $t: { fr: '<p>Outils</p>', en: '<p>Tools</p>' } } },
  refs: { cats: { type: 'exhibitor_categories', ids: ['cat-1'] } },
};
const category = {
  type: 'exhibitor_categories',
  original_id: 'cat-1',
  fields: { title: 'Tools', is_all: false },
};

function errorOf(action: () => unknown): ImportFileError {
  try {
    action();
  } catch (error) {
    if (error instanceof ImportFileError) return error;
    throw error;
  }
  throw new Error('expected an ImportFileError');
}

describe('parseCatalogJson', () => {
  it('reads items and the show configuration, in a stable order', () => {
    const result = parseCatalogJson(
      { format: 'showfloor-catalog', version: 1, config, items: [exhibitor, category] },
      'show.json',
    );
    expect(result.items).toEqual([category, exhibitor]);
    expect(result.config?.timeZone).toBe('Europe/Paris');
    expect(result.format).toBe('showfloor-catalog');
    expect(result.warnings).toEqual([]);
  });

  it('rejects the whole file when one item is invalid, naming its path', () => {
    const items = [category, { ...exhibitor, type: 'exhibitor' }, { ...category, fields: 'Tools' }];
    const error = errorOf(() =>
      parseCatalogJson({ format: 'showfloor-catalog', version: 1, items }, 'show.json'),
    );
    expect(error.file).toBe('show.json');
    expect(error.location).toBe('items[1].type');
    expect(error.message).toMatch(
      /^Cannot import show\.json \(items\[1\]\.type\): the catalog is invalid, nothing was imported: items\[1\]\.type: .*; items\[2\]\.fields: /,
    );
  });

  it('rejects two items of a type with the same original id', () => {
    const error = errorOf(() =>
      parseCatalogJson({ format: 'showfloor-catalog', version: 1, items: [category, category] }, 'show.json'),
    );
    expect(error.location).toBe('items[1].original_id');
    expect(error.message).toContain(
      'duplicated exhibitor_categories original_id "cat-1" (first at items[0])',
    );
  });

  it('names the unsupported version and the wrong format', () => {
    expect(() => parseCatalogJson({ format: 'showfloor-catalog', version: 2, items: [] }, 'a.json')).toThrow(
      'Cannot import a.json (version): unsupported version 2: this server reads version 1',
    );
    expect(() => parseCatalogJson({ format: 'other' }, 'a.json')).toThrow(
      'Cannot import a.json (format): expected "format": "showfloor-catalog" at the root',
    );
  });
});

import {
  type JsonValue,
  type Localized,
  localizedText,
  type PublishedDataType,
  type SourceItem,
} from '@showfloor/core';
import type { Bilingual } from './words/bilingual.js';

/** `{ $t: { fr, en } }` from a word-list entry. */
export function bilingual(text: Bilingual): Localized {
  return localizedText(text.fr, text.en);
}

/** Numbered original ids (`exh-0042`): stable across runs, readable in logs and URLs. */
export function numberedId(prefix: string, index: number, width = 4): string {
  return `${prefix}-${String(index + 1).padStart(width, '0')}`;
}

export function makeItem(
  type: PublishedDataType,
  originalId: string,
  fields: { [field: string]: JsonValue },
): SourceItem {
  return { type, original_id: originalId, fields };
}

/** Adds `ids` to the reference `key` of `item`, keeping ids unique and in insertion order. */
export function addRef(item: SourceItem, key: string, type: PublishedDataType, ...ids: string[]): void {
  item.refs ??= {};
  const ref = item.refs[key] ?? { type, ids: [] };
  item.refs[key] = ref;
  for (const id of ids) if (!ref.ids.includes(id)) ref.ids.push(id);
}

/**
 * Fills `{name}`-style holes of both languages of a template. A hole without a value is a bug of the
 * generator, never text for visitors: it throws.
 */
export function fillTemplate(template: Bilingual, values: { [hole: string]: Bilingual | string }): Bilingual {
  const fill = (text: string, language: keyof Bilingual) =>
    text.replace(/\{(\w+)\}/g, (hole, name: string) => {
      const value = values[name];
      if (value === undefined) throw new Error(`template hole ${hole} has no value in "${text}"`);
      return typeof value === 'string' ? value : value[language];
    });
  return { fr: fill(template.fr, 'fr'), en: fill(template.en, 'en') };
}

/** Wraps each paragraph of both languages in `<p>`, escaping markup characters. */
export function htmlParagraphs(...paragraphs: Bilingual[]): Localized {
  const render = (language: keyof Bilingual) =>
    paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph[language])}</p>`).join('');
  return localizedText(render('fr'), render('en'));
}

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** A lower-case ASCII slug, for e-mail domains and URLs. */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, 'et')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

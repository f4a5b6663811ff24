import { DESCRIPTION_PREVIEW_CHARS } from '../constants/spec-constants.js';
import { truncateText } from './truncate-text.js';

export type DescriptionToggle = 'seeMore' | 'seeLess';

export interface DescriptionPreview {
  /** The whole description (HTML as stored) when `isFull`, else a plain-text excerpt. */
  content: string;
  isFull: boolean;
  /** Which toggle to show under the text; null when the description is short enough to show whole. */
  toggle: DescriptionToggle | null;
}

// The named entities French and English editors actually produce; numeric ones are decoded generically.
const ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  rsquo: '\u2019',
  lsquo: '\u2018',
  ldquo: '\u201c',
  rdquo: '\u201d',
  laquo: '\u00ab',
  raquo: '\u00bb',
  hellip: '\u2026',
  ndash: '\u2013',
  mdash: '\u2014',
  euro: '\u20ac',
  oelig: '\u0153',
  OElig: '\u0152',
};
const ACCENTS: Readonly<Record<string, string>> = {
  acute: '\u0301',
  grave: '\u0300',
  circ: '\u0302',
  uml: '\u0308',
  cedil: '\u0327',
};

function namedEntity(name: string): string | undefined {
  const known = ENTITIES[name];
  if (known !== undefined) return known;
  // &eacute;, &Agrave;, &ccedil;...: a letter followed by the name of its accent.
  const accent = ACCENTS[name.slice(1)];
  return accent !== undefined && /^[a-z]$/i.test(name[0] ?? '')
    ? `${name[0]}${accent}`.normalize('NFC')
    : undefined;
}

/** Plain text of an HTML description, with entities decoded and runs of whitespace collapsed. */
export function plainTextOf(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
      if (name.startsWith('#x') || name.startsWith('#X'))
        return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
      if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
      return namedEntity(name) ?? entity;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Spec modules §5: a description over 400 characters gets 'see more' / 'see less' in preview mode.
 * The length is that of the text a reader sees, not of the markup; the collapsed excerpt is plain
 * text so that a cut can never leave a tag open.
 */
export function descriptionPreview(description: string, isExpanded: boolean): DescriptionPreview {
  const plain = plainTextOf(description);
  if (Array.from(plain).length <= DESCRIPTION_PREVIEW_CHARS) {
    return { content: description, isFull: true, toggle: null };
  }
  if (isExpanded) return { content: description, isFull: true, toggle: 'seeLess' };
  return { content: truncateText(plain, DESCRIPTION_PREVIEW_CHARS), isFull: false, toggle: 'seeMore' };
}

import { escapeHtml } from '../../http/escape-html.js';

const ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith('#')) {
      const code =
        name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/**
 * The text of an HTML fragment: scripts, styles and comments go with their content, line breaks
 * and block ends become new lines, every other tag is dropped and entities are decoded.
 */
export function htmlToText(html: string): string {
  const text = html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<(script|style|template|iframe|object|noscript)\b[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|li|h[1-6]|tr|blockquote)\s*>/gi, '\n')
    .replace(/<[^>]*>?/g, '');
  return decodeEntities(text)
    .replace(/[ \t\u00a0]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/**
 * The content a message is stored with. The back office has no HTML sanitiser of its own (the app
 * sanitises imported HTML before display), so what an organiser types is reduced to its text and
 * written back as escaped HTML with line breaks: nothing of the input's markup reaches a device,
 * which sanitises it once more before showing it.
 */
export function safeMessageContent(html: string): string {
  return escapeHtml(htmlToText(html)).replace(/\n/g, '<br>');
}

/** The first `maxChars` characters of the text, cut at a word when one ends near, with an ellipsis. */
export function textExcerpt(html: string, maxChars: number): string {
  const text = htmlToText(html).replace(/\s+/g, ' ');
  if (text.length <= maxChars) return text;
  const cut = text.slice(0, maxChars);
  const space = cut.lastIndexOf(' ');
  return `${space > maxChars * 0.6 ? cut.slice(0, space) : cut}…`;
}

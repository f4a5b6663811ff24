import { sanitizeHtml } from '@showfloor/core';
import MarkdownIt from 'markdown-it';

/**
 * How a schedule format writes its texts (abstracts, descriptions, biographies): pretalx, the CCC
 * hub and frab's JSON export write Markdown (`schedule.json`, schedule2); frab and pentabarf XML
 * write plain text with blank lines between paragraphs. Either may hold HTML instead (FOSDEM's
 * XML abstracts are HTML): that is detected per text.
 */
export type ScheduleTextFormat = 'markdown' | 'plain';

/**
 * Raw HTML is allowed through because real Markdown abstracts mix it in (`<a href>` in frab's
 * exports); the sanitiser runs on the output. Single line breaks are kept, as pretalx and the hub
 * show them; bare URLs become links, but not words that merely contain a dot ("Node.js").
 */
const markdown = new MarkdownIt({ html: true, linkify: true, breaks: true });
markdown.linkify.set({ fuzzyLink: false });

/** A text written as HTML: it holds block markup, so its own line breaks mean nothing. */
const HTML_BLOCK = /<(p|div|br|ul|ol|li|h[1-6]|table|blockquote|pre)\b[^>]*>/i;

function plainTextHtml(text: string): string {
  return text
    .split(/\r?\n(?:[ \t]*\r?\n)+/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '')
    .map((paragraph) => `<p>${paragraph.replace(/\r?\n/g, '<br>')}</p>`)
    .join('');
}

/**
 * A schedule text as the HTML the catalog stores (docs/catalog-fields.md: descriptions and
 * biographies are HTML). A text already written as HTML is kept as the organiser wrote it: the app
 * sanitises every rich text it shows (docs/decisions.md, "Hardening"). Markdown and plain text
 * become HTML here, sanitised by the same allow-list, so that paragraphs and lists read as written.
 */
export function scheduleRichText(text: string, format: ScheduleTextFormat): string {
  if (HTML_BLOCK.test(text)) return text;
  const html = format === 'markdown' ? markdown.render(text) : plainTextHtml(text);
  return sanitizeHtml(html).trim();
}

/** An event's abstract then its description, each rendered; a text given twice is shown once. */
export function eventDescriptionHtml(
  texts: readonly (string | undefined)[],
  format: ScheduleTextFormat,
): string | undefined {
  const given = [
    ...new Set(texts.filter((text): text is string => text !== undefined && text.trim() !== '')),
  ];
  if (given.length === 0) return undefined;
  return given.map((text) => scheduleRichText(text, format)).join('\n');
}

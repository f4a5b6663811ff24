/**
 * Allow-list HTML sanitiser for the rich texts of imported data (descriptions, abstracts,
 * biographies, addresses). The app runs it on every rich text it shows; the back office runs it on
 * the HTML it renders from Markdown and plain-text schedule abstracts. The output is rebuilt from
 * scratch: only the tags and attributes listed below survive, every attribute value and every piece
 * of text is re-escaped, and anything the tokenizer does not recognise as an allowed tag is kept as
 * escaped text. Nothing of the input is ever copied through verbatim, so an unexpected construct can
 * only end up as visible text, never as markup. It is pure string work, so it runs the same in the
 * browser, a worker, the server and the tests.
 */

/** Tags kept, with the attributes each may carry. Everything else is dropped (its text is kept). */
const ALLOWED_TAGS: Readonly<Record<string, readonly string[]>> = {
  a: ['href', 'title'],
  b: [],
  strong: [],
  i: [],
  em: [],
  u: [],
  s: [],
  sub: [],
  sup: [],
  small: [],
  mark: [],
  p: [],
  br: [],
  hr: [],
  span: [],
  div: [],
  blockquote: [],
  pre: [],
  code: [],
  ul: [],
  ol: [],
  li: [],
  dl: [],
  dt: [],
  dd: [],
  h2: [],
  h3: [],
  h4: [],
  h5: [],
  h6: [],
  table: [],
  thead: [],
  tbody: [],
  tr: [],
  th: ['colspan', 'rowspan'],
  td: ['colspan', 'rowspan'],
  img: ['src', 'alt', 'width', 'height'],
};

const VOID_TAGS: ReadonlySet<string> = new Set(['br', 'hr', 'img']);

/** Tags whose whole content is dropped along with them: their text is code or styling, not prose. */
const DROPPED_WITH_CONTENT: ReadonlySet<string> = new Set([
  'script',
  'style',
  'template',
  'noscript',
  'iframe',
  'object',
  'embed',
  'svg',
  'math',
  'textarea',
  'title',
  'xmp',
  'noembed',
  'noframes',
]);

const SAFE_LINK = /^(https?:|mailto:|tel:)/i;
/**
 * Images load by themselves as the sheet opens: one from another host tells that host who read what
 * and when (a tracking pixel). Only paths of the show's own files are kept, the ones the import's
 * asset pipeline publishes (`files/…`, `/files/…`); any image with a scheme or a host is dropped.
 */
const OWN_IMAGE = /^(\.?\/)?files\//i;
const NUMERIC = /^\d{1,4}$/;

const TAG =
  /<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*(\/?)>/y;
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
const COMMENT = /<!--[\s\S]*?(?:-->|$)/y;
const DECLARATION = /<[!?][^>]*>?/y;

function escapeText(text: string): string {
  return text
    .replace(/&(?!(?:[a-zA-Z][a-zA-Z0-9]*|#\d+|#x[0-9a-fA-F]+);)/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

function escapeAttribute(value: string): string {
  return escapeText(value).replace(/"/g, '&quot;');
}

/** Decodes what a browser would decode before judging a URL, so `&#106;avascript:` is caught too. */
function decodeForCheck(value: string): string {
  return value
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16)))
    .replace(/&#(\d+);?/g, (_, digits: string) => String.fromCodePoint(Number(digits)))
    .replace(/&colon;/gi, ':')
    .replace(/&tab;|&newline;/gi, '')
    .split('')
    .filter((character) => !isControlOrSpace(character.charCodeAt(0)))
    .join('');
}

/** Browsers ignore these inside a URL scheme (`java\tscript:`), so the check must too. */
function isControlOrSpace(code: number): boolean {
  return code <= 0x20 || (code >= 0x7f && code <= 0x9f);
}

function isSafeLink(value: string): boolean {
  const decoded = decodeForCheck(value);
  // A relative URL has no scheme; anything with a scheme must be one of the allowed ones.
  const hasScheme = /^[a-z][a-z0-9+.-]*:/i.test(decoded);
  return hasScheme ? SAFE_LINK.test(decoded) : true;
}

function isOwnImage(value: string): boolean {
  const decoded = decodeForCheck(value);
  // `//host/…` and `/\host/…` (browsers read a backslash as a slash) are another host, not a path.
  if (/^[/\\]{2}/.test(decoded)) return false;
  return OWN_IMAGE.test(decoded);
}

function cleanAttributes(tag: string, source: string): string {
  const allowed = ALLOWED_TAGS[tag] ?? [];
  const kept: string[] = [];
  for (const match of source.matchAll(ATTRIBUTE)) {
    const name = (match[1] ?? '').toLowerCase();
    if (!allowed.includes(name)) continue;
    const value = match[2] ?? match[3] ?? match[4] ?? '';
    if (name === 'href' && !isSafeLink(value)) continue;
    if (name === 'src' && !isOwnImage(value)) continue;
    if (
      (name === 'width' || name === 'height' || name === 'colspan' || name === 'rowspan') &&
      !NUMERIC.test(value)
    )
      continue;
    kept.push(` ${name}="${escapeAttribute(value)}"`);
  }
  // Links leave the app: a new tab, and the opened page gets no handle on ours.
  if (tag === 'a' && kept.some((attribute) => attribute.startsWith(' href=')))
    kept.push(' target="_blank" rel="noopener noreferrer"');
  return kept.join('');
}

/** Index just past the end tag of `tag` starting the search at `from`, or the end of the input. */
function skipContent(html: string, tag: string, from: number): number {
  const close = new RegExp(`</${tag}\\s*>`, 'ig');
  close.lastIndex = from;
  const match = close.exec(html);
  return match ? match.index + match[0].length : html.length;
}

/** The safe subset of `html`: allowed tags and attributes, balanced, with all text escaped. */
export function sanitizeHtml(html: string): string {
  let out = '';
  let index = 0;
  const open: string[] = [];
  while (index < html.length) {
    const next = html.indexOf('<', index);
    if (next < 0) {
      out += escapeText(html.slice(index));
      break;
    }
    out += escapeText(html.slice(index, next));
    index = next;
    COMMENT.lastIndex = index;
    const comment = COMMENT.exec(html);
    if (comment) {
      index += comment[0].length;
      continue;
    }
    TAG.lastIndex = index;
    const tagMatch = TAG.exec(html);
    if (!tagMatch) {
      DECLARATION.lastIndex = index;
      const declaration = DECLARATION.exec(html);
      if (declaration && declaration[0].length > 1) {
        index += declaration[0].length;
        continue;
      }
      out += '&lt;';
      index += 1;
      continue;
    }
    index += tagMatch[0].length;
    const isClosing = tagMatch[1] === '/';
    const tag = (tagMatch[2] ?? '').toLowerCase();
    if (!isClosing && DROPPED_WITH_CONTENT.has(tag)) {
      index = skipContent(html, tag, index);
      continue;
    }
    if (!(tag in ALLOWED_TAGS)) continue;
    if (VOID_TAGS.has(tag)) {
      const attributes = isClosing ? '' : cleanAttributes(tag, tagMatch[3] ?? '');
      // An image whose source was dropped is dropped whole: an empty frame says nothing.
      const isEmptyImage = tag === 'img' && !attributes.includes(' src=');
      if (!isClosing && !isEmptyImage) out += `<${tag}${attributes}>`;
      continue;
    }
    if (isClosing) {
      const at = open.lastIndexOf(tag);
      if (at < 0) continue;
      // Closing an outer tag closes the ones left open inside it, as a browser would.
      while (open.length > at) out += `</${open.pop()}>`;
      continue;
    }
    open.push(tag);
    out += `<${tag}${cleanAttributes(tag, tagMatch[3] ?? '')}>`;
  }
  while (open.length > 0) out += `</${open.pop()}>`;
  return out;
}

/** Whether a value looks like HTML rather than plain text (addresses come either way). */
export function looksLikeHtml(text: string): boolean {
  return /<[a-zA-Z/][^>]*>|&[a-zA-Z#][a-zA-Z0-9]*;/.test(text);
}

/** Line ending of iCalendar and vCard files (RFC 5545 §3.1, RFC 6350 §3.2): always CRLF, whatever the platform. */
export const CRLF = '\r\n';

/** RFC 5545 §3.1: content lines longer than 75 octets are folded. */
export const MAX_LINE_OCTETS = 75;

/** UTF-8 length of a string (core targets plain ES, without TextEncoder in its type library). */
function octetsOf(text: string): number {
  let octets = 0;
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    octets += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
  }
  return octets;
}

/**
 * Folds one content line at 75 octets (RFC 5545 §3.1): each continuation starts with a space, which
 * counts in its 75. Cuts fall between code points, never inside a UTF-8 sequence, because a reader
 * that unfolds before decoding would otherwise see broken characters.
 */
export function foldContentLine(line: string): string {
  if (octetsOf(line) <= MAX_LINE_OCTETS) return line;
  const parts: string[] = [];
  let current = '';
  let currentOctets = 0;
  for (const char of line) {
    const size = octetsOf(char);
    // The first line holds 75 octets, the next ones 74 after their leading space.
    const room = parts.length === 0 ? MAX_LINE_OCTETS : MAX_LINE_OCTETS - 1;
    if (currentOctets + size > room) {
      parts.push(current);
      current = '';
      currentOctets = 0;
    }
    current += char;
    currentOctets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

/** RFC 5545 §3.3.11 TEXT escaping: backslash, semicolon, comma and line breaks. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** Joins content lines into a file: every line folded and ended with CRLF, the last one included. */
export function joinContentLines(lines: readonly string[]): string {
  return lines.map((line) => `${foldContentLine(line)}${CRLF}`).join('');
}

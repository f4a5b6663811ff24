/**
 * CSV as spreadsheets write it (RFC 4180): fields separated by commas, or by semicolons as French
 * Excel writes them (or tabs), a field in double quotes may hold separators, line breaks and doubled
 * quotes, records end with CRLF or LF. The separator is the one of the first line, outside quotes.
 */

/** The encodings a CSV is read in: UTF-8 (with or without its byte order mark), else Windows-1252. */
export type CsvEncoding = 'utf-8' | 'windows-1252';

export type CsvParse = { rows: string[][] } | { error: { row: number; message: string } };

const SEPARATORS = [',', ';', '\t'] as const;

/**
 * The text of a CSV file. UTF-8 is read as is (its byte order mark dropped); bytes that are not valid
 * UTF-8 are read as Windows-1252, what Excel for Windows writes in "CSV (separator: semicolon)", so
 * that `Société` arrives whole rather than as a replacement character.
 */
export function decodeCsvBytes(bytes: Uint8Array): { text: string; encoding: CsvEncoding } {
  const utf8 = decodeUtf8Strictly(bytes);
  if (utf8 !== undefined) return { text: utf8.replace(/^\uFEFF/, ''), encoding: 'utf-8' };
  return { text: decodeWindows1252(bytes), encoding: 'windows-1252' };
}

/** The code point of a UTF-8 sequence at `index`, and its length; undefined when it is not valid UTF-8. */
function utf8At(bytes: Uint8Array, index: number): { codePoint: number; length: number } | undefined {
  const first = bytes[index] ?? 0;
  if (first < 0x80) return { codePoint: first, length: 1 };
  const length =
    first >= 0xc2 && first <= 0xdf
      ? 2
      : first >= 0xe0 && first <= 0xef
        ? 3
        : first >= 0xf0 && first <= 0xf4
          ? 4
          : 0;
  if (length === 0 || index + length > bytes.length) return undefined;
  let codePoint = first & (0xff >> (length + 1));
  for (let offset = 1; offset < length; offset++) {
    const next = bytes[index + offset] ?? 0;
    if ((next & 0xc0) !== 0x80) return undefined;
    codePoint = (codePoint << 6) | (next & 0x3f);
  }
  // Overlong forms, UTF-16 surrogates and code points past U+10FFFF are not UTF-8.
  const smallest = [0, 0, 0x80, 0x800, 0x10000][length] ?? 0;
  if (codePoint < smallest || codePoint > 0x10ffff || (codePoint >= 0xd800 && codePoint <= 0xdfff))
    return undefined;
  return { codePoint, length };
}

/** The text of UTF-8 bytes, or undefined at the first byte that is not valid UTF-8. */
function decodeUtf8Strictly(bytes: Uint8Array): string | undefined {
  const parts: string[] = [];
  let codePoints: number[] = [];
  let index = 0;
  while (index < bytes.length) {
    const next = utf8At(bytes, index);
    if (next === undefined) return undefined;
    codePoints.push(next.codePoint);
    index += next.length;
    if (codePoints.length === 8192) {
      parts.push(String.fromCodePoint(...codePoints));
      codePoints = [];
    }
  }
  parts.push(String.fromCodePoint(...codePoints));
  return parts.join('');
}

/**
 * Windows-1252's bytes 0x80 to 0x9F (€, ‘ ’ “ ”, –, —, œ, Ÿ…); every other byte is its Latin-1 code
 * point. Written out because not every runtime's TextDecoder knows it (Node's small-ICU builds decode
 * it as Latin-1, turning € into a control character).
 */
const WINDOWS_1252_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';

function decodeWindows1252(bytes: Uint8Array): string {
  const characters: string[] = [];
  for (const byte of bytes) {
    characters.push(
      byte >= 0x80 && byte <= 0x9f ? (WINDOWS_1252_HIGH[byte - 0x80] ?? '') : String.fromCharCode(byte),
    );
  }
  return characters.join('');
}

/** The separator of the first line: the one of `, ; tab` met most often outside quotes. */
export function csvSeparatorOf(text: string): string {
  const counts = new Map<string, number>(SEPARATORS.map((separator) => [separator, 0]));
  let isQuoted = false;
  for (const character of text) {
    if (character === '"') isQuoted = !isQuoted;
    else if (!isQuoted && (character === '\n' || character === '\r')) break;
    else if (!isQuoted && counts.has(character)) counts.set(character, (counts.get(character) ?? 0) + 1);
  }
  let best: string = ',';
  for (const separator of SEPARATORS) {
    if ((counts.get(separator) ?? 0) > (counts.get(best) ?? 0)) best = separator;
  }
  return best;
}

/**
 * The records of a CSV text, each a list of fields. An empty line is kept as a record of one empty
 * field, so that record n is the spreadsheet's row n (a header on row 1). A quote left open is an
 * error naming the row it opens on.
 */
export function parseCsv(text: string, separator = csvSeparatorOf(text)): CsvParse {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let isQuoted = false;
  let quotedFrom = 0;
  let index = 0;
  const endRecord = () => {
    row.push(field);
    rows.push(row);
    row = [];
    field = '';
  };
  while (index < text.length) {
    const character = text[index];
    if (isQuoted) {
      if (character === '"' && text[index + 1] === '"') {
        field += '"';
        index += 2;
        continue;
      }
      if (character === '"') isQuoted = false;
      else field += character;
      index += 1;
      continue;
    }
    if (character === '"' && field.trim() === '') {
      // A field's opening quote may follow spaces, which are then not part of it.
      field = '';
      isQuoted = true;
      quotedFrom = rows.length + 1;
    } else if (character === separator) {
      row.push(field);
      field = '';
    } else if (character === '\r' || character === '\n') {
      endRecord();
      if (character === '\r' && text[index + 1] === '\n') index += 1;
    } else {
      field += character;
    }
    index += 1;
  }
  if (isQuoted) {
    return { error: { row: quotedFrom, message: 'a quoted field is not closed (a " is missing)' } };
  }
  if (field !== '' || row.length > 0) endRecord();
  return { rows };
}

import { z } from 'zod';
import { PEOPLE_CSV_CELL_MAX_CHARS, PEOPLE_IMPORT_MAX_ROWS } from '../constants/spec-constants.js';

/**
 * The participants CSV the console imports (docs/console.md, "People"): what a registration tool or
 * a spreadsheet exports, in English or French, comma or semicolon separated, with or without a BOM.
 * Pure: the back office runs it for the dry run and again for the apply.
 */

export const PEOPLE_CSV_COLUMNS = [
  'email',
  'firstName',
  'lastName',
  'company',
  'role',
  'profile',
  'visible',
  'contactable',
] as const;
export type PeopleCsvColumn = (typeof PEOPLE_CSV_COLUMNS)[number];

/** Header names per column, as `headerKey` leaves them (lower case, no accents, letters and digits). */
const HEADER_NAMES: Readonly<Record<PeopleCsvColumn, readonly string[]>> = {
  email: ['email', 'mail', 'courriel', 'emailaddress', 'adresseemail', 'adressemail', 'adressecourriel'],
  firstName: ['firstname', 'givenname', 'prenom'],
  lastName: ['lastname', 'surname', 'familyname', 'name', 'nom', 'nomdefamille'],
  company: ['company', 'organisation', 'organization', 'societe', 'entreprise', 'organisme'],
  role: ['role', 'jobtitle', 'position', 'fonction', 'poste'],
  profile: ['profile', 'profil'],
  visible: ['visible', 'visibleinthedirectory', 'directory', 'annuaire', 'visibledanslannuaire'],
  contactable: ['contactable', 'joignable'],
};

function headerKey(header: string): string {
  return header
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

/** The column a header names, or undefined for a column the import does not read. */
export function peopleCsvHeaderColumn(header: string): PeopleCsvColumn | undefined {
  const key = headerKey(header);
  return PEOPLE_CSV_COLUMNS.find((column) => HEADER_NAMES[column].includes(key));
}

/** One participant as a row gives it; a text left empty, or a yes/no left empty, is not given. */
export interface PeopleCsvRow {
  /** The line of the file the row starts on (the header is line 1), or a spreadsheet's row number. */
  line: number;
  /** Lower-cased: the key an import matches existing accounts by. */
  email: string;
  firstName?: string;
  lastName?: string;
  company?: string;
  role?: string;
  profile?: string;
  visible?: boolean;
  contactable?: boolean;
}

export const PEOPLE_CSV_ERROR_CODES = [
  'missingEmail',
  'invalidEmail',
  'duplicateEmail',
  'invalidBoolean',
  'unknownProfile',
  'tooLong',
  'extraCells',
] as const;
export type PeopleCsvErrorCode = (typeof PEOPLE_CSV_ERROR_CODES)[number];

/** A bad cell: its line, its column's header as written in the file (null: past the last column). */
export interface PeopleCsvError {
  line: number;
  column: string | null;
  code: PeopleCsvErrorCode;
  value: string;
}

export type PeopleCsvFileError = 'empty' | 'noEmailColumn' | 'unclosedQuote' | 'tooManyRows';

export type PeopleCsvResult =
  | {
      ok: true;
      /** A CSV's separator (a spreadsheet has none). */
      separator?: ',' | ';';
      /** Headers of the columns no participant field reads. */
      ignoredColumns: string[];
      rows: PeopleCsvRow[];
      errors: PeopleCsvError[];
    }
  | { ok: false; error: PeopleCsvFileError; line?: number };

export interface PeopleCsvOptions {
  /** The codes of the profile list: a profile cell must be one of them. Absent: every code is accepted. */
  profiles?: readonly string[];
}

const TRUE_WORDS = new Set(['yes', 'y', 'true', '1', 'x', 'oui', 'o', 'vrai']);
const FALSE_WORDS = new Set(['no', 'n', 'false', '0', 'non', 'faux']);
const emailSchema = z.email();

interface Record_ {
  line: number;
  cells: string[];
}

/** The separator of the header line: the one of ';' and ',' it holds more of outside quotes. */
function separatorOf(text: string): ',' | ';' {
  let commas = 0;
  let semicolons = 0;
  let isQuoted = false;
  for (const char of text) {
    if (char === '"') isQuoted = !isQuoted;
    else if (!isQuoted && (char === '\n' || char === '\r')) break;
    else if (!isQuoted && char === ',') commas++;
    else if (!isQuoted && char === ';') semicolons++;
  }
  return semicolons > commas ? ';' : ',';
}

/** RFC 4180 records: quoted cells may hold separators, doubled quotes and line breaks. */
function readRecords(text: string, separator: string): Record_[] | { unclosedAt: number } {
  const records: Record_[] = [];
  let cells: string[] = [];
  let cell = '';
  let isQuoted = false;
  let line = 1;
  let recordLine = 1;
  let quoteLine = 1;
  for (let index = 0; index < text.length; index++) {
    const char = text.charAt(index);
    if (isQuoted) {
      if (char === '"' && text.charAt(index + 1) === '"') {
        cell += '"';
        index++;
      } else if (char === '"') isQuoted = false;
      else {
        if (char === '\n') line++;
        cell += char;
      }
    } else if (char === '"') {
      isQuoted = true;
      quoteLine = line;
    } else if (char === separator) {
      cells.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text.charAt(index + 1) === '\n') index++;
      cells.push(cell);
      records.push({ line: recordLine, cells });
      cells = [];
      cell = '';
      line++;
      recordLine = line;
    } else cell += char;
  }
  if (isQuoted) return { unclosedAt: quoteLine };
  if (cell !== '' || cells.length > 0) {
    cells.push(cell);
    records.push({ line: recordLine, cells });
  }
  return records.filter((record) => record.cells.some((value) => value.trim() !== ''));
}

type TextColumn = 'firstName' | 'lastName' | 'company' | 'role' | 'profile';
const TEXT_COLUMNS: readonly TextColumn[] = ['firstName', 'lastName', 'company', 'role', 'profile'];

/**
 * Reads a participants CSV. A file it cannot read at all is refused whole; otherwise every row is
 * either a participant or errors naming its line and column, so the console can show both.
 */
export function parsePeopleCsv(input: string, options: PeopleCsvOptions = {}): PeopleCsvResult {
  const text = input.startsWith('\uFEFF') ? input.slice(1) : input;
  const separator = separatorOf(text);
  const records = readRecords(text, separator);
  if (!Array.isArray(records)) return { ok: false, error: 'unclosedQuote', line: records.unclosedAt };
  const result = readPeopleRecords(records, options, separator);
  return result.ok ? { ...result, separator } : result;
}

/**
 * Reads the participants of a spreadsheet's sheet (an XLSX workbook's first sheet, as the back office
 * reads it): one array of cell texts per row, in the sheet's order. Rows are numbered as the
 * spreadsheet numbers them (its first row is 1), empty rows skipped; the first row that is not empty
 * is the header. The same columns and checks as a CSV.
 */
export function readPeopleTable(
  table: readonly (readonly string[])[],
  options: PeopleCsvOptions = {},
): PeopleCsvResult {
  const records = table
    .map((cells, index) => ({ line: index + 1, cells: [...cells] }))
    .filter((record) => record.cells.some((value) => value.trim() !== ''));
  return readPeopleRecords(records, options, ', ');
}

function readPeopleRecords(
  records: readonly Record_[],
  options: PeopleCsvOptions,
  separator: string,
): PeopleCsvResult {
  const [header, ...body] = records;
  if (header === undefined) return { ok: false, error: 'empty' };
  if (body.length > PEOPLE_IMPORT_MAX_ROWS) return { ok: false, error: 'tooManyRows' };
  const headers = header.cells.map((cell) => cell.trim());
  const columnAt = headers.map(peopleCsvHeaderColumn);
  const indexOf = (column: PeopleCsvColumn) => columnAt.indexOf(column);
  if (indexOf('email') < 0) return { ok: false, error: 'noEmailColumn' };
  const ignoredColumns = headers.filter((name, index) => columnAt[index] === undefined && name !== '');

  const rows: PeopleCsvRow[] = [];
  const errors: PeopleCsvError[] = [];
  const seen = new Set<string>();
  for (const record of body) {
    const rowErrors: PeopleCsvError[] = [];
    const fail = (column: PeopleCsvColumn | null, code: PeopleCsvErrorCode, value: string) => {
      const index = column === null ? -1 : indexOf(column);
      rowErrors.push({ line: record.line, column: index < 0 ? null : (headers[index] ?? null), code, value });
    };
    const cellOf = (column: PeopleCsvColumn) => {
      const index = indexOf(column);
      return index < 0 ? '' : (record.cells[index] ?? '').trim();
    };
    const email = cellOf('email').toLowerCase();
    if (email === '') fail('email', 'missingEmail', '');
    else if (!emailSchema.safeParse(email).success) fail('email', 'invalidEmail', cellOf('email'));
    else if (seen.has(email)) fail('email', 'duplicateEmail', email);
    const row: PeopleCsvRow = { line: record.line, email };
    for (const column of TEXT_COLUMNS) {
      const value = cellOf(column);
      if (value === '') continue;
      if (value.length > PEOPLE_CSV_CELL_MAX_CHARS) fail(column, 'tooLong', value);
      else if (column === 'profile' && options.profiles && !options.profiles.includes(value))
        fail(column, 'unknownProfile', value);
      else row[column] = value;
    }
    for (const column of ['visible', 'contactable'] as const) {
      const value = cellOf(column);
      const word = value.toLowerCase();
      if (word === '') continue;
      if (TRUE_WORDS.has(word)) row[column] = true;
      else if (FALSE_WORDS.has(word)) row[column] = false;
      else fail(column, 'invalidBoolean', value);
    }
    const extra = record.cells.slice(headers.length).filter((value) => value.trim() !== '');
    if (extra.length > 0) fail(null, 'extraCells', extra.join(separator));
    if (rowErrors.length > 0) errors.push(...rowErrors);
    else {
      seen.add(email);
      rows.push(row);
    }
  }
  return { ok: true, ignoredColumns, rows, errors };
}

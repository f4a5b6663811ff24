import { z } from 'zod';
import {
  EXHIBITOR_COLUMNS,
  type ExhibitorColumn,
  type ExhibitorHeader,
  headerKey,
  readExhibitorHeader,
} from './exhibitor-list-columns.js';

/** The most exhibitor rows one list is read with (dataset W, the largest show planned, has 8,000). */
export const EXHIBITOR_LIST_MAX_ROWS = 20_000;
/** The most categories one exhibitor is filed under. */
export const EXHIBITOR_LIST_MAX_CATEGORIES = 20;
/** The source an exhibitor list's items are stored under: a new list replaces what the last one brought. */
export const EXHIBITOR_LIST_SOURCE = 'exhibitor-list';
/** The prefix of the original id of an exhibitor given without an id: `name:` and its normalised name. */
export const EXHIBITOR_NAME_ID_PREFIX = 'name:';

/** One exhibitor of a list, read and checked. */
export interface ExhibitorRow {
  /** Its row in the spreadsheet (the header is a row too). */
  row: number;
  /** The id column's text, else `name:` and the normalised name: the key a new upload updates. */
  originalId: string;
  name: string;
  stands: string[];
  /** Each category as its path from the top of the tree (`Industry > Robots`: two levels). */
  categories: string[][];
  description?: string | undefined;
  website?: string | undefined;
  email?: string | undefined;
  phone?: string | undefined;
  country?: string | undefined;
  address?: string | undefined;
  postalCode?: string | undefined;
  city?: string | undefined;
  logo?: string | undefined;
}

/** A row left out: its problems, each naming the column, and its exhibitor's key when that was readable. */
export interface ExhibitorRowError {
  row: number;
  originalId?: string;
  problems: Array<{ column: string; message: string }>;
}

export type ExhibitorTable =
  | { rows: ExhibitorRow[]; badRows: ExhibitorRowError[]; ignoredColumns: string[] }
  | { error: { row: number; message: string } };

/** `row 14, column Email: not an e-mail address; column Website: not a web address`. */
export function exhibitorRowErrorText(error: ExhibitorRowError): string {
  return `row ${error.row}, ${error.problems.map((problem) => `column ${problem.column}: ${problem.message}`).join('; ')}`;
}

/** The key of an exhibitor without an id: its name, accents, case and punctuation aside. */
export function exhibitorIdOfName(name: string): string {
  return `${EXHIBITOR_NAME_ID_PREFIX}${headerKey(name).replace(/ /g, '-')}`;
}

const blankToUndefined = (text: string) => (text === '' ? undefined : text);

function optionalText(max: number) {
  return z
    .string()
    .trim()
    .max(max, { error: `is longer than ${max} characters` })
    .transform(blankToUndefined);
}

/** A web address, `https://` added when the cell starts with the host (`www.acme.fr`). */
const webAddress = z
  .string()
  .trim()
  .transform((text) => (text === '' || /^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`))
  .transform(blankToUndefined)
  .pipe(
    z
      .url({ protocol: /^https?$/, hostname: z.regexes.domain, error: 'is not a web address' })
      .max(2000, { error: 'is longer than 2000 characters' })
      .optional(),
  );

const PHONE = /^\+?[\d\s().\-/]+$/;

/** One row's cells by column, checked; issues name the column by its key. */
const exhibitorCellsSchema = z.object({
  id: optionalText(100),
  name: z
    .string()
    .trim()
    .min(1, { error: 'is empty: every exhibitor needs a name' })
    .max(200, { error: 'is longer than 200 characters' })
    .refine((name) => name === '' || headerKey(name) !== '', { error: 'has no letter or digit' }),
  stand: optionalText(200),
  description: optionalText(20_000),
  website: webAddress,
  email: z
    .string()
    .trim()
    .transform(blankToUndefined)
    .pipe(z.email({ error: 'is not an e-mail address' }).optional()),
  phone: optionalText(40).refine(
    (phone) => phone === undefined || (PHONE.test(phone) && (phone.match(/\d/g)?.length ?? 0) >= 6),
    { error: 'is not a phone number' },
  ),
  category: optionalText(2000),
  country: optionalText(100),
  address: optionalText(300),
  postalCode: optionalText(20),
  city: optionalText(100),
  logo: webAddress,
});

/** `A; B | Industry > Robots`: the categories of a cell, each as its path in the tree. */
function categoryPaths(cell: string | undefined): string[][] | string {
  if (cell === undefined) return [];
  const paths = cell
    .split(/[;|]/)
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .map((part) => part.split('>').map((segment) => segment.trim()));
  if (paths.some((path) => path.some((segment) => segment === ''))) {
    return 'has an empty category name (around a ">")';
  }
  if (paths.length > EXHIBITOR_LIST_MAX_CATEGORIES) {
    return `names ${paths.length} categories: at most ${EXHIBITOR_LIST_MAX_CATEGORIES}`;
  }
  return paths;
}

function isExhibitorColumn(key: string): key is ExhibitorColumn {
  return (EXHIBITOR_COLUMNS as readonly string[]).includes(key);
}

/** The exhibitor's key from its raw id and name cells, if they make one. */
function keyOfCells(id: string, name: string): string | undefined {
  const trimmedId = id.trim();
  if (trimmedId !== '') return trimmedId.length <= 100 ? trimmedId : undefined;
  return headerKey(name) === '' ? undefined : exhibitorIdOfName(name);
}

function cellsOf(cells: readonly string[], header: ExhibitorHeader): Record<ExhibitorColumn, string> {
  const value = (column: ExhibitorColumn) => {
    const place = header[column];
    return place === undefined ? '' : (cells[place.index] ?? '');
  };
  return {
    id: value('id'),
    name: value('name'),
    stand: value('stand'),
    description: value('description'),
    website: value('website'),
    email: value('email'),
    phone: value('phone'),
    category: value('category'),
    country: value('country'),
    address: value('address'),
    postalCode: value('postalCode'),
    city: value('city'),
    logo: value('logo'),
  };
}

/**
 * Reads an exhibitor list from its table (the CSV's records or the first sheet's rows, as texts).
 * The first row that is not empty is the header; empty rows are skipped, and every row keeps its
 * spreadsheet number. Each row is checked on its own: a row with a problem is left out and reported,
 * naming its row and column; two rows of one exhibitor (same id, or same name without ids) leave the
 * second out. A header without a Name column, or more than EXHIBITOR_LIST_MAX_ROWS rows, is an error
 * of the whole file.
 */
export function readExhibitorTable(table: readonly (readonly string[])[]): ExhibitorTable {
  const isBlank = (cells: readonly string[]) => cells.every((cell) => cell.trim() === '');
  const headerIndex = table.findIndex((cells) => !isBlank(cells));
  if (headerIndex < 0)
    return { error: { row: 1, message: 'the file is empty: no header row, no exhibitor' } };
  const reading = readExhibitorHeader(table[headerIndex] ?? []);
  if ('error' in reading) return { error: { row: headerIndex + 1, message: reading.error } };
  const { header } = reading;
  const dataRows = table
    .map((cells, index) => ({ cells, row: index + 1 }))
    .slice(headerIndex + 1)
    .filter(({ cells }) => !isBlank(cells));
  if (dataRows.length > EXHIBITOR_LIST_MAX_ROWS) {
    return {
      error: {
        row: dataRows[EXHIBITOR_LIST_MAX_ROWS]?.row ?? 0,
        message: `the list has ${dataRows.length} exhibitor rows: at most ${EXHIBITOR_LIST_MAX_ROWS} are read at once`,
      },
    };
  }
  const headerOf = (column: ExhibitorColumn) => header[column]?.header ?? column;
  const rows: ExhibitorRow[] = [];
  const badRows: ExhibitorRowError[] = [];
  const firstRowOf = new Map<string, number>();
  for (const { cells, row } of dataRows) {
    const raw = cellsOf(cells, header);
    const parsed = exhibitorCellsSchema.safeParse(raw);
    const problems: ExhibitorRowError['problems'] = [];
    if (!parsed.success) {
      // In the file's order of columns, as the organiser reads the row.
      const columnIndex = (key: PropertyKey | undefined) =>
        typeof key === 'string' && isExhibitorColumn(key) ? (header[key]?.index ?? 0) : 0;
      const issues = [...parsed.error.issues].sort((a, b) => columnIndex(a.path[0]) - columnIndex(b.path[0]));
      for (const issue of issues) {
        const column = issue.path[0];
        const name = typeof column === 'string' && isExhibitorColumn(column) ? headerOf(column) : '?';
        problems.push({ column: name, message: issue.message });
      }
    }
    const categories = categoryPaths(parsed.success ? parsed.data.category : undefined);
    if (typeof categories === 'string') problems.push({ column: headerOf('category'), message: categories });
    // The key is read from the raw cells, so that a row left out for another column still names
    // its exhibitor (which then stays as it is).
    const originalId = keyOfCells(raw.id, raw.name);
    const first = originalId === undefined ? undefined : firstRowOf.get(originalId);
    if (first !== undefined) {
      problems.push({
        column: raw.id.trim() === '' ? headerOf('name') : headerOf('id'),
        message: `the same exhibitor as row ${first}`,
      });
    }
    if (originalId !== undefined && first === undefined) firstRowOf.set(originalId, row);
    if (
      !parsed.success ||
      originalId === undefined ||
      typeof categories === 'string' ||
      problems.length > 0
    ) {
      const error: ExhibitorRowError = { row, problems };
      if (originalId !== undefined && first === undefined) error.originalId = originalId;
      badRows.push(error);
      continue;
    }
    const data = parsed.data;
    const { id: _id, stand, category: _category, ...texts } = data;
    rows.push({
      row,
      originalId,
      ...texts,
      stands: (stand ?? '')
        .split(/[,;|]/)
        .map((code) => code.trim())
        .filter((code) => code !== ''),
      categories,
    });
  }
  return { rows, badRows, ignoredColumns: reading.ignored };
}

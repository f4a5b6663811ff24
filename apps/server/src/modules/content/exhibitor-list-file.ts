import { readFile } from 'node:fs/promises';
import {
  decodeCsvBytes,
  type ExhibitorRow,
  type ExhibitorRowError,
  exhibitorRowErrorText,
  parseCsv,
  readExhibitorTable,
} from '@showfloor/core';
import { ImportFileError } from '../import/index.js';

export const EXHIBITOR_LIST_FORMATS = ['exhibitors-csv', 'exhibitors-xlsx'] as const;
export type ExhibitorListFormat = (typeof EXHIBITOR_LIST_FORMATS)[number];

/** An exhibitor list read: its good rows, the rows left out, and what else the organiser should know. */
export interface ExhibitorListResult {
  file: string;
  format: ExhibitorListFormat;
  rows: ExhibitorRow[];
  badRows: ExhibitorRowError[];
  warnings: string[];
}

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/** An XLSX workbook: a zip whose entries name the workbook part (entry names are stored as plain text). */
export function isXlsx(bytes: Buffer): boolean {
  return bytes.subarray(0, 4).equals(ZIP_MAGIC) && bytes.includes('xl/workbook.xml');
}

/**
 * Text that is neither XML nor JSON: a CSV, by elimination. Binary files (a NUL byte early on) and
 * zips are not taken for one, so that they keep their own error.
 */
export function looksLikeCsv(bytes: Buffer): boolean {
  if (bytes.byteLength === 0 || bytes.subarray(0, 4).equals(ZIP_MAGIC)) return false;
  if (bytes.subarray(0, 4096).includes(0)) return false;
  const start = decodeCsvBytes(bytes.subarray(0, 64)).text.trimStart()[0];
  return start !== undefined && start !== '<' && start !== '{' && start !== '[';
}

/** A cell as the list reads it: text as written, numbers in their shortest form, dates as ISO days. */
function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return String(value);
}

/**
 * The first sheet of an XLSX workbook as rows of cell texts, in the sheet's order (empty rows kept,
 * so that an index is the spreadsheet's row number less one). Throws ImportFileError naming `file`.
 */
export async function readXlsxSheet(bytes: Buffer, file: string): Promise<string[][]> {
  try {
    // Loaded when a workbook is read: every `showfloor` command and server start loads this module.
    const { readSheet } = await import('read-excel-file/node');
    const rows = await readSheet(bytes);
    return rows.map((row) => row.map(cellText));
  } catch (error) {
    throw new ImportFileError(
      file,
      `the workbook cannot be read (${error instanceof Error ? error.message : String(error)}): save it again as .xlsx`,
    );
  }
}

/**
 * Reads an exhibitor list, CSV or XLSX (its first sheet), with core's readExhibitorTable. Throws
 * ImportFileError when the file cannot be read as a list at all: a quote never closed, a header
 * without a Name column, too many rows. Rows with a problem are not an error of the file: they come
 * back as bad rows, each naming its row and column.
 */
export async function readExhibitorListFile(file: string): Promise<ExhibitorListResult> {
  const bytes = await readFile(file);
  const warnings: string[] = [];
  let format: ExhibitorListFormat;
  let table: string[][];
  if (isXlsx(bytes)) {
    format = 'exhibitors-xlsx';
    table = await readXlsxSheet(bytes, file);
  } else {
    format = 'exhibitors-csv';
    const { text, encoding } = decodeCsvBytes(bytes);
    if (encoding === 'windows-1252') {
      warnings.push(
        `${file}: not UTF-8, read as Windows-1252 (Excel's "CSV" on Windows); save as "CSV UTF-8" to be sure of the accents`,
      );
    }
    const parsed = parseCsv(text);
    if ('error' in parsed) throw new ImportFileError(file, parsed.error.message, `row ${parsed.error.row}`);
    table = parsed.rows;
  }
  const read = readExhibitorTable(table);
  if ('error' in read) throw new ImportFileError(file, read.error.message, `row ${read.error.row}`);
  if (read.ignoredColumns.length > 0) {
    warnings.push(
      `${file}: columns not read: ${read.ignoredColumns.map((column) => `"${column}"`).join(', ')}`,
    );
  }
  for (const bad of read.badRows) warnings.push(`${file}: ${exhibitorRowErrorText(bad)} (row left out)`);
  return { file, format, rows: read.rows, badRows: read.badRows, warnings };
}

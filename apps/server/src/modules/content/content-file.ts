import { readFile } from 'node:fs/promises';
import { type ContentKind, exhibitorRowErrorText } from '@showfloor/core';
import { type ImportResult, readImportFile } from '../import/index.js';
import {
  isVenueFile,
  readVenueFile,
  type VenueImportResult,
  venueImportReport,
} from '../venue-import/index.js';
import {
  type ExhibitorListResult,
  isXlsx,
  looksLikeCsv,
  readExhibitorListFile,
} from './exhibitor-list-file.js';

/** A file read for an import: a schedule or catalog, an indoor venue, or an exhibitor list. */
export type ContentFile =
  | { kind: 'venue'; result: VenueImportResult }
  | { kind: 'exhibitors'; result: ExhibitorListResult }
  | { kind: Exclude<ContentKind, 'venue' | 'exhibitors'>; result: ImportResult };

/** The first bytes of a file, or none when it cannot be read (a folder: a venue; missing: the importer says so). */
async function bytesOf(file: string): Promise<Buffer> {
  try {
    return await readFile(file);
  } catch {
    return Buffer.alloc(0);
  }
}

/**
 * Reads one file to import, recognised from its content (an exhibitor list: an XLSX workbook, or
 * text that is neither XML nor JSON, a CSV; a venue: a zip or folder, GeoJSON, venue JSON; else a
 * schedule or a catalog: see readImportFile). Throws ImportFileError when it cannot be imported at all.
 */
export async function readContentFile(file: string): Promise<ContentFile> {
  const bytes = await bytesOf(file);
  if (isXlsx(bytes) || looksLikeCsv(bytes)) {
    return { kind: 'exhibitors', result: await readExhibitorListFile(file) };
  }
  if (await isVenueFile(file)) return { kind: 'venue', result: await readVenueFile(file) };
  const result = await readImportFile(file);
  return { kind: result.format === 'showfloor-catalog' ? 'catalog' : 'schedule', result };
}

/** The importer's summary line of a file and its warnings, as `showfloor import` prints them. */
export function contentFileReport(content: ContentFile): { summary: string; warnings: string[] } {
  if (content.kind === 'venue') return venueImportReport(content.result);
  if (content.kind === 'exhibitors') {
    const { result } = content;
    const kind = result.format === 'exhibitors-xlsx' ? 'XLSX' : 'CSV';
    const count = result.badRows.length;
    const left = count === 0 ? '' : `, ${count} ${count === 1 ? 'row' : 'rows'} left out`;
    return {
      summary: `${result.file}: exhibitor list (${kind}), ${result.rows.length} exhibitors${left}`,
      warnings: result.warnings,
    };
  }
  const { result } = content;
  const source = result.source === undefined ? '' : `, the whole programme of ${result.source}`;
  return {
    summary: `${result.file}: ${result.format}, ${result.items.length} items${source}${result.config ? ', show configuration' : ''}`,
    warnings: result.warnings,
  };
}

/**
 * The warnings that say a row of the file is left out (an event without a key or a valid date, a
 * duplicate, a person without a name): the console applies such a file only when the organiser
 * chooses to skip them.
 */
export function badRowsOf(warnings: readonly string[]): string[] {
  return warnings.filter((warning) => /(\bskipped|\bleft out)\b/.test(warning));
}

/** The rows a file leaves out, as the console lists them: an exhibitor list's by row and column. */
export function badRowsOfContent(content: ContentFile, warnings: readonly string[]): string[] {
  if (content.kind === 'exhibitors') return content.result.badRows.map(exhibitorRowErrorText);
  return badRowsOf(warnings);
}

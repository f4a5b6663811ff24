import type { ContentKind } from '@showfloor/core';
import { type ImportResult, readImportFile } from '../import/index.js';
import {
  isVenueFile,
  readVenueFile,
  type VenueImportResult,
  venueImportReport,
} from '../venue-import/index.js';

/** A file read for an import: a schedule or catalog, or an indoor venue. */
export type ContentFile =
  | { kind: 'venue'; result: VenueImportResult }
  | { kind: Exclude<ContentKind, 'venue'>; result: ImportResult };

/**
 * Reads one file to import, recognised from its content (a venue: a zip or folder, GeoJSON, venue
 * JSON; else a schedule or a catalog: see readImportFile). Throws ImportFileError when it cannot be
 * imported at all.
 */
export async function readContentFile(file: string): Promise<ContentFile> {
  if (await isVenueFile(file)) return { kind: 'venue', result: await readVenueFile(file) };
  const result = await readImportFile(file);
  return { kind: result.format === 'showfloor-catalog' ? 'catalog' : 'schedule', result };
}

/** The importer's summary line of a file and its warnings, as `showfloor import` prints them. */
export function contentFileReport(content: ContentFile): { summary: string; warnings: string[] } {
  if (content.kind === 'venue') return venueImportReport(content.result);
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

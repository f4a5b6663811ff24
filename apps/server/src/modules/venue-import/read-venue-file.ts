import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { ImportFileError } from '../import/import-file-error.js';
import { parseImdfArchive } from './imdf-venue.js';
import { parseOsmIndoorGeoJson } from './osm-indoor-venue.js';
import type { VenueImportResult } from './venue-import-result.js';

function reasonOf(error: unknown): string {
  const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
  if (code === 'ENOENT') return 'file not found';
  if (code === 'EACCES') return 'permission denied';
  return `the file cannot be read (${error instanceof Error ? error.message : String(error)})`;
}

/**
 * Reads an indoor venue: a folder is an IMDF archive (its `*.geojson` files), a file is an OSM
 * Simple Indoor Tagging GeoJSON export. Throws ImportFileError naming the path when nothing can be
 * read; everything short of that becomes a warning of the result.
 */
export async function readVenueFile(filePath: string): Promise<VenueImportResult> {
  let isFolder: boolean;
  try {
    isFolder = (await stat(filePath)).isDirectory();
  } catch (error) {
    throw new ImportFileError(filePath, reasonOf(error));
  }
  if (!isFolder) {
    let text: string;
    try {
      text = await readFile(filePath, 'utf8');
    } catch (error) {
      throw new ImportFileError(filePath, reasonOf(error));
    }
    return parseOsmIndoorGeoJson(text, filePath);
  }
  const names = (await readdir(filePath)).filter((name) => /\.(geo)?json$/i.test(name));
  if (names.length === 0)
    throw new ImportFileError(filePath, 'the folder holds no .geojson file: not an IMDF archive');
  const files = new Map<string, string>();
  for (const name of names) {
    try {
      files.set(name, await readFile(path.join(filePath, name), 'utf8'));
    } catch (error) {
      throw new ImportFileError(path.join(filePath, name), reasonOf(error));
    }
  }
  return parseImdfArchive(files, filePath);
}

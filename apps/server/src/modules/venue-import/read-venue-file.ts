import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { ImportFileError } from '../import/index.js';
import { parseImdfArchive } from './imdf-venue.js';
import { imdfFilesOfZip, isZip } from './imdf-zip.js';
import { parseOsmIndoorGeoJson } from './osm-indoor-venue.js';
import type { VenueImportResult } from './venue-import-result.js';
import { isVenueModelJson, parseVenueModelJson } from './venue-model-json.js';

function reasonOf(error: unknown): string {
  const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
  if (code === 'ENOENT') return 'file not found';
  if (code === 'EACCES') return 'permission denied';
  return `the file cannot be read (${error instanceof Error ? error.message : String(error)})`;
}

/** Parses JSON text, or undefined when it is not JSON (the format's own parser words that error). */
function parsedJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * Reads an indoor venue: a folder or a zip is an IMDF archive (its `*.geojson` files); a JSON file
 * is the project's own venue (a `VenueModel`) or else an OSM Simple Indoor Tagging GeoJSON export.
 * Throws ImportFileError naming the path when nothing can be read; everything short of that
 * becomes a warning of the result.
 */
export async function readVenueFile(filePath: string): Promise<VenueImportResult> {
  let isFolder: boolean;
  try {
    isFolder = (await stat(filePath)).isDirectory();
  } catch (error) {
    throw new ImportFileError(filePath, reasonOf(error));
  }
  if (isFolder) return parseImdfArchive(await imdfFilesOfFolder(filePath), filePath);
  let bytes: Buffer;
  try {
    bytes = await readFile(filePath);
  } catch (error) {
    throw new ImportFileError(filePath, reasonOf(error));
  }
  if (isZip(bytes)) return parseImdfArchive(imdfFilesOfZip(bytes, filePath), filePath);
  const text = bytes.toString('utf8').replace(/^\uFEFF/, '');
  const value = parsedJson(text);
  if (isVenueModelJson(value)) return parseVenueModelJson(value, filePath);
  return parseOsmIndoorGeoJson(text, filePath);
}

async function imdfFilesOfFolder(folder: string): Promise<Map<string, string>> {
  const names = (await readdir(folder)).filter((name) => /\.(geo)?json$/i.test(name));
  if (names.length === 0)
    throw new ImportFileError(folder, 'the folder holds no .geojson file: not an IMDF archive');
  const files = new Map<string, string>();
  for (const name of names) {
    try {
      files.set(name, await readFile(path.join(folder, name), 'utf8'));
    } catch (error) {
      throw new ImportFileError(path.join(folder, name), reasonOf(error));
    }
  }
  return files;
}

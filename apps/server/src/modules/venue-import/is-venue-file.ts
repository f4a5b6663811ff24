import { readFile, stat } from 'node:fs/promises';
import { recordOf } from '../import/index.js';
import { isZip } from './imdf-zip.js';
import { isVenueModelJson } from './venue-model-json.js';

/**
 * Whether a path given to `showfloor import` is an indoor venue rather than a catalog or schedule
 * file, from its content: a folder or a zip (IMDF), a GeoJSON FeatureCollection (OSM Simple Indoor
 * Tagging) or a `VenueModel` JSON. A path that cannot be read is not a venue: the catalog reader
 * then reports it by name. JSON is parsed here and again by the reader chosen; imports are rare
 * and a second parse costs less than threading parsed values through both readers.
 */
export async function isVenueFile(filePath: string): Promise<boolean> {
  let bytes: Buffer;
  try {
    if ((await stat(filePath)).isDirectory()) return true;
    bytes = await readFile(filePath);
  } catch {
    return false;
  }
  if (isZip(bytes)) return true;
  let value: unknown;
  try {
    value = JSON.parse(bytes.toString('utf8').replace(/^\uFEFF/, ''));
  } catch {
    return false;
  }
  return recordOf(value)?.type === 'FeatureCollection' || isVenueModelJson(value);
}

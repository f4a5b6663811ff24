import { unzipSync } from 'fflate';
import { ImportFileError } from '../import/index.js';

/** The first bytes of every zip file ("PK\3\4"): IMDF archives are delivered as zips. */
export function isZip(bytes: Uint8Array): boolean {
  return bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
}

/**
 * The GeoJSON files of a zipped IMDF archive, by file name. Archives zipped from a folder keep that
 * folder in their entry names, so names are taken without it; macOS's `__MACOSX/` shadow entries
 * are not files of the archive.
 */
export function imdfFilesOfZip(bytes: Uint8Array, file: string): Map<string, string> {
  let entries: Record<string, Uint8Array>;
  try {
    entries = unzipSync(bytes, {
      filter: (entry) => /\.(geo)?json$/i.test(entry.name) && !entry.name.startsWith('__MACOSX/'),
    });
  } catch (error) {
    throw new ImportFileError(
      file,
      `the zip cannot be read (${error instanceof Error ? error.message : String(error)})`,
    );
  }
  const files = new Map<string, string>();
  const decoder = new TextDecoder();
  for (const [entryName, body] of Object.entries(entries)) {
    const name = entryName.slice(entryName.lastIndexOf('/') + 1);
    if (files.has(name)) {
      throw new ImportFileError(file, `the zip holds ${name} twice: not one IMDF archive`, entryName);
    }
    files.set(name, decoder.decode(body));
  }
  if (files.size === 0)
    throw new ImportFileError(file, 'the zip holds no .geojson file: not an IMDF archive');
  return files;
}

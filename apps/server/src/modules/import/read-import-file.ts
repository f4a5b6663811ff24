import { readFile } from 'node:fs/promises';
import { parseC3vocJson } from './c3voc-json.js';
import { parseCatalogJson } from './catalog-json.js';
import { parseFrabXml } from './frab-xml.js';
import { ImportFileError } from './import-file-error.js';
import type { ImportResult } from './import-result.js';
import { findJsonSyntaxError } from './json-syntax-error.js';
import { recordOf } from './lenient-fields.js';

/**
 * Reads one file to import and recognises its format from its content, not its name: XML is a
 * frab/pentabarf schedule; JSON is the Showfloor catalog (`"format": "showfloor-catalog"`) or a
 * c3voc schedule (`"schedule"`). Throws ImportFileError when the file cannot be read at all.
 */
export async function readImportFile(path: string): Promise<ImportResult> {
  const text = await readText(path);
  const content = text.replace(/^\uFEFF/, '');
  const start = content.trimStart()[0];
  if (start === '<') return parseFrabXml(content, path);
  if (start === '{' || start === '[') return parseJsonFile(content, path);
  throw new ImportFileError(
    path,
    start === undefined ? 'the file is empty' : 'the file is neither XML nor JSON',
    start === undefined ? undefined : 'line 1',
  );
}

async function readText(path: string): Promise<string> {
  try {
    return await readFile(path, 'utf8');
  } catch (error) {
    const code = recordOf(error)?.code;
    const reason =
      code === 'ENOENT'
        ? 'file not found'
        : code === 'EISDIR'
          ? 'this is a folder, not a file'
          : code === 'EACCES'
            ? 'permission denied'
            : `the file cannot be read (${error instanceof Error ? error.message : String(error)})`;
    throw new ImportFileError(path, reason);
  }
}

function parseJsonFile(text: string, path: string): ImportResult {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    const found = findJsonSyntaxError(text);
    if (found === undefined) {
      throw new ImportFileError(
        path,
        `the JSON is malformed: ${error instanceof Error ? error.message : ''}`,
      );
    }
    throw new ImportFileError(
      path,
      `the JSON is malformed: ${found.reason}`,
      `line ${found.line}, column ${found.column}`,
    );
  }
  const root = recordOf(value);
  if (root !== undefined && 'format' in root) return parseCatalogJson(value, path);
  if (root !== undefined && 'schedule' in root) return parseC3vocJson(value, path);
  throw new ImportFileError(
    path,
    'unknown JSON: expected a Showfloor catalog ("format": "showfloor-catalog") or a c3voc schedule ("schedule")',
  );
}

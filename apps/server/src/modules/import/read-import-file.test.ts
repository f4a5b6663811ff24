import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ImportFileError } from './import-file-error.js';
import { readImportFile } from './read-import-file.js';

const dir = mkdtempSync(path.join(tmpdir(), 'showfloor-import-'));
function write(name: string, content: string): string {
  const file = path.join(dir, name);
  writeFileSync(file, content);
  return file;
}

async function errorOf(file: string): Promise<ImportFileError> {
  const error: unknown = await readImportFile(file).catch((caught: unknown) => caught);
  if (error instanceof ImportFileError) return error;
  throw new Error(`expected an ImportFileError, got ${String(error)}`);
}

describe('readImportFile', () => {
  it('recognises the format from the content, whatever the file name', async () => {
    const catalog = write('catalog.txt', '\uFEFF{"format": "showfloor-catalog", "version": 1, "items": []}');
    expect(await readImportFile(catalog)).toEqual({
      file: catalog,
      format: 'showfloor-catalog',
      items: [],
      warnings: [],
    });
    const xml = write(
      'schedule.data',
      '<?xml version="1.0"?>\n<schedule><day date="2025-02-01"><event id="1"><date>2025-02-01T10:00:00+01:00</date><title>T</title></event></day></schedule>',
    );
    expect((await readImportFile(xml)).format).toBe('frab-xml');
  });

  it('names the line of a JSON syntax error', async () => {
    const file = write(
      'broken.json',
      '{\n  "format": "showfloor-catalog",\n  "version": 1\n  "items": []\n}',
    );
    const error = await errorOf(file);
    expect(error.location).toBe('line 4, column 3');
    expect(error.message).toBe(
      `Cannot import ${file} (line 4, column 3): the JSON is malformed: expected ',' or '}' after a property value, found "\\""`,
    );
  });

  it('names the line of an XML syntax error', async () => {
    const file = write('broken.xml', '<schedule>\n<day>\n<room name="a"></day>\n</schedule>');
    const error = await errorOf(file);
    expect(error.location).toMatch(/^line 3, column \d+$/);
  });

  it('refuses a schedule without any event, naming the file', async () => {
    const xml = write('empty.xml', '<?xml version="1.0"?>\n<schedule><conference/></schedule>');
    expect((await errorOf(xml)).message.startsWith(`Cannot import ${xml}: the file holds no event`)).toBe(
      true,
    );
    const json = write(
      'no-event.json',
      '{"schedule": {"conference": {"days": [{"date": "2025-02-01", "rooms": {}}]}}}',
    );
    expect((await errorOf(json)).message).toMatch(/no-event\.json: the file holds no event/);
  });

  it('explains files it cannot read at all', async () => {
    const missing = path.join(dir, 'missing.json');
    expect((await errorOf(missing)).message).toBe(`Cannot import ${missing}: file not found`);
    expect((await errorOf(dir)).message).toBe(`Cannot import ${dir}: this is a folder, not a file`);
    const csv = write('rooms.csv', 'name;slug\nA;a\n');
    expect((await errorOf(csv)).message).toBe(
      `Cannot import ${csv} (line 1): the file is neither XML nor JSON`,
    );
    const other = write('other.json', '{"hello": "world"}');
    expect((await errorOf(other)).message).toMatch(/unknown JSON: expected a Showfloor catalog/);
    expect((await errorOf(write('empty.json', '  \n'))).message).toMatch(/the file is empty$/);
  });
});

import { describe, expect, it } from 'vitest';
import { csvSeparatorOf, decodeCsvBytes, parseCsv } from './csv-table.js';

const rowsOf = (text: string) => {
  const parsed = parseCsv(text);
  if ('error' in parsed) throw new Error(parsed.error.message);
  return parsed.rows;
};

describe('CSV tables', () => {
  it('reads commas, semicolons (French Excel) and tabs, from the first line', () => {
    expect(csvSeparatorOf('name,stand\nA;B,C')).toBe(',');
    expect(csvSeparatorOf('Nom;Stand;Site web\nAcme, SA;A1;x')).toBe(';');
    expect(csvSeparatorOf('"a;b;c",d\n')).toBe(',');
    expect(csvSeparatorOf('name\tstand')).toBe('\t');
    expect(rowsOf('Nom;Stand\r\nAcme, SA;A1\r\n')).toEqual([
      ['Nom', 'Stand'],
      ['Acme, SA', 'A1'],
    ]);
  });

  it('reads quoted fields with separators, doubled quotes and line breaks (RFC 4180)', () => {
    expect(rowsOf('name,description\n"Acme, Inc.","He said ""hi""\nand left",x\n')).toEqual([
      ['name', 'description'],
      ['Acme, Inc.', 'He said "hi"\nand left', 'x'],
    ]);
    expect(rowsOf('a,b\n1, "2"\n')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
  });

  it('keeps empty lines as records, so that a record is the spreadsheet row of its number', () => {
    expect(rowsOf('name\n\nAcme\r\n\r\nBeta')).toEqual([['name'], [''], ['Acme'], [''], ['Beta']]);
  });

  it('says which row opens a quote never closed', () => {
    expect(parseCsv('name\nAcme\n"Beta\nGamma\n')).toEqual({
      error: { row: 3, message: 'a quoted field is not closed (a " is missing)' },
    });
  });

  it('reads UTF-8 with or without its byte order mark, and Windows-1252 when the bytes are not UTF-8', () => {
    const utf8 = new TextEncoder().encode('Société;Pays\n');
    expect(decodeCsvBytes(utf8)).toEqual({ text: 'Société;Pays\n', encoding: 'utf-8' });
    expect(decodeCsvBytes(new Uint8Array([0xef, 0xbb, 0xbf, ...utf8]))).toEqual({
      text: 'Société;Pays\n',
      encoding: 'utf-8',
    });
    // "Société" as Excel for Windows writes it: é is the single byte 0xE9.
    const cp1252 = new Uint8Array([0x53, 0x6f, 0x63, 0x69, 0xe9, 0x74, 0xe9, 0x3b, 0x80]);
    expect(decodeCsvBytes(cp1252)).toEqual({ text: 'Société;€', encoding: 'windows-1252' });
  });
});

describe('CSV bytes', () => {
  it('reads every UTF-8 length, and takes overlong or cut sequences for Windows-1252', () => {
    const text = 'a é € 😀';
    expect(decodeCsvBytes(new TextEncoder().encode(text))).toEqual({ text, encoding: 'utf-8' });
    expect(decodeCsvBytes(new Uint8Array([0xc0, 0xaf])).encoding).toBe('windows-1252');
    expect(decodeCsvBytes(new Uint8Array([0x41, 0xe2, 0x82])).encoding).toBe('windows-1252');
  });
});

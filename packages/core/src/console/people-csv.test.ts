import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PEOPLE_IMPORT_MAX_ROWS } from '../constants/spec-constants.js';
import { parsePeopleCsv, peopleCsvHeaderColumn, readPeopleTable } from './people-csv.js';

describe('people CSV: headers', () => {
  it('reads English and French header names, any case, accents and punctuation', () => {
    expect(peopleCsvHeaderColumn('E-mail')).toBe('email');
    expect(peopleCsvHeaderColumn('Courriel')).toBe('email');
    expect(peopleCsvHeaderColumn('First name')).toBe('firstName');
    expect(peopleCsvHeaderColumn('Prénom')).toBe('firstName');
    expect(peopleCsvHeaderColumn('Last Name')).toBe('lastName');
    expect(peopleCsvHeaderColumn('NOM')).toBe('lastName');
    expect(peopleCsvHeaderColumn('Société')).toBe('company');
    expect(peopleCsvHeaderColumn('company')).toBe('company');
    expect(peopleCsvHeaderColumn('Fonction')).toBe('role');
    expect(peopleCsvHeaderColumn('role')).toBe('role');
    expect(peopleCsvHeaderColumn('Profil')).toBe('profile');
    expect(peopleCsvHeaderColumn('profile')).toBe('profile');
    expect(peopleCsvHeaderColumn('Visible')).toBe('visible');
    expect(peopleCsvHeaderColumn('Contactable')).toBe('contactable');
    expect(peopleCsvHeaderColumn('Shoe size')).toBeUndefined();
  });
});

describe('people CSV: rows', () => {
  it('reads a French file: BOM, semicolons, quoted cells, CRLF, oui/non; an empty cell changes nothing', () => {
    const text =
      '\uFEFFCourriel;Prénom;Nom;Société;Fonction;Profil;Visible;Contactable\r\n' +
      'Anna.Durand@Acme.fr;Anna;Durand;"Acme; Fils";Acheteuse;visitor;oui;non\r\n' +
      'marc@helios.fr;Marc;"Du ""Pont""";Helios;;exhibitor;;\r\n';
    const result = parsePeopleCsv(text);
    expect(result).toEqual({
      ok: true,
      separator: ';',
      ignoredColumns: [],
      rows: [
        {
          line: 2,
          email: 'anna.durand@acme.fr',
          firstName: 'Anna',
          lastName: 'Durand',
          company: 'Acme; Fils',
          role: 'Acheteuse',
          profile: 'visitor',
          visible: true,
          contactable: false,
        },
        {
          line: 3,
          email: 'marc@helios.fr',
          firstName: 'Marc',
          lastName: 'Du "Pont"',
          company: 'Helios',
          profile: 'exhibitor',
        },
      ],
      errors: [],
    });
  });

  it('reads an English file with commas, a multi-line quoted cell, and ignores unknown columns and blank lines', () => {
    const text =
      'email,first name,last name,company,notes\n' +
      'lea@example.com,Léa,Martin,"Big\nCorp",likes coffee\n' +
      '\n' +
      ',,,,\n';
    const result = parsePeopleCsv(text);
    if (!result.ok) throw new Error('refused');
    expect(result.separator).toBe(',');
    expect(result.ignoredColumns).toEqual(['notes']);
    expect(result.rows).toEqual([
      { line: 2, email: 'lea@example.com', firstName: 'Léa', lastName: 'Martin', company: 'Big\nCorp' },
    ]);
    expect(result.errors).toEqual([]);
  });

  it('names the line and the column of every bad cell, and keeps the good rows', () => {
    const text = [
      'E-mail;Prénom;Nom;Profil;Visible',
      'ok@show.test;Ok;Fine;visitor;yes',
      'not-an-address;Bad;Mail;visitor;yes',
      ';No;Mail;visitor;yes',
      'dup@show.test;First;Dup;;',
      'DUP@show.test;Second;Dup;;',
      'bool@show.test;Bad;Bool;;perhaps',
      'profile@show.test;Bad;Profile;astronaut;',
      `long@show.test;${'x'.repeat(201)};Long;;`,
      'extra@show.test;Too;Many;;;cells',
    ].join('\n');
    const result = parsePeopleCsv(text, { profiles: ['visitor', 'exhibitor'] });
    if (!result.ok) throw new Error('refused');
    expect(result.rows.map((row) => row.email)).toEqual(['ok@show.test', 'dup@show.test']);
    expect(result.errors).toEqual([
      { line: 3, column: 'E-mail', code: 'invalidEmail', value: 'not-an-address' },
      { line: 4, column: 'E-mail', code: 'missingEmail', value: '' },
      { line: 6, column: 'E-mail', code: 'duplicateEmail', value: 'dup@show.test' },
      { line: 7, column: 'Visible', code: 'invalidBoolean', value: 'perhaps' },
      { line: 8, column: 'Profil', code: 'unknownProfile', value: 'astronaut' },
      { line: 9, column: 'Prénom', code: 'tooLong', value: 'x'.repeat(201) },
      { line: 10, column: null, code: 'extraCells', value: 'cells' },
    ]);
  });

  it('counts lines of the file, a quoted line break included', () => {
    const text = 'email,company\n"a@show.test","two\nlines"\nnot-mail,x\n';
    const result = parsePeopleCsv(text);
    if (!result.ok) throw new Error('refused');
    expect(result.errors).toEqual([{ line: 4, column: 'email', code: 'invalidEmail', value: 'not-mail' }]);
  });

  it('refuses a file that is empty, has no e-mail column, an unclosed quote or too many rows', () => {
    expect(parsePeopleCsv('')).toEqual({ ok: false, error: 'empty' });
    expect(parsePeopleCsv('\uFEFF\n\n')).toEqual({ ok: false, error: 'empty' });
    expect(parsePeopleCsv('name;company\nAnna;Acme\n')).toEqual({ ok: false, error: 'noEmailColumn' });
    expect(parsePeopleCsv('email\n"a@show.test\n')).toEqual({ ok: false, error: 'unclosedQuote', line: 2 });
    const many = ['email', ...Array.from({ length: PEOPLE_IMPORT_MAX_ROWS + 1 }, (_, i) => `p${i}@s.test`)];
    expect(parsePeopleCsv(many.join('\n'))).toEqual({ ok: false, error: 'tooManyRows' });
  });

  it('reads back any cell text it is given, quoted as a spreadsheet would write it', () => {
    const cell = fc.string({ maxLength: 40 }).filter((text) => !text.includes('\r'));
    fc.assert(
      fc.property(cell, fc.constantFrom(',', ';'), (company, separator) => {
        const quoted = `"${company.replaceAll('"', '""')}"`;
        const result = parsePeopleCsv(`email${separator}company\nx@show.test${separator}${quoted}\n`);
        if (!result.ok) return false;
        return (result.rows[0]?.company ?? '') === company.trim();
      }),
    );
  });
});

describe('people spreadsheets: a workbook sheet read as its rows', () => {
  it('numbers rows as the spreadsheet does, empty rows skipped, the first filled row the header', () => {
    const result = readPeopleTable(
      [
        [],
        ['Courriel', 'Prénom', 'Visible', 'Badge'],
        ['anna@acme.fr', 'Anna', 'oui', 'B-12'],
        ['', '', '', ''],
        ['not-an-address', 'Bob', 'peut-être', ''],
        ['ANNA@acme.fr', 'Anna again', '', ''],
      ],
      { profiles: ['visitor'] },
    );
    if (!result.ok) throw new Error(result.error);
    expect(result.separator).toBeUndefined();
    expect(result.ignoredColumns).toEqual(['Badge']);
    expect(result.rows).toEqual([{ line: 3, email: 'anna@acme.fr', firstName: 'Anna', visible: true }]);
    expect(result.errors).toEqual([
      { line: 5, column: 'Courriel', code: 'invalidEmail', value: 'not-an-address' },
      { line: 5, column: 'Visible', code: 'invalidBoolean', value: 'peut-être' },
      { line: 6, column: 'Courriel', code: 'duplicateEmail', value: 'anna@acme.fr' },
    ]);
  });

  it('refuses a sheet without an e-mail column or without any row', () => {
    expect(readPeopleTable([['Name', 'Company']])).toEqual({ ok: false, error: 'noEmailColumn' });
    expect(readPeopleTable([[], ['  ']])).toEqual({ ok: false, error: 'empty' });
  });
});

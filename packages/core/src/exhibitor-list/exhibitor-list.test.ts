import { describe, expect, it } from 'vitest';
import { parseCsv } from './csv-table.js';
import {
  EXHIBITOR_LIST_MAX_ROWS,
  type ExhibitorTable,
  exhibitorRowErrorText,
  readExhibitorTable,
} from './exhibitor-list.js';
import { columnOfHeader, headerKey } from './exhibitor-list-columns.js';

function tableOf(csv: string): ExhibitorTable {
  const parsed = parseCsv(csv);
  if ('error' in parsed) throw new Error(parsed.error.message);
  return readExhibitorTable(parsed.rows);
}

function readList(csv: string) {
  const table = tableOf(csv);
  if ('error' in table) throw new Error(table.error.message);
  return table;
}

describe('exhibitor list: columns', () => {
  it('finds columns by their English or French name, case, accents and punctuation aside', () => {
    expect(headerKey('  Téléphone ')).toBe('telephone');
    expect(columnOfHeader('SOCIÉTÉ')).toBe('name');
    expect(columnOfHeader('Company')).toBe('name');
    expect(columnOfHeader('Nom')).toBe('name');
    expect(columnOfHeader('Booth')).toBe('stand');
    expect(columnOfHeader('Site web')).toBe('website');
    expect(columnOfHeader('E-mail')).toBe('email');
    expect(columnOfHeader('Catégories')).toBe('category');
    expect(columnOfHeader('Pays')).toBe('country');
    expect(columnOfHeader('logo_url')).toBe('logo');
    expect(columnOfHeader('External ID')).toBe('id');
    expect(columnOfHeader('Chiffre d’affaires')).toBeUndefined();
  });

  it('reads a French semicolon export and an English one alike', () => {
    const french = readList(
      'Société;Stand;Site web;Courriel;Téléphone;Catégorie;Pays\nRobotix SA;A12;www.robotix.fr;contact@robotix.fr;+33 1 23 45 67 89;Robotique;France\n',
    );
    const english = readList(
      'Company,Booth,Website,Email,Phone,Category,Country\nRobotix SA,A12,https://www.robotix.fr,contact@robotix.fr,+33 1 23 45 67 89,Robotique,France\n',
    );
    expect(french.rows).toEqual(english.rows);
    expect(french.rows).toEqual([
      {
        row: 2,
        originalId: 'name:robotix-sa',
        name: 'Robotix SA',
        stands: ['A12'],
        categories: [['Robotique']],
        website: 'https://www.robotix.fr',
        email: 'contact@robotix.fr',
        phone: '+33 1 23 45 67 89',
        country: 'France',
        description: undefined,
        address: undefined,
        postalCode: undefined,
        city: undefined,
        logo: undefined,
      },
    ]);
    expect(french.badRows).toEqual([]);
  });

  it('names the missing Name column, and a column named twice', () => {
    expect(tableOf('Stand,Website\nA1,x.fr\n')).toEqual({
      error: {
        row: 1,
        message:
          'the column Name is missing (a header such as name, nom, société, company); the header row has "Stand", "Website"',
      },
    });
    expect(tableOf('Nom,Company\nA,B\n')).toEqual({
      error: { row: 1, message: 'the columns "Nom" and "Company" both name the name column: keep one' },
    });
    expect(tableOf('\n\n')).toEqual({
      error: { row: 1, message: 'the file is empty: no header row, no exhibitor' },
    });
  });

  it('says which columns it does not read', () => {
    expect(readList('Name,Turnover,Stand\nAcme,12,B4\n').ignoredColumns).toEqual(['Turnover']);
  });
});

describe('exhibitor list: rows', () => {
  it('skips empty lines and keeps each row its spreadsheet number', () => {
    const list = readList('\nName,Email\n\nAcme,a@acme.fr\n,\nBeta,not-an-address\n');
    expect(list.rows.map((row) => [row.row, row.name])).toEqual([[4, 'Acme']]);
    expect(list.badRows.map(exhibitorRowErrorText)).toEqual([
      'row 6, column Email: is not an e-mail address',
    ]);
  });

  it('names the row and the column of every problem of a row, with the header as written', () => {
    const list = readList(
      'Société;E-mail;Site web;Téléphone\n;a@b.fr;;\nAcme;nope;pas un site;12\nBeta;b@beta.fr;beta.fr;+33 6 12 34 56 78\n',
    );
    expect(list.badRows.map(exhibitorRowErrorText)).toEqual([
      'row 2, column Société: is empty: every exhibitor needs a name',
      'row 3, column E-mail: is not an e-mail address; column Site web: is not a web address; column Téléphone: is not a phone number',
    ]);
    expect(list.rows.map((row) => row.name)).toEqual(['Beta']);
    // The bad row still names its exhibitor when its name is readable: a new list leaves it as it was.
    expect(list.badRows[1]?.originalId).toBe('name:acme');
  });

  it('reads categories separated by ";" or "|", a ">" making a path in the tree', () => {
    const list = readList(
      'Name;Categories\nAcme;"Industrie > Robots; Logiciel | Services"\nBeta;"A > > B"\n',
    );
    expect(list.rows[0]?.categories).toEqual([['Industrie', 'Robots'], ['Logiciel'], ['Services']]);
    expect(list.badRows.map(exhibitorRowErrorText)).toEqual([
      'row 3, column Categories: has an empty category name (around a ">")',
    ]);
  });

  it('reads several stands in one cell', () => {
    expect(readList('Name,Stand\nAcme,"A12, A13"\n').rows[0]?.stands).toEqual(['A12', 'A13']);
  });

  it('keys an exhibitor on its id, else on its name normalised, and leaves out a second row of one key', () => {
    const byName = readList('Nom\nÉlectro Café\nELECTRO  CAFE\n');
    expect(byName.rows.map((row) => row.originalId)).toEqual(['name:electro-cafe']);
    expect(byName.badRows.map(exhibitorRowErrorText)).toEqual([
      'row 3, column Nom: the same exhibitor as row 2',
    ]);
    const byId = readList('ID,Name\nexh-1,Acme\nexh-2,Acme\nexh-1,Beta\n,Gamma\n');
    expect(byId.rows.map((row) => [row.originalId, row.name])).toEqual([
      ['exh-1', 'Acme'],
      ['exh-2', 'Acme'],
      ['name:gamma', 'Gamma'],
    ]);
    expect(byId.badRows.map(exhibitorRowErrorText)).toEqual([
      'row 4, column ID: the same exhibitor as row 2',
    ]);
  });

  it(`reads at most ${EXHIBITOR_LIST_MAX_ROWS} exhibitors in one list`, () => {
    const rows = Array.from({ length: EXHIBITOR_LIST_MAX_ROWS + 1 }, (_, index) => [`Exhibitor ${index}`]);
    expect(readExhibitorTable([['Name'], ...rows])).toEqual({
      error: {
        row: EXHIBITOR_LIST_MAX_ROWS + 2,
        message: `the list has ${EXHIBITOR_LIST_MAX_ROWS + 1} exhibitor rows: at most ${EXHIBITOR_LIST_MAX_ROWS} are read at once`,
      },
    });
    const full = readExhibitorTable([['Name'], ...rows.slice(1)]);
    expect('rows' in full && full.rows.length).toBe(EXHIBITOR_LIST_MAX_ROWS);
  });
});

import { CONSOLE_CSRF_HEADER, type ContentReport, EXHIBITOR_LIST_SOURCE } from '@showfloor/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ConsoleLogin, logInEveryRole } from '../../testing/console-organisers.js';
import { openTestApp, type TestApp } from '../../testing/test-app.js';
import { TEST_DRIVERS } from '../../testing/test-database.js';
import { OrganiserRepository } from './organiser.repository.js';

/** A French Excel export: semicolons, a byte order mark, a quoted cell holding the separator. */
const LIST = `\uFEFFSociété;Stand;E-mail;Catégories;Description
Robotix;A12;contact@robotix.fr;"Industrie > Robots; Logiciel";"Robots; rapides"
Boulangerie Dupont;B3;pas-un-courriel;Alimentation;Pains
Câbles Martin;C7;info@cables-martin.fr;Industrie;Câbles
`;

for (const driver of TEST_DRIVERS) {
  describe(`console exhibitor lists on ${driver}`, () => {
    let test: TestApp;
    let organisers: OrganiserRepository;
    let editor: ConsoleLogin;

    beforeAll(async () => {
      test = await openTestApp(driver);
      organisers = new OrganiserRepository(test.handle.db);
      const people = await logInEveryRole(test.app, test.handle.db);
      if (!people.editor) throw new Error('the editor did not log in');
      editor = people.editor;
    });
    afterAll(async () => {
      await test.close();
    });

    const upload = async (body: string | Buffer, name = 'exposants.csv'): Promise<ContentReport> => {
      const answer = await test.app.inject({
        method: 'POST',
        url: `/console/api/content/uploads?name=${encodeURIComponent(name)}`,
        payload: body,
        headers: {
          cookie: editor.cookie,
          [CONSOLE_CSRF_HEADER]: editor.session.csrfToken,
          'content-type': 'application/octet-stream',
        },
      });
      expect(answer.statusCode).toBe(200);
      return answer.json();
    };

    const apply = (report: ContentReport, skipBadRows?: boolean) =>
      test.app.inject({
        method: 'POST',
        url: '/console/api/content/apply',
        payload: {
          uploadId: report.uploadId,
          sha256: report.sha256,
          ...(skipBadRows === undefined ? {} : { skipBadRows }),
        },
        headers: { cookie: editor.cookie, [CONSOLE_CSRF_HEADER]: editor.session.csrfToken },
      });

    const exhibitors = async () =>
      (await test.catalog.sourcedItems())
        .filter((item) => item.type === 'exhibitors')
        .map((item) => ({
          id: item.original_id,
          title: item.fields.title,
          email: item.fields.email,
          source: item.source,
        }));

    it('dry-runs a CSV list: the exhibitors it adds, its bad row by row and column, nothing written', async () => {
      const report = await upload(LIST);
      expect(report).toMatchObject({
        kind: 'exhibitors',
        format: 'exhibitors-csv',
        errors: [],
        config: 'unchanged',
      });
      expect(report.summary).toBe('exposants.csv: exhibitor list (CSV), 2 exhibitors, 1 row left out');
      expect(report.badRows).toEqual(['row 3, column E-mail: is not an e-mail address']);
      expect(report.byType.exhibitors).toEqual({ added: 2, updated: 0, removed: 0 });
      expect(report.byType.exhibitor_categories).toEqual({ added: 3, updated: 0, removed: 0 });
      expect(report.items.exhibitors?.added.map((item) => item.label)).toEqual(['Câbles Martin', 'Robotix']);
      expect(await test.catalog.countsByType()).toEqual({});
    });

    it('refuses to apply a list with bad rows, then applies exactly its good rows when told to skip them', async () => {
      const report = await upload(LIST);
      const refused = await apply(report);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ error: 'BAD_ROWS', field: 'skipBadRows' });
      expect(await test.catalog.countsByType()).toEqual({});

      const applied = await apply(report, true);
      expect(applied.statusCode).toBe(200);
      expect(applied.json()).toMatchObject({ added: 5, updated: 0, removed: 0 });
      expect(await exhibitors()).toEqual([
        { id: 'name:robotix', title: 'Robotix', email: 'contact@robotix.fr', source: EXHIBITOR_LIST_SOURCE },
        {
          id: 'name:cables-martin',
          title: 'Câbles Martin',
          email: 'info@cables-martin.fr',
          source: EXHIBITOR_LIST_SOURCE,
        },
      ]);
      const robotix = (await test.catalog.sourcedItems()).find((item) => item.original_id === 'name:robotix');
      expect(robotix?.refs?.cats?.ids).toEqual([
        'exhibitor-list-category:industrie/robots',
        'exhibitor-list-category:logiciel',
      ]);
      expect(robotix?.fields.description).toBe('<p>Robots; rapides</p>');
      const [entry] = await organisers.auditEntries(1);
      expect(entry).toMatchObject({
        action: 'content.import',
        detail: { file: 'exposants.csv', kind: 'exhibitors', format: 'exhibitors-csv', skippedRows: 1 },
      });
    });

    it('updates on a new upload rather than duplicating, and removes the exhibitors the list no longer has', async () => {
      const next = `Nom;Stand;Courriel
ROBOTIX;A14;hello@robotix.fr
Boulangerie Dupont;B3;pains@dupont.fr
`;
      const report = await upload(next);
      expect(report.badRows).toEqual([]);
      expect(report.byType.exhibitors).toEqual({ added: 1, updated: 1, removed: 1 });
      expect(report.items.exhibitors?.removed.map((item) => item.label)).toEqual(['Câbles Martin']);
      const applied = await apply(report);
      expect(applied.statusCode).toBe(200);
      expect(await exhibitors()).toEqual([
        { id: 'name:robotix', title: 'ROBOTIX', email: 'hello@robotix.fr', source: EXHIBITOR_LIST_SOURCE },
        {
          id: 'name:boulangerie-dupont',
          title: 'Boulangerie Dupont',
          email: 'pains@dupont.fr',
          source: EXHIBITOR_LIST_SOURCE,
        },
      ]);
      // The categories only the old list's exhibitors used went with them.
      expect((await test.catalog.countsByType()).exhibitor_categories).toBeUndefined();
    });

    it('leaves the exhibitor of a skipped row as it was, never removing it', async () => {
      const report = await upload(
        'Nom;Stand;Courriel\nROBOTIX;A14;hello@robotix.fr\nBoulangerie Dupont;B3;plus-de-courriel\n',
      );
      expect(report.badRows).toEqual(['row 3, column Courriel: is not an e-mail address']);
      expect(report.byType).toEqual({});
      expect((await apply(report, true)).statusCode).toBe(200);
      expect((await exhibitors()).map((row) => [row.id, row.email])).toEqual([
        ['name:robotix', 'hello@robotix.fr'],
        ['name:boulangerie-dupont', 'pains@dupont.fr'],
      ]);
    });

    it('reads an XLSX workbook written with a spreadsheet library, keyed on its ID column', async () => {
      const { default: writeXlsxFile } = await import('write-excel-file/node');
      const workbook = await writeXlsxFile([
        [
          { value: 'External ID' },
          { value: 'Company' },
          { value: 'Booth' },
          { value: 'Phone' },
          { value: 'Website' },
        ],
        [
          { value: 'exh-7' },
          { value: 'Électro Café' },
          { value: 'D1' },
          { value: 33612345678 },
          { value: 'electro.cafe' },
        ],
        [{ value: 'exh-8' }, { value: '' }, { value: 'D2' }, { value: '+33 6' }, { value: '' }],
      ]).toBuffer();
      const report = await upload(workbook, 'exhibitors.xlsx');
      expect(report).toMatchObject({ kind: 'exhibitors', format: 'exhibitors-xlsx', errors: [] });
      expect(report.badRows).toEqual([
        'row 3, column Company: is empty: every exhibitor needs a name; column Phone: is not a phone number',
      ]);
      expect(report.items.exhibitors?.added).toEqual([{ originalId: 'exh-7', label: 'Électro Café' }]);
      expect((await apply(report, true)).statusCode).toBe(200);
      const cafe = (await test.catalog.sourcedItems()).find((item) => item.original_id === 'exh-7');
      expect(cafe?.fields).toMatchObject({
        title: 'Électro Café',
        phone: '33612345678',
        website: 'https://electro.cafe',
        exhibitor_place_text: 'D1',
      });
    });

    it('names the missing Name column of a header, and keeps nothing of the file', async () => {
      const report = await upload('Stand,Email\nA1,a@b.fr\n', 'stands.csv');
      expect(report.uploadId).toBeNull();
      expect(report.errors).toEqual([
        {
          location: 'row 1',
          message:
            'the column Name is missing (a header such as name, nom, société, company); the header row has "Stand", "Email"',
        },
      ]);
    });

    it('reads a list saved in Windows-1252 with its accents, and says so', async () => {
      const bytes = Buffer.from('Société;Pays\nÉlectricité Générale;France\n', 'latin1');
      const report = await upload(bytes, 'windows.csv');
      expect(report.items.exhibitors?.added).toEqual([
        { originalId: 'name:electricite-generale', label: 'Électricité Générale' },
      ]);
      expect(report.warnings).toContain(
        'windows.csv: not UTF-8, read as Windows-1252 (Excel\'s "CSV" on Windows); save as "CSV UTF-8" to be sure of the accents',
      );
      expect(report.byType.countries).toEqual({ added: 1, updated: 0, removed: 0 });
    });
  });
}

import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  CONSOLE_CSRF_HEADER,
  type ConsolePeoplePage,
  type ConsolePerson,
  type OrganiserRole,
  type PeopleImportReport,
} from '@showfloor/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issuedBadges, leadExhibitors, leads } from '../../db/schema.js';
import { type ConsoleLogin, logInEveryRole } from '../../testing/console-organisers.js';
import { tableSnapshotReader } from '../../testing/table-snapshot.js';
import { openTestApp, type TestApp } from '../../testing/test-app.js';
import { TEST_DRIVERS } from '../../testing/test-database.js';
import { createAccountsServices } from '../accounts/index.js';
import { DEMO_CODIFICATIONS } from '../participants/index.js';
import { OrganiserRepository } from './organiser.repository.js';

const VISITOR_PASSWORD = 'a visitor password';
const NEW_PASSWORD = 'my brand new password';

/** A participants CSV as a French spreadsheet writes it: BOM, ';', one bad row (line 4). */
const CSV =
  '\uFEFFCourriel;Prénom;Nom;Société;Profil;Visible\r\n' +
  'nadia@import.test;Nadia;Benali;Orbital;visitor;oui\r\n' +
  'anna@show.test;Anna;Durand-Import;Acme;visitor;\r\n' +
  'not-an-address;Bad;Row;Nowhere;visitor;oui\r\n';

for (const driver of TEST_DRIVERS) {
  describe(`console people on ${driver}: directory, import, invitations, lists, GDPR`, () => {
    let test: TestApp;
    let who: Record<OrganiserRole, ConsoleLogin>;
    let visitorToken: string;
    let annaId: number;
    let organisers: OrganiserRepository;

    beforeAll(async () => {
      test = await openTestApp(driver);
      organisers = new OrganiserRepository(test.handle.db);
      const accounts = createAccountsServices(test.handle.db, {
        sessionHours: 24,
        participantIdKey: undefined,
      });
      await accounts.codifications.replace(DEMO_CODIFICATIONS);
      ({ participantId: annaId } = await accounts.accounts.createAccount({
        login: 'anna@show.test',
        password: VISITOR_PASSWORD,
        profile: { firstName: 'Anna', lastName: 'Durand', organizationName: 'Acme', profil: 'visitor' },
      }));
      await accounts.accounts.createAccount({
        login: 'viewer@show.test',
        password: VISITOR_PASSWORD,
        profile: { firstName: 'Victor', lastName: 'Viewer', organizationName: 'Lookers' },
      });
      const login = await test.app.inject({
        method: 'POST',
        url: '/login.htm',
        payload: { login: 'viewer@show.test', password: VISITOR_PASSWORD },
      });
      visitorToken = login.json().datas.token;
      const [exhibitor] = await test.handle.db
        .insert(leadExhibitors)
        .values({ originalId: 'exh-1', name: 'Stand Helios' })
        .returning();
      await test.handle.db.insert(leads).values({ exhibitorId: exhibitor?.id ?? 0, code: 'V0042' });
      await test.handle.db.insert(issuedBadges).values({
        code: 'V0042',
        qrText: '#SF1.test',
        payload: {
          code: 'V0042',
          firstName: 'Anna',
          lastName: 'Durand',
          organizationName: 'Acme',
          email: 'anna@show.test',
          role: '',
          showId: 'test-show',
          issuedAt: Date.UTC(2026, 9, 1),
        },
      });
      who = await logInEveryRole(test.app, test.handle.db);
    }, 120_000);
    afterAll(async () => {
      await test.close();
    });

    const get = (login: ConsoleLogin | undefined, url: string) =>
      test.app.inject({
        method: 'GET',
        url: `/console/api/${url}`,
        headers: login === undefined ? {} : { cookie: login.cookie },
      });
    const send = (
      method: 'POST' | 'PUT',
      login: ConsoleLogin,
      url: string,
      payload: object,
      csrf = login.session.csrfToken,
    ) =>
      test.app.inject({
        method,
        url: `/console/api/${url}`,
        payload,
        headers: { cookie: login.cookie, [CONSOLE_CSRF_HEADER]: csrf },
      });
    async function visitorSearch(search: string): Promise<string[]> {
      const response = await test.app.inject({
        method: 'POST',
        url: '/getParticipants.htm',
        headers: { authorization: `Bearer ${visitorToken}` },
        payload: { params: { search } },
      });
      expect(response.statusCode).toBe(200);
      return response.json().datas.map((row: { lastName: string }) => row.lastName);
    }
    async function outbox(): Promise<string[]> {
      const folder = path.join(test.dataDir, 'outbox');
      const names = await readdir(folder).catch(() => []);
      return Promise.all(names.sort().map((name) => readFile(path.join(folder, name), 'utf8')));
    }
    /** The invitation link's token of the newest mail to `to`. */
    async function invitationToken(to: string): Promise<string> {
      const mail = (await outbox()).filter((text) => text.includes(`To: ${to}`)).at(-1) ?? '';
      // The .eml may wrap long lines (quoted-printable): join them before reading the link.
      const unfolded = mail.replace(/=\r\n/g, '').replace(/=3D/g, '=');
      const token = /setPassword=([A-Za-z0-9_-]+)/.exec(unfolded)?.[1];
      if (token === undefined) throw new Error(`no invitation to ${to}`);
      return token;
    }

    it('lists and searches every participant, hidden ones too, to any organiser; nobody else', async () => {
      expect((await get(undefined, 'people')).statusCode).toBe(401);
      const page: ConsolePeoplePage = (await get(who.staff, 'people')).json();
      expect(page.total).toBe(2);
      expect(page.people[0]).toMatchObject({
        email: 'anna@show.test',
        lastName: 'Durand',
        company: 'Acme',
        profile: 'visitor',
        visible: true,
        contactable: true,
        account: 'active',
      });
      const found: ConsolePeoplePage = (await get(who.staff, 'people?q=acm')).json();
      expect(found.people.map((person) => person.email)).toEqual(['anna@show.test']);
      const byAddress: ConsolePeoplePage = (await get(who.staff, 'people?q=viewer@show.test')).json();
      expect(byAddress.people.map((person) => person.lastName)).toEqual(['Viewer']);
      expect((await get(who.staff, 'people?page=-1')).json().field).toBe('page');
      const person: ConsolePerson = (await get(who.staff, `people/${annaId}`)).json();
      expect(person).toMatchObject({ email: 'anna@show.test', leads: 1, contactRequestsReceived: 0 });
      expect((await get(who.staff, 'people/999999')).statusCode).toBe(404);
    });

    it('hides a participant and closes them to contact requests: visitors see the change at once', async () => {
      expect(await visitorSearch('durand')).toEqual(['Durand']);
      expect((await send('PUT', who.staff, `people/${annaId}`, { visible: false })).statusCode).toBe(403);
      expect(
        (await send('PUT', who.editor, `people/${annaId}`, { visible: false }, 'forged')).statusCode,
      ).toBe(403);
      expect(await visitorSearch('durand')).toEqual(['Durand']);
      const empty = await send('PUT', who.editor, `people/${annaId}`, {});
      expect(empty.json().field).toBe('visible');

      const hidden = await send('PUT', who.editor, `people/${annaId}`, {
        visible: false,
        contactable: false,
      });
      expect(hidden.statusCode).toBe(200);
      expect(hidden.json()).toMatchObject({ visible: false, contactable: false });
      expect(await visitorSearch('durand')).toEqual([]);
      expect((await organisers.auditEntries(1))[0]).toMatchObject({
        actor: 'editor@show.test',
        action: 'person.edit',
        detail: { participantId: annaId, visible: false, contactable: false },
      });
      await send('PUT', who.editor, `people/${annaId}`, { visible: true });
      expect(await visitorSearch('durand')).toEqual(['Durand']);
    });

    it('dry-runs an import: added and updated by address, bad rows by line and column, and writes nothing', async () => {
      const read = await tableSnapshotReader(test.handle.db);
      // Every console call keeps its session alive: that row is written, nothing else may be.
      const snapshot = async () => {
        const { organiser_sessions: _sessions, ...tables } = await read();
        return tables;
      };
      const before = await snapshot();
      const response = await send('POST', who.editor, 'people/import/dry-run', { csv: CSV });
      expect(response.statusCode).toBe(200);
      const report: PeopleImportReport = response.json();
      expect(report.added).toEqual(['nadia@import.test']);
      expect(report.updated).toEqual(['anna@show.test']);
      expect(report.errors).toEqual([
        expect.objectContaining({
          line: 4,
          column: 'Courriel',
          code: 'invalidEmail',
          value: 'not-an-address',
        }),
      ]);
      const refused = await send('POST', who.editor, 'people/import', { csv: CSV, sendInvitations: true });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ field: 'csv', message: expect.stringContaining('line 4') });
      expect((await send('POST', who.staff, 'people/import/dry-run', { csv: CSV })).statusCode).toBe(403);
      expect(
        (await send('POST', who.editor, 'people/import/dry-run', { csv: 'name\nx' })).json(),
      ).toMatchObject({
        field: 'csv',
      });
      expect(await snapshot()).toEqual(before);
    });

    it('applies an import skipping the bad row, invites the new account, whose link sets a password once', async () => {
      const response = await send('POST', who.editor, 'people/import', {
        csv: CSV,
        skipBadRows: true,
        sendInvitations: true,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        added: ['nadia@import.test'],
        updated: ['anna@show.test'],
        invited: 1,
      });
      expect((await organisers.auditEntries(1))[0]).toMatchObject({
        action: 'people.import',
        detail: { added: 1, updated: 1, skipped: 1, invitations: true },
      });
      const page: ConsolePeoplePage = (await get(who.staff, 'people?q=nadia')).json();
      expect(page.people[0]).toMatchObject({ company: 'Orbital', account: 'invited', visible: true });
      const anna: ConsolePerson = (await get(who.staff, `people/${annaId}`)).json();
      expect(anna.lastName).toBe('Durand-Import');
      // Invited, not yet able to log in.
      const early = await test.app.inject({
        method: 'POST',
        url: '/login.htm',
        payload: { login: 'nadia@import.test', password: NEW_PASSWORD },
      });
      expect(early.statusCode).toBe(401);

      const token = await invitationToken('nadia@import.test');
      const short = await test.app.inject({
        method: 'POST',
        url: '/accounts/set-password',
        payload: { token, password: 'short' },
      });
      expect(short.json()).toMatchObject({ field: 'password' });
      const set = await test.app.inject({
        method: 'POST',
        url: '/accounts/set-password',
        payload: { token, password: NEW_PASSWORD },
      });
      expect(set.statusCode).toBe(200);
      expect(set.json().datas).toEqual({ login: 'nadia@import.test' });
      const again = await test.app.inject({
        method: 'POST',
        url: '/accounts/set-password',
        payload: { token, password: 'another long password' },
      });
      expect(again.statusCode).toBe(400);
      const login = await test.app.inject({
        method: 'POST',
        url: '/login.htm',
        payload: { login: 'nadia@import.test', password: NEW_PASSWORD },
      });
      expect(login.statusCode).toBe(200);
      expect(((await get(who.staff, 'people?q=nadia')).json() as ConsolePeoplePage).people[0]?.account).toBe(
        'active',
      );
    });

    it('invites one person by address; an account with a password is not invited again', async () => {
      expect(
        (await send('POST', who.staff, 'people/invitations', { email: 'solo@invite.test' })).statusCode,
      ).toBe(403);
      expect((await send('POST', who.editor, 'people/invitations', { email: 'nope' })).json().field).toBe(
        'email',
      );
      const invited = await send('POST', who.editor, 'people/invitations', {
        email: 'Solo@Invite.test',
        firstName: 'Solo',
        lastName: 'Invité',
      });
      expect(invited.statusCode).toBe(200);
      expect(invited.json()).toMatchObject({ isNew: true });
      expect(await invitationToken('solo@invite.test')).toMatch(/^[A-Za-z0-9_-]{20,}$/);
      const twice = await send('POST', who.editor, 'people/invitations', { email: 'anna@show.test' });
      expect(twice.statusCode).toBe(409);
    });

    it('edits a codification list: rename, reorder, add; an entry in use is not removed', async () => {
      const lists = (await get(who.staff, 'codifications')).json().lists;
      const profiles = lists.find((list: { nameField: string }) => list.nameField === 'profil');
      expect(profiles.values[0]).toMatchObject({ code: 'visitor', label: { fr: 'Visiteur', en: 'Visitor' } });
      expect(profiles.values[0].usedBy).toBeGreaterThanOrEqual(2);
      const values = profiles.values.map(({ code, label }: { code: string; label: object }) => ({
        code,
        label,
      }));
      const withoutVisitor = values.filter((value: { code: string }) => value.code !== 'visitor');
      const refused = await send('PUT', who.editor, 'codifications/profil', { values: withoutVisitor });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().field).toBe('values');
      expect((await send('PUT', who.staff, 'codifications/profil', { values })).statusCode).toBe(403);
      const edited = [
        { code: 'press', label: { fr: 'Journalistes', en: 'Journalists' } },
        ...values.filter((value: { code: string }) => value.code !== 'press' && value.code !== 'organizer'),
        { code: 'student', label: { fr: 'Étudiant', en: 'Student' } },
      ];
      const saved = await send('PUT', who.editor, 'codifications/profil', { values: edited });
      expect(saved.statusCode).toBe(200);
      expect(saved.json().values.map((value: { code: string }) => value.code)).toEqual(
        edited.map((value) => value.code),
      );
      const codifs = await test.app.inject({
        url: '/getCodifs.htm?fields[0][sourceCode]=showfloor&fields[0][entityCode]=participants&fields[0][nameField]=profil',
      });
      expect(JSON.stringify(codifs.json())).toContain('Journalists');
      expect((await organisers.auditEntries(1))[0]).toMatchObject({
        action: 'codification.save',
        detail: { list: 'profil', removed: ['organizer'] },
      });
      const duplicate = await send('PUT', who.editor, 'codifications/profil', {
        values: [...edited, edited[0]],
      });
      expect(duplicate.statusCode).toBe(400);
    });

    it('exports everything held on a participant, and only the owner erases them', async () => {
      const exported = await get(who.editor, `people/${annaId}/export`);
      expect(exported.statusCode).toBe(200);
      expect(exported.headers['content-disposition']).toContain('attachment');
      const data = exported.json();
      expect(data.account.login).toBe('anna@show.test');
      expect(data.profile).toMatchObject({ firstName: 'Anna', organizationName: 'Acme' });
      expect(data.badges).toEqual([expect.objectContaining({ code: 'V0042' })]);
      expect(data.leads).toEqual([
        expect.objectContaining({ exhibitor: 'Stand Helios', badgeCode: 'V0042' }),
      ]);
      expect(data.keptOnDevicesOnly).toHaveProperty('favorites');
      expect((await get(who.staff, `people/${annaId}/export`)).statusCode).toBe(403);

      expect(
        (await send('POST', who.editor, `people/${annaId}/erase`, { email: 'anna@show.test' })).statusCode,
      ).toBe(403);
      const mistyped = await send('POST', who.owner, `people/${annaId}/erase`, { email: 'ana@show.test' });
      expect(mistyped.statusCode).toBe(400);
      expect(mistyped.json().field).toBe('email');
      expect(await visitorSearch('durand')).toEqual(['Durand-Import']);

      const erased = await send('POST', who.owner, `people/${annaId}/erase`, { email: 'Anna@Show.test' });
      expect(erased.statusCode).toBe(200);
      expect(erased.json()).toEqual({ isErased: true, leadsKept: 1 });
      expect(await visitorSearch('durand')).toEqual([]);
      const login = await test.app.inject({
        method: 'POST',
        url: '/login.htm',
        payload: { login: 'anna@show.test', password: VISITOR_PASSWORD },
      });
      expect(login.statusCode).toBe(401);
      expect((await get(who.staff, `people/${annaId}`)).statusCode).toBe(404);
      const entry = (await organisers.auditEntries(1))[0];
      expect(entry).toMatchObject({
        actor: 'owner@show.test',
        action: 'person.erase',
        detail: { leadsKept: 1 },
      });
      expect(JSON.stringify(entry)).not.toContain('anna');
      const kept = await test.handle.db.select().from(leads);
      expect(kept.map((lead) => lead.code)).toEqual(['V0042']);
      expect(await test.handle.db.select().from(issuedBadges)).toEqual([]);
    });

    it('reads an XLSX workbook as a CSV: a bad row named by its row and column, the good ones imported', async () => {
      const { default: writeXlsxFile } = await import('write-excel-file/node');
      const cells = (...values: (string | number)[]) => values.map((value) => ({ value }));
      // An empty first row: the header is row 2, and rows keep the spreadsheet's numbers.
      const workbook = await writeXlsxFile([
        cells(''),
        cells('E-mail', 'First name', 'Last name', 'Company', 'Contactable', 'Badge number'),
        cells('Yann@Xlsx.test', 'Yann', 'Le Goff', 'Breizh Robots', 'yes', 1042),
        cells('zoe@xlsx.test', 'Zoé', 'Martin', 'Nova', 'maybe', 1043),
      ]).toBuffer();
      const file = workbook.toString('base64');
      const checked = await send('POST', who.editor, 'people/import/dry-run', { file });
      expect(checked.statusCode).toBe(200);
      expect(checked.json()).toEqual({
        added: ['yann@xlsx.test'],
        updated: [],
        errors: [
          {
            line: 4,
            column: 'Contactable',
            code: 'invalidBoolean',
            value: 'maybe',
            message: 'write yes or no (oui or non)',
          },
        ],
        ignoredColumns: ['Badge number'],
      });
      const refused = await send('POST', who.editor, 'people/import', { file });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        field: 'file',
        message:
          'row 4, Contactable: write yes or no (oui or non); fix the file or skip the rows with errors',
      });
      expect(((await get(who.staff, 'people?q=yann')).json() as ConsolePeoplePage).people).toEqual([]);

      const imported = await send('POST', who.editor, 'people/import', { file, skipBadRows: true });
      expect(imported.statusCode).toBe(200);
      expect(imported.json()).toMatchObject({ added: ['yann@xlsx.test'], invited: 0 });
      const page: ConsolePeoplePage = (await get(who.staff, 'people?q=yann')).json();
      expect(page.people).toEqual([
        expect.objectContaining({ email: 'yann@xlsx.test', lastName: 'Le Goff', company: 'Breizh Robots' }),
      ]);
      expect((await organisers.auditEntries(1))[0]).toMatchObject({
        action: 'people.import',
        detail: { added: 1, updated: 0, skipped: 1 },
      });
    });

    it('reads a CSV sent as a file, and refuses a file that is neither a CSV nor an XLSX workbook (415)', async () => {
      const csvFile = Buffer.from('email;company\nnew@csv-file.test;Caf\xe9 Zinc\n', 'latin1').toString(
        'base64',
      );
      const checked = await send('POST', who.editor, 'people/import/dry-run', { file: csvFile });
      expect(checked.json()).toMatchObject({ added: ['new@csv-file.test'], errors: [] });

      const pdf = Buffer.from('%PDF-1.7\n\u0000\u0001binary').toString('base64');
      const refused = await send('POST', who.editor, 'people/import/dry-run', { file: pdf });
      expect(refused.statusCode).toBe(415);
      expect(refused.json()).toEqual({
        error: 'UNSUPPORTED_MEDIA_TYPE',
        message: 'expected a CSV file (text, comma or semicolon separated) or an XLSX workbook',
      });
      const zip = Buffer.from([0x50, 0x4b, 0x03, 0x04, 0, 0, 0, 0]).toString('base64');
      expect((await send('POST', who.editor, 'people/import', { file: zip })).statusCode).toBe(415);
      const both = await send('POST', who.editor, 'people/import/dry-run', { file: csvFile, csv: 'email\n' });
      expect(both.json()).toMatchObject({ field: 'file' });
    });
  });
}

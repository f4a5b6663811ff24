import {
  type CodificationEntry,
  type ConsoleCodificationList,
  type ConsolePeoplePage,
  type ConsolePerson,
  type ConsolePersonEdit,
  encodeRoute,
  localizedText,
  PARTICIPANT_INVITATION_HOURS,
  PEOPLE_CODIFICATION_FIELDS,
  PEOPLE_PAGE_SIZE,
  type PeopleCodificationField,
  type PeopleCsvRow,
  type PeopleImportApplied,
  type PeopleImportError,
  type PeopleImportReport,
  type PersonInvitation,
  parsePeopleCsv,
  readPeopleTable,
  SET_PASSWORD_ROUTE_PROP,
} from '@showfloor/core';
import type { Database } from '../../db/database.js';
import { hashSessionToken, NO_PASSWORD_YET, newSessionToken } from '../accounts/index.js';
import type { MailSender } from '../mail/index.js';
import {
  CodificationRepository,
  PARTICIPANT_CODIFICATION_SOURCE,
  PeopleRepository,
  type PersonFields,
  personSummary,
} from '../participants/index.js';
import { type AuditActor, OrganiserRepository } from './organiser.repository.js';
import { peopleExport } from './people-export.js';

const ERROR_MESSAGES: Record<PeopleImportError['code'], string> = {
  missingEmail: 'the e-mail address is missing',
  invalidEmail: 'this is not an e-mail address',
  duplicateEmail: 'this address is on an earlier line of the file',
  invalidBoolean: 'write yes or no (oui or non)',
  unknownProfile: 'no profile of the list has this code',
  tooLong: 'longer than 200 characters',
  extraCells: 'more cells than the header has columns',
};

export type ImportOutcome =
  | { ok: true; report: PeopleImportApplied }
  | { ok: false; field: string; message: string };

export type InviteOutcome =
  | { ok: true; id: number; isNew: boolean }
  | { ok: false; status: 409; error: string; message: string };

export type CodificationOutcome =
  | { ok: true; list: ConsoleCodificationList }
  | { ok: false; field: string; message: string };

/**
 * A participants file as the back office read it: a CSV's text, or the rows of a workbook's first
 * sheet; `field` is the request field it came in, which a refusal names.
 */
export type PeopleFile =
  | { kind: 'csv'; field: 'csv' | 'file'; text: string }
  | { kind: 'sheet'; field: 'file'; rows: string[][] };

interface PlannedImport {
  report: PeopleImportReport;
  rows: PeopleCsvRow[];
  existing: Map<string, number>;
}

function personFields(row: PeopleCsvRow): PersonFields {
  const fields: PersonFields = {};
  if (row.firstName !== undefined) fields.firstName = row.firstName;
  if (row.lastName !== undefined) fields.lastName = row.lastName;
  if (row.company !== undefined) fields.organizationName = row.company;
  if (row.role !== undefined) fields.role = row.role;
  if (row.profile !== undefined) fields.profil = row.profile;
  if (row.visible !== undefined) fields.visible = row.visible;
  if (row.contactable !== undefined) fields.contactable = row.contactable;
  return fields;
}

/**
 * The console's People page (docs/console.md, "People"): the directory as organisers see it, the
 * CSV import (a dry run, then everything in one transaction), invitations with a one-time
 * set-password link, the codification lists, and the GDPR export and erasure (docs/security.md).
 * Every change writes its audit entry in the transaction of the change.
 */
export class PeopleService {
  private readonly people: PeopleRepository;

  constructor(
    private readonly db: Database,
    private readonly mail: MailSender,
    /** The visitor app's public address, which invitation links open. */
    private readonly baseUrl: string,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.people = new PeopleRepository(db);
  }

  async page(query: string, page: number): Promise<ConsolePeoplePage> {
    const { rows, total } = await this.people.page(query, page * PEOPLE_PAGE_SIZE, PEOPLE_PAGE_SIZE);
    return {
      people: rows.map((row) => personSummary(row, NO_PASSWORD_YET)),
      total,
      page,
      pageSize: PEOPLE_PAGE_SIZE,
    };
  }

  async person(id: number): Promise<ConsolePerson | undefined> {
    const row = await this.people.find(id);
    if (row === undefined) return undefined;
    const summary = personSummary(row, NO_PASSWORD_YET);
    const [requests, leads] = await Promise.all([
      this.people.contactRequests(row.participant),
      summary.email === '' ? [] : this.people.leadsOf(summary.email),
    ]);
    return {
      ...summary,
      updatedAt: row.participant.updatedAt.toISOString(),
      contactRequestsSent: requests.sent.length,
      contactRequestsReceived: requests.received.length,
      leads: leads.length,
    };
  }

  /** Switches what visitors see of a participant: listed in the directory, open to contact requests. */
  async edit(id: number, edit: ConsolePersonEdit, actor: AuditActor): Promise<ConsolePerson | undefined> {
    const isDone = await this.db.transaction(async (tx) => {
      const updated = await new PeopleRepository(tx).update(id, edit);
      if (updated === undefined) return false;
      await new OrganiserRepository(tx).audit(actor, 'person.edit', { participantId: id, ...edit });
      return true;
    });
    return isDone ? this.person(id) : undefined;
  }

  private async profileCodes(): Promise<string[] | undefined> {
    const [list] = await new CodificationRepository(this.db).fieldsInfo([
      { ...PARTICIPANT_CODIFICATION_SOURCE, nameField: 'profil' },
    ]);
    const codes = list?.codif.map((entry) => entry.code) ?? [];
    // A show without a profile list takes any profile code.
    return codes.length === 0 ? undefined : codes;
  }

  private async plan(file: PeopleFile): Promise<PlannedImport | { field: string; message: string }> {
    const options = { profiles: await this.profileCodes() };
    const parsed =
      file.kind === 'csv' ? parsePeopleCsv(file.text, options) : readPeopleTable(file.rows, options);
    if (!parsed.ok) {
      const messages = {
        empty: 'the file is empty',
        noEmailColumn: 'no column is the e-mail address (e-mail, courriel)',
        unclosedQuote: `a quote opened on line ${parsed.line ?? 0} is never closed`,
        tooManyRows: 'too many rows for one import',
      } as const;
      return { field: file.field, message: messages[parsed.error] };
    }
    const existing = await this.people.idsByEmail(parsed.rows.map((row) => row.email));
    const report: PeopleImportReport = {
      added: parsed.rows.filter((row) => !existing.has(row.email)).map((row) => row.email),
      updated: parsed.rows.filter((row) => existing.has(row.email)).map((row) => row.email),
      errors: parsed.errors.map((error) => ({ ...error, message: ERROR_MESSAGES[error.code] })),
      ignoredColumns: parsed.ignoredColumns,
    };
    return { report, rows: parsed.rows, existing };
  }

  /** What an import would add, update and refuse; writes nothing. */
  async dryRun(file: PeopleFile): Promise<PeopleImportReport | { field: string; message: string }> {
    const planned = await this.plan(file);
    return 'report' in planned ? planned.report : planned;
  }

  /**
   * Imports the rows in one transaction: the file's participants are all written, with the audit
   * entry, or none. A file with bad rows writes nothing unless they are to be skipped. Invitations
   * go out once the transaction is committed, so no mail names an account that was not written.
   */
  async apply(
    file: PeopleFile,
    options: { skipBadRows: boolean; sendInvitations: boolean },
    actor: AuditActor,
  ): Promise<ImportOutcome> {
    const planned = await this.plan(file);
    if (!('report' in planned)) return { ok: false, ...planned };
    const { report, rows, existing } = planned;
    if (report.errors.length > 0 && !options.skipBadRows) {
      const first = report.errors[0];
      return {
        ok: false,
        field: file.field,
        message: `${file.kind === 'sheet' ? 'row' : 'line'} ${first?.line}, ${first?.column ?? 'end of line'}: ${first?.message}; fix the file or skip the rows with errors`,
      };
    }
    const expiresAt = new Date(this.now().getTime() + PARTICIPANT_INVITATION_HOURS * 3_600_000);
    const invitations: { email: string; token: string }[] = [];
    await this.db.transaction(async (tx) => {
      const people = new PeopleRepository(tx);
      for (const row of rows) {
        const id = existing.get(row.email);
        if (id !== undefined) {
          await people.update(id, personFields(row));
          continue;
        }
        const token = options.sendInvitations ? newSessionToken() : undefined;
        const link = token === undefined ? undefined : { tokenHash: hashSessionToken(token), expiresAt };
        await people.insertInvited(row.email, personFields(row), NO_PASSWORD_YET, link);
        if (token !== undefined) invitations.push({ email: row.email, token });
      }
      await new OrganiserRepository(tx).audit(actor, 'people.import', {
        added: report.added.length,
        updated: report.updated.length,
        skipped: report.errors.length,
        invitations: options.sendInvitations,
      });
    });
    let invited = 0;
    for (const invitation of invitations) {
      if (await this.sendInvitation(invitation.email, invitation.token)) invited++;
    }
    return { ok: true, report: { ...report, invited } };
  }

  /**
   * Invites one person: a new account, or a new link for one not yet used. An account whose owner
   * already set a password is not invited again (409): they log in, or reset it themselves.
   */
  async invite(invitation: Required<PersonInvitation>, actor: AuditActor): Promise<InviteOutcome> {
    const email = invitation.email;
    const id = (await this.people.idsByEmail([email])).get(email);
    const existing = id === undefined ? undefined : await this.people.find(id);
    if (existing?.login != null && existing.passwordHash !== NO_PASSWORD_YET)
      return { ok: false, status: 409, error: 'HAS_ACCOUNT', message: 'This person already has an account' };
    const token = newSessionToken();
    const link = {
      tokenHash: hashSessionToken(token),
      expiresAt: new Date(this.now().getTime() + PARTICIPANT_INVITATION_HOURS * 3_600_000),
    };
    const fields: PersonFields = {};
    if (invitation.firstName) fields.firstName = invitation.firstName;
    if (invitation.lastName) fields.lastName = invitation.lastName;
    if (invitation.company) fields.organizationName = invitation.company;
    const participantId = await this.db.transaction(async (tx) => {
      const people = new PeopleRepository(tx);
      let written: number;
      if (existing?.participant.userId != null) {
        await people.addPasswordLink(existing.participant.userId, link.tokenHash, link.expiresAt);
        written = existing.participant.id;
      } else if (existing !== undefined) {
        // A directory entry without an account (imported before, or generated): it gets one.
        await people.addAccount(existing.participant.id, email, NO_PASSWORD_YET, link);
        written = existing.participant.id;
      } else {
        written = (await people.insertInvited(email, fields, NO_PASSWORD_YET, link)).id;
      }
      await new OrganiserRepository(tx).audit(actor, 'person.invite', { participantId: written });
      return written;
    });
    await this.sendInvitation(email, token);
    return { ok: true, id: participantId, isNew: existing === undefined };
  }

  private async sendInvitation(email: string, token: string): Promise<boolean> {
    const link = `${this.baseUrl}/${encodeRoute({ pageKey: 'login', props: { [SET_PASSWORD_ROUTE_PROP]: token } })}`;
    const days = PARTICIPANT_INVITATION_HOURS / 24;
    try {
      await this.mail.send({
        to: email,
        subject: 'Your account for the show / Votre compte pour le salon',
        text: [
          'You are invited to the show’s app. Choose your password here (the link works once, for ' +
            `${days} days):`,
          link,
          '',
          `Vous êtes invité·e sur l’application du salon. Choisissez votre mot de passe ici (le lien sert une fois, pendant ${days} jours) :`,
          link,
        ].join('\r\n'),
      });
      return true;
    } catch {
      return false;
    }
  }

  /** Everything the back office holds on a participant (GDPR right of access). */
  async export(id: number, actor: AuditActor) {
    const row = await this.people.find(id);
    if (row === undefined) return undefined;
    const email = row.participant.email || (row.login ?? '');
    const [requests, leads, badges] = await Promise.all([
      this.people.contactRequests(row.participant),
      email === '' ? [] : this.people.leadsOf(email),
      email === '' ? [] : this.people.issuedBadges(email),
    ]);
    await new OrganiserRepository(this.db).audit(actor, 'person.export', { participantId: id });
    return peopleExport({ row, requests, leads, badges, now: this.now() });
  }

  /**
   * Erases a participant in one transaction with its audit entry (docs/security.md, "GDPR"): the
   * organiser types the address again. Leads exhibitors captured stay theirs; the count is answered.
   */
  async erase(
    id: number,
    typedEmail: string,
    actor: AuditActor,
  ): Promise<{ ok: true; leadsKept: number } | { ok: false; reason: 'missing' | 'mismatch' }> {
    const row = await this.people.find(id);
    if (row === undefined) return { ok: false, reason: 'missing' };
    const email = (row.participant.email || (row.login ?? '')).toLowerCase();
    if (email === '' || typedEmail !== email) return { ok: false, reason: 'mismatch' };
    const leadsKept = (await this.people.leadsOf(email)).length;
    await this.db.transaction(async (tx) => {
      await new PeopleRepository(tx).erase(row.participant);
      // The entry names the row, not the person: the audit log keeps no personal data of theirs.
      await new OrganiserRepository(tx).audit(actor, 'person.erase', { participantId: id, leadsKept });
    });
    return { ok: true, leadsKept };
  }

  async codificationLists(): Promise<ConsoleCodificationList[]> {
    return Promise.all(PEOPLE_CODIFICATION_FIELDS.map((field) => this.codificationList(field)));
  }

  private async codificationList(nameField: PeopleCodificationField): Promise<ConsoleCodificationList> {
    const { sourceCode, entityCode } = PARTICIPANT_CODIFICATION_SOURCE;
    const uses = await this.people.codificationUses(sourceCode, entityCode, nameField);
    return {
      nameField,
      values: uses.map((use) => ({
        code: use.code,
        label: {
          fr: use.label.$t.fr ?? use.label.$t.en ?? use.code,
          en: use.label.$t.en ?? use.label.$t.fr ?? use.code,
        },
        usedBy: use.usedBy,
      })),
    };
  }

  /** Saves a list whole (added, renamed, reordered entries); an entry still in use is not removed. */
  async saveCodificationList(
    nameField: PeopleCodificationField,
    values: readonly CodificationEntry[],
    actor: AuditActor,
  ): Promise<CodificationOutcome> {
    const before = await this.codificationList(nameField);
    const kept = new Set(values.map((value) => value.code));
    const removed = before.values.filter((value) => !kept.has(value.code));
    const inUse = removed.find((value) => value.usedBy > 0);
    if (inUse !== undefined)
      return {
        ok: false,
        field: 'values',
        message: `${inUse.code} is held by ${inUse.usedBy} participants and cannot be removed`,
      };
    await this.db.transaction(async (tx) => {
      await new CodificationRepository(tx).replace([
        {
          ...PARTICIPANT_CODIFICATION_SOURCE,
          nameField,
          values: values.map((value) => ({
            code: value.code,
            label: localizedText(value.label.fr, value.label.en),
          })),
        },
      ]);
      await new OrganiserRepository(tx).audit(actor, 'codification.save', {
        list: nameField,
        entries: values.length,
        removed: removed.map((value) => value.code),
      });
    });
    return { ok: true, list: await this.codificationList(nameField) };
  }
}

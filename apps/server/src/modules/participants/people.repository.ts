import type { ConsolePersonSummary, Localized, PersonAccountState } from '@showfloor/core';
import { and, arrayContains, asc, count, eq, inArray, like, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import {
  codifications,
  contactRequests,
  issuedBadges,
  leadExhibitors,
  leads,
  participants,
  profilePhotos,
  userPasswordLinks,
  users,
} from '../../db/schema.js';
import type { ParticipantRow } from './participant.presenter.js';
import { ParticipantRepository } from './participant.repository.js';
import type { ParticipantInput } from './participant-input.js';
import { searchWords } from './search-key.js';

/** What an import or an invitation writes of a participant. */
export type PersonFields = Pick<
  ParticipantInput,
  'firstName' | 'lastName' | 'organizationName' | 'role' | 'profil' | 'visible' | 'contactable'
>;

/** A participant row with the login state of its account. */
export interface PersonRow {
  participant: ParticipantRow;
  login: string | null;
  passwordHash: string | null;
  accountCreatedAt: Date | null;
}

/** A codification entry with how many participants use it. */
export interface CodificationUse {
  code: string;
  label: Localized;
  usedBy: number;
}

/**
 * The organisers' reading and writing of the directory (docs/console.md, "People"): every
 * participant, hidden ones too, searched by name, company, role or address. Only the console uses it;
 * the visitors' calls go through ParticipantRepository, which never returns a hidden participant.
 */
export class PeopleRepository {
  constructor(private readonly db: Database) {}

  private searchCondition(query: string): SQL | undefined {
    const words = searchWords(query);
    const address = query.trim().toLowerCase();
    const wordMatches = words.map((word) =>
      or(
        like(participants.lastNameKey, `${word}%`),
        like(participants.firstNameKey, `${word}%`),
        like(participants.organizationKey, `${word}%`),
        like(participants.roleKey, `${word}%`),
      ),
    );
    const emailMatch = address.includes('@')
      ? sql`lower(${participants.email}) = ${address}`
      : sql`lower(${participants.email}) like ${`${address.replace(/[\\%_]/g, '\\$&')}%`}`;
    if (wordMatches.length === 0) return address === '' ? undefined : emailMatch;
    return or(and(...wordMatches), emailMatch);
  }

  /** One page of every participant in name order, with the total the search matches. */
  async page(query: string, offset: number, limit: number): Promise<{ rows: PersonRow[]; total: number }> {
    const where = this.searchCondition(query);
    const [rows, totals] = await Promise.all([
      this.db
        .select({ participant: participants, login: users.login, passwordHash: users.passwordHash })
        .from(participants)
        .leftJoin(users, eq(users.id, participants.userId))
        .where(where)
        .orderBy(asc(participants.lastNameKey), asc(participants.firstNameKey), asc(participants.id))
        .offset(offset)
        .limit(limit),
      this.db.select({ total: count() }).from(participants).where(where),
    ]);
    return {
      rows: rows.map((row) => ({ ...row, accountCreatedAt: null })),
      total: totals[0]?.total ?? 0,
    };
  }

  async find(id: number): Promise<PersonRow | undefined> {
    const [row] = await this.db
      .select({
        participant: participants,
        login: users.login,
        passwordHash: users.passwordHash,
        accountCreatedAt: users.createdAt,
      })
      .from(participants)
      .leftJoin(users, eq(users.id, participants.userId))
      .where(eq(participants.id, id));
    return row;
  }

  /** Participants by lower-cased address, for an import to tell updates from additions. */
  async idsByEmail(emails: readonly string[]): Promise<Map<string, number>> {
    const found = new Map<string, number>();
    const BATCH = 1_000;
    for (let start = 0; start < emails.length; start += BATCH) {
      const batch = emails.slice(start, start + BATCH);
      // An account's login is its address too, even where the profile's address was changed.
      const rows = await this.db
        .select({ id: participants.id, email: sql<string>`lower(${participants.email})`, login: users.login })
        .from(participants)
        .leftJoin(users, eq(users.id, participants.userId))
        .where(or(inArray(sql`lower(${participants.email})`, batch), inArray(users.login, batch)));
      for (const row of rows) if (row.login !== null && !found.has(row.login)) found.set(row.login, row.id);
      for (const row of rows) if (!found.has(row.email)) found.set(row.email, row.id);
    }
    return found;
  }

  async loginTaken(login: string): Promise<boolean> {
    const [row] = await this.db.select({ id: users.id }).from(users).where(eq(users.login, login));
    return row !== undefined;
  }

  /** Writes the given fields of a participant; the search keys follow. */
  async update(id: number, fields: PersonFields): Promise<ParticipantRow | undefined> {
    const [row] = await new ParticipantRepository(this.db).updateById(id, fields);
    return row;
  }

  /**
   * A new account that cannot log in until its link is used (`passwordHash`: accounts'
   * NO_PASSWORD_YET), its directory entry, and the link's hash.
   */
  async insertInvited(
    email: string,
    fields: PersonFields,
    passwordHash: string,
    link: { tokenHash: string; expiresAt: Date } | undefined,
  ): Promise<ParticipantRow> {
    const [user] = await this.db.insert(users).values({ login: email, passwordHash }).returning();
    if (!user) throw new Error('user insert returned no row');
    if (link) await this.db.insert(userPasswordLinks).values({ ...link, userId: user.id });
    return new ParticipantRepository(this.db).insert({ ...fields, email, userId: user.id });
  }

  /** An account (not usable until its link is used) for a directory entry that had none. */
  async addAccount(
    participantId: number,
    email: string,
    passwordHash: string,
    link: { tokenHash: string; expiresAt: Date },
  ): Promise<void> {
    const [user] = await this.db.insert(users).values({ login: email, passwordHash }).returning();
    if (!user) throw new Error('user insert returned no row');
    await this.db.insert(userPasswordLinks).values({ ...link, userId: user.id });
    await this.db.update(participants).set({ userId: user.id }).where(eq(participants.id, participantId));
  }

  async addPasswordLink(userId: number, tokenHash: string, expiresAt: Date): Promise<void> {
    await this.db.insert(userPasswordLinks).values({ tokenHash, userId, expiresAt });
  }

  /** Contact requests a participant's account sent, and those it received. */
  async contactRequests(participant: ParticipantRow) {
    const sent =
      participant.userId === null
        ? []
        : await this.db
            .select({
              firstName: participants.firstName,
              lastName: participants.lastName,
              organizationName: participants.organizationName,
              requestedAt: contactRequests.createdAt,
            })
            .from(contactRequests)
            .innerJoin(participants, eq(participants.id, contactRequests.participantId))
            .where(eq(contactRequests.requesterId, participant.userId))
            .orderBy(asc(contactRequests.id));
    const received = await this.db
      .select({ requesterLogin: users.login, requestedAt: contactRequests.createdAt })
      .from(contactRequests)
      .innerJoin(users, eq(users.id, contactRequests.requesterId))
      .where(eq(contactRequests.participantId, participant.id))
      .orderBy(asc(contactRequests.id));
    return { sent, received };
  }

  /** Badge codes issued to an address (the signed badge carries it). */
  async badgeCodes(email: string): Promise<string[]> {
    const rows = await this.db
      .select({ code: issuedBadges.code })
      .from(issuedBadges)
      .where(sql`lower(${issuedBadges.payload}->>'email') = ${email.toLowerCase()}`);
    return rows.map((row) => row.code);
  }

  async issuedBadges(email: string) {
    return this.db
      .select({ code: issuedBadges.code, payload: issuedBadges.payload, issuedAt: issuedBadges.issuedAt })
      .from(issuedBadges)
      .where(sql`lower(${issuedBadges.payload}->>'email') = ${email.toLowerCase()}`);
  }

  /** Leads exhibitors captured of a participant: of one of their badge codes, or holding their address. */
  async leadsOf(email: string) {
    const codes = await this.badgeCodes(email);
    const byAddress = sql`exists (select 1 from jsonb_each(${leads.fields}) as field where lower(field.value->>'value') = ${email.toLowerCase()})`;
    return this.db
      .select({
        exhibitor: leadExhibitors.name,
        code: leads.code,
        visits: leads.visits,
        fields: leads.fields,
        createdAt: leads.createdAt,
        updatedAt: leads.updatedAt,
      })
      .from(leads)
      .innerJoin(leadExhibitors, eq(leadExhibitors.id, leads.exhibitorId))
      .where(codes.length > 0 ? or(inArray(leads.code, codes), byAddress) : byAddress)
      .orderBy(asc(leads.id));
  }

  /**
   * Erases a participant: the account (sessions, links, the contact requests it sent go with it),
   * the directory entry (with the requests it received), the photo, and the badges issued to the
   * address. Run inside the caller's transaction.
   */
  async erase(participant: ParticipantRow): Promise<void> {
    if (participant.userId !== null) await this.db.delete(users).where(eq(users.id, participant.userId));
    await this.db.delete(participants).where(eq(participants.id, participant.id));
    if (participant.photoId)
      await this.db.delete(profilePhotos).where(eq(profilePhotos.id, participant.photoId));
    if (participant.email !== '')
      await this.db
        .delete(issuedBadges)
        .where(sql`lower(${issuedBadges.payload}->>'email') = ${participant.email.toLowerCase()}`);
  }

  /** The codification lists of a source, each entry with how many participants hold it. */
  async codificationUses(
    sourceCode: string,
    entityCode: string,
    nameField: string,
  ): Promise<CodificationUse[]> {
    const rows = await this.db
      .select({ code: codifications.code, label: codifications.label })
      .from(codifications)
      .where(
        and(
          eq(codifications.sourceCode, sourceCode),
          eq(codifications.entityCode, entityCode),
          eq(codifications.nameField, nameField),
        ),
      )
      .orderBy(asc(codifications.rank), asc(codifications.id));
    const uses = await this.codeUses(
      nameField,
      rows.map((row) => row.code),
    );
    return rows.map((row) => ({ ...row, usedBy: uses.get(row.code) ?? 0 }));
  }

  /** How many participants hold each code in the column a list feeds. */
  async codeUses(nameField: string, codes: readonly string[]): Promise<Map<string, number>> {
    const uses = new Map<string, number>();
    if (codes.length === 0) return uses;
    if (nameField === 'centerinterest') {
      // Lists are short (tens of entries): one probe of the GIN index per entry.
      const counted = await Promise.all(
        codes.map(async (code) => {
          const [row] = await this.db
            .select({ used: count() })
            .from(participants)
            .where(arrayContains(participants.centerinterest, [code]));
          return [code, row?.used ?? 0] as const;
        }),
      );
      for (const [code, used] of counted) uses.set(code, used);
      return uses;
    }
    const column = nameField === 'service' ? participants.service : participants.profil;
    const rows = await this.db
      .select({ code: column, used: count() })
      .from(participants)
      .where(inArray(column, [...codes]))
      .groupBy(column);
    for (const row of rows) if (row.code !== null) uses.set(row.code, row.used);
    return uses;
  }
}

/** The console's line of a participant. */
export function personSummary(row: PersonRow, noPasswordYet: string): ConsolePersonSummary {
  const { participant } = row;
  const account: PersonAccountState =
    row.login === null ? 'none' : row.passwordHash === noPasswordYet ? 'invited' : 'active';
  return {
    id: participant.id,
    email: participant.email || (row.login ?? ''),
    firstName: participant.firstName,
    lastName: participant.lastName,
    company: participant.organizationName,
    role: participant.role,
    profile: participant.profil,
    visible: participant.visible,
    contactable: participant.contactable,
    account,
  };
}

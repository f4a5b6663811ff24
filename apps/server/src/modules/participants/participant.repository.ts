import {
  and,
  arrayOverlaps,
  asc,
  type Column,
  eq,
  exists,
  inArray,
  isNull,
  like,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { contactRequests, participants } from '../../db/schema.js';
import type { DirectoryRow, ParticipantRow } from './participant.presenter.js';
import { bulkInsertStatement } from './participant-bulk-insert.js';
import type { ParticipantInput } from './participant-input.js';
import type { DirectoryQuery } from './participant-search.schemas.js';
import { searchKey, searchWords } from './search-key.js';

export type { ParticipantInput } from './participant-input.js';

/** Rows per bulk INSERT (one JSON parameter of a few MB). */
const BULK_BATCH_SIZE = 10_000;

function withKeys<T extends ParticipantInput>(input: T) {
  const keys: Partial<typeof participants.$inferInsert> = {};
  if (input.lastName !== undefined) keys.lastNameKey = searchKey(input.lastName);
  if (input.firstName !== undefined) keys.firstNameKey = searchKey(input.firstName);
  if (input.organizationName !== undefined) keys.organizationKey = searchKey(input.organizationName);
  if (input.role !== undefined) keys.roleKey = searchKey(input.role);
  return { ...input, ...keys };
}

/** Prefix match on a normalized key; keys hold letters, digits and spaces only, so no LIKE escaping. */
function startsWith(column: Column, text: string): SQL {
  return like(column, `${text}%`);
}

function fieldPrefix(column: Column, text: string | undefined): SQL | undefined {
  const key = searchKey(text);
  return key ? startsWith(column, key) : undefined;
}

/**
 * What a listing selects: the presented columns only. Decoding the rows is most of a search's cost
 * (the query itself takes well under a millisecond on the first page), and the private columns
 * (e-mail, phones, address, agenda) doubled it.
 */
const directoryColumns = {
  id: participants.id,
  civility: participants.civility,
  firstName: participants.firstName,
  lastName: participants.lastName,
  type: participants.type,
  role: participants.role,
  organizationName: participants.organizationName,
  organizationLogo: participants.organizationLogo,
  organizationWebsite: participants.organizationWebsite,
  photoId: participants.photoId,
  social: participants.social,
  profil: participants.profil,
  service: participants.service,
  centerinterest: participants.centerinterest,
  exhibitorId: participants.exhibitorId,
  contactable: participants.contactable,
} satisfies Record<keyof DirectoryRow, Column>;

/** The only code that reads and writes participants and contact requests. */
export class ParticipantRepository {
  constructor(private readonly db: Database) {}

  /**
   * One page of the directory in name order. Invisible participants are filtered here, in the one
   * query every listing goes through, so no caller can forget it. With `viewerUserId`, each row says
   * whether that user has already asked to contact it.
   */
  async search(
    query: DirectoryQuery,
    viewerUserId?: number,
  ): Promise<(DirectoryRow & { contacted: boolean })[]> {
    const filters = query.filters ?? {};
    const conditions: (SQL | undefined)[] = [eq(participants.visible, true)];
    const keywordColumns: Column[] =
      query.searchBy === 'lastName'
        ? [participants.lastNameKey]
        : query.searchBy === 'organizationName'
          ? [participants.organizationKey]
          : [
              participants.lastNameKey,
              participants.firstNameKey,
              participants.organizationKey,
              participants.roleKey,
            ];
    const words = searchWords(query.search ?? '');
    if (words.length > 0) {
      // The whole term starts one field ('helios energie'), or each word starts some field
      // ('marc dupont'): both are prefix matches, so the text_pattern_ops indexes serve them.
      const wholeTerm = or(...keywordColumns.map((column) => startsWith(column, words.join(' '))));
      const eachWord = and(
        ...words.map((word) => or(...keywordColumns.map((column) => startsWith(column, word)))),
      );
      conditions.push(words.length === 1 ? wholeTerm : or(wholeTerm, eachWord));
    }
    conditions.push(fieldPrefix(participants.lastNameKey, filters.lastName));
    conditions.push(fieldPrefix(participants.organizationKey, filters.organizationName));
    conditions.push(fieldPrefix(participants.roleKey, filters.role));
    if (filters.profil) conditions.push(eq(participants.profil, filters.profil));
    if (filters.service) conditions.push(eq(participants.service, filters.service));
    if (filters.centerinterest && filters.centerinterest.length > 0)
      conditions.push(arrayOverlaps(participants.centerinterest, filters.centerinterest));
    if (filters.ids)
      conditions.push(filters.ids.length > 0 ? inArray(participants.id, filters.ids) : sql`false`);
    if (filters.exhibitorId !== undefined) conditions.push(eq(participants.exhibitorId, filters.exhibitorId));
    const cursor = query.after;
    if (cursor !== undefined) {
      conditions.push(
        sql`(${participants.lastNameKey}, ${participants.firstNameKey}, ${participants.id}) > (${cursor.lastNameKey}, ${cursor.firstNameKey}, ${cursor.id})`,
      );
    }
    // Whether the viewer already asked to contact each row, in the same query: one probe of the
    // (requester, participant) unique index per row, rather than reading all the viewer's requests.
    const contacted =
      viewerUserId === undefined
        ? sql<boolean>`false`
        : sql<boolean>`${exists(
            this.db
              .select({ one: sql`1` })
              .from(contactRequests)
              .where(
                and(
                  eq(contactRequests.requesterId, viewerUserId),
                  eq(contactRequests.participantId, participants.id),
                ),
              ),
          )}`;
    // Each row as one JSON object, the page as one JSON array: the driver parses one value instead
    // of decoding 17 columns of 101 rows, which was most of a search's time on PGlite.
    const fields = Object.entries({ ...directoryColumns, contacted }).map(
      ([key, value]) => sql`${sql.raw(`'${key}'`)}, ${value}`,
    );
    const page = this.db
      .select({
        row: sql<DirectoryRow & { contacted: boolean }>`json_build_object(${sql.join(fields, sql`, `)})`.as(
          'row',
        ),
        lastNameKey: participants.lastNameKey,
        firstNameKey: participants.firstNameKey,
        id: participants.id,
      })
      .from(participants)
      .where(and(...conditions))
      .orderBy(asc(participants.lastNameKey), asc(participants.firstNameKey), asc(participants.id))
      .offset(query.start)
      .limit(query.take)
      .as('page');
    const [result] = await this.db
      .select({
        rows: sql<
          (DirectoryRow & { contacted: boolean })[]
        >`coalesce(json_agg(${page.row} order by ${page.lastNameKey}, ${page.firstNameKey}, ${page.id}), '[]'::json)`,
      })
      .from(page);
    return result?.rows ?? [];
  }

  /** A participant other users may see, or undefined (missing and invisible look the same). */
  async findVisible(id: number): Promise<ParticipantRow | undefined> {
    const [row] = await this.db
      .select()
      .from(participants)
      .where(and(eq(participants.id, id), eq(participants.visible, true)));
    return row;
  }

  async findByUserId(userId: number): Promise<ParticipantRow | undefined> {
    const [row] = await this.db.select().from(participants).where(eq(participants.userId, userId));
    return row;
  }

  async insert(input: ParticipantInput): Promise<ParticipantRow> {
    const [row] = await this.db.insert(participants).values(withKeys(input)).returning();
    if (!row) throw new Error('participant insert returned no row');
    return row;
  }

  /** Updates the profile row of a user; only the given fields change. */
  async updateForUser(userId: number, input: ParticipantInput): Promise<ParticipantRow | undefined> {
    const [row] = await this.db
      .update(participants)
      .set({ ...withKeys(input), updatedAt: new Date() })
      .where(eq(participants.userId, userId))
      .returning();
    return row;
  }

  /** Updates a participant by its row id (the console's edits); only the given fields change. */
  async updateById(id: number, input: ParticipantInput): Promise<ParticipantRow[]> {
    return this.db
      .update(participants)
      .set({ ...withKeys(input), updatedAt: new Date() })
      .where(eq(participants.id, id))
      .returning();
  }

  /**
   * Replaces the participants without an account whose external id starts with `prefix` (a demo
   * reload) by `inputs`, inserted in batches. One transaction: the directory is never half loaded.
   */
  async replaceGenerated(prefix: string, inputs: readonly ParticipantInput[]): Promise<number> {
    const written = await this.db.transaction(async (tx) => {
      await tx
        .delete(participants)
        .where(and(isNull(participants.userId), like(participants.externalId, `${prefix}%`)));
      for (let start = 0; start < inputs.length; start += BULK_BATCH_SIZE) {
        await tx.execute(bulkInsertStatement(inputs.slice(start, start + BULK_BATCH_SIZE)));
      }
      return inputs.length;
    });
    // Fresh statistics after a bulk load, so the planner picks the prefix and partial indexes at
    // once (PGlite runs no autovacuum to do it later).
    await this.db.execute(sql`ANALYZE participants`);
    return written;
  }

  /** Records a contact request once; true when it is new. */
  async recordContactRequest(requesterId: number, participantId: number): Promise<boolean> {
    const inserted = await this.db
      .insert(contactRequests)
      .values({ requesterId, participantId })
      .onConflictDoNothing()
      .returning({ id: contactRequests.id });
    return inserted.length > 0;
  }

  /** Ids of the participants a user asked to contact, oldest request first. */
  async contactedIds(requesterId: number): Promise<number[]> {
    const rows = await this.db
      .select({ participantId: contactRequests.participantId })
      .from(contactRequests)
      .where(eq(contactRequests.requesterId, requesterId))
      .orderBy(asc(contactRequests.createdAt), asc(contactRequests.id));
    return rows.map((row) => row.participantId);
  }

  /** A user's contact requests with the names they saw, for the GDPR export. */
  async contactRequestsOf(requesterId: number) {
    return this.db
      .select({
        participantId: contactRequests.participantId,
        firstName: participants.firstName,
        lastName: participants.lastName,
        organizationName: participants.organizationName,
        requestedAt: contactRequests.createdAt,
      })
      .from(contactRequests)
      .innerJoin(participants, eq(participants.id, contactRequests.participantId))
      .where(eq(contactRequests.requesterId, requesterId))
      .orderBy(asc(contactRequests.createdAt), asc(contactRequests.id));
  }
}

import type { CodificationRepository, FieldInfo } from './codification.repository.js';
import { type DirectoryParticipant, presentDirectoryParticipant } from './participant.presenter.js';
import type { ParticipantRepository } from './participant.repository.js';
import type { ParticipantPublicIds, PublicParticipantId } from './participant-public-ids.js';
import type {
  CodificationField,
  DirectoryCursor,
  DirectoryQuery,
  ParticipantQuery,
} from './participant-search.schemas.js';

/** Outcome of a contact request (spec core §4 "Contact request"). */
export type ContactOutcome = 'recorded' | 'already-recorded' | 'not-found' | 'not-contactable' | 'self';

/** A page of the directory, or the refusal of a cursor that names no visible participant. */
export type SearchOutcome = { ok: true; rows: DirectoryParticipant[] } | { ok: false; field: 'after' };

/**
 * The participants directory: search, contact requests and the codification lists of its fields.
 * Every participant id in or out is a public id (participant-public-ids.ts); row ids stay inside.
 */
export class ParticipantService {
  constructor(
    private readonly participants: ParticipantRepository,
    private readonly codifications: CodificationRepository,
    private readonly publicIds: ParticipantPublicIds,
  ) {}

  /** One page of visible participants, each marked when the viewer has already asked to contact it. */
  async search(viewerUserId: number, query: ParticipantQuery): Promise<SearchOutcome> {
    const { after, filters, ...rest } = query;
    const directoryQuery: DirectoryQuery = { ...rest };
    if (filters) {
      const { ids, ...otherFilters } = filters;
      directoryQuery.filters = otherFilters;
      // A public id that names no row matches nothing, like an unknown or hidden one.
      if (ids) directoryQuery.filters.ids = this.rowIds(ids);
    }
    if (after !== undefined) {
      const cursor = await this.cursorRow(after);
      if (!cursor) return { ok: false, field: 'after' };
      directoryQuery.after = cursor;
    }
    const rows = await this.participants.search(directoryQuery, viewerUserId);
    const publicIds = this.publicIds.toPublicMany(rows.map((row) => row.id));
    return {
      ok: true,
      rows: rows.map((row, index) =>
        presentDirectoryParticipant(row, publicIds[index] as PublicParticipantId, row.contacted),
      ),
    };
  }

  /**
   * Records that the user asks to contact a participant. Asking twice is not an error: the request is
   * kept once and the second call succeeds, so a retried call after a lost answer is harmless.
   */
  async contact(requesterUserId: number, contactId: PublicParticipantId): Promise<ContactOutcome> {
    const participantId = this.publicIds.toInternal(contactId);
    const target =
      participantId === undefined ? undefined : await this.participants.findVisible(participantId);
    if (!target) return 'not-found';
    if (target.userId === requesterUserId) return 'self';
    if (!target.contactable) return 'not-contactable';
    const isNew = await this.participants.recordContactRequest(requesterUserId, target.id);
    return isNew ? 'recorded' : 'already-recorded';
  }

  async codificationFields(fields: readonly CodificationField[]): Promise<FieldInfo[]> {
    return this.codifications.fieldsInfo(fields);
  }

  private rowIds(publicIds: readonly PublicParticipantId[]): number[] {
    return this.publicIds.toInternalMany(publicIds).filter((id): id is number => id !== undefined);
  }

  /**
   * The row a cursor continues after. A made-up cursor names no row; one whose participant has been
   * hidden or removed since is refused too, rather than silently ending the listing.
   */
  private async cursorRow(after: PublicParticipantId): Promise<DirectoryCursor | undefined> {
    const id = this.publicIds.toInternal(after);
    const row = id === undefined ? undefined : await this.participants.findVisible(id);
    return row ? { lastNameKey: row.lastNameKey, firstNameKey: row.firstNameKey, id: row.id } : undefined;
  }
}

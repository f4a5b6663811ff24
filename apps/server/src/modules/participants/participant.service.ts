import type { CodificationRepository, FieldInfo } from './codification.repository.js';
import { type DirectoryParticipant, presentDirectoryParticipant } from './participant.presenter.js';
import type { ParticipantRepository } from './participant.repository.js';
import type { CodificationField, ParticipantQuery } from './participant-search.schemas.js';

/** Outcome of a contact request (spec core §4 "Contact request"). */
export type ContactOutcome = 'recorded' | 'already-recorded' | 'not-found' | 'not-contactable' | 'self';

/** The participants directory: search, contact requests and the codification lists of its fields. */
export class ParticipantService {
  constructor(
    private readonly participants: ParticipantRepository,
    private readonly codifications: CodificationRepository,
  ) {}

  /** One page of visible participants, each marked when the viewer has already asked to contact it. */
  async search(viewerUserId: number, query: ParticipantQuery): Promise<DirectoryParticipant[]> {
    const rows = await this.participants.search(query, viewerUserId);
    return rows.map((row) => presentDirectoryParticipant(row, row.contacted));
  }

  /**
   * Records that the user asks to contact a participant. Asking twice is not an error: the request is
   * kept once and the second call succeeds, so a retried call after a lost answer is harmless.
   */
  async contact(requesterUserId: number, participantId: number): Promise<ContactOutcome> {
    const target = await this.participants.findVisible(participantId);
    if (!target) return 'not-found';
    if (target.userId === requesterUserId) return 'self';
    if (!target.contactable) return 'not-contactable';
    const isNew = await this.participants.recordContactRequest(requesterUserId, participantId);
    return isNew ? 'recorded' : 'already-recorded';
  }

  async codificationFields(fields: readonly CodificationField[]): Promise<FieldInfo[]> {
    return this.codifications.fieldsInfo(fields);
  }
}

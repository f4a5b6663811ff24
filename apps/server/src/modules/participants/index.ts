export { CodificationRepository } from './codification.repository.js';
export { DEMO_CODIFICATIONS, PARTICIPANT_CODIFICATION_SOURCE } from './demo-codifications.js';
export {
  DEMO_PARTICIPANT_COUNTS,
  DEMO_PARTICIPANT_PREFIX,
  generateDemoParticipants,
} from './demo-participants.js';
export { type ParticipantRow, photoPath } from './participant.presenter.js';
export { type ParticipantInput, ParticipantRepository } from './participant.repository.js';
export { type ContactOutcome, ParticipantService, type SearchOutcome } from './participant.service.js';
export { loadParticipantIdKey, PARTICIPANT_ID_KEY_FILE } from './participant-id-key.js';
export {
  MAX_PUBLIC_PARTICIPANT_ID,
  ParticipantPublicIds,
  type PublicParticipantId,
} from './participant-public-ids.js';
export {
  type CodificationField,
  codificationFieldSchema,
  contactParticipantBodySchema,
  getParticipantsBodySchema,
} from './participant-search.schemas.js';
export {
  type CodificationUse,
  PeopleRepository,
  type PersonFields,
  type PersonRow,
  personSummary,
} from './people.repository.js';

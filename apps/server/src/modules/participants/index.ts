export { CodificationRepository } from './codification.repository.js';
export { DEMO_CODIFICATIONS } from './demo-codifications.js';
export {
  DEMO_PARTICIPANT_COUNTS,
  DEMO_PARTICIPANT_PREFIX,
  generateDemoParticipants,
} from './demo-participants.js';
export { type ParticipantRow, photoPath } from './participant.presenter.js';
export { type ParticipantInput, ParticipantRepository } from './participant.repository.js';
export { type ContactOutcome, ParticipantService } from './participant.service.js';
export {
  type CodificationField,
  codificationFieldSchema,
  contactParticipantBodySchema,
  getParticipantsBodySchema,
} from './participant-search.schemas.js';

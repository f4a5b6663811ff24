export { participantMemoryOf, participantName, participantSubtitle } from './participant-memory.js';
export { ParticipantRow } from './participant-row.js';
export { type ParticipantsLoad, useParticipantsByIds } from './use-participants-by-ids.js';

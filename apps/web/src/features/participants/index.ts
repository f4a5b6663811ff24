import './app-service.js';

export { fetchNetworkingOnLogin, type NetworkingOnLoginDeps } from './networking-on-login.js';
export {
  createParticipantMemory,
  ParticipantMemory,
  participantName,
  participantSubtitle,
} from './participant-memory.js';
export { ParticipantRow } from './participant-row.js';
export { CONTACT_LOGIN_ACTION, PendingContact } from './pending-contact.js';
export { type ParticipantsLoad, useParticipantsByIds } from './use-participants-by-ids.js';

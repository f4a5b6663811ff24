import type { ParticipantMemory } from './participant-memory.js';
import type { PendingContact } from './pending-contact.js';

declare module '../../shell/app-services.js' {
  interface AppServices {
    /** What the app holds of the directory and the codifications, in memory, for the session. */
    participants: ParticipantMemory;
    /** A contact request a login interrupted, resumed on the participant's sheet. */
    pendingContact: PendingContact;
  }
}

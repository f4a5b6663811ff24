import type { JsonValue } from '@showfloor/core';
import { registerLoginAction } from '../login/index.js';

/**
 * A contact request interrupted by a login (spec core §6 "the contact flow sends the user to
 * login"): once logged in, the user lands back on the participant with the confirm dialog open.
 */
export const CONTACT_LOGIN_ACTION = 'contactParticipant';

let pending: number | null = null;

function contactIdOf(params: JsonValue): number | null {
  if (typeof params !== 'object' || params === null || Array.isArray(params)) return null;
  const id = params.contactId;
  return typeof id === 'number' && Number.isInteger(id) ? id : null;
}

registerLoginAction(CONTACT_LOGIN_ACTION, (params) => {
  pending = contactIdOf(params);
});

/** Whether a contact request of this participant waits for confirmation; asking consumes it. */
export function takePendingContact(participantId: number): boolean {
  if (pending !== participantId) return false;
  pending = null;
  return true;
}

import type { JsonValue } from '@showfloor/core';

/**
 * A contact request interrupted by a login (spec core §6 "the contact flow sends the user to
 * login"): once logged in, the user lands back on the participant with the confirm dialog open.
 */
export const CONTACT_LOGIN_ACTION = 'contactParticipant';

function contactIdOf(params: JsonValue): number | null {
  if (typeof params !== 'object' || params === null || Array.isArray(params)) return null;
  const id = params.contactId;
  return typeof id === 'number' && Number.isInteger(id) ? id : null;
}

/** The contact request waiting for its confirmation after a login; one per app. */
export class PendingContact {
  private pending: number | null = null;

  /** The login action CONTACT_LOGIN_ACTION: remembers whom the user wanted to contact. */
  resume = (params: JsonValue): void => {
    this.pending = contactIdOf(params);
  };

  /** Whether a contact request of this participant waits for confirmation; asking consumes it. */
  take(participantId: number): boolean {
    if (this.pending !== participantId) return false;
    this.pending = null;
    return true;
  }
}

import type { LoginFailure } from './login-machine.js';

/**
 * Contact requests (spec core §4, §5, §8): the button shows only when networking is enabled, the
 * participant is contactable and is not the user; a confirm dialog comes first; the button shows
 * 'contacted' and is disabled as soon as the request is made, and returns to normal on error.
 */
export type ContactButtonState = 'idle' | 'confirming' | 'requesting' | 'contacted';

export interface ContactButtonContext {
  isNetworkingEnabled: boolean;
  participant: { id: number; contactable: boolean };
  /** The logged-in user's own participant id, or null when unknown. */
  userId: number | null;
}

export function isContactButtonShown(context: ContactButtonContext): boolean {
  return (
    context.isNetworkingEnabled &&
    context.participant.contactable &&
    context.participant.id !== context.userId
  );
}

export function initialContactState(isAlreadyContacted: boolean): ContactButtonState {
  return isAlreadyContacted ? 'contacted' : 'idle';
}

/** Whether the button reads 'contacted' and is disabled. */
export function isShownAsContacted(state: ContactButtonState): boolean {
  return state === 'requesting' || state === 'contacted';
}

export type ContactEvent =
  | { type: 'press' }
  | { type: 'cancel' }
  | { type: 'confirm'; isOnline: boolean }
  | { type: 'succeeded' }
  | { type: 'failed'; failure: LoginFailure | 'refused' };

export type ContactMessage = 'contactFailed' | 'noNetwork' | 'contactSent';

export type ContactEffect =
  | { kind: 'callContact' }
  | { kind: 'notify'; message: ContactMessage; level: 'success' | 'warning' | 'error' }
  /** An authentication error sends the user to login, with this participant as the next route. */
  | { kind: 'goToLogin' };

export interface ContactTransition {
  state: ContactButtonState;
  effects: ContactEffect[];
}

export function contactTransition(state: ContactButtonState, event: ContactEvent): ContactTransition {
  switch (event.type) {
    case 'press':
      return state === 'idle' ? { state: 'confirming', effects: [] } : { state, effects: [] };
    case 'cancel':
      return state === 'confirming' ? { state: 'idle', effects: [] } : { state, effects: [] };
    case 'confirm':
      if (state !== 'confirming') return { state, effects: [] };
      // A contact request needs network connectivity (spec core §5).
      if (!event.isOnline) {
        return { state: 'idle', effects: [{ kind: 'notify', message: 'noNetwork', level: 'warning' }] };
      }
      return { state: 'requesting', effects: [{ kind: 'callContact' }] };
    case 'succeeded':
      return state === 'requesting'
        ? { state: 'contacted', effects: [{ kind: 'notify', message: 'contactSent', level: 'success' }] }
        : { state, effects: [] };
    case 'failed':
      if (state !== 'requesting') return { state, effects: [] };
      if (event.failure === 'authError' || event.failure === 'badLogin') {
        return { state: 'idle', effects: [{ kind: 'goToLogin' }] };
      }
      if (event.failure === 'noNetwork') {
        return { state: 'idle', effects: [{ kind: 'notify', message: 'noNetwork', level: 'warning' }] };
      }
      return { state: 'idle', effects: [{ kind: 'notify', message: 'contactFailed', level: 'error' }] };
  }
}

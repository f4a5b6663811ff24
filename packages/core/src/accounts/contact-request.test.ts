import { describe, expect, it } from 'vitest';
import {
  contactTransition,
  initialContactState,
  isContactButtonShown,
  isShownAsContacted,
} from './contact-request.js';

describe('contact button', () => {
  const participant = { id: 12, contactable: true };

  it('shows only with networking on, for a contactable participant who is not the user', () => {
    expect(isContactButtonShown({ isNetworkingEnabled: true, participant, userId: 3 })).toBe(true);
    expect(isContactButtonShown({ isNetworkingEnabled: false, participant, userId: 3 })).toBe(false);
    expect(
      isContactButtonShown({
        isNetworkingEnabled: true,
        participant: { id: 12, contactable: false },
        userId: 3,
      }),
    ).toBe(false);
    expect(isContactButtonShown({ isNetworkingEnabled: true, participant, userId: 12 })).toBe(false);
  });

  it('asks for confirmation, then shows contacted and disabled while the request runs', () => {
    const confirming = contactTransition('idle', { type: 'press' });
    expect(confirming).toEqual({ state: 'confirming', effects: [] });
    const requesting = contactTransition('confirming', { type: 'confirm', isOnline: true });
    expect(requesting).toEqual({ state: 'requesting', effects: [{ kind: 'callContact' }] });
    expect(isShownAsContacted(requesting.state)).toBe(true);
    expect(contactTransition('requesting', { type: 'succeeded' }).state).toBe('contacted');
    expect(contactTransition('contacted', { type: 'press' }).state).toBe('contacted');
  });

  it('cancels without calling', () => {
    expect(contactTransition('confirming', { type: 'cancel' })).toEqual({ state: 'idle', effects: [] });
  });

  it('needs the network', () => {
    expect(contactTransition('confirming', { type: 'confirm', isOnline: false })).toEqual({
      state: 'idle',
      effects: [{ kind: 'notify', message: 'noNetwork', level: 'warning' }],
    });
  });

  it('returns to normal on error with "Failed to contact participant", or goes to login', () => {
    expect(contactTransition('requesting', { type: 'failed', failure: 'refused' })).toEqual({
      state: 'idle',
      effects: [{ kind: 'notify', message: 'contactFailed', level: 'error' }],
    });
    expect(contactTransition('requesting', { type: 'failed', failure: 'authError' })).toEqual({
      state: 'idle',
      effects: [{ kind: 'goToLogin' }],
    });
  });

  it('starts as contacted for a participant already contacted', () => {
    expect(initialContactState(true)).toBe('contacted');
    expect(initialContactState(false)).toBe('idle');
  });
});

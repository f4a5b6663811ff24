import { describe, expect, it } from 'vitest';
import {
  AUTOLOGIN_MIN_INTERVAL_MS,
  AUTOLOGIN_STOPPED,
  type AutologinState,
  autologinIntervalMs,
  autologinTransition,
} from './autologin.js';

const NOW = 1_000_000;

function started(delaySeconds: unknown = 900): AutologinState {
  return autologinTransition(AUTOLOGIN_STOPPED, { type: 'loggedIn', now: NOW, delaySeconds }).state;
}

describe('autologin timer', () => {
  it('reads the configured delay in seconds; anything but a positive number means no timer', () => {
    expect(autologinIntervalMs(900)).toBe(900_000);
    for (const value of [undefined, null, '900', 0, -5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(autologinIntervalMs(value)).toBeNull();
    }
  });

  it('never renews more often than once a minute', () => {
    expect(autologinIntervalMs(1)).toBe(AUTOLOGIN_MIN_INTERVAL_MS);
  });

  it('starts on the first login when a numeric delay is configured', () => {
    const { state, effects } = autologinTransition(AUTOLOGIN_STOPPED, {
      type: 'loggedIn',
      now: NOW,
      delaySeconds: 900,
    });
    expect(state).toEqual({
      status: 'running',
      intervalMs: 900_000,
      dueAt: NOW + 900_000,
      isRenewing: false,
    });
    expect(effects).toEqual([{ kind: 'arm', inMs: 900_000 }]);
  });

  it('does not start without a configured delay', () => {
    expect(
      autologinTransition(AUTOLOGIN_STOPPED, { type: 'loggedIn', now: NOW, delaySeconds: undefined }),
    ).toEqual({ state: AUTOLOGIN_STOPPED, effects: [] });
  });

  it('keeps the running timer on a later login', () => {
    const running = started();
    expect(autologinTransition(running, { type: 'loggedIn', now: NOW + 5_000, delaySeconds: 60 })).toEqual({
      state: running,
      effects: [],
    });
  });

  it('renews when the timer is due, once, and arms again for a full interval after the renewal', () => {
    const due = autologinTransition(started(), { type: 'tick', now: NOW + 900_000 });
    expect(due.effects).toEqual([{ kind: 'renew' }]);
    // A second tick while the renewal runs asks for nothing.
    expect(autologinTransition(due.state, { type: 'tick', now: NOW + 900_001 }).effects).toEqual([]);
    const after = autologinTransition(due.state, { type: 'renewalEnded', now: NOW + 901_000 });
    expect(after.state).toMatchObject({ dueAt: NOW + 901_000 + 900_000, isRenewing: false });
    expect(after.effects).toEqual([{ kind: 'arm', inMs: 900_000 }]);
  });

  it('arms again for the time left when the timer fires early', () => {
    expect(autologinTransition(started(), { type: 'tick', now: NOW + 600_000 }).effects).toEqual([
      { kind: 'arm', inMs: 300_000 },
    ]);
  });

  it('stops on logout, and a late tick or renewal then does nothing', () => {
    const { state, effects } = autologinTransition(started(), { type: 'loggedOut' });
    expect(state).toEqual(AUTOLOGIN_STOPPED);
    expect(effects).toEqual([{ kind: 'cancel' }]);
    expect(autologinTransition(state, { type: 'tick', now: NOW + 900_000 }).effects).toEqual([]);
    expect(autologinTransition(state, { type: 'renewalEnded', now: NOW + 900_000 }).effects).toEqual([]);
  });
});

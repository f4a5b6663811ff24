import { describe, expect, it } from 'vitest';
import {
  INITIAL_LOGIN_STATE,
  LOGGED_LOGIN_STATE,
  type LoginState,
  loginTransition,
} from './login-machine.js';

const submit = { type: 'submit', login: ' anna@example.org ', password: 'secret' } as const;

describe('login machine', () => {
  it('asks to fill the fields when the login or the password is missing, and calls nothing', () => {
    for (const input of [
      { login: '', password: 'secret' },
      { login: '  ', password: 'secret' },
      { login: 'anna@example.org', password: '' },
    ]) {
      const { state, effects } = loginTransition(INITIAL_LOGIN_STATE, { type: 'submit', ...input });
      expect(state).toBe(INITIAL_LOGIN_STATE);
      expect(effects).toEqual([{ kind: 'notify', message: 'fillFields', level: 'warning' }]);
    }
  });

  it('goes to logging with the error cleared and calls the provider with the trimmed login', () => {
    const failed: LoginState = { status: 'error', error: 'badLogin', statusBeforeLogging: 'error' };
    const { state, effects } = loginTransition(failed, submit);
    expect(state.status).toBe('logging');
    expect(state.error).toBeNull();
    expect(effects).toEqual([{ kind: 'callLogin', login: 'anna@example.org', password: 'secret' }]);
  });

  it('ignores a second submit while the first call runs', () => {
    const logging = loginTransition(INITIAL_LOGIN_STATE, submit).state;
    expect(loginTransition(logging, submit)).toEqual({ state: logging, effects: [] });
  });

  it('is logged after a success', () => {
    const logging = loginTransition(INITIAL_LOGIN_STATE, submit).state;
    expect(loginTransition(logging, { type: 'succeeded' }).state).toEqual(LOGGED_LOGIN_STATE);
  });

  it('shows badLogin and clears the session on a refused login', () => {
    const logging = loginTransition(INITIAL_LOGIN_STATE, submit).state;
    const { state, effects } = loginTransition(logging, { type: 'failed', failure: 'badLogin' });
    expect(state.status).toBe('error');
    expect(state.error).toBe('badLogin');
    expect(effects).toEqual([
      { kind: 'clearSession' },
      { kind: 'notify', message: 'badLogin', level: 'error' },
    ]);
  });

  it('keeps the previous state and shows noNetwork when the network is down', () => {
    const logging = loginTransition(INITIAL_LOGIN_STATE, submit).state;
    const { state, effects } = loginTransition(logging, { type: 'failed', failure: 'noNetwork' });
    expect(state.status).toBe('idle');
    expect(state.error).toBe('noNetwork');
    expect(effects).toEqual([{ kind: 'notify', message: 'noNetwork', level: 'warning' }]);
    // A renewal failing for lack of network keeps the user logged in.
    const renewing = loginTransition(LOGGED_LOGIN_STATE, submit).state;
    expect(loginTransition(renewing, { type: 'failed', failure: 'noNetwork' }).state.status).toBe('logged');
  });

  it('only logs unknown errors', () => {
    const logging = loginTransition(INITIAL_LOGIN_STATE, submit).state;
    const { state, effects } = loginTransition(logging, { type: 'failed', failure: 'unknown' });
    expect(state.status).toBe('idle');
    expect(effects).toEqual([{ kind: 'log', failure: 'unknown' }]);
  });

  it('clears the logged-in state when a call answers AUTH_ERROR', () => {
    const { state, effects } = loginTransition(LOGGED_LOGIN_STATE, { type: 'sessionExpired' });
    expect(state.status).toBe('idle');
    expect(effects).toEqual([
      { kind: 'clearSession' },
      { kind: 'notify', message: 'invalidSession', level: 'warning' },
    ]);
    expect(loginTransition(INITIAL_LOGIN_STATE, { type: 'sessionExpired' }).effects).toEqual([]);
  });

  it('asks the profile with a token received in the address, and succeeds or fails as a login', () => {
    const { state, effects } = loginTransition(INITIAL_LOGIN_STATE, {
      type: 'tokenReceived',
      token: ' t0k ',
    });
    expect(state).toEqual({ status: 'logging', error: null, statusBeforeLogging: 'idle' });
    expect(effects).toEqual([{ kind: 'callProfile', token: 't0k' }]);
    expect(loginTransition(state, { type: 'succeeded' }).state).toEqual(LOGGED_LOGIN_STATE);
    // An expired or forged token is an authentication failure: nothing of it is kept.
    const refused = loginTransition(state, { type: 'failed', failure: 'authError' });
    expect(refused.state.status).toBe('error');
    expect(refused.effects).toEqual([
      { kind: 'clearSession' },
      { kind: 'notify', message: 'invalidSession', level: 'warning' },
    ]);
    // Ignored while another attempt runs, and when empty.
    expect(loginTransition(state, { type: 'tokenReceived', token: 'other' }).effects).toEqual([]);
    expect(loginTransition(INITIAL_LOGIN_STATE, { type: 'tokenReceived', token: ' ' }).effects).toEqual([]);
  });

  it('clears the session on logout', () => {
    expect(loginTransition(LOGGED_LOGIN_STATE, { type: 'logout' })).toEqual({
      state: INITIAL_LOGIN_STATE,
      effects: [{ kind: 'clearSession' }],
    });
  });
});

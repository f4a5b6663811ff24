/**
 * The login flow of spec core §4 as a pure transition function: idle, logging (the error cleared),
 * logged or error. The app feeds it the user's actions and the answers of the calls it asked for, and
 * performs the effects it returns (call the provider, store or clear the session, notify).
 */

export type LoginStatus = 'idle' | 'logging' | 'logged' | 'error';

/**
 * Why a login or an authenticated call failed (spec core §8): a refused login, an expired session
 * (HTTP 401, AUTH_ERROR), no network, or anything else.
 */
export type LoginFailure = 'badLogin' | 'authError' | 'noNetwork' | 'unknown';

/** Messages of the login flow, as i18n keys of the login feature. */
export type LoginMessage = 'fillFields' | 'badLogin' | 'noNetwork' | 'invalidSession';

export interface LoginState {
  status: LoginStatus;
  /** The last failure reported; cleared by a new attempt and by a success. */
  error: LoginFailure | null;
  /** Where a network or unknown failure returns to: such errors keep the state (spec core §4). */
  statusBeforeLogging: LoginStatus;
}

export type LoginEvent =
  | { type: 'submit'; login: string; password: string }
  /**
   * A session token arrived in the app's address (spec core §7, a single sign-on return): the
   * profile is asked with it, and the login then succeeds or fails like a submitted one.
   */
  | { type: 'tokenReceived'; token: string }
  | { type: 'succeeded' }
  | { type: 'failed'; failure: LoginFailure }
  /** Any authenticated call answered HTTP 401 (AUTH_ERROR): the session is gone. */
  | { type: 'sessionExpired' }
  | { type: 'logout' };

export type LoginEffect =
  | { kind: 'callLogin'; login: string; password: string }
  /** Ask the provider's profile (`me.htm`) with a token received in the address. */
  | { kind: 'callProfile'; token: string }
  /** Stores nothing by itself: the success answer's token and profile are stored by whoever got them. */
  | { kind: 'clearSession' }
  | { kind: 'notify'; message: LoginMessage; level: 'warning' | 'error' }
  /** Failures the spec only logs (core §8 "others are only logged"). */
  | { kind: 'log'; failure: LoginFailure };

export interface LoginTransition {
  state: LoginState;
  effects: LoginEffect[];
}

export const INITIAL_LOGIN_STATE: LoginState = { status: 'idle', error: null, statusBeforeLogging: 'idle' };

/** The state of an app that starts with a stored, unexpired session. */
export const LOGGED_LOGIN_STATE: LoginState = {
  status: 'logged',
  error: null,
  statusBeforeLogging: 'logged',
};

/** Spec core §5: login requires username and password; blanks do not count. */
export function isLoginInputComplete(login: string, password: string): boolean {
  return login.trim() !== '' && password !== '';
}

function failureEffects(failure: LoginFailure): LoginEffect[] {
  switch (failure) {
    case 'badLogin':
      return [{ kind: 'clearSession' }, { kind: 'notify', message: 'badLogin', level: 'error' }];
    case 'authError':
      return [{ kind: 'clearSession' }, { kind: 'notify', message: 'invalidSession', level: 'warning' }];
    case 'noNetwork':
      return [{ kind: 'notify', message: 'noNetwork', level: 'warning' }];
    case 'unknown':
      return [{ kind: 'log', failure }];
  }
}

export function loginTransition(state: LoginState, event: LoginEvent): LoginTransition {
  switch (event.type) {
    case 'submit': {
      // A second press while the first call runs must not send a second request.
      if (state.status === 'logging') return { state, effects: [] };
      if (!isLoginInputComplete(event.login, event.password)) {
        return { state, effects: [{ kind: 'notify', message: 'fillFields', level: 'warning' }] };
      }
      return {
        state: { status: 'logging', error: null, statusBeforeLogging: state.status },
        effects: [{ kind: 'callLogin', login: event.login.trim(), password: event.password }],
      };
    }
    case 'tokenReceived': {
      if (state.status === 'logging' || event.token.trim() === '') return { state, effects: [] };
      return {
        state: { status: 'logging', error: null, statusBeforeLogging: state.status },
        effects: [{ kind: 'callProfile', token: event.token.trim() }],
      };
    }
    case 'succeeded':
      return { state: { status: 'logged', error: null, statusBeforeLogging: 'logged' }, effects: [] };
    case 'failed': {
      const effects = failureEffects(event.failure);
      // An authentication failure ends any session; network and unknown errors keep the state as it was.
      const isAuthFailure = event.failure === 'badLogin' || event.failure === 'authError';
      const status: LoginStatus = isAuthFailure
        ? 'error'
        : state.status === 'logging'
          ? state.statusBeforeLogging
          : state.status;
      return { state: { status, error: event.failure, statusBeforeLogging: status }, effects };
    }
    case 'sessionExpired':
      if (state.status !== 'logged') return { state, effects: [] };
      return {
        state: { status: 'idle', error: 'authError', statusBeforeLogging: 'idle' },
        effects: failureEffects('authError'),
      };
    case 'logout':
      return { state: INITIAL_LOGIN_STATE, effects: [{ kind: 'clearSession' }] };
  }
}
